//! Class levels of Cameroon's curriculum, and the Science/Arts streams from Form 4 up.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::DomainError;

/// A class level. The ten levels students study are `Class 4` to `Upper Sixth`; the topic
/// screen also offers `Class 1` to `Class 3` (spec, admin section 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum ClassLevel {
    Class1,
    Class2,
    Class3,
    Class4,
    Class5,
    Class6,
    Form1,
    Form2,
    Form3,
    Form4,
    Form5,
    LowerSixth,
    UpperSixth,
}

impl ClassLevel {
    /// The levels a student can belong to, in order: Class 4 to Upper Sixth.
    pub const STUDENT_LEVELS: [ClassLevel; 10] = [
        ClassLevel::Class4,
        ClassLevel::Class5,
        ClassLevel::Class6,
        ClassLevel::Form1,
        ClassLevel::Form2,
        ClassLevel::Form3,
        ClassLevel::Form4,
        ClassLevel::Form5,
        ClassLevel::LowerSixth,
        ClassLevel::UpperSixth,
    ];

    /// The levels the topic screens offer: Class 1 to Upper Sixth.
    pub const TOPIC_LEVELS: [ClassLevel; 13] = [
        ClassLevel::Class1,
        ClassLevel::Class2,
        ClassLevel::Class3,
        ClassLevel::Class4,
        ClassLevel::Class5,
        ClassLevel::Class6,
        ClassLevel::Form1,
        ClassLevel::Form2,
        ClassLevel::Form3,
        ClassLevel::Form4,
        ClassLevel::Form5,
        ClassLevel::LowerSixth,
        ClassLevel::UpperSixth,
    ];

    /// The class a user has until they pick one (spec section 9).
    pub const DEFAULT: ClassLevel = ClassLevel::Form1;

    /// The text the spec and every screen use for this level.
    pub fn as_str(self) -> &'static str {
        match self {
            ClassLevel::Class1 => "Class 1",
            ClassLevel::Class2 => "Class 2",
            ClassLevel::Class3 => "Class 3",
            ClassLevel::Class4 => "Class 4",
            ClassLevel::Class5 => "Class 5",
            ClassLevel::Class6 => "Class 6",
            ClassLevel::Form1 => "Form 1",
            ClassLevel::Form2 => "Form 2",
            ClassLevel::Form3 => "Form 3",
            ClassLevel::Form4 => "Form 4",
            ClassLevel::Form5 => "Form 5",
            ClassLevel::LowerSixth => "Lower Sixth",
            ClassLevel::UpperSixth => "Upper Sixth",
        }
    }

    /// Streamed classes (Science or Arts) are Form 4 and above; Class 4 to 6 and Form 1 to 3
    /// are not (spec section 5).
    pub fn is_streamed(self) -> bool {
        matches!(self, ClassLevel::Form4 | ClassLevel::Form5 | ClassLevel::LowerSixth | ClassLevel::UpperSixth)
    }

    /// Primary school levels (Class 1 to 6).
    pub fn is_primary(self) -> bool {
        self < ClassLevel::Form1
    }

    /// 0 for Class 1 up to 12 for Upper Sixth: used to scale difficulty.
    pub fn ordinal(self) -> u8 {
        self as u8
    }
}

impl fmt::Display for ClassLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for ClassLevel {
    type Err = DomainError;

    /// Accepts the spec's text in any case and spacing ("Form 1", "form1", "FORM  1",
    /// "lower sixth", "Lower_Sixth"), as URLs and older clients send it.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let key: String = s.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_lowercase()).collect();
        let level = match key.as_str() {
            "class1" => ClassLevel::Class1,
            "class2" => ClassLevel::Class2,
            "class3" => ClassLevel::Class3,
            "class4" => ClassLevel::Class4,
            "class5" => ClassLevel::Class5,
            "class6" => ClassLevel::Class6,
            "form1" => ClassLevel::Form1,
            "form2" => ClassLevel::Form2,
            "form3" => ClassLevel::Form3,
            "form4" => ClassLevel::Form4,
            "form5" => ClassLevel::Form5,
            "lowersixth" => ClassLevel::LowerSixth,
            "uppersixth" => ClassLevel::UpperSixth,
            _ => return Err(DomainError::UnknownClassLevel(s.trim().to_string())),
        };
        Ok(level)
    }
}

impl TryFrom<String> for ClassLevel {
    type Error = DomainError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<ClassLevel> for String {
    fn from(level: ClassLevel) -> Self {
        level.as_str().to_string()
    }
}

/// A subject's stream. Classes from Form 4 pick Science or Arts; the others are General.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Stream {
    Science,
    Arts,
    General,
}

impl Stream {
    pub fn as_str(self) -> &'static str {
        match self {
            Stream::Science => "Science",
            Stream::Arts => "Arts",
            Stream::General => "General",
        }
    }

    /// The stream a student ends up with: the one chosen for a streamed class, else General
    /// (onboarding's skip sets General; spec section 4).
    pub fn for_student(class: ClassLevel, chosen: Option<Stream>) -> Stream {
        match chosen {
            Some(stream) if class.is_streamed() => stream,
            _ => Stream::General,
        }
    }
}

impl fmt::Display for Stream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Stream {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "science" => Ok(Stream::Science),
            "arts" | "art" => Ok(Stream::Arts),
            "general" | "" => Ok(Stream::General),
            _ => Err(DomainError::UnknownStream(s.trim().to_string())),
        }
    }
}

impl TryFrom<String> for Stream {
    type Error = DomainError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Stream> for String {
    fn from(stream: Stream) -> Self {
        stream.as_str().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_level_from_its_own_text_and_loose_spellings() {
        for level in ClassLevel::TOPIC_LEVELS {
            assert_eq!(level.as_str().parse::<ClassLevel>(), Ok(level));
            assert_eq!(level.as_str().to_uppercase().parse::<ClassLevel>(), Ok(level));
            assert_eq!(level.as_str().replace(' ', "_").parse::<ClassLevel>(), Ok(level));
        }
        assert_eq!("form1".parse::<ClassLevel>(), Ok(ClassLevel::Form1));
        assert_eq!(" Lower  Sixth ".parse::<ClassLevel>(), Ok(ClassLevel::LowerSixth));
    }

    #[test]
    fn rejects_unknown_levels() {
        for bad in ["", "Form 6", "Class 7", "Sixth", "Form", "Class 0"] {
            assert!(bad.parse::<ClassLevel>().is_err(), "{bad:?} should be rejected");
        }
    }

    #[test]
    fn student_levels_run_from_class_4_to_upper_sixth_and_default_is_form_1() {
        let names: Vec<&str> = ClassLevel::STUDENT_LEVELS.iter().map(|l| l.as_str()).collect();
        assert_eq!(
            names,
            [
                "Class 4",
                "Class 5",
                "Class 6",
                "Form 1",
                "Form 2",
                "Form 3",
                "Form 4",
                "Form 5",
                "Lower Sixth",
                "Upper Sixth"
            ]
        );
        assert_eq!(ClassLevel::DEFAULT.as_str(), "Form 1");
    }

    #[test]
    fn streamed_classes_start_at_form_4() {
        let cases = [
            (ClassLevel::Class4, false),
            (ClassLevel::Class6, false),
            (ClassLevel::Form1, false),
            (ClassLevel::Form3, false),
            (ClassLevel::Form4, true),
            (ClassLevel::Form5, true),
            (ClassLevel::LowerSixth, true),
            (ClassLevel::UpperSixth, true),
        ];
        for (level, streamed) in cases {
            assert_eq!(level.is_streamed(), streamed, "{level}");
        }
    }

    #[test]
    fn a_student_in_an_unstreamed_class_or_without_a_choice_is_general() {
        assert_eq!(Stream::for_student(ClassLevel::Form2, Some(Stream::Science)), Stream::General);
        assert_eq!(Stream::for_student(ClassLevel::Form4, None), Stream::General);
        assert_eq!(Stream::for_student(ClassLevel::Form4, Some(Stream::Arts)), Stream::Arts);
    }

    #[test]
    fn serializes_as_the_spec_text() {
        let json = serde_json::to_string(&ClassLevel::LowerSixth).unwrap_or_default();
        assert_eq!(json, "\"Lower Sixth\"");
        let back: Result<ClassLevel, _> = serde_json::from_str("\"form 4\"");
        assert_eq!(back.ok(), Some(ClassLevel::Form4));
    }
}
