//! Marking: whether a multiple-choice answer is right, scores as rounded percentages, the
//! thresholds of the result messages and banners (the screens read them from
//! `frontend/src/lib/rules.generated.ts`, see `crate::rules_export`), and the totals of a
//! short-answer review.

use serde::{Deserialize, Serialize};

use crate::quiz::{AnswerKey, McqQuestion, QuizContent};

/// A score of 50 or more passes (stats, the admin's quiz table styling).
pub const PASS_MARK: u32 = 50;

/// What a student gave for one question: nothing yet, one option or text, or several options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(untagged)]
pub enum GivenAnswer {
    #[default]
    Blank,
    One(String),
    Many(Vec<String>),
}

impl GivenAnswer {
    /// Blank, an empty string and an empty list all mean "not answered".
    pub fn is_blank(&self) -> bool {
        match self {
            GivenAnswer::Blank => true,
            GivenAnswer::One(s) => s.trim().is_empty(),
            GivenAnswer::Many(v) => v.iter().all(|s| s.trim().is_empty()),
        }
    }

    pub fn text(&self) -> String {
        match self {
            GivenAnswer::Blank => String::new(),
            GivenAnswer::One(s) => s.clone(),
            GivenAnswer::Many(v) => v.join(", "),
        }
    }
}

/// MCQ correctness: trimmed text must equal the key; a multi-answer key compares as a
/// case-insensitive set (spec section 5).
pub fn is_correct(question: &McqQuestion, given: &GivenAnswer) -> bool {
    match (&question.answer, given) {
        (_, g) if g.is_blank() => false,
        (AnswerKey::One(key), GivenAnswer::One(g)) => key.trim() == g.trim(),
        (AnswerKey::One(key), GivenAnswer::Many(g)) => {
            let given = lower_set(g);
            given.len() == 1 && given.contains(&key.trim().to_lowercase())
        }
        (AnswerKey::Many(keys), GivenAnswer::Many(g)) => lower_set(keys) == lower_set(g),
        (AnswerKey::Many(keys), GivenAnswer::One(g)) => {
            // A single answer sent as "a, b" still counts as the set {a, b}.
            let parts: Vec<String> = g.split(',').map(str::to_string).collect();
            lower_set(keys) == lower_set(&parts)
        }
        (_, GivenAnswer::Blank) => false,
    }
}

fn lower_set(items: &[String]) -> std::collections::BTreeSet<String> {
    items.iter().map(|s| s.trim().to_lowercase()).filter(|s| !s.is_empty()).collect()
}

/// A rounded percentage (half up); 0 when there is nothing to score.
pub fn score_percent(earned: u32, total: u32) -> u32 {
    crate::stats::rounded_percent(u64::from(earned.min(total)), u64::from(total)).unwrap_or(0)
}

/// The result of marking an MCQ attempt against its quiz.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct McqResult {
    pub correct_answers: u32,
    pub total_questions: u32,
    pub score: u32,
}

/// Marks every question of an MCQ quiz; missing answers count as wrong.
pub fn mark_mcq(questions: &[McqQuestion], given: &[GivenAnswer]) -> McqResult {
    let correct =
        questions.iter().enumerate().filter(|(i, q)| given.get(*i).is_some_and(|g| is_correct(q, g))).count() as u32;
    let total = questions.len() as u32;
    McqResult { correct_answers: correct, total_questions: total, score: score_percent(correct, total) }
}

/// The MCQ result message: 'Perfect!' at this score...
pub const PERFECT_SCORE: u32 = 100;
/// ...'Good job!' from this one, 'Keep practicing!' below it.
pub const GOOD_JOB_FROM: u32 = 50;
/// The result banner (MCQ and short answer): pass from this score...
pub const BANNER_PASS_FROM: u32 = 70;
/// ...info from this one, fail below it.
pub const BANNER_INFO_FROM: u32 = 50;

pub fn passed(score: u32) -> bool {
    score >= PASS_MARK
}

/// The marks a reviewer gave one short-answer question.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QuestionReview {
    pub marks_awarded: u32,
    #[serde(default)]
    pub feedback: String,
}

/// One point of a marking scheme as the built-in marker read it, and what an answer earned by
/// it: `marks` is what the point is worth (never above the question's), `awarded` what this
/// answer earned by it, and `found` whether the answer states the point (by its words or, with
/// the sentence model, by meaning). The awards of a question's points add up to its marks
/// awarded: a point found after the question's marks are used up ("any two of", three given)
/// is found but awarded 0.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PointMark {
    pub point: String,
    pub marks: u32,
    pub awarded: u32,
    pub found: bool,
}

/// The points' awards as a question's marks allow: a point is worth at most the question's
/// marks and earns at most its worth, and the question's marks are handed out in the scheme's
/// order, so the awards add up to at most `question_marks` ("any two of", three found: the
/// third is found but earns nothing).
pub fn hand_out(points: Vec<PointMark>, question_marks: u32) -> Vec<PointMark> {
    let mut left = question_marks;
    points
        .into_iter()
        .map(|p| {
            let marks = p.marks.min(question_marks);
            let awarded = p.awarded.min(marks).min(left);
            left -= awarded;
            PointMark { marks, awarded, ..p }
        })
        .collect()
}

/// One answer marked point by point, for a teacher trying a scheme (`POST /api/bank/try-answer`):
/// the marks and feedback a student would get, and each point with its marks. Kept apart from
/// [`QuestionReview`] so that the review service's answer (`POST /review/short-answer-quiz`)
/// and the stored reviews keep their form, and a student's review builds no point lists.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PointMarking {
    pub review: QuestionReview,
    pub points: Vec<PointMark>,
}

/// A short-answer review as the spec's review service answers it: total marks awarded,
/// how many questions earned full marks, overall feedback, and each question's marks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    pub total: u32,
    pub correct_count: u32,
    #[serde(default)]
    pub feedback: String,
    pub questions: Vec<QuestionReview>,
}

/// A review's numbers made safe against its quiz: each question's marks clamped to its
/// maximum, the total and the count of full marks recomputed, and the score.
pub fn settle_review(content: &QuizContent, review: Review) -> (Review, u32) {
    let maxima: Vec<u32> = content.short_answer_questions().iter().map(|q| q.marks).collect();
    let review = settle_marks(&maxima, review);
    let score = score_percent(review.total, content.total_marks());
    (review, score)
}

/// A review's numbers made safe against the questions' marks (`maxima`, in order), whatever
/// the reviewer said: one answer per question (a missing one earns nothing, an extra one is
/// dropped), each clamped to its question's marks, the total and the count of full marks
/// recomputed.
pub fn settle_marks(maxima: &[u32], mut review: Review) -> Review {
    review.questions.resize(maxima.len(), QuestionReview::default());
    let mut full = 0;
    for (&max, r) in maxima.iter().zip(review.questions.iter_mut()) {
        r.marks_awarded = r.marks_awarded.min(max);
        if r.marks_awarded == max {
            full += 1;
        }
    }
    review.total = review.questions.iter().map(|r| r.marks_awarded).sum();
    review.correct_count = full;
    review
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::{MarkingPoint, Section, ShortAnswerQuestion};

    fn q(options: &[&str], answer: AnswerKey) -> McqQuestion {
        McqQuestion {
            question: "?".into(),
            options: options.iter().map(|s| s.to_string()).collect(),
            answer,
            explanation: String::new(),
        }
    }

    fn one(s: &str) -> GivenAnswer {
        GivenAnswer::One(s.into())
    }

    fn many(v: &[&str]) -> GivenAnswer {
        GivenAnswer::Many(v.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn single_answers_compare_trimmed_text() {
        let question = q(&["Yaoundé", "Douala"], AnswerKey::One("Yaoundé".into()));
        let cases = [
            (one("Yaoundé"), true),
            (one("  Yaoundé "), true),
            (one("yaoundé"), false),
            (one("Douala"), false),
            (one(""), false),
            (GivenAnswer::Blank, false),
            (many(&["Yaoundé"]), true),
            (many(&["Yaoundé", "Douala"]), false),
        ];
        for (given, expected) in cases {
            assert_eq!(is_correct(&question, &given), expected, "{given:?}");
        }
    }

    #[test]
    fn multi_answers_compare_as_case_insensitive_sets() {
        let question = q(&["2", "3", "4", "Five"], AnswerKey::Many(vec!["2".into(), "3".into(), "Five".into()]));
        let cases = [
            (many(&["3", "2", "five"]), true),
            (many(&[" FIVE", "2 ", "3", "3"]), true),
            (many(&["2", "3"]), false),
            (many(&["2", "3", "4", "Five"]), false),
            (one("2, 3, five"), true),
            (one("2"), false),
        ];
        for (given, expected) in cases {
            assert_eq!(is_correct(&question, &given), expected, "{given:?}");
        }
    }

    #[test]
    fn scores_are_rounded_percentages() {
        let cases = [
            (0, 0, 0),
            (0, 3, 0),
            (1, 3, 33),
            (2, 3, 67),
            (1, 8, 13),
            (1, 200, 1),
            (1, 201, 0),
            (3, 3, 100),
            (5, 3, 100),
        ];
        for (earned, total, expected) in cases {
            assert_eq!(score_percent(earned, total), expected, "{earned}/{total}");
        }
    }

    #[test]
    fn marking_an_mcq_attempt_counts_missing_answers_as_wrong() {
        let questions = vec![
            q(&["a", "b"], AnswerKey::One("a".into())),
            q(&["a", "b"], AnswerKey::One("b".into())),
            q(&["a", "b"], AnswerKey::One("b".into())),
        ];
        let result = mark_mcq(&questions, &[one("a"), GivenAnswer::Blank]);
        assert_eq!(result, McqResult { correct_answers: 1, total_questions: 3, score: 33 });
    }

    #[test]
    fn a_pass_is_50_or_more() {
        assert!(passed(50));
        assert!(!passed(49));
    }

    #[test]
    fn reviews_are_clamped_and_totalled_against_the_quiz() {
        let question = |marks| ShortAnswerQuestion {
            question: "?".into(),
            marks,
            marking_scheme: vec![MarkingPoint { point: "p".into(), marks, accept: vec![] }],
            answer: String::new(),
            explanation: String::new(),
        };
        let content = QuizContent::ShortAnswer {
            sections: vec![
                Section { title: "A".into(), marks: 3, questions: vec![question(2), question(1)] },
                Section { title: "B".into(), marks: 3, questions: vec![question(3)] },
            ],
        };
        let review = Review {
            total: 99,
            correct_count: 99,
            feedback: "ok".into(),
            questions: vec![
                QuestionReview { marks_awarded: 5, feedback: String::new() },
                QuestionReview { marks_awarded: 0, feedback: String::new() },
            ],
        };
        let (settled, score) = settle_review(&content, review);
        assert_eq!(settled.questions.len(), 3);
        assert_eq!(settled.total, 2);
        assert_eq!(settled.correct_count, 1);
        assert_eq!(score, 33);
    }

    #[test]
    fn marks_beyond_the_questions_asked_are_dropped() {
        let claimed = |m| QuestionReview { marks_awarded: m, ..QuestionReview::default() };
        let review = Review {
            total: 40,
            correct_count: 3,
            feedback: String::new(),
            questions: vec![claimed(1), claimed(2), claimed(37)],
        };
        let settled = settle_marks(&[1, 3], review);
        assert_eq!(settled.questions.iter().map(|q| q.marks_awarded).collect::<Vec<_>>(), [1, 2]);
        assert_eq!((settled.total, settled.correct_count), (3, 1));
    }
}
