//! A review's numbers made consistent with the questions asked: each question's marks clamped
//! to its maximum, the total and the count of fully correct answers recomputed.

use sabi_domain::scoring::{QuestionReview, Review};
use sabi_ports::ReviewItem;

pub(crate) fn totals(items: &[ReviewItem], mut questions: Vec<QuestionReview>, feedback: Option<String>) -> Review {
    questions.resize(items.len(), QuestionReview { marks_awarded: 0, feedback: String::new() });
    let mut correct = 0;
    for (item, review) in items.iter().zip(questions.iter_mut()) {
        review.marks_awarded = review.marks_awarded.min(item.marks);
        if review.marks_awarded == item.marks {
            correct += 1;
        }
    }
    let total: u32 = questions.iter().map(|q| q.marks_awarded).sum();
    let max: u32 = items.iter().map(|i| i.marks).sum();
    let feedback = feedback
        .filter(|f| !f.trim().is_empty())
        .unwrap_or_else(|| format!("{total} of {max} marks; {correct} of {} answers earned full marks.", items.len()));
    Review { total, correct_count: correct, feedback, questions }
}

/// Marks as a service wrote them (a whole number, a decimal, or text), as whole marks.
pub(crate) fn marks_value(value: Option<&serde_json::Value>) -> Option<u32> {
    let number = match value? {
        serde_json::Value::Number(n) => n.as_f64()?,
        serde_json::Value::String(s) => s.trim().split(['/', ' ']).next()?.parse().ok()?,
        _ => return None,
    };
    number.is_finite().then(|| number.round().max(0.0) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn marks_are_clamped_and_totalled() {
        let item = |marks| ReviewItem { question: "q".into(), answer: "a".into(), marks, marking_scheme: vec![] };
        let review = totals(
            &[item(2), item(3)],
            vec![
                QuestionReview { marks_awarded: 9, feedback: String::new() },
                QuestionReview { marks_awarded: 1, feedback: String::new() },
            ],
            None,
        );
        assert_eq!(review.total, 3);
        assert_eq!(review.correct_count, 1);
        assert_eq!(review.questions[0].marks_awarded, 2);
        assert_eq!(marks_value(Some(&json!(1.6))), Some(2));
        assert_eq!(marks_value(Some(&json!("2/3"))), Some(2));
        assert_eq!(marks_value(Some(&json!(-1))), Some(0));
        assert_eq!(marks_value(Some(&json!(null))), None);
    }
}
