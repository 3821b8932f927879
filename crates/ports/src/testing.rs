//! Test data builders (the `testing` feature): a user, a quiz, an attempt and its completion
//! with ordinary values, for the store's conformance tests, the HTTP tests and the app's unit
//! tests. A test states only what it cares about, with struct update syntax:
//! `Quiz { title: "Known key".into(), ..testing::quiz(id, content) }`.

use sabi_domain::Timestamp;
use sabi_domain::attempt::{Attempt, AttemptStatus, Counting, QuizMode};
use sabi_domain::bank::{BankQuestion, Language, Placement, Question, QuestionSource, QuestionStatus, fingerprint};
use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::{AnswerKey, Difficulty, McqQuestion, Quiz, QuizContent, QuizSource};
use sabi_domain::scoring::GivenAnswer;
use sabi_domain::streak::Streak;
use sabi_domain::user::{Role, UserStatus};

use crate::store::{Completion, NewUser};

/// An active Form 2 student of GBHS Buea named `name` (email `name@example.cm`).
pub fn new_user(id: impl Into<String>, name: &str) -> NewUser {
    NewUser {
        id: id.into(),
        username: name.to_string(),
        email: format!("{name}@example.cm"),
        phone_number: "677000000".into(),
        password_hash: "hash".into(),
        role: Role::Student,
        status: UserStatus::Active,
        resident: "Buea".into(),
        school: "GBHS Buea".into(),
        age: Some(14),
        class_name: Some(ClassLevel::Form2),
        subjects: vec!["Mathematics".into(), "Biology".into()],
        created_at: 1_000,
        teacher_requested_at: None,
        full_name: String::new(),
        password_change_required: false,
    }
}

/// A multiple-choice question, explained "Because of <question>".
pub fn mcq(question: &str, options: &[&str], answer: AnswerKey) -> McqQuestion {
    McqQuestion {
        question: question.into(),
        options: options.iter().map(|s| s.to_string()).collect(),
        answer,
        explanation: format!("Because of {question}"),
    }
}

/// A manual Form 2 Mathematics quiz on Fractions with this content; its type and marks follow
/// the content.
pub fn quiz(id: impl Into<String>, content: QuizContent) -> Quiz {
    Quiz {
        id: id.into(),
        title: "A quiz".into(),
        description: String::new(),
        subject: "Mathematics".into(),
        subject_id: None,
        topic: "Fractions".into(),
        class_level: ClassLevel::Form2,
        quiz_type: content.quiz_type(),
        difficulty: Difficulty::Normal,
        source: QuizSource::Manual,
        estimate_time: 10,
        pass_points: 15,
        marks: content.total_marks(),
        image: None,
        content,
        created_by: None,
        week: None,
        retired_at: None,
        created_at: 2_000,
    }
}

/// A fresh attempt of `quiz`, started at `at` with every answer blank and ten minutes left.
pub fn attempt(id: impl Into<String>, user_id: &str, quiz: &Quiz, mode: QuizMode, at: Timestamp) -> Attempt {
    let questions = quiz.content.question_count();
    Attempt {
        id: id.into(),
        user_id: user_id.into(),
        quiz_id: quiz.id.clone(),
        subject: quiz.subject.clone(),
        subject_id: quiz.subject_id.clone(),
        topic: quiz.topic.clone(),
        class_level: quiz.class_level.to_string(),
        quiz_type: quiz.quiz_type,
        quiz_mode: mode,
        status: AttemptStatus::InProgress,
        score: 0,
        correct_answers: 0,
        total_questions: questions as u32,
        selected_answers: vec![GivenAnswer::Blank; questions],
        remaining_time: Some(600),
        time_taken: 0,
        review: None,
        created_at: at,
        updated_at: at,
        completed_at: None,
        started_at: at,
        time_limit: (mode == QuizMode::Exam).then_some(600),
        counting: Counting::Nothing,
        save_number: 0,
        assignment_id: None,
    }
}

/// The completion of `attempt` at `at` with `score`, its answers as given, counting when it
/// is an exam, with `streak` and no badge.
pub fn completion(attempt: &Attempt, score: u32, at: Timestamp, streak: Streak) -> Completion {
    Completion {
        attempt_id: attempt.id.clone(),
        user_id: attempt.user_id.clone(),
        selected_answers: attempt.selected_answers.clone(),
        score,
        correct_answers: 0,
        total_questions: attempt.total_questions,
        time_taken: 42,
        remaining_time: Some(558),
        review: None,
        completed_at: at,
        counting: if attempt.quiz_mode == QuizMode::Exam { Counting::Exam } else { Counting::Practice },
        streak,
        earned_achievement_ids: Vec::new(),
    }
}

/// A published, written Form 2 Biology question on "Human Digestive System", fingerprinted.
pub fn bank_question(id: impl Into<String>, question: Question) -> BankQuestion {
    let placement =
        Placement { subject: "Biology".into(), class_level: ClassLevel::Form2, topic: "Human Digestive System".into() };
    BankQuestion {
        id: id.into(),
        version: 1,
        fingerprint: fingerprint(&placement, &question),
        placement,
        difficulty: Difficulty::Normal,
        language: Language::En,
        source: QuestionSource::Written,
        status: QuestionStatus::Published,
        author_id: None,
        name: None,
        question,
        created_at: 1_000,
        updated_at: 1_000,
    }
}
