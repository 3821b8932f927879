//! Bounds on what one request may make the server mark or store, so no request can hold a
//! processor or fill the disk. Each bound sits well above what a real school answer, marking
//! scheme or quiz ever reaches (docs/decisions.md, "Bounds on marking and storage").

use crate::error::DomainError;
use crate::quiz::MarkingPoint;

/// Characters in one student's answer to one question (about 800 words: two exam pages).
pub const MAX_ANSWER_CHARS: usize = 5_000;
/// Characters in one question's text.
pub const MAX_QUESTION_CHARS: usize = 2_000;
/// Characters in one marking point, or in one accepted phrasing of it.
pub const MAX_POINT_CHARS: usize = 1_000;
/// Marking points in one question's scheme.
pub const MAX_POINTS_PER_QUESTION: usize = 20;
/// Accepted phrasings of one marking point.
pub const MAX_ACCEPTED_PER_POINT: usize = 40;
/// Characters in one question's whole scheme: every point and every accepted phrasing.
pub const MAX_SCHEME_CHARS: usize = 5_000;
/// Questions in one call of the review service.
pub const MAX_REVIEW_QUESTIONS: usize = 100;
/// Bytes of a quiz a client sends with its attempt (`quizData`), as JSON.
pub const MAX_QUIZ_DATA_BYTES: usize = 256 * 1024;

fn chars(text: &str) -> usize {
    text.chars().count()
}

/// An answer within [`MAX_ANSWER_CHARS`].
pub fn check_answer(answer: &str) -> Result<(), DomainError> {
    if chars(answer) > MAX_ANSWER_CHARS {
        return Err(DomainError::OverLimit(format!("An answer is too long (at most {MAX_ANSWER_CHARS} characters).")));
    }
    Ok(())
}

/// A question's text within [`MAX_QUESTION_CHARS`].
pub fn check_question(question: &str) -> Result<(), DomainError> {
    if chars(question) > MAX_QUESTION_CHARS {
        return Err(DomainError::OverLimit(format!(
            "A question is too long (at most {MAX_QUESTION_CHARS} characters)."
        )));
    }
    Ok(())
}

/// A marking scheme within its bounds: points, phrasings per point, characters per point and
/// in all.
pub fn check_scheme(scheme: &[MarkingPoint]) -> Result<(), DomainError> {
    if scheme.len() > MAX_POINTS_PER_QUESTION {
        return Err(DomainError::OverLimit(format!(
            "A marking scheme has too many points (at most {MAX_POINTS_PER_QUESTION})."
        )));
    }
    let mut total = 0;
    for point in scheme {
        if point.accept.len() > MAX_ACCEPTED_PER_POINT {
            return Err(DomainError::OverLimit(format!(
                "A marking point has too many accepted phrasings (at most {MAX_ACCEPTED_PER_POINT})."
            )));
        }
        for text in std::iter::once(&point.point).chain(&point.accept) {
            let n = chars(text);
            if n > MAX_POINT_CHARS {
                return Err(DomainError::OverLimit(format!(
                    "A marking point is too long (at most {MAX_POINT_CHARS} characters)."
                )));
            }
            total += n;
        }
    }
    if total > MAX_SCHEME_CHARS {
        return Err(DomainError::OverLimit(format!(
            "A marking scheme is too long (at most {MAX_SCHEME_CHARS} characters in all)."
        )));
    }
    Ok(())
}

/// One question sent for marking: its text, the answer and the scheme, each within bounds.
pub fn check_marking(question: &str, answer: &str, scheme: &[MarkingPoint]) -> Result<(), DomainError> {
    check_question(question)?;
    check_answer(answer)?;
    check_scheme(scheme)
}

/// How many questions one review call may carry.
pub fn check_review_size(questions: usize) -> Result<(), DomainError> {
    if questions > MAX_REVIEW_QUESTIONS {
        return Err(DomainError::OverLimit(format!(
            "Too many questions to review at once (at most {MAX_REVIEW_QUESTIONS})."
        )));
    }
    Ok(())
}

/// A client's quiz data within [`MAX_QUIZ_DATA_BYTES`].
pub fn check_quiz_data(bytes: usize) -> Result<(), DomainError> {
    if bytes > MAX_QUIZ_DATA_BYTES {
        return Err(DomainError::OverLimit(format!(
            "The quiz is too large (at most {} KB).",
            MAX_QUIZ_DATA_BYTES / 1024
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(text: &str, accept: &[&str]) -> MarkingPoint {
        MarkingPoint { point: text.into(), marks: 1, accept: accept.iter().map(|a| a.to_string()).collect() }
    }

    #[test]
    fn answers_are_bounded_in_characters_not_bytes() {
        assert!(check_answer(&"a".repeat(MAX_ANSWER_CHARS)).is_ok());
        // Accented letters are two bytes each: still counted as one character.
        assert!(check_answer(&"é".repeat(MAX_ANSWER_CHARS)).is_ok());
        let refused = check_answer(&"a".repeat(MAX_ANSWER_CHARS + 1)).unwrap_err();
        assert!(refused.to_string().contains("at most 5000 characters"), "{refused}");
    }

    #[test]
    fn schemes_are_bounded_in_points_phrasings_and_length() {
        let fine: Vec<MarkingPoint> = (0..MAX_POINTS_PER_QUESTION).map(|i| point(&format!("point {i}"), &[])).collect();
        assert!(check_scheme(&fine).is_ok());
        let mut many = fine.clone();
        many.push(point("one more", &[]));
        assert!(check_scheme(&many).unwrap_err().to_string().contains("too many points"));
        let phrasings: Vec<&str> = vec!["x"; MAX_ACCEPTED_PER_POINT + 1];
        assert!(check_scheme(&[point("p", &phrasings)]).unwrap_err().to_string().contains("phrasings"));
        let long = "w".repeat(MAX_POINT_CHARS + 1);
        assert!(check_scheme(&[point(&long, &[])]).unwrap_err().to_string().contains("marking point is too long"));
        assert!(check_scheme(&[point("p", &[&long])]).is_err(), "an accepted phrasing is bounded too");
        let big = "w".repeat(MAX_POINT_CHARS);
        let six: Vec<MarkingPoint> = (0..6).map(|_| point(&big, &[])).collect();
        assert!(check_scheme(&six).unwrap_err().to_string().contains("in all"));
    }

    #[test]
    fn questions_review_calls_and_quiz_data_are_bounded() {
        assert!(check_question(&"q".repeat(MAX_QUESTION_CHARS)).is_ok());
        assert!(check_question(&"q".repeat(MAX_QUESTION_CHARS + 1)).is_err());
        assert!(check_review_size(MAX_REVIEW_QUESTIONS).is_ok());
        assert!(check_review_size(MAX_REVIEW_QUESTIONS + 1).is_err());
        assert!(check_quiz_data(MAX_QUIZ_DATA_BYTES).is_ok());
        assert!(check_quiz_data(MAX_QUIZ_DATA_BYTES + 1).unwrap_err().to_string().contains("256 KB"));
        assert!(check_marking("What is osmosis?", "water moves", &[point("water", &[])]).is_ok());
    }
}
