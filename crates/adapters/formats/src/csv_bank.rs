//! CSV.
use crate::bank::{BankQuestion, Placement, Read};
use crate::{FileError, WriteError};
pub fn read(_text: &str, _placement: &Placement) -> Result<Read, FileError> {
    Ok(Read::default())
}
pub fn write(_q: &[BankQuestion]) -> Result<String, WriteError> {
    Ok(String::new())
}
