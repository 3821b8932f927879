//! The catalogue: subjects (one row per class level, with an optional stream), topics with
//! subtopics, the spec's fallback subject lists, bulk topic names and search queries.

use serde::{Deserialize, Serialize};

use crate::class_level::{ClassLevel, Stream};
use crate::{DomainError, Timestamp};

/// Shown when a user's subjects cannot be fetched or none are returned.
pub const DEFAULT_SUBJECTS: [&str; 3] = ["English Language", "Mathematics", "French Language"];
/// What onboarding stores when the subjects step is skipped.
pub const ONBOARDING_SKIP_SUBJECTS: [&str; 3] = ["English", "Math", "General Science"];
/// Search needs this many non-blank characters.
pub const MIN_SEARCH_CHARS: usize = 2;

/// A subject as taught in one class. Creating "Biology" for Form 1 and Form 2 makes two.
#[derive(Debug, Clone, PartialEq)]
pub struct Subject {
    pub id: String,
    pub name: String,
    pub description: String,
    pub image: Option<String>,
    pub class_level: ClassLevel,
    pub stream: Option<Stream>,
    pub created_at: Timestamp,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Subtopic {
    pub name: String,
    #[serde(default)]
    pub description: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Topic {
    pub id: String,
    pub name: String,
    pub subject: String,
    pub class_level: ClassLevel,
    pub description: String,
    pub image: Option<String>,
    pub subtopics: Vec<Subtopic>,
    pub created_at: Timestamp,
}

/// A search query with at least 2 non-blank characters, trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchQuery(String);

impl SearchQuery {
    pub fn parse(text: &str) -> Result<SearchQuery, DomainError> {
        let non_blank = text.chars().filter(|c| !c.is_whitespace()).count();
        if non_blank < MIN_SEARCH_CHARS {
            return Err(DomainError::SearchTooShort);
        }
        Ok(SearchQuery(text.trim().chars().take(100).collect()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether a piece of text contains the query, ignoring case.
    pub fn matches(&self, text: &str) -> bool {
        text.to_lowercase().contains(&self.0.to_lowercase())
    }
}

/// Bulk topic names: split on commas and line breaks (the spec's "commas or whitespace", read
/// so that a name of several words stays one topic: "Teeth and Dentition" is one topic, not
/// three), spaces inside a name collapsed, blanks dropped, repeats removed (ignoring case),
/// order kept (admin spec section 5).
pub fn split_bulk_names(text: &str) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    text.split([',', '\n', '\r'])
        .map(|name| name.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|name| !name.is_empty())
        .filter(|name| seen.insert(name.to_lowercase()))
        .collect()
}

/// A new subject from the admin form: name, description, image and one or more classes.
pub fn check_subject_form(
    name: &str,
    description: &str,
    has_image: bool,
    classes: &[String],
) -> Result<Vec<ClassLevel>, DomainError> {
    if name.trim().is_empty() || description.trim().is_empty() || !has_image || classes.is_empty() {
        return Err(DomainError::MissingSubjectFields);
    }
    classes.iter().map(|c| c.parse()).collect()
}

/// New topics from the admin form: one or more names, a subject and one or more classes.
pub fn check_topic_form(names: &[String], subject: &str, classes: &[String]) -> Result<Vec<ClassLevel>, DomainError> {
    if names.iter().all(|n| n.trim().is_empty()) || subject.trim().is_empty() || classes.is_empty() {
        return Err(DomainError::MissingTopicFields);
    }
    classes.iter().map(|c| c.parse()).collect()
}

/// Whether a subject may take `name` in `class_level`: no other subject of that class may
/// have the name already (ignoring case), since its topics, quizzes and questions would merge.
/// `others` are the subjects of that name, as the store found them; the subject itself is skipped.
pub fn check_subject_place(
    id: &str,
    name: &str,
    class_level: ClassLevel,
    others: &[Subject],
) -> Result<(), DomainError> {
    let clash = others.iter().any(|s| {
        s.id != id && s.class_level == class_level && s.name.trim().to_lowercase() == name.trim().to_lowercase()
    });
    if clash {
        return Err(DomainError::SubjectExists { name: name.trim().to_string(), class_level: class_level.to_string() });
    }
    Ok(())
}

/// A topic name must be a name, not a paragraph.
pub fn check_name(field: &'static str, name: &str) -> Result<String, DomainError> {
    let name = name.trim();
    if name.chars().count() > crate::user::MAX_NAME_LENGTH {
        return Err(DomainError::TooLong { field, max: crate::user::MAX_NAME_LENGTH });
    }
    Ok(name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subject(id: &str, name: &str, class_level: ClassLevel) -> Subject {
        Subject {
            id: id.into(),
            name: name.into(),
            description: String::new(),
            image: None,
            class_level,
            stream: None,
            created_at: 0,
        }
    }

    #[test]
    fn a_subject_may_not_take_a_name_its_class_already_has() {
        let others = [subject("a", "Biology", ClassLevel::Form1), subject("b", "Biology", ClassLevel::Form2)];
        // Moving "a" to Form 2, where "b" already is: refused, whatever the case.
        let err = check_subject_place("a", "biology ", ClassLevel::Form2, &others).unwrap_err();
        assert_eq!(err, DomainError::SubjectExists { name: "biology".into(), class_level: "Form 2".into() });
        assert_eq!(err.to_string(), "Form 2 already has a subject named biology.");
        // Staying where it is, or moving where no twin is: allowed.
        assert!(check_subject_place("a", "Biology", ClassLevel::Form1, &others).is_ok());
        assert!(check_subject_place("a", "Biology", ClassLevel::Form3, &others).is_ok());
        assert!(check_subject_place("a", "Chemistry", ClassLevel::Form2, &others).is_ok());
    }

    #[test]
    fn search_needs_two_non_blank_characters() {
        for (text, ok) in
            [("", false), (" ", false), ("a", false), (" a ", false), ("a b", true), ("ab", true), ("  ph  ", true)]
        {
            assert_eq!(SearchQuery::parse(text).is_ok(), ok, "{text:?}");
        }
        assert_eq!(SearchQuery::parse("  ph  ").unwrap().as_str(), "ph");
        assert!(SearchQuery::parse("PHO").unwrap().matches("Photosynthesis"));
    }

    #[test]
    fn bulk_names_split_on_commas_and_line_breaks() {
        assert_eq!(split_bulk_names("Algebra, Geometry,Trigonometry"), ["Algebra", "Geometry", "Trigonometry"]);
        assert_eq!(split_bulk_names("Cells\nTissues  and\tOrgans\r\n"), ["Cells", "Tissues and Organs"]);
        assert_eq!(
            split_bulk_names("Teeth and Dentition, Nutrition in Animals"),
            ["Teeth and Dentition", "Nutrition in Animals"]
        );
        assert_eq!(split_bulk_names(" , ,, "), Vec::<String>::new());
        assert_eq!(split_bulk_names("Maps, maps\nMAPS"), ["Maps"]);
    }

    #[test]
    fn subject_and_topic_forms_use_the_spec_messages() {
        let classes = vec!["Form 1".to_string(), "Form 2".to_string()];
        assert_eq!(check_subject_form("Biology", "Life", true, &classes).unwrap().len(), 2);
        for (name, desc, image, classes) in [
            ("", "d", true, classes.clone()),
            ("n", " ", true, classes.clone()),
            ("n", "d", false, classes.clone()),
            ("n", "d", true, vec![]),
        ] {
            assert_eq!(
                check_subject_form(name, desc, image, &classes).unwrap_err().to_string(),
                "Name, description, image, and at least one class are required!"
            );
        }
        assert_eq!(
            check_topic_form(&[" ".into()], "Biology", &classes).unwrap_err().to_string(),
            "Topic(s), subject, and at least one class are required!"
        );
        assert!(check_topic_form(&["Cells".into()], "Biology", &["Class 2".into()]).is_ok());
        assert!(check_topic_form(&["Cells".into()], "Biology", &["Form 9".into()]).is_err());
    }
}
