//! Writers.
use crate::WriteError;
use crate::bank::BankQuestion;
pub fn gift(_q: &[BankQuestion]) -> String {
    String::new()
}
pub fn moodle_xml(_q: &[BankQuestion]) -> String {
    String::new()
}
pub fn aiken(_q: &[BankQuestion]) -> Result<String, WriteError> {
    Ok(String::new())
}
