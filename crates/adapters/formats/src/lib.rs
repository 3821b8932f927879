//! Question files: the formats teachers already have, read into Sabi's questions.
//!
//! `gift` reads Moodle's GIFT as Moodle does; `bank` turns what a file holds into questions
//! of a subject, class and topic, with the conventions of Sabi's shipped bank
//! (docs/bank-format.md).

pub mod bank;
pub mod gift;
