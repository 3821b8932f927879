//! One conformance suite for the store, run against PostgreSQL (a database of its own, created
//! and dropped) and SQLite (a temporary file). Every repository port is exercised here, on a
//! real database, so both backends are held to the same behaviour.

use std::collections::HashSet;
use std::sync::Arc;

use chrono::NaiveDate;
use sabi_domain::achievement::{Achievement, AchievementRule, Rank};
use sabi_domain::attempt::{Attempt, AttemptStatus, Counting, Progress, QuizMode};
use sabi_domain::bank::BankQuestion;
use sabi_domain::catalogue::{Subject, Subtopic, Topic};
use sabi_domain::class_level::{ClassLevel, Stream};
use sabi_domain::leaderboard;
use sabi_domain::limit::LimitPolicy;
use sabi_domain::quiz::{AnswerKey, Quiz, QuizContent, QuizSource, QuizType};
use sabi_domain::scoring::{GivenAnswer, QuestionReview, Review};
use sabi_domain::stats::rounded_mean;
use sabi_domain::streak::Streak;
use sabi_domain::user::{Role, UserStatus};
use sabi_ports::testing;
use sabi_ports::*;
use sabi_store::{SqlStore, UuidV7Ids};

fn id() -> String {
    UuidV7Ids.new_id()
}

fn new_user(name: &str) -> NewUser {
    testing::new_user(id(), name)
}

fn quiz(class: ClassLevel, source: QuizSource, title: &str) -> Quiz {
    let questions = vec![
        testing::mcq("1/2 + 1/4?", &["3/4", "2/6"], AnswerKey::One("3/4".into())),
        testing::mcq("Primes?", &["2", "3", "4"], AnswerKey::Many(vec!["2".into(), "3".into()])),
    ];
    Quiz {
        title: title.into(),
        description: "A quiz".into(),
        class_level: class,
        source,
        ..testing::quiz(id(), QuizContent::MultipleChoice { questions })
    }
}

fn attempt(user_id: &str, quiz: &Quiz, mode: QuizMode, at: i64) -> Attempt {
    testing::attempt(id(), user_id, quiz, mode, at)
}

/// A completion with both answers right.
fn completion(a: &Attempt, score: u32, at: i64, streak: Streak, earned: &[&str]) -> Completion {
    Completion {
        selected_answers: vec![GivenAnswer::One("3/4".into()), GivenAnswer::Many(vec!["2".into(), "3".into()])],
        correct_answers: 2,
        earned_achievement_ids: earned.iter().map(|s| s.to_string()).collect(),
        ..testing::completion(a, score, at, streak)
    }
}

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, d).expect("a real day")
}

async fn badge(store: &SqlStore, id: &str) {
    store
        .create_achievement(Achievement {
            id: id.into(),
            title: id.into(),
            description: "d".into(),
            category: "General".into(),
            rank: Rank::Silver,
            rule: Some(AchievementRule::AttemptsCompleted { count: 1 }),
            created_at: 1,
        })
        .await
        .expect("badge created");
}

// ------------------------------------------------------------------------------------------
// The suite. Each function runs once per backend (see the bottom of the file).

async fn health_check_answers(store: &SqlStore) {
    store.ping().await.expect("ping");
}

async fn users_round_trip(store: &SqlStore) {
    let made = store.create_user(new_user("ngozi")).await.expect("created");
    let read = store.user(&made.id).await.expect("read");
    assert_eq!(made, read);
    assert_eq!(read.username, "ngozi");
    assert_eq!(read.class_name, Some(ClassLevel::Form2));
    assert_eq!(read.subjects, ["Mathematics", "Biology"]);
    assert!(matches!(store.user("nobody").await, Err(StoreError::NotFound)));
    let standing = store.standing(&made.id).await.expect("standing");
    assert_eq!(standing, Standing::default());
}

/// One NFKC normalisation and case fold decide which names and emails are the same, and a
/// username that looks like a taken one (same UTS #39 skeleton) is taken too.
async fn names_compare_after_normalisation_and_look_alikes_are_refused(store: &SqlStore) {
    let elodie = store.create_user(new_user("Élodie")).await.expect("first");
    for same in ["élodie", "E\u{301}LODIE"] {
        let mut again = new_user(same);
        again.email = format!("{}@other.cm", again.id);
        assert!(matches!(store.create_user(again).await, Err(StoreError::UsernameTaken)), "{same}");
        assert!(store.username_exists(same).await.expect("check"), "{same}");
    }
    assert_eq!(store.credentials_by_login("e\u{301}lodie").await.expect("signs in").user.id, elodie.id);
    assert_eq!(store.credentials_by_login("ÉLODIE@EXAMPLE.CM").await.expect("by email").user.id, elodie.id);

    store.create_user(new_user("paypal")).await.expect("paypal");
    let mut look_alike = new_user("pаypal"); // a Cyrillic а
    look_alike.email = "lookalike@example.cm".into();
    assert!(store.username_exists("pаypal").await.expect("check"), "a look-alike counts as taken");
    assert!(matches!(store.create_user(look_alike).await, Err(StoreError::UsernameTaken)));
    let other = store.create_user(new_user("abena")).await.expect("abena");
    let rename = UserChanges { username: Some("PAYPAL".into()), ..Default::default() };
    assert!(matches!(store.update_user(&other.id, &rename, 2).await, Err(StoreError::UsernameTaken)));
    let rename = UserChanges { email: Some("élodie@EXAMPLE.cm".into()), ..Default::default() };
    assert!(matches!(store.update_user(&other.id, &rename, 2).await, Err(StoreError::EmailTaken)));
    let own_case = UserChanges { username: Some("Abena".into()), ..Default::default() };
    assert_eq!(store.update_user(&other.id, &own_case, 3).await.expect("own name").username, "Abena");
    assert!(store.username_exists("ＡＢＥＮＡ").await.expect("check"), "full-width letters fold to plain ones");
    assert!(!store.username_exists("amina").await.expect("check"));
}

async fn usernames_and_emails_are_unique_ignoring_case(store: &SqlStore) {
    store.create_user(new_user("Amina")).await.expect("first");
    let mut same_name = new_user("AMINA");
    same_name.email = "other@example.cm".into();
    assert!(matches!(store.create_user(same_name).await, Err(StoreError::UsernameTaken)));
    let mut same_email = new_user("someone");
    same_email.email = "amina@EXAMPLE.cm".into();
    assert!(matches!(store.create_user(same_email).await, Err(StoreError::EmailTaken)));
    assert!(store.username_exists("aMiNa").await.expect("check"));
    assert!(store.email_exists(" AMINA@example.cm ").await.expect("check"));
    assert!(!store.username_exists("amin").await.expect("check"));
    assert_eq!(store.count_users(&UserQuery::default()).await.expect("count"), 1, "nothing half-written");
}

/// A file of pupils: all or none, several without an email, each with a one-time password
/// that the first password change retires.
async fn pupils_are_made_in_bulk_all_or_none_and_may_have_no_email(store: &SqlStore) {
    let pupil = |name: &str| NewUser {
        email: String::new(),
        full_name: format!("{name} Nji"),
        password_change_required: true,
        ..new_user(name)
    };
    store.create_users(vec![pupil("ada"), pupil("bih")]).await.expect("two without email");
    let ada = store.credentials_by_login("ada").await.expect("ada").user;
    assert_eq!((ada.email.as_str(), ada.full_name.as_str(), ada.password_change_required), ("", "ada Nji", true));
    assert!(!store.email_exists("").await.expect("check"), "no address is not an address");
    assert!(matches!(store.credentials_by_login("").await, Err(StoreError::NotFound)));
    let taken = store.create_users(vec![pupil("cid"), pupil("ADA")]).await;
    assert!(matches!(taken, Err(StoreError::UsernameTaken)), "{taken:?}");
    assert!(matches!(store.credentials_by_login("cid").await, Err(StoreError::NotFound)), "nothing half-written");
    store.set_password_hash(&ada.id, "chosen", false, 5).await.expect("changed");
    assert!(!store.user(&ada.id).await.expect("read").password_change_required);
    // A new slip: a one-time password again, and the sessions before it end.
    let epoch = store.credentials(&ada.id).await.expect("read").session_epoch;
    store.set_password_hash(&ada.id, "slip", true, 6).await.expect("new slip");
    let after = store.credentials(&ada.id).await.expect("read");
    assert_eq!((after.user.password_change_required, after.session_epoch), (true, epoch + 1));
    assert!(
        store
            .user(&store.credentials_by_login("bih").await.expect("bih").user.id)
            .await
            .expect("bih")
            .password_change_required
    );
}

async fn credentials_by_username_or_email(store: &SqlStore) {
    let u = store.create_user(new_user("Tabi")).await.expect("created");
    let by_name = store.credentials_by_login("tabi").await.expect("by name");
    let by_mail = store.credentials_by_login("TABI@example.cm").await.expect("by mail");
    assert_eq!(by_name.user.id, u.id);
    assert_eq!(by_mail.user.id, u.id);
    assert_eq!(by_name.password_hash, "hash");
    store.set_password_hash(&u.id, "new-hash", false, 5_000).await.expect("changed");
    let after = store.credentials(&u.id).await.expect("read");
    assert_eq!(after.password_hash, "new-hash");
    assert_eq!(after.session_epoch, by_name.session_epoch + 1);
    assert!(matches!(store.credentials_by_login("nobody").await, Err(StoreError::NotFound)));
}

async fn signed_out_sessions_are_seen_by_the_session_check(store: &SqlStore) {
    let u = store.create_user(new_user("Leke")).await.expect("created");
    let check = store.session_check(&u.id, "s1").await.expect("checked");
    assert!(!check.revoked);
    assert_eq!(check.credentials.user.id, u.id);
    assert_eq!(check.credentials.password_hash, "hash");
    store.revoke_session("s1", &u.id, 1_000, 500).await.expect("revoked");
    store.revoke_session("s1", &u.id, 1_000, 500).await.expect("revoking twice is harmless");
    assert!(store.session_check(&u.id, "s1").await.expect("checked").revoked);
    assert!(!store.session_check(&u.id, "s2").await.expect("checked").revoked, "other sessions go on");
    // Revocations past their token's expiry are forgotten at the next logout.
    store.revoke_session("s2", &u.id, 3_000, 1_000).await.expect("revoked");
    assert!(!store.session_check(&u.id, "s1").await.expect("checked").revoked, "s1 expired at 1000: dropped");
    assert!(store.session_check(&u.id, "s2").await.expect("checked").revoked);
    assert!(matches!(store.session_check("nobody", "s2").await, Err(StoreError::NotFound)));
    assert!(matches!(store.revoke_session("s3", "nobody", 3_000, 1_000).await, Err(StoreError::NotFound)));
    store.delete_user(&u.id).await.expect("deleted");
    assert!(matches!(store.session_check(&u.id, "s2").await, Err(StoreError::NotFound)));
}

async fn users_filter_search_count_and_page(store: &SqlStore) {
    for (i, name) in ["alpha", "bravo", "charlie", "delta_x", "echo"].iter().enumerate() {
        let mut u = new_user(name);
        u.created_at = 100 + i as i64;
        if i % 2 == 1 {
            u.status = UserStatus::Inactive;
        }
        if *name == "echo" {
            u.role = Role::Admin;
        }
        store.create_user(u).await.expect("created");
    }
    let all = store.users(&UserQuery::default()).await.expect("all");
    assert_eq!(
        all.iter().map(|u| u.username.as_str()).collect::<Vec<_>>(),
        ["echo", "delta_x", "charlie", "bravo", "alpha"]
    );
    let inactive = UserQuery { status: Some(UserStatus::Inactive), ..Default::default() };
    assert_eq!(store.count_users(&inactive).await.expect("count"), 2);
    let search = UserQuery { search: Some("ARL".into()), ..Default::default() };
    assert_eq!(store.users(&search).await.expect("search")[0].username, "charlie");
    // A user's % and _ are matched literally, not as wildcards.
    let underscore = UserQuery { search: Some("_".into()), ..Default::default() };
    assert_eq!(store.count_users(&underscore).await.expect("count"), 1);
    let page = UserQuery { limit: Some(2), offset: Some(2), ..Default::default() };
    assert_eq!(
        store.users(&page).await.expect("page").iter().map(|u| u.username.as_str()).collect::<Vec<_>>(),
        ["charlie", "bravo"]
    );
    assert!(store.any_admin_exists().await.expect("admins"));
}

async fn update_user_changes_only_what_is_given(store: &SqlStore) {
    let u = store.create_user(new_user("kemi")).await.expect("created");
    let changes = UserChanges {
        resident: Some("Bamenda".into()),
        class_name: Some(None),
        profile_pic: Some(Some("/files/avatars/k.png".into())),
        subjects: Some(vec!["Physics".into()]),
        ..Default::default()
    };
    let changed = store.update_user(&u.id, &changes, 9_000).await.expect("updated");
    assert_eq!(changed.resident, "Bamenda");
    assert_eq!(changed.class_name, None);
    assert_eq!(changed.profile_pic.as_deref(), Some("/files/avatars/k.png"));
    assert_eq!(changed.subjects, ["Physics"]);
    assert_eq!(changed.username, "kemi");
    assert_eq!(changed.age, Some(14));
    assert_eq!(changed.updated_at, 9_000);
    let other = store.create_user(new_user("ola")).await.expect("created");
    let steal = UserChanges { username: Some("KEMI".into()), ..Default::default() };
    assert!(matches!(store.update_user(&other.id, &steal, 1).await, Err(StoreError::UsernameTaken)));
    assert!(matches!(store.update_user("nobody", &changes, 1).await, Err(StoreError::NotFound)));
}

async fn teacher_requests_are_kept_listed_and_settled(store: &SqlStore) {
    let mut asks = new_user("asks");
    asks.teacher_requested_at = Some(500);
    let asks = store.create_user(asks).await.expect("created");
    assert_eq!(asks.teacher_requested_at, Some(500));
    let later = store.create_user(new_user("later")).await.expect("created");
    store.create_user(new_user("never")).await.expect("created");
    let ask = UserChanges { teacher_requested_at: Some(Some(900)), ..Default::default() };
    assert_eq!(store.update_user(&later.id, &ask, 900).await.expect("asked").teacher_requested_at, Some(900));
    let waiting = UserQuery { teacher_requests: true, ..Default::default() };
    let mut names: Vec<String> = store.users(&waiting).await.expect("listed").into_iter().map(|u| u.username).collect();
    names.sort();
    assert_eq!(names, ["asks", "later"]);
    assert_eq!(store.count_users(&waiting).await.expect("count"), 2);
    // Approved: the role changes and the request goes, in one change.
    let approve = UserChanges { role: Some(Role::Teacher), teacher_requested_at: Some(None), ..Default::default() };
    let teacher = store.update_user(&asks.id, &approve, 1_000).await.expect("approved");
    assert_eq!((teacher.role, teacher.teacher_requested_at), (Role::Teacher, None));
    // A change that does not name the request leaves it.
    let other = UserChanges { resident: Some("Kribi".into()), ..Default::default() };
    assert_eq!(store.update_user(&later.id, &other, 1_100).await.expect("updated").teacher_requested_at, Some(900));
    assert_eq!(store.count_users(&waiting).await.expect("count"), 1);
}

async fn deleting_a_user_takes_what_is_theirs(store: &SqlStore) {
    let u = store.create_user(new_user("leaving")).await.expect("created");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let a = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    store.delete_user(&u.id).await.expect("deleted");
    assert!(matches!(store.attempt(&a.id).await, Err(StoreError::NotFound)));
    assert!(matches!(store.delete_user(&u.id).await, Err(StoreError::NotFound)));
    assert!(store.quiz(&q.id).await.is_ok(), "the quiz stays");
}

async fn subjects_and_topics(store: &SqlStore) {
    let subject = |name: &str, class: ClassLevel, stream: Option<Stream>| Subject {
        id: id(),
        name: name.into(),
        description: "d".into(),
        image: None,
        class_level: class,
        stream,
        created_at: 1,
    };
    let bio1 = store.create_subject(subject("Biology", ClassLevel::Form1, None)).await.expect("s");
    store.create_subject(subject("Biology", ClassLevel::Form4, Some(Stream::Science))).await.expect("s");
    store.create_subject(subject("History", ClassLevel::Form1, None)).await.expect("s");
    for name in ["Cells", "Nutrition"] {
        store
            .create_topic(Topic {
                id: id(),
                name: name.into(),
                subject: "biology".into(),
                class_level: ClassLevel::Form1,
                description: String::new(),
                image: None,
                subtopics: vec![Subtopic { name: "Part".into(), description: "p".into() }],
                created_at: 1,
            })
            .await
            .expect("t");
    }
    let form1 = store
        .subjects(&SubjectQuery { class_level: Some(ClassLevel::Form1), ..Default::default() })
        .await
        .expect("list");
    assert_eq!(
        form1.iter().map(|s| (s.subject.name.as_str(), s.topics_count)).collect::<Vec<_>>(),
        [("Biology", 2), ("History", 0)]
    );
    let all = store.subjects(&SubjectQuery::default()).await.expect("all");
    assert_eq!(all.len(), 3);
    let form4 = all.iter().find(|s| s.subject.class_level == ClassLevel::Form4).expect("form 4");
    assert_eq!(form4.subject.stream, Some(Stream::Science));
    assert_eq!(form4.topics_count, 0);
    assert_eq!(store.subject(&bio1.id).await.expect("one").topics_count, 2);
    let topics = store
        .topics(&TopicQuery {
            class_level: Some(ClassLevel::Form1),
            subject: Some("BIOLOGY".into()),
            ..Default::default()
        })
        .await
        .expect("topics");
    assert_eq!(topics.len(), 2);
    assert_eq!(topics[0].subtopics[0].name, "Part");
    assert_eq!(store.topic(&topics[1].id).await.expect("topic").name, topics[1].name);
    let found = store.topics(&TopicQuery { search: Some("utri".into()), ..Default::default() }).await.expect("search");
    assert_eq!(found.len(), 1);
    let removed = store.delete_subject(&bio1, &[], 5).await.expect("deleted");
    assert_eq!(removed.topics, 2, "its topics go with it");
    assert!(matches!(store.subject(&bio1.id).await, Err(StoreError::NotFound)));
    assert_eq!(store.count_subjects().await.expect("count"), 2);
    assert!(matches!(store.delete_subject(&bio1, &[], 6).await, Err(StoreError::NotFound)));
}

async fn quizzes_keep_their_questions_and_filter(store: &SqlStore) {
    let saved = store.save_quiz(quiz(ClassLevel::Form1, QuizSource::Manual, "Fractions drill")).await.expect("saved");
    let read = store.quiz(&saved.id).await.expect("read");
    assert_eq!(read, saved);
    let mut later = quiz(ClassLevel::Form1, QuizSource::Weekly, "Weekly maths");
    later.created_at = 3_000;
    later.week = Some("2026-W47".into());
    store.save_quiz(later.clone()).await.expect("weekly");
    store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Manual, "Other class")).await.expect("other");
    let form1 = QuizQuery { class_level: Some(ClassLevel::Form1), ..Default::default() };
    let listed = store.quizzes(&form1).await.expect("list");
    assert_eq!(listed.iter().map(|q| q.title.as_str()).collect::<Vec<_>>(), ["Weekly maths", "Fractions drill"]);
    let weekly = QuizQuery { source: Some(QuizSource::Weekly), ..form1.clone() };
    assert_eq!(store.count_quizzes(&weekly).await.expect("count"), 1);
    let search = QuizQuery { search: Some("DRILL".into()), ..Default::default() };
    assert_eq!(store.quizzes(&search).await.expect("search").len(), 1);
    // One weekly quiz per week, class and subject.
    let mut twin = later.clone();
    twin.id = id();
    assert!(matches!(store.save_quiz(twin).await, Err(StoreError::AlreadyExists)));
}

async fn a_job_is_claimed_once(store: &SqlStore) {
    assert!(store.claim_job("weekly:2026-W47", 1).await.expect("first"));
    assert!(!store.claim_job("weekly:2026-W47", 2).await.expect("second"));
    assert!(store.claim_job("weekly:2026-W48", 3).await.expect("next week"));
}

async fn quiz_setups_save_and_update(store: &SqlStore) {
    let u = store.create_user(new_user("setter")).await.expect("user");
    let setup = QuizSetup {
        id: id(),
        user_id: u.id.clone(),
        subject: "Biology".into(),
        class_level: "Form 2".into(),
        topic: None,
        use_timer: None,
        quiz_type: None,
        created_at: 1,
    };
    store.save_quiz_setup(setup.clone()).await.expect("saved");
    let updated = store.update_quiz_setup(&setup.id, Some(true), Some(QuizType::ShortAnswer)).await.expect("updated");
    assert_eq!(updated.use_timer, Some(true));
    assert_eq!(updated.quiz_type, Some(QuizType::ShortAnswer));
    assert_eq!(updated.subject, "Biology");
    let again = store.update_quiz_setup(&setup.id, None, None).await.expect("nothing to change");
    assert_eq!(again, updated);
    assert!(matches!(store.update_quiz_setup("nope", Some(false), None).await, Err(StoreError::NotFound)));
}

async fn autosaves_land_until_completion(store: &SqlStore) {
    let u = store.create_user(new_user("saver")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let a = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    let progress = Progress {
        selected_answers: vec![GivenAnswer::One("3/4".into()), GivenAnswer::Blank],
        remaining_time: Some(500),
        time_taken: 100,
        save_number: None,
    };
    let saved = store.save_progress(&a.id, &progress, 20, 0).await.expect("saved");
    let read = store.attempt(&a.id).await.expect("read");
    assert_eq!(saved, read, "the autosave answers with the attempt as stored");
    assert_eq!(read.updated_at, 20);
    assert_eq!(read.selected_answers, progress.selected_answers);
    assert_eq!(read.remaining_time, Some(500));
    assert_eq!(read.time_taken, 100);
    assert_eq!(read.status, AttemptStatus::InProgress);
    store.complete_attempt(&completion(&a, 100, 30, Streak::default().record(day(1)), &[])).await.expect("completed");
    assert!(matches!(store.save_progress(&a.id, &progress, 40, 0).await, Err(StoreError::AttemptCompleted)));
    assert!(matches!(store.save_progress("missing", &progress, 40, 0).await, Err(StoreError::NotFound)));
}

/// One autosave of `a` in `session`, whose time taken is `t`: whether it landed.
async fn save_in(store: &SqlStore, a: &Attempt, session: &SessionProof, t: u32) -> bool {
    let progress = Progress {
        selected_answers: vec![GivenAnswer::One(format!("{t}"))],
        remaining_time: Some(500),
        time_taken: t,
        save_number: None,
    };
    let saved =
        store.save_progress_in_session(&a.id, session, &progress, 20 + i64::from(t), 0).await.expect("no error");
    if let Some(saved) = &saved {
        assert_eq!(saved, &store.attempt(&a.id).await.expect("read"), "it answers with the attempt as stored");
    }
    saved.is_some()
}

/// The one-statement autosave lands only under the session check's rules, and writes nothing
/// when it does not.
async fn autosaves_in_a_session_land_only_while_it_is_good(store: &SqlStore) {
    let u = store.create_user(new_user("examinee")).await.expect("user");
    let other = store.create_user(new_user("neighbour")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let a = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    let epoch = store.credentials(&u.id).await.expect("read").session_epoch;
    let s1 = SessionProof { session_id: "s1".into(), user_id: u.id.clone(), epoch };
    let time_taken = async || store.attempt(&a.id).await.expect("read").time_taken;

    assert!(save_in(store, &a, &s1, 1).await, "a good session saves");
    assert!(!save_in(store, &a, &SessionProof { user_id: other.id.clone(), ..s1.clone() }, 2).await, "another's");
    assert!(!save_in(store, &a, &SessionProof { epoch: epoch - 1, ..s1.clone() }, 3).await, "an old epoch");
    store.revoke_session("s1", &u.id, 10_000, 0).await.expect("signed out");
    assert!(!save_in(store, &a, &s1, 4).await, "a signed-out session");
    assert_eq!(time_taken().await, 1, "nothing written by the refused saves");

    let s2 = SessionProof { session_id: "s2".into(), ..s1.clone() };
    assert!(save_in(store, &a, &s2, 5).await, "another session of the same user goes on");
    let inactive = UserChanges { status: Some(UserStatus::Inactive), ..Default::default() };
    store.update_user(&u.id, &inactive, 30).await.expect("deactivated");
    assert!(!save_in(store, &a, &s2, 6).await, "an inactive account");
    let active = UserChanges { status: Some(UserStatus::Active), ..Default::default() };
    store.update_user(&u.id, &active, 31).await.expect("active again");
    assert!(!save_in(store, &a, &s2, 7).await, "reactivation does not revive a session from before it");
    let reactivated = store.credentials(&u.id).await.expect("read").session_epoch;
    assert_eq!(reactivated, epoch + 2, "each change of status bumps the epoch");
    let s3 = SessionProof { session_id: "s3".into(), epoch: reactivated, ..s2 };
    assert!(save_in(store, &a, &s3, 8).await, "a session after reactivation saves");
    store.set_password_hash(&u.id, "new", false, 32).await.expect("password changed");
    assert!(!save_in(store, &a, &s3, 9).await, "a password change retires the session");
    let renewed = SessionProof { epoch: reactivated + 1, ..s3 };
    assert!(save_in(store, &a, &renewed, 10).await);
    store.complete_attempt(&completion(&a, 100, 50, Streak::default().record(day(1)), &[])).await.expect("completed");
    let completed = time_taken().await;
    assert!(!save_in(store, &a, &renewed, 11).await, "a completed attempt takes no autosave");
    assert_eq!(time_taken().await, completed);
}

async fn completion_is_atomic_and_counted_once(store: &SqlStore) {
    badge(store, "first-quiz").await;
    let u = store.create_user(new_user("finisher")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let a = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    let streak = Streak::default().record(day(1));
    let done = store.complete_attempt(&completion(&a, 80, 50, streak, &["first-quiz"])).await.expect("completed");
    assert_eq!(done.status, AttemptStatus::Completed);
    assert_eq!(done.score, 80);
    assert_eq!(done.completed_at, Some(50));
    assert_eq!(done.selected_answers[1], GivenAnswer::Many(vec!["2".into(), "3".into()]));
    let standing = store.standing(&u.id).await.expect("standing");
    assert_eq!((standing.exam_attempts, standing.score_sum), (1, 80));
    assert_eq!(standing.streak, streak);
    assert_eq!(store.earned(&u.id).await.expect("earned"), [("first-quiz".to_string(), 50)]);
    // A second submission changes nothing.
    let again = store.complete_attempt(&completion(&a, 100, 60, streak.record(day(2)), &["first-quiz"])).await;
    assert!(matches!(again, Err(StoreError::AttemptCompleted)));
    let standing = store.standing(&u.id).await.expect("standing");
    assert_eq!((standing.exam_attempts, standing.score_sum, standing.streak.streak_days), (1, 80, 1));
    assert_eq!(store.attempt(&a.id).await.expect("read").score, 80);
    // Someone else cannot complete it either.
    let other = store.create_user(new_user("other")).await.expect("user");
    let b = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 70)).await.expect("attempt");
    let mut theirs = completion(&b, 100, 80, streak, &[]);
    theirs.user_id = other.id.clone();
    assert!(store.complete_attempt(&theirs).await.is_err());
    assert_eq!(store.attempt(&b.id).await.expect("read").status, AttemptStatus::InProgress);
}

async fn practice_does_not_count_and_retakes_keep_the_first_result(store: &SqlStore) {
    let u = store.create_user(new_user("practiser")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let p = store.create_attempt(attempt(&u.id, &q, QuizMode::Practice, 10)).await.expect("attempt");
    store.complete_attempt(&completion(&p, 100, 20, Streak::default().record(day(1)), &[])).await.expect("done");
    let e = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 30)).await.expect("attempt");
    store.complete_attempt(&completion(&e, 51, 40, Streak::default().record(day(1)), &[])).await.expect("done");
    let e2 = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 50)).await.expect("attempt");
    store.complete_attempt(&completion(&e2, 50, 60, Streak::default().record(day(1)), &[])).await.expect("done");
    let standing = store.standing(&u.id).await.expect("standing");
    assert_eq!((standing.exam_attempts, standing.score_sum), (2, 101));
    let board = store.leaderboard(10).await.expect("board");
    assert_eq!(board[0].0.avg_score, 51, "rounded mean of 51 and 50");
    // A retake puts the attempt back in progress, its clock started again; the result that
    // counted stays counted, copied to an attempt of its own, and the totals do not move.
    assert!(store.attempt_history(&e.id).await.expect("history").is_empty());
    let restarted = store.restart_attempt(&e.id, &id(), 70).await.expect("restarted");
    assert_eq!(restarted.status, AttemptStatus::InProgress);
    let history = store.attempt_history(&e.id).await.expect("history");
    assert_eq!(
        history.iter().map(|r| (r.score, r.started_at, r.completed_at, r.counted)).collect::<Vec<_>>(),
        [(51, 30, Some(40), true)],
        "the run retaken is kept"
    );
    assert_eq!(restarted.score, 0);
    assert_eq!(restarted.started_at, 70);
    assert_eq!(restarted.counting, Counting::Nothing);
    assert_eq!(restarted.selected_answers, vec![GivenAnswer::Blank, GivenAnswer::Blank]);
    let standing = store.standing(&u.id).await.expect("standing");
    assert_eq!((standing.exam_attempts, standing.score_sum), (2, 101));
    assert!(store.key_seen(&restarted).await.expect("seen"), "its key was seen");
    let mut again = completion(&restarted, 90, 80, Streak::default().record(day(1)), &[]);
    again.counting = Counting::Practice;
    store.complete_attempt(&again).await.expect("again");
    assert_eq!(store.standing(&u.id).await.expect("standing").score_sum, 101, "the retake counts as practice");
    assert_eq!(store.leaderboard(10).await.expect("board")[0].0.avg_score, 51);
    let facts = store.attempt_facts(&u.id).await.expect("facts");
    assert_eq!(facts.len(), 4);
    assert_eq!(facts.iter().filter(|f| f.mode == QuizMode::Exam).map(|f| f.score).sum::<u32>(), 101);
    assert_eq!(
        store.count_attempts(&AttemptQuery { user_id: Some(u.id.clone()), ..Default::default() }).await.expect("n"),
        4
    );
    // A practice retake is restarted: nothing counted, nothing copied; its run is kept.
    store.restart_attempt(&p.id, &id(), 90).await.expect("restarted");
    let runs = store.attempt_history(&p.id).await.expect("history");
    assert_eq!(runs.iter().map(|r| (r.score, r.counted)).collect::<Vec<_>>(), [(100, false)]);
    store.restart_attempt(&e.id, &id(), 95).await.expect("again");
    assert_eq!(
        store.attempt_history(&e.id).await.expect("history").iter().map(|r| r.score).collect::<Vec<_>>(),
        [51, 90]
    );
    assert_eq!(
        store.count_attempts(&AttemptQuery { user_id: Some(u.id.clone()), ..Default::default() }).await.expect("n"),
        4
    );
}

/// The exam's deadline is in the autosave's one statement: past the start plus limit plus
/// grace, nothing is written, by either autosave, and the answers saved in time stay.
async fn exam_autosaves_stop_at_the_deadline(store: &SqlStore) {
    let u = store.create_user(new_user("timed")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Weekly, "Q")).await.expect("quiz");
    let a = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 1_000)).await.expect("attempt");
    let answers = |text: &str| Progress {
        selected_answers: vec![GivenAnswer::One(text.into()), GivenAnswer::Blank],
        remaining_time: None,
        time_taken: 0,
        save_number: None,
    };
    // Limit 600 from 1,000: the deadline is 1,600, with a grace of 30 answers land until 1,630.
    store.save_progress(&a.id, &answers("in time"), 1_630, 30).await.expect("within the grace");
    assert!(matches!(store.save_progress(&a.id, &answers("late"), 1_631, 30).await, Err(StoreError::TimeUp)));
    assert!(matches!(store.save_progress(&a.id, &answers("late"), 1_601, 0).await, Err(StoreError::TimeUp)));
    let epoch = store.credentials(&u.id).await.expect("read").session_epoch;
    let session = SessionProof { session_id: "s".into(), user_id: u.id.clone(), epoch };
    let late = store.save_progress_in_session(&a.id, &session, &answers("late"), 1_631, 30).await.expect("no error");
    assert!(late.is_none());
    let read = store.attempt(&a.id).await.expect("read");
    assert_eq!(read.selected_answers[0], GivenAnswer::One("in time".into()));
    assert_eq!(read.updated_at, 1_630);
    assert_eq!((read.started_at, read.time_limit), (1_000, Some(600)));
    // Practice has no deadline.
    let p = store.create_attempt(attempt(&u.id, &q, QuizMode::Practice, 1_000)).await.expect("attempt");
    store.save_progress(&p.id, &answers("whenever"), 1_000_000, 0).await.expect("practice saves any time");
}

/// Numbered autosaves: one numbered no higher than the last applied is refused (nothing
/// written, the stored attempt handed back), by the plain and the in-session statement alike;
/// an unnumbered save (an older client) still lands and keeps the number; a retake keeps
/// numbering on.
async fn late_numbered_saves_never_undo_newer_ones(store: &SqlStore) {
    let u = store.create_user(new_user("numbered")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let a = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    assert_eq!(a.save_number, 0, "no numbered save yet");
    let save = |text: &str, n: Option<u32>| Progress {
        selected_answers: vec![GivenAnswer::One(text.into()), GivenAnswer::Blank],
        remaining_time: None,
        time_taken: 0,
        save_number: n,
    };
    let first = |a: &Attempt| a.selected_answers[0].clone();

    let two = store.save_progress(&a.id, &save("second", Some(2)), 20, 0).await.expect("save 2 lands");
    assert_eq!((two.save_number, first(&two)), (2, GivenAnswer::One("second".into())));
    // Save 1, sent before 2 but arriving after it, is late: refused, the stored attempt back.
    match store.save_progress(&a.id, &save("first", Some(1)), 21, 0).await {
        Err(StoreError::StaleSave(stored)) => {
            assert_eq!(stored.save_number, 2);
            assert_eq!(first(&stored), GivenAnswer::One("second".into()));
            assert_eq!(stored.updated_at, 20, "nothing written");
        }
        other => panic!("save 1 after save 2 should be stale, got {other:?}"),
    }
    assert!(matches!(store.save_progress(&a.id, &save("again", Some(2)), 22, 0).await, Err(StoreError::StaleSave(_))));

    let epoch = store.credentials(&u.id).await.expect("read").session_epoch;
    let session = SessionProof { session_id: "s".into(), user_id: u.id.clone(), epoch };
    let stale = store.save_progress_in_session(&a.id, &session, &save("first", Some(1)), 23, 0).await.expect("ok");
    assert!(stale.is_none(), "the in-session statement refuses a late save too");
    let three =
        store.save_progress_in_session(&a.id, &session, &save("third", Some(3)), 24, 0).await.expect("ok").expect("3");
    assert_eq!((three.save_number, first(&three)), (3, GivenAnswer::One("third".into())));

    let old = store.save_progress(&a.id, &save("unnumbered", None), 25, 0).await.expect("an older client saves");
    assert_eq!((old.save_number, first(&old)), (3, GivenAnswer::One("unnumbered".into())), "the number stays");
    let read = store.attempt(&a.id).await.expect("read");
    assert_eq!(read, old);

    store.complete_attempt(&completion(&a, 100, 30, Streak::default().record(day(1)), &[])).await.expect("completed");
    assert!(
        matches!(store.save_progress(&a.id, &save("late", Some(9)), 31, 0).await, Err(StoreError::AttemptCompleted)),
        "a completed attempt says so, whatever the number"
    );
    let retaken = store.restart_attempt(&a.id, &id(), 40).await.expect("retake");
    assert_eq!(retaken.save_number, 3, "a retake keeps numbering on");
    assert!(matches!(store.save_progress(&a.id, &save("x", Some(3)), 41, 0).await, Err(StoreError::StaleSave(_))));
    store.save_progress(&a.id, &save("retake", Some(4)), 42, 0).await.expect("the next number lands");
}

/// What the server counted an attempt for is what stats, figures and keys read.
async fn counting_is_what_stats_read(store: &SqlStore) {
    let u = store.create_user(new_user("counted")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Supplied, "Own")).await.expect("quiz");
    assert_eq!(store.quiz(&q.id).await.expect("read").source, QuizSource::Supplied);
    let e = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    assert!(!store.key_seen(&e).await.expect("seen"));
    assert_eq!(store.open_exams(&u.id, &q.id).await.expect("open").len(), 1);
    let mut c = completion(&e, 100, 20, Streak::default(), &[]);
    c.counting = Counting::Nothing;
    let done = store.complete_attempt(&c).await.expect("done");
    assert_eq!(done.counting, Counting::Nothing);
    assert!(store.open_exams(&u.id, &q.id).await.expect("open").is_empty());
    let standing = store.standing(&u.id).await.expect("standing");
    assert_eq!((standing.exam_attempts, standing.score_sum), (0, 0));
    assert!(store.attempt_facts(&u.id).await.expect("facts").is_empty(), "a supplied quiz counts for nothing");
    assert!(store.leaderboard(10).await.expect("board").is_empty());
    // An exam counted as practice is practice for the admin's figures.
    let e2 = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 30)).await.expect("attempt");
    assert!(store.key_seen(&e2).await.expect("seen"), "the first was completed before it started");
    let mut c2 = completion(&e2, 100, 40, Streak::default(), &[]);
    c2.counting = Counting::Practice;
    store.complete_attempt(&c2).await.expect("done");
    let rows = store.activity(0).await.expect("activity");
    assert!(rows.iter().all(|r| r.quiz_mode == QuizMode::Practice), "{rows:?}");

    // Whose key was seen, on a quiz that counts.
    let w = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Weekly, "W")).await.expect("quiz");
    let other = store.create_user(new_user("practised")).await.expect("user");
    let x = store.create_attempt(attempt(&other.id, &w, QuizMode::Exam, 60)).await.expect("attempt");
    store.create_attempt(attempt(&other.id, &w, QuizMode::Practice, 61)).await.expect("attempt");
    assert!(!store.key_seen(&x).await.expect("seen"), "practice begun during an open exam showed nothing");
    store.create_attempt(attempt(&other.id, &w, QuizMode::Practice, 50)).await.expect("attempt");
    assert!(store.key_seen(&x).await.expect("seen"), "practice begun before it could check answers");
    let y_user = store.create_user(new_user("twice")).await.expect("user");
    let y1 = store.create_attempt(attempt(&y_user.id, &w, QuizMode::Exam, 70)).await.expect("attempt");
    let y2 = store.create_attempt(attempt(&y_user.id, &w, QuizMode::Exam, 71)).await.expect("attempt");
    store.complete_attempt(&completion(&y2, 100, 80, Streak::default(), &[])).await.expect("done");
    assert!(store.key_seen(&y1).await.expect("seen"), "one exam of the quiz counted already: only the first counts");
}

async fn the_leaderboard_ranks_from_totals(store: &SqlStore) {
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let mut expected = Vec::new();
    for (i, score) in [70u32, 95, 40, 95].iter().enumerate() {
        let u = store.create_user(new_user(&format!("s{i}"))).await.expect("user");
        let a = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
        store.complete_attempt(&completion(&a, *score, 20, Streak::default().record(day(1)), &[])).await.expect("done");
        expected.push((u.username.clone(), *score));
    }
    store.create_user(new_user("idle")).await.expect("no attempts");
    let board = store.leaderboard(3).await.expect("board");
    assert_eq!(board.iter().find(|(e, _)| e.username == "s1").expect("s1").0.school, "GBHS Buea");
    assert_eq!(board[0].1.last_active_day, Some(day(1)));
    let ranked = leaderboard::rank(board.into_iter().map(|(e, _)| e).collect());
    let names: Vec<(&str, u32)> = ranked.iter().map(|e| (e.username.as_str(), e.avg_score)).collect();
    assert_eq!(names, [("s1", 95), ("s3", 95), ("s0", 70)]);
}

/// The stored average is the domain's rounded mean of the running totals (halves round up),
/// and the store hands over everyone tied at the cut, so the domain alone orders ties: names
/// that differ only in case sort the same on both stores.
async fn the_leaderboard_is_ordered_by_the_domain(store: &SqlStore) {
    let q = quiz(ClassLevel::Form2, QuizSource::Student, "Q");
    let q = store.save_quiz(q).await.expect("quiz");
    let students: [(&str, &[u32]); 7] = [
        ("carl", &[50, 51]),
        ("Bob", &[51, 50]),
        ("alice", &[100, 1]),
        ("Dora", &[0, 1]),
        ("eve", &[33, 33, 34]),
        ("Fon", &[1, 2, 2]),
        ("gil", &[99, 100]),
    ];
    for (name, scores) in students {
        let u = store.create_user(new_user(name)).await.expect("user");
        let mut streak = Streak::default();
        for (i, score) in scores.iter().enumerate() {
            let a = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10 + i as i64)).await.expect("attempt");
            streak = streak.record(day(1));
            store.complete_attempt(&completion(&a, *score, 20 + i as i64, streak, &[])).await.expect("done");
        }
        let standing = store.standing(&u.id).await.expect("standing");
        let sum: u32 = scores.iter().sum();
        assert_eq!((standing.score_sum, standing.exam_attempts), (u64::from(sum), scores.len() as u32));
        let board = store.leaderboard(1_000).await.expect("board");
        let mine = board.iter().find(|(e, _)| e.username == name).expect("on the board");
        let expected = rounded_mean(u64::from(sum), scores.len() as u64).expect("some attempts");
        assert_eq!(mine.0.avg_score, expected, "{name}: {scores:?}");
    }
    // carl, Bob and alice tie on 51 over 2 attempts with the same streak; a board of two
    // still hands over all three, and the names decide, ignoring case.
    let board = store.leaderboard(2).await.expect("board");
    assert_eq!(board.len(), 4, "gil and everyone tied at the cut: {board:?}");
    let ranked = leaderboard::rank(board.into_iter().map(|(e, _)| e).collect());
    let names: Vec<&str> = ranked.iter().map(|e| e.username.as_str()).collect();
    assert_eq!(names, ["gil", "alice", "Bob", "carl"]);
    let everyone = leaderboard::rank(store.leaderboard(10).await.expect("board").into_iter().map(|(e, _)| e).collect());
    let names: Vec<&str> = everyone.iter().map(|e| e.username.as_str()).collect();
    assert_eq!(names, ["gil", "alice", "Bob", "carl", "eve", "Fon", "Dora"]);
}

async fn attempts_list_newest_first(store: &SqlStore) {
    let u = store.create_user(new_user("lister")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    for at in [10, 30, 20] {
        store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, at)).await.expect("attempt");
    }
    let list = store
        .attempts(&AttemptQuery { user_id: Some(u.id.clone()), limit: Some(2), ..Default::default() })
        .await
        .expect("list");
    assert_eq!(list.iter().map(|a| a.created_at).collect::<Vec<_>>(), [30, 20]);
    let completed = AttemptQuery { user_id: Some(u.id.clone()), completed_only: true, ..Default::default() };
    assert_eq!(store.count_attempts(&completed).await.expect("n"), 0);
}

async fn activity_lists_completed_attempts_since_a_moment(store: &SqlStore) {
    let u = store.create_user(new_user("active")).await.expect("user");
    let v = store.create_user(new_user("other")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let old = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    store.complete_attempt(&completion(&old, 90, 50, Streak::default().record(day(1)), &[])).await.expect("done");
    let late = store.create_attempt(attempt(&v.id, &q, QuizMode::Practice, 10)).await.expect("attempt");
    store.complete_attempt(&completion(&late, 30, 300, Streak::default().record(day(3)), &[])).await.expect("done");
    let recent = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    store.complete_attempt(&completion(&recent, 70, 200, Streak::default().record(day(2)), &[])).await.expect("done");
    // In progress: never part of the activity.
    store.create_attempt(attempt(&v.id, &q, QuizMode::Exam, 250)).await.expect("attempt");

    let rows = store.activity(200).await.expect("activity");
    assert_eq!(
        rows,
        [
            ActivityRow {
                user_id: u.id.clone(),
                subject: "Mathematics".into(),
                class_level: "Form 2".into(),
                score: 70,
                quiz_mode: QuizMode::Exam,
                completed_at: 200
            },
            ActivityRow {
                user_id: v.id.clone(),
                subject: "Mathematics".into(),
                class_level: "Form 2".into(),
                score: 30,
                quiz_mode: QuizMode::Practice,
                completed_at: 300
            },
        ]
    );
    assert_eq!(store.activity(0).await.expect("all").len(), 3);
    assert!(store.activity(301).await.expect("none").is_empty());
}

async fn reviews_are_kept_before_completion(store: &SqlStore) {
    let u = store.create_user(new_user("writer")).await.expect("user");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let a = store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    let review = Review {
        total: 3,
        correct_count: 1,
        feedback: "Good".into(),
        questions: vec![QuestionReview { marks_awarded: 3, feedback: "All points".into() }],
    };
    store.save_review(&a.id, &review, 20).await.expect("saved");
    assert_eq!(store.attempt(&a.id).await.expect("read").review, Some(review));
}

async fn reset_tokens_are_single_use_and_expire(store: &SqlStore) {
    let u = store.create_user(new_user("forgetful")).await.expect("user");
    let token = |hash: &str, expires_at| ResetToken {
        token_hash: hash.into(),
        user_id: u.id.clone(),
        expires_at,
        created_at: 0,
    };
    store.save_reset_token(token("aaa", 3_600)).await.expect("saved");
    store.save_reset_token(token("bbb", 3_600)).await.expect("saved");
    assert_eq!(store.use_reset_token("aaa", 100).await.expect("used"), Some(u.id.clone()));
    assert_eq!(store.use_reset_token("aaa", 101).await.expect("second use"), None);
    assert_eq!(store.use_reset_token("bbb", 3_600).await.expect("expired"), None);
    assert_eq!(store.use_reset_token("zzz", 1).await.expect("unknown"), None);
}

async fn using_one_reset_token_retires_the_others(store: &SqlStore) {
    let u = store.create_user(new_user("twice")).await.expect("user");
    for hash in ["one", "two"] {
        let token = ResetToken { token_hash: hash.into(), user_id: u.id.clone(), expires_at: 10_000, created_at: 0 };
        store.save_reset_token(token).await.expect("saved");
    }
    assert_eq!(store.use_reset_token("one", 100).await.expect("used"), Some(u.id.clone()));
    assert_eq!(store.use_reset_token("two", 101).await.expect("retired"), None);
}

async fn concurrent_tries_never_pass_a_limit_together(store: &SqlStore) {
    let store = Arc::new(store.clone());
    let policy = LimitPolicy::LOGIN;
    let tries = (0..60).map(|_| {
        let store = store.clone();
        tokio::spawn(async move { store.reserve("login", "ada|1.1.1.1", &policy, 1_000).await.expect("counted") })
    });
    let outcomes: Vec<_> = futures::future::join_all(tries).await.into_iter().map(|o| o.expect("task")).collect();
    assert_eq!(outcomes.iter().filter(|o| o.is_ok()).count(), 5, "exactly the free tries");
    assert!(outcomes.iter().filter_map(|o| o.err()).all(|r| r.retry_after == 2));
    // Another key, and another kind, are not affected.
    assert!(store.reserve("login", "ada|2.2.2.2", &policy, 1_000).await.expect("other").is_ok());
    assert!(store.peek("login", "ada|1.1.1.1", &policy, 1_001).await.expect("peek").is_err());
    assert!(store.reserve("login", "ada|1.1.1.1", &policy, 1_002).await.expect("after the wait").is_ok());
    store.clear("login", "ada|1.1.1.1", 1_003).await.expect("cleared");
    assert!(store.peek("login", "ada|1.1.1.1", &policy, 1_003).await.expect("peek").is_ok());
    for _ in 0..4 {
        assert!(store.reserve("login", "ada|1.1.1.1", &policy, 1_003).await.expect("fresh").is_ok());
    }
}

async fn an_email_change_applies_once_when_confirmed(store: &SqlStore) {
    let u = store.create_user(new_user("mover")).await.expect("user");
    let change = |hash: &str, expires_at| EmailChange {
        token_hash: hash.into(),
        user_id: u.id.clone(),
        new_email: "moved@example.cm".into(),
        expires_at,
        created_at: 0,
    };
    store.save_email_change(change("old", 50)).await.expect("saved");
    store.save_email_change(change("new", 5_000)).await.expect("saved");
    assert_eq!(store.confirm_email_change("old", 100).await.expect("expired"), None);
    assert_eq!(store.user(&u.id).await.expect("user").email, "mover@example.cm");
    assert_eq!(store.confirm_email_change("new", 100).await.expect("used"), Some(u.id.clone()));
    assert_eq!(store.user(&u.id).await.expect("user").email, "moved@example.cm");
    assert_eq!(store.confirm_email_change("new", 101).await.expect("again"), None);
}

async fn a_change_of_status_ends_old_sessions(store: &SqlStore) {
    let u = store.create_user(new_user("sleeper")).await.expect("user");
    let epoch = store.credentials(&u.id).await.expect("read").session_epoch;
    let same = UserChanges { status: Some(UserStatus::Active), ..Default::default() };
    store.update_user(&u.id, &same, 10).await.expect("same status");
    assert_eq!(store.credentials(&u.id).await.expect("read").session_epoch, epoch, "no change, no new epoch");
    let off = UserChanges { status: Some(UserStatus::Inactive), ..Default::default() };
    store.update_user(&u.id, &off, 11).await.expect("off");
    let on = UserChanges { status: Some(UserStatus::Active), ..Default::default() };
    store.update_user(&u.id, &on, 12).await.expect("on");
    assert_eq!(store.credentials(&u.id).await.expect("read").session_epoch, epoch + 2);
}

async fn achievements_round_trip(store: &SqlStore) {
    let made = store
        .create_achievement(Achievement {
            id: "streak-7".into(),
            title: "A week".into(),
            description: "Seven days".into(),
            category: "Consistency".into(),
            rank: Rank::Gold,
            rule: Some(AchievementRule::StreakDays { days: 7 }),
            created_at: 5,
        })
        .await
        .expect("created");
    badge(store, "plain").await;
    let all = store.achievements().await.expect("list");
    assert_eq!(all.len(), 2);
    assert_eq!(all.iter().find(|a| a.id == "streak-7"), Some(&made));
    assert!(matches!(store.create_achievement(made.clone()).await, Err(StoreError::AlreadyExists)));
    // Badges settled after a change of mark: one given, one taken back; a held one keeps its
    // first date.
    let u = store.create_user(new_user("moderated")).await.expect("user");
    store.settle_badges(&u.id, &["plain".into()], &[], 40).await.expect("given");
    store.settle_badges(&u.id, &["streak-7".into(), "plain".into()], &[], 50).await.expect("given again");
    assert_eq!(store.earned(&u.id).await.expect("earned"), [("plain".to_string(), 40), ("streak-7".to_string(), 50)]);
    store.settle_badges(&u.id, &[], &["plain".into(), "never-held".into()], 60).await.expect("taken back");
    assert_eq!(store.earned(&u.id).await.expect("earned"), [("streak-7".to_string(), 50)]);
}

async fn concurrent_autosaves_all_land(store: &SqlStore) {
    let store = Arc::new(store.clone());
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Student, "Q")).await.expect("quiz");
    let mut attempts = Vec::new();
    for i in 0..8 {
        let u = store.create_user(new_user(&format!("busy{i}"))).await.expect("user");
        attempts.push(store.create_attempt(attempt(&u.id, &q, QuizMode::Exam, 10)).await.expect("attempt"));
    }
    let mut tasks = Vec::new();
    for a in attempts.clone() {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            for n in 1..=20u32 {
                let progress = Progress {
                    selected_answers: vec![GivenAnswer::One(format!("answer {n}")), GivenAnswer::Blank],
                    remaining_time: Some(600 - n),
                    time_taken: n,
                    save_number: None,
                };
                store.save_progress(&a.id, &progress, i64::from(n), 0).await.expect("autosave acknowledged");
            }
        }));
    }
    for t in tasks {
        t.await.expect("task");
    }
    for a in attempts {
        let read = store.attempt(&a.id).await.expect("read");
        assert_eq!(read.time_taken, 20);
        assert_eq!(read.selected_answers[0], GivenAnswer::One("answer 20".into()));
    }
    let ids: HashSet<String> = (0..100).map(|_| id()).collect();
    assert_eq!(ids.len(), 100, "ids are unique");
}

macro_rules! conformance {
    ($($test:ident),* $(,)?) => {
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    let t = sabi_store::testing::TestStore::postgres().await;
                    super::$test(&t.store).await;
                }
            )*
        }
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    let t = sabi_store::testing::TestStore::sqlite().await;
                    super::$test(&t.store).await;
                }
            )*
        }
    };
}

conformance!(
    health_check_answers,
    classes_keep_their_teachers_and_one_class_a_year_per_student,
    assignments_list_by_class_and_window_and_keep_their_attempts,
    moderation_rescores_once_and_keeps_every_change,
    the_bank_keeps_questions_once_and_filters,
    bank_edits_make_versions_and_never_overwrite_a_newer_save,
    a_draw_offers_published_questions_of_the_topic_with_what_each_student_saw,
    a_topic_moves_with_its_quizzes_and_questions_and_leaves_them_retired,
    a_subject_moves_with_what_it_holds_and_goes_leaving_taken_quizzes_and_questions_retired,
    users_round_trip,
    usernames_and_emails_are_unique_ignoring_case,
    pupils_are_made_in_bulk_all_or_none_and_may_have_no_email,
    names_compare_after_normalisation_and_look_alikes_are_refused,
    credentials_by_username_or_email,
    signed_out_sessions_are_seen_by_the_session_check,
    users_filter_search_count_and_page,
    update_user_changes_only_what_is_given,
    teacher_requests_are_kept_listed_and_settled,
    deleting_a_user_takes_what_is_theirs,
    subjects_and_topics,
    quizzes_keep_their_questions_and_filter,
    a_job_is_claimed_once,
    quiz_setups_save_and_update,
    autosaves_land_until_completion,
    autosaves_in_a_session_land_only_while_it_is_good,
    completion_is_atomic_and_counted_once,
    practice_does_not_count_and_retakes_keep_the_first_result,
    exam_autosaves_stop_at_the_deadline,
    late_numbered_saves_never_undo_newer_ones,
    counting_is_what_stats_read,
    the_leaderboard_ranks_from_totals,
    the_leaderboard_is_ordered_by_the_domain,
    attempts_list_newest_first,
    activity_lists_completed_attempts_since_a_moment,
    reviews_are_kept_before_completion,
    reset_tokens_are_single_use_and_expire,
    using_one_reset_token_retires_the_others,
    concurrent_tries_never_pass_a_limit_together,
    an_email_change_applies_once_when_confirmed,
    a_change_of_status_ends_old_sessions,
    achievements_round_trip,
    concurrent_autosaves_all_land,
    pictures_are_kept_in_the_database,
    pictures_on_disk_are_copied_into_the_database_once,
);

// ------------------------------------------------------------------------------------------
// Uploaded pictures kept in the database (SABI_FILES=database).

fn database_files(store: &SqlStore) -> sabi_store::DatabaseFiles {
    sabi_store::DatabaseFiles::new(store.clone(), Arc::new(SystemClock))
}

async fn pictures_are_kept_in_the_database(store: &SqlStore) {
    let files = database_files(store);
    let png = b"\x89PNG\r\n\x1a\n a picture".to_vec();
    let path = files.save("avatars", "png", png.clone()).await.expect("saved");
    assert!(path.starts_with("/files/avatars/") && path.ends_with(".png"), "{path}");
    let read = files.read(&path).await.expect("read").expect("kept");
    assert_eq!((read.content_type.as_str(), &read.bytes), ("image/png", &png));
    assert!(read.created_at > 1_700_000_000, "saved now: {}", read.created_at);

    // Every save is a picture of its own; a picture at the upload limit keeps every byte.
    let mut big = b"\xFF\xD8\xFF".to_vec();
    big.extend((0..5 * 1024 * 1024 - 3).map(|i| (i % 251) as u8));
    let big_path = files.save("subjects", "jpg", big.clone()).await.expect("saved");
    assert_ne!(big_path, path);
    let read_big = files.read(&big_path).await.expect("read").expect("kept");
    assert_eq!(read_big.content_type, "image/jpeg");
    assert!(read_big.bytes == big, "5 MB round trip");

    // Another handle on the same database (another server) reads it too.
    let other = database_files(store);
    assert_eq!(other.read(&path).await.expect("read").map(|f| f.bytes), Some(png));

    // Names the store could not have made are refused, and never read.
    for bad in ["/files/../etc/passwd", "/files/avatars/../../x", "/etc/passwd", "/files/avatars/", "/files/a/.hidden"]
    {
        assert!(files.remove(bad).await.is_err(), "{bad}");
        assert_eq!(files.read(bad).await.expect("read"), None, "{bad}");
    }
    assert!(files.save("../x", "png", vec![1]).await.is_err());
    assert!(files.save("avatars", "p/ng", vec![1]).await.is_err());
    assert_eq!(files.read("/files/avatars/0000-none.png").await.expect("read"), None);

    // Removed, it is gone for everyone; removing again is no error.
    files.remove(&path).await.expect("removed");
    assert_eq!(other.read(&path).await.expect("read"), None);
    files.remove(&path).await.expect("removing twice is harmless");
    assert!(files.read(&big_path).await.expect("read").is_some(), "only that one went");
}

async fn pictures_on_disk_are_copied_into_the_database_once(store: &SqlStore) {
    let dir = tempfile::tempdir().expect("folder");
    let disk = sabi_files::LocalFiles::new(dir.path().join("files"));
    let files = database_files(store);
    assert_eq!(files.import(&disk).await.expect("nothing to copy"), 0, "a missing folder holds nothing");
    let avatar = disk.save("avatars", "png", b"\x89PNG avatar".to_vec()).await.expect("on disk");
    let subject = disk.save("subjects", "gif", b"GIF89a subject".to_vec()).await.expect("on disk");
    std::fs::write(dir.path().join("files/avatars/half.png.partial"), b"half").expect("partial");
    let kept = files.save("avatars", "webp", b"RIFF....WEBP".to_vec()).await.expect("in the database");

    assert_eq!(files.import(&disk).await.expect("copied"), 2);
    assert_eq!(files.import(&disk).await.expect("copied again"), 0, "a second start copies nothing twice");
    let read = files.read(&avatar).await.expect("read").expect("copied");
    assert_eq!((read.content_type.as_str(), read.bytes.as_slice()), ("image/png", &b"\x89PNG avatar"[..]));
    let read = files.read(&subject).await.expect("read").expect("copied");
    assert_eq!(read.content_type, "image/gif");
    assert!(files.read(&kept).await.expect("read").is_some());
    assert!(dir.path().join("files/avatars").read_dir().expect("folder").count() >= 2, "the disk keeps its files");
}

fn bank_mcq(text: &str) -> sabi_domain::bank::Question {
    sabi_domain::bank::Question::MultipleChoice(testing::mcq(
        text,
        &["Mouth", "Stomach"],
        AnswerKey::One("Mouth".into()),
    ))
}

fn bank_saq(text: &str) -> sabi_domain::bank::Question {
    sabi_domain::bank::Question::ShortAnswer(sabi_domain::quiz::ShortAnswerQuestion {
        question: text.into(),
        marks: 2,
        marking_scheme: vec![sabi_domain::quiz::MarkingPoint { point: "amylase".into(), marks: 2, accept: vec![] }],
        answer: "Amylase.".into(),
        explanation: "Amylase.".into(),
    })
}

async fn the_bank_keeps_questions_once_and_filters(store: &SqlStore) {
    use sabi_domain::bank::{Language, QuestionKind, QuestionSource, QuestionStatus};
    let author = store.create_user(new_user("author")).await.expect("user");
    let written = testing::bank_question(id(), bank_mcq("Where does starch digestion begin?"));
    let written = BankQuestion { author_id: Some(author.id.clone()), ..written };
    let short = BankQuestion {
        source: QuestionSource::Imported,
        status: QuestionStatus::Draft,
        language: Language::Fr,
        updated_at: 2_000,
        ..testing::bank_question(id(), bank_saq("Nommez une enzyme de la salive."))
    };
    let added = store.add_bank_questions(vec![written.clone(), short.clone()]).await.expect("added");
    assert_eq!((added.added.len(), added.already_there), (2, 0));
    assert_eq!(store.bank_question(&written.id).await.expect("read"), written, "a question round-trips");

    // The same question again (other case and spacing: the same fingerprint), in a batch
    // that repeats one of its own: nothing is created twice.
    let again = testing::bank_question(id(), bank_mcq("  WHERE does starch digestion begin? "));
    let new = testing::bank_question(id(), bank_mcq("What does bile do?"));
    let twice = BankQuestion { id: id(), ..new.clone() };
    let added = store.add_bank_questions(vec![again, new.clone(), twice]).await.expect("added");
    assert_eq!(added.added.iter().map(|q| q.id.clone()).collect::<Vec<_>>(), vec![new.id.clone()]);
    assert_eq!(added.already_there, 2);
    assert_eq!(store.count_bank_questions(&BankQuery::default()).await.expect("count"), 3);

    let ids = |qs: Vec<BankQuestion>| qs.into_iter().map(|q| q.id).collect::<Vec<_>>();
    let query = |q: BankQuery| async move { ids(store.bank_questions(&q).await.expect("list")) };
    assert_eq!(
        query(BankQuery { kind: Some(QuestionKind::ShortAnswer), ..Default::default() }).await,
        vec![short.id.clone()]
    );
    assert_eq!(query(BankQuery { language: Some(Language::Fr), ..Default::default() }).await, vec![short.id.clone()]);
    assert_eq!(
        query(BankQuery { status: Some(QuestionStatus::Draft), ..Default::default() }).await,
        vec![short.id.clone()]
    );
    assert_eq!(
        query(BankQuery { source: Some(QuestionSource::Imported), ..Default::default() }).await,
        vec![short.id.clone()]
    );
    assert_eq!(query(BankQuery { search: Some("BILE".into()), ..Default::default() }).await, vec![new.id.clone()]);
    assert_eq!(query(BankQuery { search: Some("100%".into()), ..Default::default() }).await, Vec::<String>::new());
    let biology = BankQuery {
        subject: Some(" biology".into()),
        class_level: Some(ClassLevel::Form2),
        topic: Some("human digestive  system".into()),
        ..Default::default()
    };
    assert_eq!(store.count_bank_questions(&biology).await.expect("count"), 3, "subject and topic ignore case");
    assert_eq!(query(BankQuery { class_level: Some(ClassLevel::Form3), ..Default::default() }).await.len(), 0);
    let page = BankQuery { limit: Some(1), offset: Some(0), ..Default::default() };
    assert_eq!(query(page).await, vec![short.id.clone()], "newest change first");
    let by_ids = BankQuery { ids: Some(vec![written.id.clone(), new.id.clone(), "gone".into()]), ..Default::default() };
    let mut found = query(by_ids).await;
    found.sort();
    let mut wanted = vec![written.id.clone(), new.id.clone()];
    wanted.sort();
    assert_eq!(found, wanted, "by id: the ones asked for that are there");
    assert_eq!(query(BankQuery { ids: Some(vec![]), ..Default::default() }).await, Vec::<String>::new());

    let known = store
        .known_fingerprints(&[written.fingerprint.clone(), "nothing|like|this".into()])
        .await
        .expect("fingerprints");
    assert_eq!(known, vec![written.fingerprint.clone()]);

    store.delete_bank_question(&new.id).await.expect("deleted");
    assert!(matches!(store.bank_question(&new.id).await, Err(StoreError::NotFound)));
    assert!(matches!(store.delete_bank_question(&new.id).await, Err(StoreError::NotFound)));
    store.delete_user(&author.id).await.expect("the author leaves");
    assert_eq!(store.bank_question(&written.id).await.expect("kept").author_id, None, "their questions stay");
}

async fn bank_edits_make_versions_and_never_overwrite_a_newer_save(store: &SqlStore) {
    let editor = store.create_user(new_user("editor")).await.expect("user");
    let first = testing::bank_question(id(), bank_mcq("Which organ makes bile?"));
    store.add_bank_questions(vec![first.clone()]).await.expect("added");

    let mut changed = first.clone();
    changed.version = 2;
    changed.question = bank_mcq("Which organ makes bile in the body?");
    changed.fingerprint = sabi_domain::bank::fingerprint(&changed.placement, &changed.question);
    changed.updated_at = 3_000;
    let saved = store.update_bank_question(changed.clone(), Some(editor.id.clone())).await.expect("saved");
    assert_eq!(saved, changed);

    // A second editor who opened version 1 saves after: refused, nothing written.
    let mut late = first.clone();
    late.version = 2;
    late.question = bank_mcq("Late edit?");
    late.fingerprint = sabi_domain::bank::fingerprint(&late.placement, &late.question);
    assert!(matches!(store.update_bank_question(late, None).await, Err(StoreError::StaleVersion)));
    assert_eq!(store.bank_question(&first.id).await.expect("read"), changed);

    let versions = store.bank_question_versions(&first.id).await.expect("versions");
    assert_eq!(versions.iter().map(|v| v.version).collect::<Vec<_>>(), vec![1, 2]);
    assert_eq!(versions[0].question, first.question, "the first version is kept as it was");
    assert_eq!(versions[1].changed_by.as_deref(), Some(editor.id.as_str()));

    // An edit that would make it another question's twin is refused.
    let other = testing::bank_question(id(), bank_mcq("What does the pancreas make?"));
    store.add_bank_questions(vec![other.clone()]).await.expect("added");
    let mut twin = other.clone();
    twin.version = 2;
    twin.question = changed.question.clone();
    twin.fingerprint = changed.fingerprint.clone();
    assert!(matches!(store.update_bank_question(twin, None).await, Err(StoreError::AlreadyExists)));
    assert_eq!(store.bank_question_versions(&other.id).await.expect("versions").len(), 1, "nothing half-written");
    let missing = BankQuestion { id: id(), version: 2, ..other };
    assert!(matches!(store.update_bank_question(missing, None).await, Err(StoreError::NotFound)));
}

async fn a_draw_offers_published_questions_of_the_topic_with_what_each_student_saw(store: &SqlStore) {
    use sabi_domain::bank::{Placement, QuestionStatus};
    let ada = store.create_user(new_user("ada")).await.expect("user");
    let ben = store.create_user(new_user("ben")).await.expect("user");
    let on_topic: Vec<BankQuestion> =
        (0..3).map(|n| testing::bank_question(id(), bank_mcq(&format!("Digestion question {n}?")))).collect();
    let draft =
        BankQuestion { status: QuestionStatus::Draft, ..testing::bank_question(id(), bank_mcq("A draft question?")) };
    let short = testing::bank_question(id(), bank_saq("A short answer?"));
    let mut elsewhere = testing::bank_question(id(), bank_mcq("Teeth question?"));
    elsewhere.placement.topic = "Teeth and Dentition".into();
    elsewhere.fingerprint = sabi_domain::bank::fingerprint(&elsewhere.placement, &elsewhere.question);
    let mut all = on_topic.clone();
    all.extend([draft, short.clone(), elsewhere]);
    store.add_bank_questions(all).await.expect("added");

    let draw = |user: &str, quiz_type: QuizType| BankDraw {
        placement: Placement {
            subject: "BIOLOGY".into(),
            class_level: ClassLevel::Form2,
            topic: "Human Digestive System ".into(),
        },
        quiz_type,
        user_id: user.to_string(),
    };
    let offered = store.bank_candidates(&draw(&ada.id, QuizType::MultipleChoice)).await.expect("draw");
    let mut offered_ids: Vec<String> = offered.iter().map(|c| c.question.id.clone()).collect();
    offered_ids.sort();
    let mut expected: Vec<String> = on_topic.iter().map(|q| q.id.clone()).collect();
    expected.sort();
    assert_eq!(offered_ids, expected, "published, this topic, this type only");
    assert!(offered.iter().all(|c| c.times_served == 0));
    let shorts = store.bank_candidates(&draw(&ada.id, QuizType::ShortAnswer)).await.expect("draw");
    assert_eq!(shorts.iter().map(|c| c.question.id.clone()).collect::<Vec<_>>(), vec![short.id.clone()]);

    store.record_bank_serves(&ada.id, &[on_topic[0].id.clone(), on_topic[1].id.clone()], 10).await.expect("served");
    store.record_bank_serves(&ada.id, &[on_topic[0].id.clone()], 20).await.expect("served again");
    store.record_bank_serves(&ada.id, &[], 30).await.expect("nothing to record");
    let times = |cs: Vec<BankCandidate>| {
        let mut t: Vec<(String, u32)> = cs.into_iter().map(|c| (c.question.id, c.times_served)).collect();
        t.sort();
        t
    };
    let mut want = vec![(on_topic[0].id.clone(), 2), (on_topic[1].id.clone(), 1), (on_topic[2].id.clone(), 0)];
    want.sort();
    assert_eq!(times(store.bank_candidates(&draw(&ada.id, QuizType::MultipleChoice)).await.expect("draw")), want);
    assert!(
        store
            .bank_candidates(&draw(&ben.id, QuizType::MultipleChoice))
            .await
            .expect("draw")
            .iter()
            .all(|c| c.times_served == 0),
        "what one student saw is theirs"
    );
    store.delete_bank_question(&on_topic[0].id).await.expect("a served question can go");
}

async fn a_topic_moves_with_its_quizzes_and_questions_and_leaves_them_retired(store: &SqlStore) {
    use sabi_domain::bank::{Placement, QuestionStatus};
    let topic = store
        .create_topic(Topic {
            id: id(),
            name: "Human Digestive System".into(),
            subject: "Biology".into(),
            class_level: ClassLevel::Form2,
            description: String::new(),
            image: None,
            subtopics: vec![],
            created_at: 1,
        })
        .await
        .expect("topic");
    let question = testing::bank_question(id(), bank_mcq("Where does digestion begin?"));
    store.add_bank_questions(vec![question.clone()]).await.expect("question");
    let digestion = store
        .save_quiz(Quiz {
            subject: "biology".into(),
            topic: "human digestive system".into(),
            ..quiz(ClassLevel::Form2, QuizSource::Manual, "Digestion")
        })
        .await
        .expect("quiz");

    let to = Placement { subject: "Biology".into(), class_level: ClassLevel::Form3, topic: "Digestion".into() };
    let moved = MovedQuestion {
        id: question.id.clone(),
        fingerprint: sabi_domain::bank::fingerprint(&to, &question.question),
        placement: to.clone(),
    };
    let changed = Topic { name: "Digestion".into(), class_level: ClassLevel::Form3, ..topic.clone() };
    assert_eq!(store.update_topic(&changed, std::slice::from_ref(&moved)).await.expect("moved"), changed);
    let read = store.bank_question(&question.id).await.expect("question");
    assert_eq!((read.placement, read.fingerprint), (to, moved.fingerprint));
    let read = store.quiz(&digestion.id).await.expect("quiz");
    assert_eq!((read.topic.as_str(), read.class_level), ("Digestion", ClassLevel::Form3), "its quiz follows");
    let missing = Topic { id: id(), ..changed.clone() };
    assert!(matches!(store.update_topic(&missing, &[]).await, Err(StoreError::NotFound)));

    store.delete_topic(&topic.id, std::slice::from_ref(&question.id), 50).await.expect("removed");
    assert!(matches!(store.topic(&topic.id).await, Err(StoreError::NotFound)));
    let read = store.bank_question(&question.id).await.expect("kept");
    assert_eq!((read.status, read.updated_at), (QuestionStatus::Retired, 50));
    assert!(matches!(store.delete_topic(&topic.id, &[], 60).await, Err(StoreError::NotFound)));

    // A quiz nobody took is deleted; one taken is retired and leaves the lists.
    let u = store.create_user(new_user("taker")).await.expect("user");
    let taken = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Manual, "Taken")).await.expect("quiz");
    store.create_attempt(attempt(&u.id, &taken, QuizMode::Practice, 10)).await.expect("attempt");
    assert_eq!(store.remove_quiz(&digestion.id, 70).await.expect("removed"), QuizRemoval::Deleted);
    assert!(matches!(store.quiz(&digestion.id).await, Err(StoreError::NotFound)));
    assert_eq!(store.remove_quiz(&taken.id, 70).await.expect("retired"), QuizRemoval::Retired);
    assert_eq!(store.quiz(&taken.id).await.expect("kept").retired_at, Some(70));
    assert!(store.quizzes(&QuizQuery::default()).await.expect("list").iter().all(|q| q.id != taken.id));
    let all = store.quizzes(&QuizQuery { include_retired: true, ..Default::default() }).await.expect("list");
    assert!(all.iter().any(|q| q.id == taken.id));
    assert!(matches!(store.remove_quiz(&digestion.id, 80).await, Err(StoreError::NotFound)));
}

async fn a_subject_moves_with_what_it_holds_and_goes_leaving_taken_quizzes_and_questions_retired(store: &SqlStore) {
    use sabi_domain::bank::{Placement, QuestionStatus};
    let topic = |name: &str, subject: &str| Topic {
        id: id(),
        name: name.into(),
        subject: subject.into(),
        class_level: ClassLevel::Form2,
        description: String::new(),
        image: None,
        subtopics: vec![],
        created_at: 1,
    };
    let biology = store
        .create_subject(Subject {
            id: id(),
            name: "Biology".into(),
            description: "Living things".into(),
            image: None,
            class_level: ClassLevel::Form2,
            stream: None,
            created_at: 1,
        })
        .await
        .expect("subject");
    let digestion = store.create_topic(topic("Human Digestive System", "biology")).await.expect("topic");
    let other = store.create_topic(topic("Acids", "Chemistry")).await.expect("other topic");
    let question = testing::bank_question(id(), bank_mcq("Where does digestion begin?"));
    store.add_bank_questions(vec![question.clone()]).await.expect("question");
    let on = |title: &str, subject: &str| Quiz {
        subject: subject.into(),
        ..quiz(ClassLevel::Form2, QuizSource::Manual, title)
    };
    let untaken = store.save_quiz(on("Untaken", "Biology")).await.expect("quiz");
    let taken = store.save_quiz(on("Taken", "BIOLOGY")).await.expect("quiz");
    let maths = store.save_quiz(on("Maths", "Mathematics")).await.expect("quiz");
    let u = store.create_user(new_user("biologist")).await.expect("user");
    let tried = store.create_attempt(attempt(&u.id, &taken, QuizMode::Practice, 10)).await.expect("attempt");

    // The move: the subject, its topics, quizzes and the questions given go to Form 3.
    let to = Placement { class_level: ClassLevel::Form3, ..question.placement.clone() };
    let moved = MovedQuestion {
        id: question.id.clone(),
        fingerprint: sabi_domain::bank::fingerprint(&to, &question.question),
        placement: to.clone(),
    };
    let changed = Subject { class_level: ClassLevel::Form3, ..biology.clone() };
    assert_eq!(store.update_subject(&changed, std::slice::from_ref(&moved)).await.expect("moved"), changed);
    assert_eq!(store.topic(&digestion.id).await.expect("topic").class_level, ClassLevel::Form3);
    assert_eq!(store.topic(&other.id).await.expect("topic").class_level, ClassLevel::Form2, "not its topic");
    for q in [&untaken, &taken] {
        assert_eq!(store.quiz(&q.id).await.expect("quiz").class_level, ClassLevel::Form3, "its quiz follows");
    }
    assert_eq!(store.quiz(&maths.id).await.expect("quiz").class_level, ClassLevel::Form2, "not its quiz");
    assert_eq!(store.bank_question(&question.id).await.expect("question").placement, to);
    assert_eq!(store.attempt(&tried.id).await.expect("attempt").class_level, "Form 2", "attempts keep theirs");
    let missing = Subject { id: id(), ..changed.clone() };
    assert!(matches!(store.update_subject(&missing, &[]).await, Err(StoreError::NotFound)));

    // The removal: topics deleted, the untaken quiz deleted, the taken one and the question retired.
    let removal = store.delete_subject(&changed, std::slice::from_ref(&question.id), 90).await.expect("removed");
    assert_eq!(removal, SubjectRemoval { topics: 1, quizzes_retired: 1, quizzes_deleted: 1, bank_questions: 1 });
    assert!(matches!(store.subject(&biology.id).await, Err(StoreError::NotFound)));
    assert!(matches!(store.topic(&digestion.id).await, Err(StoreError::NotFound)));
    assert!(store.topic(&other.id).await.is_ok(), "another subject's topic stays");
    assert!(matches!(store.quiz(&untaken.id).await, Err(StoreError::NotFound)));
    assert_eq!(store.quiz(&taken.id).await.expect("kept").retired_at, Some(90));
    assert_eq!(store.quiz(&maths.id).await.expect("kept").retired_at, None);
    let read = store.bank_question(&question.id).await.expect("kept");
    assert_eq!((read.status, read.updated_at), (QuestionStatus::Retired, 90));
    assert!(store.attempt(&tried.id).await.is_ok(), "attempts stay");
    assert!(matches!(store.delete_subject(&changed, &[], 100).await, Err(StoreError::NotFound)));
}

// ------------------------------------------------------------------------------------------
// Teaching: classes, assignments and moderation (issue 19).

use sabi_domain::teaching::{Assignment, AssignmentRules, KeysShown, MarkChange, SchoolClass, SchoolYear};

fn school_class(name: &str, year: &str, teachers: &[&str]) -> SchoolClass {
    SchoolClass {
        id: id(),
        name: name.into(),
        class_level: ClassLevel::Form2,
        stream: None,
        school_year: year.parse().expect("a school year"),
        teacher_ids: teachers.iter().map(|t| t.to_string()).collect(),
        created_at: 1,
    }
}

fn assignment(class_id: &str, quiz_id: &str, opens_at: i64, closes_at: i64) -> Assignment {
    Assignment {
        id: id(),
        class_id: class_id.into(),
        quiz_id: quiz_id.into(),
        set_by: None,
        rules: AssignmentRules::new(QuizMode::Exam, opens_at, closes_at, Some(15), 2, KeysShown::AfterClosing, 20)
            .expect("rules"),
        created_at: 1,
    }
}

async fn classes_keep_their_teachers_and_one_class_a_year_per_student(store: &SqlStore) {
    let tabe = store.create_user(NewUser { role: Role::Teacher, ..new_user("tabe") }).await.expect("teacher");
    let fon = store.create_user(NewUser { role: Role::Teacher, ..new_user("fon") }).await.expect("teacher");
    let ama = store.create_user(new_user("ama")).await.expect("student");
    let bih = store.create_user(new_user("bih")).await.expect("student");
    let b = store.create_class(school_class("Form 2 B", "2026-2027", &[&tabe.id])).await.expect("class");
    assert_eq!(b.teacher_ids, std::slice::from_ref(&tabe.id));
    let twin = store.create_class(school_class("form 2  b", "2026-2027", &[])).await;
    assert!(matches!(twin, Err(StoreError::AlreadyExists)), "one Form 2 B a year");
    let next_year = store.create_class(school_class("Form 2 B", "2027-2028", &[&fon.id])).await.expect("next year");
    let a = store.create_class(school_class("Form 2 A", "2026-2027", &[&fon.id, &tabe.id])).await.expect("class");

    store.enrol(&b.id, &[ama.id.clone(), bih.id.clone()]).await.expect("enrolled");
    assert_eq!(store.class_student_ids(&b.id).await.expect("students").len(), 2);
    // Bih is in Form 2 B this year: enrolling her and another in Form 2 A takes neither.
    let cid = store.create_user(new_user("cid")).await.expect("student");
    let clash = store.enrol(&a.id, &[cid.id.clone(), bih.id.clone()]).await;
    assert!(matches!(clash, Err(StoreError::AlreadyExists)));
    assert!(store.class_student_ids(&a.id).await.expect("students").is_empty(), "all or none");
    store.enrol(&next_year.id, std::slice::from_ref(&bih.id)).await.expect("a class next year is fine");
    let year: SchoolYear = "2026-2027".parse().expect("year");
    let mut found = store.enrolments(&[bih.id.clone(), cid.id.clone()], year).await.expect("enrolments");
    found.sort();
    assert_eq!(found, [(bih.id.clone(), b.id.clone())]);

    let all = ClassQuery::default();
    assert_eq!(store.count_school_classes(&all).await.expect("count"), 3);
    let tabes = ClassQuery { teacher_id: Some(tabe.id.clone()), ..Default::default() };
    let listed = store.school_classes(&tabes).await.expect("tabe's classes");
    assert_eq!(
        listed.iter().map(|(c, n)| (c.name.as_str(), *n)).collect::<Vec<_>>(),
        [("Form 2 A", 0), ("Form 2 B", 2)]
    );
    let bihs = ClassQuery { student_id: Some(bih.id.clone()), school_year: Some(year), ..Default::default() };
    assert_eq!(store.school_classes(&bihs).await.expect("bih's").len(), 1);
    let search = ClassQuery { search: Some("2 a".into()), ..Default::default() };
    assert_eq!(store.count_school_classes(&search).await.expect("search"), 1);

    // A rename with new teachers; the students stay.
    let renamed = SchoolClass { name: "Form 2 Blue".into(), teacher_ids: vec![fon.id.clone()], ..b.clone() };
    let read = store.update_class(&renamed).await.expect("updated");
    assert_eq!((read.name.as_str(), read.teacher_ids.clone()), ("Form 2 Blue", vec![fon.id.clone()]));
    assert!(!store.school_class(&b.id).await.expect("read").is_taught_by(&tabe.id));
    assert_eq!(store.class_student_ids(&b.id).await.expect("students").len(), 2);

    store.unenrol(&b.id, &ama.id).await.expect("unenrolled");
    assert!(matches!(store.unenrol(&b.id, &ama.id).await, Err(StoreError::NotFound)));

    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Manual, "Test")).await.expect("quiz");
    store.create_assignments(vec![assignment(&b.id, &q.id, 0, 100)]).await.expect("assigned");
    store.delete_class(&b.id).await.expect("deleted");
    assert!(matches!(store.school_class(&b.id).await, Err(StoreError::NotFound)));
    let left = AssignmentQuery { class_ids: Some(vec![b.id.clone()]), ..Default::default() };
    assert_eq!(store.count_assignments(&left).await.expect("count"), 0, "its assignments went with it");
    assert!(matches!(store.delete_class(&b.id).await, Err(StoreError::NotFound)));
}

async fn assignments_list_by_class_and_window_and_keep_their_attempts(store: &SqlStore) {
    let ama = store.create_user(new_user("ama")).await.expect("student");
    let bih = store.create_user(new_user("bih")).await.expect("student");
    let class = store.create_class(school_class("Form 2 B", "2026-2027", &[])).await.expect("class");
    let other = store.create_class(school_class("Form 2 C", "2026-2027", &[])).await.expect("class");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Manual, "Test")).await.expect("quiz");
    let soon = assignment(&class.id, &q.id, 100, 200);
    let later = assignment(&class.id, &q.id, 100, 900);
    let theirs = assignment(&other.id, &q.id, 100, 300);
    store.create_assignments(vec![later.clone(), soon.clone(), theirs.clone()]).await.expect("assigned");
    assert_eq!(store.assignment(&soon.id).await.expect("read"), soon);

    let mine = AssignmentQuery { class_ids: Some(vec![class.id.clone()]), ..Default::default() };
    let listed = store.assignments(&mine).await.expect("listed");
    assert_eq!(listed.iter().map(|a| a.id.as_str()).collect::<Vec<_>>(), [soon.id.as_str(), later.id.as_str()]);
    let open = AssignmentQuery { not_closed_at: Some(250), ..Default::default() };
    assert_eq!(store.count_assignments(&open).await.expect("open"), 2);
    let none = AssignmentQuery { class_ids: Some(vec![]), ..Default::default() };
    assert_eq!(store.count_assignments(&none).await.expect("none"), 0);
    let of_quiz = |quiz_id: &str| AssignmentQuery { quiz_id: Some(quiz_id.into()), ..Default::default() };
    assert_eq!(store.count_assignments(&of_quiz(&q.id)).await.expect("of the quiz"), 3);
    assert_eq!(store.count_assignments(&of_quiz("another quiz")).await.expect("of another"), 0);

    let on = |user: &str, at| Attempt { assignment_id: Some(soon.id.clone()), ..attempt(user, &q, QuizMode::Exam, at) };
    let first = store.create_attempt(on(&ama.id, 110)).await.expect("attempt");
    assert_eq!(store.attempt(&first.id).await.expect("read").assignment_id, Some(soon.id.clone()));
    store.create_attempt(on(&bih.id, 120)).await.expect("attempt");
    store.create_attempt(on(&ama.id, 130)).await.expect("attempt");
    store.create_attempt(attempt(&ama.id, &q, QuizMode::Exam, 140)).await.expect("not on the assignment");
    assert_eq!(store.assignment_attempts(&soon.id, None).await.expect("all").len(), 3);
    let amas = store.assignment_attempts(&soon.id, Some(&ama.id)).await.expect("ama's");
    assert_eq!(amas.len(), 2);
    assert_eq!(amas[0].id, first.id, "oldest first");

    store.delete_assignment(&soon.id).await.expect("removed");
    assert!(matches!(store.assignment(&soon.id).await, Err(StoreError::NotFound)));
    assert_eq!(store.attempt(&first.id).await.expect("attempts stay").assignment_id, Some(soon.id.clone()));
}

async fn moderation_rescores_once_and_keeps_every_change(store: &SqlStore) {
    let tabe = store.create_user(NewUser { role: Role::Teacher, ..new_user("tabe") }).await.expect("teacher");
    let ama = store.create_user(new_user("ama")).await.expect("student");
    let q = store.save_quiz(quiz(ClassLevel::Form2, QuizSource::Manual, "Test")).await.expect("quiz");
    let a = store.create_attempt(attempt(&ama.id, &q, QuizMode::Exam, 10)).await.expect("attempt");
    let review = |marks: [u32; 2]| Review {
        total: marks.iter().sum(),
        correct_count: 0,
        feedback: String::new(),
        questions: marks.iter().map(|&m| QuestionReview { marks_awarded: m, feedback: "f".into() }).collect(),
    };
    let moderation = |before, after, marks| Moderation {
        attempt_id: a.id.clone(),
        score_before: before,
        review: review(marks),
        score: after,
        correct_answers: 1,
        changes: vec![MarkChange {
            attempt_id: a.id.clone(),
            number: 2,
            from: 0,
            to: 1,
            comment: "Names the enzyme.".into(),
            changed_by: Some(tabe.id.clone()),
            changed_at: 70,
        }],
        moderated_by: Some(tabe.id.clone()),
        now: 70,
    };
    assert!(matches!(store.moderate(&moderation(0, 50, [1, 1])).await, Err(StoreError::NotFound)), "in progress");
    let done = Completion { review: Some(review([1, 0])), ..completion(&a, 50, 50, Streak::default(), &[]) };
    store.complete_attempt(&done).await.expect("completed");
    assert_eq!(store.standing(&ama.id).await.expect("standing").score_sum, 50);

    let moderated = store.moderate(&moderation(50, 100, [1, 1])).await.expect("moderated");
    assert_eq!((moderated.score, moderated.correct_answers), (100, 1));
    assert_eq!(moderated.review.expect("review").questions[1].marks_awarded, 1);
    let standing = store.standing(&ama.id).await.expect("standing");
    assert_eq!((standing.exam_attempts, standing.score_sum), (1, 100), "the totals follow a counted exam");
    let changes = store.mark_changes(&a.id).await.expect("changes");
    assert_eq!(changes.len(), 1);
    assert_eq!((changes[0].number, changes[0].from, changes[0].to), (2, 0, 1));
    assert_eq!(changes[0].changed_by.as_deref(), Some(tabe.id.as_str()));
    assert_eq!(store.mark_changes_of_student(&ama.id, 10).await.expect("ama's").len(), 1);
    assert!(store.mark_changes_of_student(&tabe.id, 10).await.expect("none").is_empty());
    assert_eq!(store.moderated(&[a.id.clone(), "other".into()]).await.expect("moderated"), std::slice::from_ref(&a.id));

    // A second moderation computed from the old score finds it changed and writes nothing.
    let stale = store.moderate(&moderation(50, 0, [0, 0])).await;
    assert!(matches!(stale, Err(StoreError::StaleVersion)));
    assert_eq!(store.attempt(&a.id).await.expect("read").score, 100);
    assert_eq!(store.mark_changes(&a.id).await.expect("changes").len(), 1);
    assert_eq!(store.standing(&ama.id).await.expect("standing").score_sum, 100);
}
