//! Aiken.
use crate::bank::{Placement, Read};
pub fn read(_text: &str, _placement: &Placement) -> Read {
    Read::default()
}
