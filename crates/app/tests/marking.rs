//! The attempt service over its ports: a real SQLite store (the store is tested on its own
//! by the conformance suite) and mocks of the ports whose calls are the point here, the
//! short-answer reviewer above all. Each test says what the service must ask of the
//! reviewer, or that it must not ask at all.

use std::sync::Arc;

use sabi_app::attempts::UpdateForm;
use sabi_app::rate_limit::RateLimits;
use sabi_app::{App, AppError, Caller, PasswordCost, Ports, Settings};
use sabi_domain::attempt::{AttemptStatus, QuizMode};
use sabi_domain::quiz::{MarkingPoint, Quiz, QuizContent, Section, ShortAnswerQuestion};
use sabi_domain::scoring::{GivenAnswer, QuestionReview, Review};
use sabi_domain::user::Role;
use sabi_ports::clock::MockClock;
use sabi_ports::files::MockFileStore;
use sabi_ports::mail::MockMailer;
use sabi_ports::services::{MockAnswerReviewer, MockQuizGenerator};
use sabi_ports::testing;
use sabi_ports::{
    AttemptRepository as _, IdGenerator as _, QuizRepository as _, ReviewItem, ServiceError, UserRepository as _,
};
use sabi_store::UuidV7Ids;
use sabi_store::testing::TestStore;

const NOW: i64 = 1_784_116_800;

fn id() -> String {
    UuidV7Ids.new_id()
}

/// Two short-answer questions worth 2 and 1 marks.
fn short_answer_quiz() -> Quiz {
    let question = |text: &str, marks: u32| ShortAnswerQuestion {
        question: text.into(),
        marks,
        marking_scheme: vec![MarkingPoint { point: "the point".into(), marks, accept: vec![] }],
        answer: "the point".into(),
        explanation: String::new(),
    };
    let section = Section { title: "A".into(), marks: 3, questions: vec![question("Why?", 2), question("How?", 1)] };
    testing::quiz(id(), QuizContent::ShortAnswer { sections: vec![section] })
}

struct World {
    app: App,
    _store: TestStore,
    student: Caller,
    other: Caller,
    attempt_id: String,
}

/// A student with a short-answer exam attempt in progress, and another student; the
/// reviewer is the given mock, and nothing else may be called upon.
async fn world(reviewer: MockAnswerReviewer) -> World {
    let store = TestStore::sqlite().await;
    let student = store.store.create_user(testing::new_user(id(), "ada")).await.expect("student");
    let other = store.store.create_user(testing::new_user(id(), "bola")).await.expect("other");
    let quiz = store.store.save_quiz(short_answer_quiz()).await.expect("quiz");
    let attempt = testing::attempt(id(), &student.id, &quiz, QuizMode::Exam, NOW - 60);
    let attempt = store.store.create_attempt(attempt).await.expect("attempt");
    let mut clock = MockClock::new();
    clock.expect_now().return_const(NOW);
    let ports = Ports {
        store: Arc::new(store.store.clone()),
        generator: Arc::new(MockQuizGenerator::new()),
        reviewer: Arc::new(reviewer),
        mailer: Arc::new(MockMailer::new()),
        files: Arc::new(MockFileStore::new()),
        clock: Arc::new(clock),
        ids: Arc::new(UuidV7Ids),
    };
    let settings = Settings {
        time_zone: chrono_tz::Africa::Douala,
        session_secret: vec![7; 32],
        session_ttl_seconds: 3_600,
        password_cost: PasswordCost::TESTING,
        leaderboard_seconds: 0,
        public_url: "http://127.0.0.1:8080".into(),
        exam_grace_seconds: 30,
        rate_limits: RateLimits::default(),
        quiz_cache_bytes: sabi_app::QUIZ_CACHE_BYTES,
        keep_generated_questions: false,
        school_name: None,
    };
    World {
        app: App::new(ports, settings),
        _store: store,
        student: Caller::new(student.id, Role::Student),
        other: Caller::new(other.id, Role::Student),
        attempt_id: attempt.id,
    }
}

fn submission(answers: &[&str]) -> UpdateForm {
    UpdateForm {
        selected_answers: Some(answers.iter().map(|a| GivenAnswer::One(a.to_string())).collect()),
        status: Some(AttemptStatus::Completed.as_str().into()),
        remaining_time: Some(100),
        time_taken: Some(60),
        save_number: None,
    }
}

fn review(marks: &[u32]) -> Review {
    Review {
        total: 99,
        correct_count: 99,
        feedback: "Well argued.".into(),
        questions: marks.iter().map(|&m| QuestionReview { marks_awarded: m, feedback: String::new() }).collect(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_answer_submission_is_marked_by_the_reviewer_within_the_quizs_marks() {
    let mut reviewer = MockAnswerReviewer::new();
    reviewer
        .expect_review()
        .times(1)
        .withf(|items: &[ReviewItem]| {
            items.len() == 2
                && items[0].answer == "photosynthesis"
                && items[0].marks == 2
                && items[1].answer == "with light"
                && items[1].marks == 1
        })
        .returning(|_| Ok(review(&[5, 0])));
    let w = world(reviewer).await;
    let done = w
        .app
        .attempts
        .update(&w.student, &w.attempt_id, submission(&["photosynthesis", "with light"]))
        .await
        .expect("submitted");
    assert_eq!(done.attempt.status, AttemptStatus::Completed);
    // 5 marks on a 2-mark question count as 2: 2 of 3 marks, 67%; one question earned full marks.
    assert_eq!((done.attempt.score, done.attempt.correct_answers), (67, 1));
    let kept = done.attempt.review.expect("the review is kept");
    assert_eq!((kept.total, kept.questions[0].marks_awarded), (2, 2));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_review_keeps_the_answers_and_the_attempt_in_progress() {
    let mut reviewer = MockAnswerReviewer::new();
    reviewer.expect_review().times(1).returning(|_| Err(ServiceError::Timeout));
    let w = world(reviewer).await;
    let refused = w.app.attempts.update(&w.student, &w.attempt_id, submission(&["an answer", ""])).await;
    assert!(matches!(refused, Err(AppError::Service { .. })), "{refused:?}");
    let kept = w.app.ports.store.attempt(&w.attempt_id).await.expect("attempt");
    assert_eq!(kept.status, AttemptStatus::InProgress);
    assert_eq!(kept.selected_answers[0], GivenAnswer::One("an answer".into()));
    assert_eq!(w.app.ports.store.standing(&w.student.user_id).await.expect("standing").exam_attempts, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_students_attempt_is_refused_before_any_review() {
    let mut reviewer = MockAnswerReviewer::new();
    reviewer.expect_review().times(0);
    let w = world(reviewer).await;
    let refused = w.app.attempts.update(&w.other, &w.attempt_id, submission(&["mine now", ""])).await;
    assert!(matches!(refused, Err(AppError::Forbidden)), "{refused:?}");
    let kept = w.app.ports.store.attempt(&w.attempt_id).await.expect("attempt");
    assert_eq!((kept.status, kept.selected_answers[0].clone()), (AttemptStatus::InProgress, GivenAnswer::Blank));
}

/// The spec's review call answered by this server: whatever the reviewer claims, each
/// question's marks stay within its own, and a missing answer earns nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_review_service_settles_what_the_reviewer_claims() {
    let mut reviewer = MockAnswerReviewer::new();
    reviewer.expect_review().times(1).returning(|_| Ok(review(&[9])));
    let w = world(reviewer).await;
    let item = |answer: &str, marks| ReviewItem {
        question: "Why?".into(),
        answer: answer.into(),
        marks,
        marking_scheme: vec![MarkingPoint { point: "the point".into(), marks, accept: vec![] }],
    };
    let settled = w.app.services.review(&w.student, &[item("the point", 2), item("", 3)]).await.expect("reviewed");
    let marks: Vec<u32> = settled.questions.iter().map(|q| q.marks_awarded).collect();
    assert_eq!(marks, [2, 0]);
    assert_eq!((settled.total, settled.correct_count), (2, 1));
    assert_eq!(settled.feedback, "Well argued.");
}
