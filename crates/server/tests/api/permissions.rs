//! Issue 3's core test: one table of every route (method, path template, a valid request,
//! and who may call it), walked for five callers — nobody, student A (who owns every owned
//! thing the table names), student B, a teacher and an admin — plus the checks that changing
//! an id in the path or the body reaches nothing of A's. Further tests hold the table to the
//! code (every route registered in `routes/mod.rs`), to the specification (every row of both
//! call tables) and to the OpenAPI document (every route, with the same access).

use std::collections::HashSet;

use reqwest::{Method, StatusCode};
use sabi_domain::user::Role;
use serde_json::{Value, json};

use crate::helpers::{Answer, Person, TINY_PNG, TestApp, enc, file_part, spawn_app, subject_form};

/// Who may call a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// Anyone, signed in or not.
    Public,
    /// Any signed-in person.
    SignedIn,
    /// The owner of the user, attempt or quiz setup in the path or body (A), or an admin.
    Owner,
    /// Admins only.
    Admin,
    /// Admins and teachers.
    Staff,
    /// Admins and the teachers of the class concerned (teacher A; not teacher B).
    ClassStaff,
    /// Student A (whose attempt it is), teacher A (of A's class) and admins.
    Involved,
}

impl Who {
    fn as_str(self) -> &'static str {
        match self {
            Who::Public => "public",
            Who::SignedIn => "signed-in",
            Who::Owner => "owner",
            Who::Admin => "admin",
            Who::Staff => "staff",
            Who::ClassStaff => "class-staff",
            Who::Involved => "involved",
        }
    }
}

/// What a row sends.
#[derive(Debug, Clone, Copy)]
pub enum Payload {
    Nothing,
    /// JSON, with `$name` placeholders filled from the fixtures.
    Json(&'static str),
    /// createSubject's multipart form, with a picture and a meta stream.
    SubjectForm,
    /// A profile picture upload.
    Picture,
    /// A one-question GIFT file for the bank's import (a preview).
    QuestionFile,
}

/// One route: its method, its path template exactly as `routes/mod.rs` registers it (with the
/// scope), the path to call (with `$name` placeholders), what to send, and who may call it.
#[derive(Debug, Clone, Copy)]
pub struct Row {
    pub method: &'static str,
    pub template: &'static str,
    pub call: &'static str,
    pub send: Payload,
    pub who: Who,
}

const fn row(method: &'static str, template: &'static str, call: &'static str, send: Payload, who: Who) -> Row {
    Row { method, template, call, send, who }
}

use Payload::{Json, Nothing};
use Who::{Admin, ClassStaff, Involved, Owner, Public, SignedIn, Staff};

/// A question for the bank, new each call.
const BANK_QUESTION: &str = r#"{"subject": "Biology", "classLevel": "Form 2", "topic": "Human Digestive System", "type": "singleChoice", "question": "Where does starch digestion begin? ($uniq)", "options": ["Mouth", "Stomach"], "answer": "Mouth", "explanation": "Saliva holds amylase."}"#;
/// A new version of a fresh question (its version 1).
const BANK_EDIT: &str = r#"{"subject": "Biology", "classLevel": "Form 2", "topic": "Human Digestive System", "type": "trueFalse", "question": "Bile is made in the liver. ($uniq)", "answer": "True", "version": 1}"#;

/// Every route of the API. Placeholders: `$A` (student A's id), `$A_name`, `$A_password`, `$attempt` (A's
/// practice attempt), `$setup` (A's quiz setup), `$quiz`, `$subject`, `$topic` (ids),
/// `$topic_name`, `$bank_topic` (names, URL-encoded in queries), `$uniq` (new every call),
/// `$victim` (a fresh user per call), `$applicant` (a fresh student who asked to teach),
/// `$doomed_subject` (a fresh subject per call), `$bank_question` (a fresh bank question per call), `$doomed_quiz` (a fresh quiz per call), `$doomed_topic` (a fresh topic per call),
/// `$reset_token` (a fresh reset link's token per call), `$class` (A's class), `$assignment` (an exam set to it),
/// `$sa_attempt` (A's submitted short-answer attempt on an assignment), `$doomed_class` (a fresh class;
/// `$enrolled`: a student in it), `$doomed_assignment` (a fresh assignment to A's class).
pub const TABLE: &[Row] = &[
    row("GET", "/api/health", "/api/health", Nothing, Public),
    row("GET", "/api/openapi.json", "/api/openapi.json", Nothing, Public),
    row("GET", "/api/docs", "/api/docs", Nothing, Public),
    row("GET", "/api/docs/{file}", "/api/docs/swagger-initializer.js", Nothing, Public),
    // Sessions and accounts
    row(
        "POST",
        "/api/auth/login",
        "/api/auth/login",
        Json(r#"{"username": "$A_name", "password": "$A_password"}"#),
        Public,
    ),
    row("POST", "/api/auth/logout", "/api/auth/logout", Nothing, Public),
    row(
        "POST",
        "/api/auth/register",
        "/api/auth/register",
        Json(
            r#"{"username": "new$uniq", "email": "new$uniq@example.cm", "phoneNumber": "677000001", "password": "a long password", "confirmPassword": "a long password", "role": "student", "status": "active"}"#,
        ),
        Public,
    ),
    row(
        "POST",
        "/api/auth/reset-password",
        "/api/auth/reset-password",
        // A new address each call: reset mails are limited per address.
        Json(r#"{"email": "nobody$uniq@example.cm"}"#),
        Public,
    ),
    row(
        "POST",
        "/api/auth/reset-password/confirm",
        "/api/auth/reset-password/confirm",
        Json(r#"{"token": "$reset_token", "password": "new password $uniq", "confirmPassword": "new password $uniq"}"#),
        Public,
    ),
    row("POST", "/api/auth/confirm-email", "/api/auth/confirm-email", Json(r#"{"token": "$email_token"}"#), Public),
    row("GET", "/api/auth/me", "/api/auth/me", Nothing, SignedIn),
    row("GET", "/api/check/username", "/api/check/username?username=ama", Nothing, Public),
    row("GET", "/api/check/email", "/api/check/email?email=ama%40example.cm", Nothing, Public),
    // People
    row("GET", "/api/users", "/api/users", Nothing, SignedIn),
    row("GET", "/api/filter-users", "/api/filter-users?status=active", Nothing, Admin),
    row("GET", "/api/search-users", "/api/search-users?query=am", Nothing, Admin),
    row(
        "POST",
        "/api/create-user",
        "/api/create-user",
        Json(
            r#"{"username": "made$uniq", "email": "made$uniq@example.cm", "phoneNumber": "677000002", "role": "student", "password": "a long password"}"#,
        ),
        Admin,
    ),
    row(
        "POST",
        "/api/users/import",
        "/api/users/import",
        Json(r#"{"csv": "name,username\nNew Pupil,pupil$uniq\n", "confirm": false}"#),
        Admin,
    ),
    row("GET", "/api/Stats", "/api/Stats", Nothing, Admin),
    row("GET", "/api/admin/overview", "/api/admin/overview", Nothing, Admin),
    row("GET", "/api/admin/recent-attempts", "/api/admin/recent-attempts?limit=5", Nothing, Admin),
    row("GET", "/api/admin/dashboard", "/api/admin/dashboard", Nothing, Admin),
    row("GET", "/api/admin/reports", "/api/admin/reports?days=30", Nothing, Admin),
    row("GET", "/api/admin/registrations", "/api/admin/registrations?days=30", Nothing, Admin),
    row("GET", "/api/user/{uid}", "/api/user/$A", Nothing, Owner),
    row(
        "PUT",
        "/api/user/{uid}",
        "/api/user/$A",
        Json(r#"{"uid": "$A", "username": "ama", "email": "ama@example.cm", "resident": "Buea"}"#),
        Owner,
    ),
    row("DELETE", "/api/user/{uid}", "/api/user/$victim", Nothing, Admin),
    row("POST", "/api/user/{uid}/slip", "/api/user/$victim/slip", Nothing, Admin),
    row("GET", "/api/teacher-requests", "/api/teacher-requests", Nothing, Admin),
    row(
        "POST",
        "/api/user/{uid}/teacher-request/approve",
        "/api/user/$applicant/teacher-request/approve",
        Nothing,
        Admin,
    ),
    row(
        "POST",
        "/api/user/{uid}/teacher-request/refuse",
        "/api/user/$applicant/teacher-request/refuse",
        Nothing,
        Admin,
    ),
    // Catalogue and search
    row("GET", "/api/subjects", "/api/subjects", Nothing, SignedIn),
    row("GET", "/api/subjects/filter", "/api/subjects/filter?classLevel=Form%201", Nothing, SignedIn),
    row("GET", "/api/userSubject/{id}", "/api/userSubject/$subject", Nothing, SignedIn),
    row("POST", "/api/createSubject", "/api/createSubject", Payload::SubjectForm, Admin),
    row(
        "PUT",
        "/api/subjects/{id}",
        "/api/subjects/$doomed_subject",
        Json(r#"{"name": "Renamed $uniq", "description": "A new name"}"#),
        Admin,
    ),
    row("DELETE", "/api/deleteSubject/{id}", "/api/deleteSubject/$doomed_subject", Nothing, Admin),
    row("GET", "/api/subjects/{id}/usage", "/api/subjects/$subject/usage", Nothing, Admin),
    row("GET", "/api/topics", "/api/topics?classLevel=Form%201", Nothing, SignedIn),
    row("GET", "/api/topics/{id}/usage", "/api/topics/$topic/usage", Nothing, Admin),
    row(
        "PUT",
        "/api/topics/{id}",
        "/api/topics/$doomed_topic",
        Json(r#"{"name": "Renamed $uniq", "subject": "Biology", "classLevel": "Form 2", "description": "Moved"}"#),
        Admin,
    ),
    row("DELETE", "/api/topics/{id}", "/api/topics/$doomed_topic", Nothing, Admin),
    row("GET", "/api/filter-topics", "/api/filter-topics?classLevel=Form%201&subject=Mathematics", Nothing, SignedIn),
    row(
        "POST",
        "/api/createTopic",
        "/api/createTopic",
        Json(r#"{"name": "Topic $uniq", "subject": "Mathematics", "classLevel": ["Form 1"]}"#),
        Admin,
    ),
    row(
        "POST",
        "/api/bulkTopic",
        "/api/bulkTopic",
        Json(r#"[{"name": "Bulk $uniq, More $uniq", "subject": "Mathematics", "classLevel": "Form 1"}]"#),
        Admin,
    ),
    row("GET", "/api/global-search", "/api/global-search?query=math", Nothing, SignedIn),
    row("GET", "/api/search-quizzes", "/api/search-quizzes?query=known", Nothing, SignedIn),
    // Quizzes
    row("GET", "/api/quiz/{id}", "/api/quiz/$quiz", Nothing, SignedIn),
    row("GET", "/api/quizzes", "/api/quizzes", Nothing, Admin),
    row("GET", "/api/filterGeneratedQuizzes", "/api/filterGeneratedQuizzes?classLevel=Form%202", Nothing, SignedIn),
    row(
        "POST",
        "/api/generate-quiz",
        "/api/generate-quiz",
        Json(
            r#"{"subject": "Mathematics", "topic": "$topic_name", "classLevel": "Form 1", "quizType": "multiple-choice-questions", "difficulty": "normal"}"#,
        ),
        SignedIn,
    ),
    row(
        "POST",
        "/api/saveUserQuiz",
        "/api/saveUserQuiz",
        Json(r#"{"userId": "$A", "subject": "Mathematics", "classLevel": "Form 1"}"#),
        Owner,
    ),
    row(
        "POST",
        "/api/updateUserQuiz",
        "/api/updateUserQuiz",
        Json(r#"{"quizId": "$setup", "useTimer": true, "quizType": "multiple-choice-questions"}"#),
        Owner,
    ),
    row("DELETE", "/api/quiz/{id}", "/api/quiz/$doomed_quiz", Nothing, Staff),
    // The question bank
    row("GET", "/api/bank/questions", "/api/bank/questions?classLevel=Form%202&type=singleChoice", Nothing, Staff),
    row("POST", "/api/bank/questions", "/api/bank/questions", Json(BANK_QUESTION), Staff),
    row("POST", "/api/bank/questions/check", "/api/bank/questions/check", Json(BANK_QUESTION), Staff),
    row("GET", "/api/bank/questions/{id}", "/api/bank/questions/$bank_question", Nothing, Staff),
    row("PUT", "/api/bank/questions/{id}", "/api/bank/questions/$bank_question", Json(BANK_EDIT), Staff),
    row("DELETE", "/api/bank/questions/{id}", "/api/bank/questions/$bank_question", Nothing, Staff),
    row(
        "POST",
        "/api/bank/try-answer",
        "/api/bank/try-answer",
        Json(
            r#"{"question": {"type": "shortAnswer", "question": "Name the enzyme of saliva.", "marks": 1, "markingScheme": [{"point": "amylase", "marks": 1, "accept": ["ptyalin"]}]}, "answer": "Salivary amylase"}"#,
        ),
        Staff,
    ),
    row("POST", "/api/bank/import", "/api/bank/import", Payload::QuestionFile, Staff),
    row(
        "POST",
        "/api/bank/generate",
        "/api/bank/generate",
        Json(
            r#"{"subject": "Mathematics", "classLevel": "Form 1", "topic": "$topic_name", "quizType": "multiple-choice", "count": 3}"#,
        ),
        Staff,
    ),
    row("GET", "/api/bank/export", "/api/bank/export?format=gift&classLevel=Form%202", Nothing, Staff),
    row(
        "POST",
        "/api/bank/quizzes",
        "/api/bank/quizzes",
        Json(
            r#"{"title": "Digestion $uniq", "subject": "Biology", "classLevel": "Form 2", "topic": "Human Digestive System", "quizType": "multiple-choice", "questionIds": ["$bank_question"]}"#,
        ),
        Staff,
    ),
    // Attempts and progress
    row(
        "POST",
        "/api/quizzes/saveAttempt",
        "/api/quizzes/saveAttempt",
        Json(r#"{"userId": "$A", "quizId": "$quiz", "quizMode": "practice", "status": "in progress", "score": 0}"#),
        Owner,
    ),
    row("GET", "/api/achievements", "/api/achievements", Nothing, SignedIn),
    row(
        "POST",
        "/api/createAchievements",
        "/api/createAchievements",
        Json(r#"{"achievements": [{"title": "Star $uniq", "description": "Shone brightly."}]}"#),
        Admin,
    ),
    row("GET", "/api/leaderboard", "/api/leaderboard", Nothing, SignedIn),
    row("GET", "/api/export/{name}", "/api/export/users.csv", Nothing, Admin),
    row(
        "PUT",
        "/api/{attemptId}/updateQuizAttempt",
        "/api/$attempt/updateQuizAttempt",
        Json(r#"{"selectedAnswers": ["4", null, null], "status": "in progress", "remainingTime": 300}"#),
        Owner,
    ),
    row(
        "POST",
        "/api/{attemptId}/checkAnswer",
        "/api/$attempt/checkAnswer",
        Json(r#"{"questionIndex": 0, "answer": "4"}"#),
        Owner,
    ),
    row("POST", "/api/{attemptId}/retake", "/api/$attempt/retake", Json("{}"), Owner),
    row("GET", "/api/{attemptId}/quiz", "/api/$attempt/quiz", Nothing, Owner),
    row("GET", "/api/{uid}/user", "/api/$A/user", Nothing, Owner),
    row("GET", "/api/{uid}/streak", "/api/$A/streak", Nothing, Owner),
    row("GET", "/api/{uid}/stats", "/api/$A/stats", Nothing, Owner),
    row("GET", "/api/{uid}/achievements", "/api/$A/achievements", Nothing, Owner),
    row("GET", "/api/{uid}/notifications", "/api/$A/notifications", Nothing, Owner),
    row("GET", "/api/{uid}/profile-pic", "/api/$A/profile-pic", Nothing, Owner),
    row("PUT", "/api/{uid}/profile-pic", "/api/$A/profile-pic", Payload::Picture, Owner),
    row("GET", "/api/{uid}/class", "/api/$A/class", Nothing, Owner),
    row("PUT", "/api/{uid}/class", "/api/$A/class", Json(r#"{"className": "Form 3"}"#), Owner),
    row("POST", "/api/{uid}/class", "/api/$A/class", Json(r#"{"className": "Form 2"}"#), Owner),
    row("GET", "/api/{uid}/subject", "/api/$A/subject", Nothing, Owner),
    row("PUT", "/api/{uid}/subject", "/api/$A/subject", Json(r#"{"subjects": ["Mathematics", "Biology"]}"#), Owner),
    row(
        "POST",
        "/api/{uid}/subject",
        "/api/$A/subject",
        Json(r#"{"subjects": ["Mathematics", "English Language"]}"#),
        Owner,
    ),
    row("GET", "/api/{subjectId}/userSubject", "/api/$subject/userSubject", Nothing, SignedIn),
    row("GET", "/api/{id}/topic", "/api/$topic/topic", Nothing, SignedIn),
    // Teaching (docs/teacher-api.md): A is in teacher A's class; B in another class.
    row("GET", "/api/school", "/api/school", Nothing, Public),
    row("GET", "/api/classes", "/api/classes?q=Form&page=1&limit=5", Nothing, Staff),
    row(
        "POST",
        "/api/classes",
        "/api/classes",
        Json(r#"{"name": "Form 5 $uniq", "classLevel": "Form 5", "schoolYear": "2026-2027"}"#),
        Admin,
    ),
    row("GET", "/api/classes/{id}", "/api/classes/$class", Nothing, ClassStaff),
    row(
        "PUT",
        "/api/classes/{id}",
        "/api/classes/$doomed_class",
        Json(r#"{"name": "Form 4 Renamed $uniq", "classLevel": "Form 4", "schoolYear": "2026-2027"}"#),
        Admin,
    ),
    row("DELETE", "/api/classes/{id}", "/api/classes/$doomed_class", Nothing, Admin),
    row(
        "POST",
        "/api/classes/{id}/students",
        "/api/classes/$doomed_class/students",
        Json(r#"{"userIds": ["$victim"]}"#),
        Admin,
    ),
    row(
        "POST",
        "/api/classes/{id}/students/import",
        "/api/classes/$doomed_class/students/import",
        Json(r#"{"csv": "username\nnobody-here\n", "confirm": false}"#),
        Admin,
    ),
    row(
        "DELETE",
        "/api/classes/{id}/students/{userId}",
        "/api/classes/$doomed_class/students/$enrolled",
        Nothing,
        Admin,
    ),
    row("GET", "/api/assignments", "/api/assignments?state=open", Nothing, Staff),
    row(
        "POST",
        "/api/assignments",
        "/api/assignments",
        Json(
            r#"{"quizId": "$quiz", "classIds": ["$class"], "mode": "exam", "opensAt": "$opens", "closesAt": "$closes", "attemptsAllowed": 2, "keys": "atOnce"}"#,
        ),
        ClassStaff,
    ),
    row("GET", "/api/assignments/{id}", "/api/assignments/$assignment", Nothing, ClassStaff),
    row("DELETE", "/api/assignments/{id}", "/api/assignments/$doomed_assignment", Nothing, ClassStaff),
    row("GET", "/api/assignments/{id}/results", "/api/assignments/$assignment/results", Nothing, ClassStaff),
    row("GET", "/api/assignments/{id}/results.csv", "/api/assignments/$assignment/results.csv", Nothing, ClassStaff),
    row("GET", "/api/assignments/{id}/analysis", "/api/assignments/$assignment/analysis", Nothing, ClassStaff),
    row("GET", "/api/attempts/{id}/marking", "/api/attempts/$sa_attempt/marking", Nothing, Involved),
    row(
        "PUT",
        "/api/attempts/{id}/marking",
        "/api/attempts/$sa_attempt/marking",
        Json(r#"{"changes": []}"#),
        ClassStaff,
    ),
    row("GET", "/api/teacher/home", "/api/teacher/home", Nothing, Staff),
    row("GET", "/api/{uid}/assignments", "/api/$A/assignments", Nothing, Owner),
    // The generation and review services
    row(
        "GET",
        "/gen/multiple-choice-quiz",
        "/gen/multiple-choice-quiz?subject=Mathematics&topic=$topic_name&className=Form%201",
        Nothing,
        SignedIn,
    ),
    row(
        "GET",
        "/gen/short-answer-quiz",
        "/gen/short-answer-quiz?subject=Biology&topic=$bank_topic&className=Form%202",
        Nothing,
        SignedIn,
    ),
    row(
        "POST",
        "/review/short-answer-quiz",
        "/review/short-answer-quiz",
        Json(
            r#"{"questions": [{"question": "Which organ pumps blood round the body?", "answer": "The heart", "marks": 2, "markingScheme": [{"point": "heart", "marks": 2}]}]}"#,
        ),
        SignedIn,
    ),
];

/// A Form 1 Mathematics topic of the seeded catalogue, and a Form 2 Biology topic.
pub const MATHS_TOPIC: &str = "Fractions and Decimals";
pub const BIOLOGY_TOPIC: &str = "Human Digestive System";

/// An assignment of `quiz` to `class`, open from yesterday for 300 days.
pub fn assignment_body(quiz: &str, class: &str, keys: &str) -> Value {
    let (opens, closes) = open_window();
    json!({
        "quizId": quiz, "classIds": [class], "mode": "exam", "opensAt": opens,
        "closesAt": closes, "attemptsAllowed": 10, "keys": keys,
    })
}

/// A window open now: from yesterday for 300 days, as ISO 8601.
pub fn open_window() -> (String, String) {
    let now = chrono::Utc::now();
    let at = |t: chrono::DateTime<chrono::Utc>| t.format("%Y-%m-%dT%H:%M:%SZ").to_string();
    (at(now - chrono::Duration::days(1)), at(now + chrono::Duration::days(299)))
}

/// A's class "Form 1 A" taught by `teacher` (B is in "Form 1 B", taught by `teacher_b`), an
/// exam of `quiz` assigned to it, and A's submitted attempt on a short-answer assignment.
async fn teaching_fixtures(
    app: &TestApp,
    admin: &Person,
    teacher: &Person,
    teacher_b: &Person,
    a: &Person,
    b: &Person,
    quiz: &str,
) -> (String, String, String) {
    let mut classes = Vec::new();
    for (name, who, student) in [("Form 1 A", teacher, a), ("Form 1 B", teacher_b, b)] {
        let body = json!({"name": name, "classLevel": "Form 1", "schoolYear": "2026-2027", "teacherIds": [who.id]});
        let made = app.post("/api/classes", Some(admin), body).await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
        let class = made.body["data"]["id"].as_str().unwrap().to_string();
        let enrolled =
            app.post(&format!("/api/classes/{class}/students"), Some(admin), json!({"userIds": [student.id]})).await;
        assert_eq!(enrolled.status, StatusCode::OK, "{}", enrolled.body);
        classes.push(class);
    }
    let class = classes.remove(0);
    let made = app.post("/api/assignments", Some(teacher), assignment_body(quiz, &class, "atOnce")).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let assignment = made.body["data"][0]["id"].as_str().unwrap().to_string();
    let short = app.short_answer_quiz().await;
    let made = app.post("/api/assignments", Some(teacher), assignment_body(&short, &class, "atOnce")).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let short_assignment = made.body["data"][0]["id"].as_str().unwrap().to_string();
    let started =
        app.post("/api/quizzes/saveAttempt", Some(a), json!({"userId": a.id, "assignmentId": short_assignment})).await;
    assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
    let attempt = started.body["id"].as_str().unwrap().to_string();
    let answers = json!({"selectedAnswers": ["glucose and oxygen", "chlorophyll"], "status": "completed"});
    let done = app.put(&format!("/api/{attempt}/updateQuizAttempt"), Some(a), answers).await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.body);
    (class, assignment, attempt)
}

/// What the table's placeholders stand for.
pub struct Fixtures {
    pub a: Person,
    pub b: Person,
    pub teacher: Person,
    /// A teacher of another class than A's.
    pub teacher_b: Person,
    pub admin: Person,
    pub attempt: String,
    /// A's class (taught by `teacher`), an exam assigned to it, and A's submitted short-answer
    /// attempt on an assignment of it.
    pub class: String,
    pub assignment: String,
    pub sa_attempt: String,
    pub setup: String,
    pub quiz: String,
    pub subject: String,
    pub topic: String,
    uniq: usize,
    mails_seen: HashSet<std::path::PathBuf>,
}

impl Fixtures {
    /// Signs in the four callers and makes what A owns: a practice attempt and a quiz setup.
    pub async fn new(app: &TestApp) -> Fixtures {
        app.seed_catalogue().await;
        let a = app.student("ama").await;
        let b = app.student("bih").await;
        let teacher = app.person("tabe", Role::Teacher).await;
        let admin = app.admin().await;
        let quiz = app.mcq_quiz().await;
        let attempt = app.start_attempt(&a, &quiz, "practice").await;
        let setup = app
            .post(
                "/api/saveUserQuiz",
                Some(&a),
                json!({ "userId": a.id, "subject": "Mathematics", "classLevel": "Form 1" }),
            )
            .await;
        assert_eq!(setup.status, StatusCode::CREATED, "{}", setup.body);
        let subjects = app.get("/api/subjects/filter?classLevel=Form%201", Some(&a)).await;
        let subject = subjects.body["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["name"] == "Mathematics")
            .expect("Mathematics in Form 1")["id"]
            .as_str()
            .unwrap()
            .to_string();
        let topics = app.get("/api/filter-topics?classLevel=Form%201&subject=Mathematics", Some(&a)).await;
        let topic =
            topics.body["data"].as_array().unwrap().iter().find(|t| t["name"] == MATHS_TOPIC).expect("the maths topic")
                ["id"]
                .as_str()
                .unwrap()
                .to_string();
        let teacher_b = app.person("fonb", Role::Teacher).await;
        let (class, assignment, sa_attempt) = teaching_fixtures(app, &admin, &teacher, &teacher_b, &a, &b, &quiz).await;
        Fixtures {
            teacher_b,
            class,
            assignment,
            sa_attempt,
            setup: setup.body["id"].as_str().unwrap().to_string(),
            a,
            b,
            teacher,
            admin,
            attempt,
            quiz,
            subject,
            topic,
            uniq: 0,
            mails_seen: HashSet::new(),
        }
    }

    /// Fills a path or body's placeholders, making fresh targets where the row needs them.
    async fn fill(&mut self, app: &TestApp, text: &str) -> String {
        self.uniq += 1;
        let mut out = text.replace("$uniq", &self.uniq.to_string());
        let (opens, closes) = open_window();
        out = out.replace("$opens", &opens).replace("$closes", &closes);
        if out.contains("$victim") {
            let victim = app.account(&format!("victim{}", self.uniq), Role::Student).await;
            out = out.replace("$victim", &victim);
        }
        if out.contains("$applicant") {
            // A fresh student who picked "Teacher" at onboarding.
            let name = format!("applicant{}", self.uniq);
            let body = json!({
                "username": name, "email": format!("{name}@example.cm"), "phoneNumber": "677000000",
                "password": "Mango-season-2026", "confirmPassword": "Mango-season-2026", "role": "teacher",
            });
            let made = app.post("/api/auth/register", None, body).await;
            assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
            out = out.replace("$applicant", made.body["id"].as_str().unwrap());
        }
        if out.contains("$doomed_subject") {
            let form = subject_form(&format!("Doomed {}", self.uniq), "Form 1", None);
            let created = app.send_form(Method::POST, "/api/createSubject", Some(&self.admin), form).await;
            assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
            out = out.replace("$doomed_subject", created.body["id"].as_str().unwrap());
        }
        if out.contains("$doomed_topic") {
            let body =
                json!({"name": format!("Doomed topic {}", self.uniq), "subject": "Biology", "classLevel": "Form 2"});
            let made = app.post("/api/createTopic", Some(&self.admin), body).await;
            assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
            out = out.replace("$doomed_topic", made.body["id"].as_str().unwrap());
        }
        if out.contains("$doomed_class") {
            let body = json!({"name": format!("Form 4 Doomed {}", self.uniq), "classLevel": "Form 4", "schoolYear": "2026-2027"});
            let made = app.post("/api/classes", Some(&self.admin), body).await;
            assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
            let class = made.body["data"]["id"].as_str().unwrap().to_string();
            if out.contains("$enrolled") {
                let student = app.account(&format!("enrolled{}", self.uniq), Role::Student).await;
                let path = format!("/api/classes/{class}/students");
                let enrolled = app.post(&path, Some(&self.admin), json!({"userIds": [student]})).await;
                assert_eq!(enrolled.status, StatusCode::OK, "{}", enrolled.body);
                out = out.replace("$enrolled", &student);
            }
            out = out.replace("$doomed_class", &class);
        }
        if out.contains("$doomed_assignment") {
            let made = app
                .post("/api/assignments", Some(&self.admin), assignment_body(&self.quiz, &self.class, "atOnce"))
                .await;
            assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
            out = out.replace("$doomed_assignment", made.body["data"][0]["id"].as_str().unwrap());
        }
        if out.contains("$doomed_quiz") {
            out = out.replace("$doomed_quiz", &app.mcq_quiz().await);
        }
        if out.contains("$bank_question") {
            let body = json!({
                "subject": "Biology", "classLevel": "Form 2", "topic": "Human Digestive System",
                "type": "singleChoice", "question": format!("Which organ makes bile? ({})", self.uniq),
                "options": ["Liver", "Stomach"], "answer": "Liver",
            });
            let made = app.post("/api/bank/questions", Some(&self.admin), body).await;
            assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
            out = out.replace("$bank_question", made.body["data"]["id"].as_str().unwrap());
        }
        if out.contains("$email_token") {
            out = out.replace("$email_token", &self.email_token(app).await);
        }
        if out.contains("$reset_token") {
            out = out.replace("$reset_token", &self.reset_token(app).await);
        }
        let (topic_name, bank_topic) = if out.starts_with('/') {
            (enc(MATHS_TOPIC), enc(BIOLOGY_TOPIC))
        } else {
            (MATHS_TOPIC.into(), BIOLOGY_TOPIC.into())
        };
        out.replace("$sa_attempt", &self.sa_attempt)
            .replace("$assignment", &self.assignment)
            .replace("$class", &self.class)
            .replace("$attempt", &self.attempt)
            .replace("$setup", &self.setup)
            .replace("$quiz", &self.quiz)
            .replace("$subject", &self.subject)
            .replace("$topic_name", &topic_name)
            .replace("$bank_topic", &bank_topic)
            .replace("$topic", &self.topic)
            .replace("$A_name", &self.a.username)
            .replace("$A_password", &self.a.password)
            .replace("$A", &self.a.id)
    }

    /// A fresh reset token for a new forgetful person (reset mails are limited per email):
    /// asks for a link, waits for the mail (it goes out after the answer), reads it.
    async fn reset_token(&mut self, app: &TestApp) -> String {
        self.uniq += 1;
        let name = format!("forgetful{}", self.uniq);
        app.account(&name, Role::Student).await;
        let asked = app.post("/api/auth/reset-password", None, json!({ "email": format!("{name}@example.cm") })).await;
        assert_eq!(asked.status, StatusCode::OK);
        let outbox = app.data_dir.path().join("outbox");
        for _ in 0..200 {
            for entry in std::fs::read_dir(&outbox).into_iter().flatten() {
                let path = entry.unwrap().path();
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                if text.contains(&format!("Hello {name},")) && self.mails_seen.insert(path.clone()) {
                    return text.split("#token=").nth(1).unwrap().split_whitespace().next().unwrap().to_string();
                }
            }
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
        panic!("no new reset mail");
    }

    /// A fresh email-change link's token: a new student asks to move to a new address.
    async fn email_token(&mut self, app: &TestApp) -> String {
        self.uniq += 1;
        let name = format!("mover{}", self.uniq);
        let id = app.account(&name, Role::Student).await;
        let caller = sabi_app::Caller::new(id.clone(), Role::Student);
        let update = sabi_app::accounts::ProfileUpdate {
            email: Some(format!("moved{}@example.cm", self.uniq)),
            current_password: Some(crate::helpers::password_of(&name)),
            ..Default::default()
        };
        app.app.accounts.update_user(&caller, &id, &update).await.unwrap();
        let outbox = app.data_dir.path().join("outbox");
        for entry in std::fs::read_dir(&outbox).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            if text.contains(&format!("Hello {name},")) && self.mails_seen.insert(path.clone()) {
                return text.split("#token=").nth(1).unwrap().split_whitespace().next().unwrap().to_string();
            }
        }
        panic!("no email confirmation mail");
    }

    /// A new session for one of the callers, after a logout revoked theirs.
    async fn sign_in_again(&mut self, app: &TestApp, caller: Caller) {
        let person = match caller {
            Caller::Nobody => return,
            Caller::StudentA => &mut self.a,
            Caller::StudentB => &mut self.b,
            Caller::Teacher => &mut self.teacher,
            Caller::TeacherB => &mut self.teacher_b,
            Caller::Admin => &mut self.admin,
        };
        *person = app.sign_in(person).await;
    }

    /// Calls a row as `who`.
    pub async fn call(&mut self, app: &TestApp, r: &Row, who: Option<&Person>) -> Answer {
        let path = self.fill(app, r.call).await;
        let method = Method::from_bytes(r.method.as_bytes()).unwrap();
        match r.send {
            Payload::Nothing => app.call(method, &path, who.map(|p| p.token.as_str()), None).await,
            Payload::Json(body) => {
                let body: Value = serde_json::from_str(&self.fill(app, body).await).expect("the table's JSON");
                app.call(method, &path, who.map(|p| p.token.as_str()), Some(body)).await
            }
            Payload::SubjectForm => {
                let form = subject_form(&format!("Subject {}", self.uniq), "Form 4", Some("Science"));
                app.send_form(method, &path, who, form).await
            }
            Payload::QuestionFile => {
                let gift = format!(
                    "$CATEGORY: Biology/Form 2/Human Digestive System\n\n::perm{}:: Which organ stores bile? {{=Gall bladder ~Stomach ~Heart}}\n",
                    self.uniq
                );
                let form = reqwest::multipart::Form::new()
                    .part("file", file_part(gift.as_bytes(), "questions.gift", "text/plain"));
                app.send_form(method, &path, who, form).await
            }
            Payload::Picture => {
                let form =
                    reqwest::multipart::Form::new().part("profilePic", file_part(TINY_PNG, "me.png", "image/png"));
                app.send_form(method, &path, who, form).await
            }
        }
    }
}

/// The five callers, by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Caller {
    Nobody,
    StudentA,
    StudentB,
    Teacher,
    /// A teacher of another class.
    TeacherB,
    Admin,
}

fn expected(who: Who, caller: Caller) -> Result<(), StatusCode> {
    match (who, caller) {
        (Who::Public, _) => Ok(()),
        (_, Caller::Nobody) => Err(StatusCode::UNAUTHORIZED),
        (_, Caller::Admin) => Ok(()),
        (Who::SignedIn, _) => Ok(()),
        (Who::Owner, Caller::StudentA) => Ok(()),
        (Who::Staff, Caller::Teacher | Caller::TeacherB) => Ok(()),
        (Who::ClassStaff, Caller::Teacher) => Ok(()),
        (Who::Involved, Caller::Teacher | Caller::StudentA) => Ok(()),
        (Who::Owner | Who::Admin | Who::Staff | Who::ClassStaff | Who::Involved, _) => Err(StatusCode::FORBIDDEN),
    }
}

#[tokio::test]
async fn every_route_answers_each_caller_as_the_table_says() {
    let app = spawn_app().await;
    let mut fx = Fixtures::new(&app).await;
    let callers =
        [Caller::Nobody, Caller::StudentA, Caller::StudentB, Caller::Teacher, Caller::TeacherB, Caller::Admin];
    let mut failures = Vec::new();
    let mut checks = 0;
    for r in TABLE {
        for caller in callers {
            let who = match caller {
                Caller::Nobody => None,
                Caller::StudentA => Some(fx.a.clone()),
                Caller::StudentB => Some(fx.b.clone()),
                Caller::Teacher => Some(fx.teacher.clone()),
                Caller::TeacherB => Some(fx.teacher_b.clone()),
                Caller::Admin => Some(fx.admin.clone()),
            };
            let answer = fx.call(&app, r, who.as_ref()).await;
            checks += 1;
            if r.call == "/api/auth/logout" {
                // That revoked the caller's session: they sign in again for the rows after it.
                fx.sign_in_again(&app, caller).await;
            }
            let ok = match expected(r.who, caller) {
                Ok(()) => answer.status.is_success(),
                Err(status) => answer.status == status && answer.body["error"].is_string(),
            };
            if !ok {
                failures.push(format!(
                    "{} {} as {caller:?}: expected {:?}, got {} {}",
                    r.method,
                    r.call,
                    expected(r.who, caller),
                    answer.status,
                    answer.body
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checks} checks failed:\n{}", failures.len(), failures.join("\n"));
    println!("permission table: {} routes × {} callers = {checks} checks", TABLE.len(), callers.len());
}

#[tokio::test]
async fn changing_an_id_in_the_path_or_body_reaches_nothing_of_another_students() {
    let app = spawn_app().await;
    let mut fx = Fixtures::new(&app).await;
    let (a, b) = (fx.a.clone(), fx.b.clone());
    let before = app.get(&format!("/api/{}/user", a.id), Some(&a)).await.body["data"].as_array().unwrap().len();
    let mut checks = 0;
    for intruder in [fx.b.clone(), fx.teacher.clone()] {
        // Saving an attempt in A's name.
        let forged = app
            .post(
                "/api/quizzes/saveAttempt",
                Some(&intruder),
                json!({ "userId": a.id, "quizId": fx.quiz, "quizMode": "exam" }),
            )
            .await;
        assert_eq!(forged.status, StatusCode::FORBIDDEN, "{}", forged.body);
        // Editing A by A's path, and by A's id in the intruder's own body.
        let edit = app
            .put(&format!("/api/user/{}", a.id), Some(&intruder), json!({ "uid": a.id, "resident": "Hacked" }))
            .await;
        assert_eq!(edit.status, StatusCode::FORBIDDEN);
        let swapped = app
            .put(&format!("/api/user/{}", intruder.id), Some(&intruder), json!({ "uid": a.id, "resident": "Hacked" }))
            .await;
        assert_eq!(swapped.status, StatusCode::BAD_REQUEST, "{}", swapped.body);
        // Reading A's attempts, one attempt, and A's profile.
        assert_eq!(app.get(&format!("/api/{}/user", a.id), Some(&intruder)).await.status, StatusCode::FORBIDDEN);
        assert_eq!(app.get(&format!("/api/{}/quiz", fx.attempt), Some(&intruder)).await.status, StatusCode::FORBIDDEN);
        assert_eq!(app.get(&format!("/api/user/{}", a.id), Some(&intruder)).await.status, StatusCode::FORBIDDEN);
        // Updating A's quiz setup, or saving one in A's name.
        let setup =
            app.post("/api/updateUserQuiz", Some(&intruder), json!({ "quizId": fx.setup, "useTimer": false })).await;
        assert_eq!(setup.status, StatusCode::FORBIDDEN);
        let setup = app
            .post(
                "/api/saveUserQuiz",
                Some(&intruder),
                json!({ "userId": a.id, "subject": "Biology", "classLevel": "Form 2" }),
            )
            .await;
        assert_eq!(setup.status, StatusCode::FORBIDDEN);
        // Autosaving or submitting A's attempt.
        let put = app
            .put(
                &format!("/api/{}/updateQuizAttempt", fx.attempt),
                Some(&intruder),
                json!({ "selectedAnswers": ["3", null, null], "status": "completed" }),
            )
            .await;
        assert_eq!(put.status, StatusCode::FORBIDDEN);
        // A's picture, class and subjects.
        let picture = reqwest::multipart::Form::new().part("profilePic", file_part(TINY_PNG, "me.png", "image/png"));
        assert_eq!(
            app.send_form(Method::PUT, &format!("/api/{}/profile-pic", a.id), Some(&intruder), picture).await.status,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            app.put(&format!("/api/{}/class", a.id), Some(&intruder), json!({ "className": "Form 5" })).await.status,
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            app.post(&format!("/api/{}/subject", a.id), Some(&intruder), json!({ "subjects": ["History"] }))
                .await
                .status,
            StatusCode::FORBIDDEN
        );
        checks += 13;
    }
    // Nothing of A's changed.
    let profile = app.get(&format!("/api/user/{}", a.id), Some(&a)).await;
    assert_ne!(profile.body["data"]["resident"], "Hacked");
    assert_eq!(profile.body["data"]["className"], "Form 2");
    assert_eq!(profile.body["data"]["profilePic"], Value::Null);
    assert_eq!(app.get(&format!("/api/{}/user", a.id), Some(&a)).await.body["data"].as_array().unwrap().len(), before);
    let attempt = app.get(&format!("/api/{}/quiz", fx.attempt), Some(&a)).await;
    assert_eq!(attempt.body["data"]["status"], "in progress");
    // B's own things still work, and an admin reaches A's.
    let own = app.put(&format!("/api/user/{}", b.id), Some(&b), json!({ "uid": b.id, "resident": "Kumba" })).await;
    assert_eq!(own.status, StatusCode::OK, "{}", own.body);
    let admin = fx.admin.clone();
    let by_admin =
        app.post("/api/updateUserQuiz", Some(&admin), json!({ "quizId": fx.setup, "useTimer": false })).await;
    assert_eq!(by_admin.status, StatusCode::OK, "{}", by_admin.body);
    // Placeholders are never sent as such.
    assert!(!fx.fill(&app, "/api/$A/user").await.contains('$'));
    println!("id tampering: {checks} checks");
}

/// The specification's two call tables (section 7 of each), one (method, path) per call:
/// "GET and PUT" rows are two entries, queries are dropped, hosts are this server.
const SPEC_CALLS: &[(&str, &str)] = &[
    // student-side.md, section 7
    ("POST", "/api/auth/login"),
    ("POST", "/api/auth/reset-password"),
    ("POST", "/api/auth/register"),
    ("GET", "/api/check/username"),
    ("GET", "/api/check/email"),
    ("GET", "/api/user/{uid}"),
    ("PUT", "/api/user/{uid}"),
    ("GET", "/api/{uid}/profile-pic"),
    ("GET", "/api/{uid}/class"),
    ("PUT", "/api/{uid}/class"),
    ("POST", "/api/{uid}/class"),
    ("GET", "/api/{uid}/subject"),
    ("PUT", "/api/{uid}/subject"),
    ("POST", "/api/{uid}/subject"),
    ("GET", "/api/subjects/filter"),
    ("GET", "/api/subjects"),
    ("GET", "/api/{subjectId}/userSubject"),
    ("GET", "/api/userSubject/{id}"),
    ("GET", "/api/filter-topics"),
    ("GET", "/api/global-search"),
    ("GET", "/api/search-quizzes"),
    ("GET", "/api/quiz/{id}"),
    ("GET", "/api/{attemptId}/quiz"),
    ("GET", "/api/filterGeneratedQuizzes"),
    ("POST", "/api/generate-quiz"),
    ("POST", "/api/quizzes/saveAttempt"),
    ("PUT", "/api/{attemptId}/updateQuizAttempt"),
    ("GET", "/api/{uid}/user"),
    ("GET", "/api/{uid}/streak"),
    ("GET", "/api/{uid}/stats"),
    ("GET", "/api/achievements"),
    ("GET", "/api/{uid}/achievements"),
    ("GET", "/api/users"),
    ("POST", "/api/saveUserQuiz"),
    ("POST", "/api/updateUserQuiz"),
    ("GET", "/gen/multiple-choice-quiz"),
    ("GET", "/gen/short-answer-quiz"),
    ("POST", "/review/short-answer-quiz"),
    // admin-and-landing.md, section 7
    ("GET", "/api/users"),
    ("GET", "/api/filter-users"),
    ("GET", "/api/search-users"),
    ("GET", "/api/Stats"),
    ("POST", "/api/create-user"),
    ("GET", "/api/user/{id}"),
    ("PUT", "/api/user/{uid}"),
    ("DELETE", "/api/user/{id}"),
    ("GET", "/api/{id}/profile-pic"),
    ("PUT", "/api/{id}/profile-pic"),
    ("GET", "/api/{id}/user"),
    ("GET", "/api/{id}/class"),
    ("PUT", "/api/{id}/class"),
    ("GET", "/api/{id}/subject"),
    ("PUT", "/api/{id}/subject"),
    ("GET", "/api/{id}/streak"),
    ("GET", "/api/subjects/filter"),
    ("GET", "/api/subjects"),
    ("GET", "/api/userSubject/{id}"),
    ("GET", "/api/{subjectId}/userSubject"),
    ("POST", "/api/createSubject"),
    ("DELETE", "/api/deleteSubject/{id}"),
    ("GET", "/api/topics"),
    ("GET", "/api/{id}/topic"),
    ("GET", "/api/filter-topics"),
    ("POST", "/api/createTopic"),
    ("POST", "/api/bulkTopic"),
    ("GET", "/api/filterGeneratedQuizzes"),
    ("GET", "/api/quiz/{id}"),
    ("POST", "/api/generate-quiz"),
    ("GET", "/api/achievements"),
    ("GET", "/api/{uid}/achievements"),
    ("POST", "/api/createAchievements"),
];

/// Whether two path templates name the same route: the same literal segments, and a
/// parameter wherever the other has one (whatever its name).
fn same_route(a: &str, b: &str) -> bool {
    let is_param = |s: &str| s.starts_with('{') && s.ends_with('}');
    let (a, b): (Vec<&str>, Vec<&str>) = (a.split('/').collect(), b.split('/').collect());
    a.len() == b.len()
        && a.iter().zip(&b).all(|(x, y)| if is_param(x) || is_param(y) { is_param(x) && is_param(y) } else { x == y })
}

#[test]
fn the_table_covers_every_call_of_both_specification_tables() {
    let missing: Vec<String> = SPEC_CALLS
        .iter()
        .filter(|(method, path)| !TABLE.iter().any(|r| r.method == *method && same_route(r.template, path)))
        .map(|(method, path)| format!("{method} {path}"))
        .collect();
    assert!(missing.is_empty(), "spec calls with no row in the permission table: {missing:?}");
    assert!(same_route("/api/{id}/class", "/api/{uid}/class"));
    assert!(!same_route("/api/{uid}/user", "/api/user/{uid}"));
}

/// Every route `routes/mod.rs` registers, as (method, template with its scope): registering
/// a route declares it, so this is what registering them collected.
fn registered_routes() -> Vec<(String, String)> {
    sabi_api::openapi::declared_routes().into_iter().map(|(method, path, _)| (method, path)).collect()
}

#[test]
fn the_table_lists_every_registered_route_exactly_once() {
    let registered = registered_routes();
    assert!(registered.len() > 60, "{registered:?}");
    let missing: Vec<_> =
        registered.iter().filter(|(m, p)| !TABLE.iter().any(|r| r.method == m && r.template == p)).collect();
    assert!(missing.is_empty(), "routes with no row in the permission table: {missing:?}");
    let stale: Vec<_> = TABLE
        .iter()
        .filter(|r| !registered.iter().any(|(m, p)| r.method == m && r.template == p))
        .map(|r| (r.method, r.template))
        .collect();
    assert!(stale.is_empty(), "rows for routes that are not registered: {stale:?}");
    let mut seen = HashSet::new();
    for r in TABLE {
        assert!(seen.insert((r.method, r.template)), "{} {} twice", r.method, r.template);
    }
}

#[tokio::test]
async fn the_openapi_document_describes_every_route_with_its_access() {
    let app = spawn_app().await;
    let doc = app.get("/api/openapi.json", None).await;
    assert_eq!(doc.status, StatusCode::OK);
    assert!(doc.body["openapi"].as_str().unwrap().starts_with("3.1"), "{}", doc.body["openapi"]);
    let mut problems = Vec::new();
    for r in TABLE {
        let op = &doc.body["paths"][r.template][r.method.to_lowercase()];
        if op.is_null() {
            problems.push(format!("{} {} is not in the document", r.method, r.template));
        } else if op["x-sabi-access"] != r.who.as_str() {
            problems.push(format!(
                "{} {}: the document says {}, the table {}",
                r.method,
                r.template,
                op["x-sabi-access"],
                r.who.as_str()
            ));
        } else if r.who != Public && op["security"].as_array().is_none_or(|s| s.is_empty()) {
            problems.push(format!("{} {} has no security", r.method, r.template));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let schemes = &doc.body["components"]["securitySchemes"];
    assert_eq!(schemes["bearer"]["scheme"], "bearer");
    assert_eq!(
        (schemes["cookie"]["type"].as_str(), schemes["cookie"]["in"].as_str()),
        (Some("apiKey"), Some("cookie"))
    );
    assert_eq!(doc.body["components"]["schemas"]["Error"]["properties"]["error"]["type"], "string");
    // A route with a body documents it (by reference to its named shape).
    let schema = |s: &Value| -> Value {
        match s["$ref"].as_str().and_then(|r| r.strip_prefix("#/components/schemas/")) {
            Some(name) => doc.body["components"]["schemas"][name].clone(),
            None => s.clone(),
        }
    };
    let register = schema(
        &doc.body["paths"]["/api/auth/register"]["post"]["requestBody"]["content"]["application/json"]["schema"],
    );
    assert!(register["properties"]["confirmPassword"].is_object(), "{register}");
    let upload = schema(
        &doc.body["paths"]["/api/{uid}/profile-pic"]["put"]["requestBody"]["content"]["multipart/form-data"]["schema"],
    );
    assert!(upload["properties"]["profilePic"].is_object(), "{upload}");

    // The browsable page, with its files from this server alone.
    let (status, headers, page) = app.get_text("/api/docs", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers["content-type"].to_str().unwrap().starts_with("text/html"));
    assert!(page.contains("<base href=\"/api/docs/\">") && page.contains("swagger-ui-bundle.js"), "{page}");
    assert!(!page.contains("http://") && !page.contains("https://"), "no outside host: {page}");
    let (status, _, init) = app.get_text("/api/docs/swagger-initializer.js", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(init.contains("/api/openapi.json"), "{init}");
    let (status, _, bundle) = app.get_text("/api/docs/swagger-ui-bundle.js", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(bundle.len() > 100_000);
    assert_eq!(app.get("/api/docs/no-such-file.js", None).await.status, StatusCode::NOT_FOUND);
}

/// Routes the server registers outside the API (crates/server/src/startup.rs): not in the
/// OpenAPI document, and open to no session. `/metrics` is open to callers on this machine
/// that did not come through a proxy, or to whoever sends the metrics token.
const SERVER_ROUTES: &[(&str, &str)] = &[("GET", "/metrics")];

#[test]
fn the_server_routes_list_names_every_route_startup_registers() {
    let source = include_str!("../../../server/src/startup.rs");
    let registered: Vec<&str> = source
        .lines()
        .filter_map(|l| l.trim().strip_prefix(".route(\""))
        .map(|rest| rest.split('"').next().unwrap())
        .collect();
    assert!(!registered.is_empty());
    for path in &registered {
        assert!(SERVER_ROUTES.iter().any(|(_, p)| p == path), "{path} is registered but not in SERVER_ROUTES");
    }
    assert_eq!(registered.len(), SERVER_ROUTES.len());
}

#[tokio::test]
async fn metrics_answer_this_machine_or_the_token_and_no_session() {
    let app = crate::helpers::spawn_app_with(sabi_store::Backend::Sqlite, |c| {
        c.metrics_token = Some("a metrics token long enough".into())
    })
    .await;
    let student = app.student("metricsstudent").await;
    let admin = app.admin().await;
    for (method, path) in SERVER_ROUTES {
        let method: Method = method.parse().unwrap();
        for who in [None, Some(&student), Some(&admin)] {
            let bearer = who.map(|p| p.token.clone());
            let direct = app.call(method.clone(), path, bearer.as_deref(), None).await;
            assert_eq!(direct.status, StatusCode::OK, "{path} from this machine, {:?}", who.map(|p| &p.username));
            // Through a proxy: a session, even an admin's, is not the metrics token.
            let mut proxied =
                app.client.request(method.clone(), app.url(path)).header("x-forwarded-for", "203.0.113.9");
            if let Some(bearer) = &bearer {
                proxied = proxied.bearer_auth(bearer);
            }
            let proxied = proxied.send().await.unwrap();
            assert_eq!(proxied.status(), StatusCode::FORBIDDEN, "{path} through a proxy");
            let body: Value = proxied.json().await.unwrap();
            assert!(body["error"].as_str().is_some_and(|e| !e.is_empty()), "{body}");
        }
        let with_token = app
            .client
            .request(method.clone(), app.url(path))
            .header("x-forwarded-for", "203.0.113.9")
            .bearer_auth("a metrics token long enough")
            .send()
            .await
            .unwrap();
        assert_eq!(with_token.status(), StatusCode::OK, "{path} with the token");
    }
}
