//! Issue 3's core test: one table of every route (method, path template and a valid request),
//! walked for five callers — nobody, student A (who owns every owned thing the table names),
//! student B, a teacher and an admin — against who each route declares may call it (its
//! `x-sabi-access`, written beside its handler and read here from the document), plus the
//! checks that changing an id in the path or the body reaches nothing of A's. Further tests
//! hold the table to the code (every route registered, which is every route in the document),
//! to the specification (every row of both call tables) and to the served document.

use std::collections::HashSet;

use reqwest::{Method, StatusCode};
use sabi_api::openapi::{self, Access};
use sabi_domain::user::Role;
use serde_json::{Value, json};

use crate::helpers::{Answer, Person, TINY_PNG, TestApp, enc, file_part, spawn_app, subject_form};

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
}

/// One route: its method, its path template as the document names it (with the scope), the
/// path to call (with `$name` placeholders) and what to send. Who may call it is not copied
/// here: it is what the route declares where it is written (`x-sabi-access`), read from the
/// document ([`access`]).
#[derive(Debug, Clone, Copy)]
pub struct Row {
    pub method: &'static str,
    pub template: &'static str,
    pub call: &'static str,
    pub send: Payload,
}

const fn row(method: &'static str, template: &'static str, call: &'static str, send: Payload) -> Row {
    Row { method, template, call, send }
}

use Payload::{Json, Nothing};

/// Every route the API registers, as (method, path template, the access it declares).
fn declared_routes() -> Vec<(String, String, Option<Access>)> {
    openapi::routes(&openapi::document())
}

/// Who may call a row's route, as the route declares it.
fn access(declared: &[(String, String, Option<Access>)], r: &Row) -> Access {
    declared
        .iter()
        .find(|(m, p, _)| m == r.method && p == r.template)
        .and_then(|(_, _, a)| *a)
        .unwrap_or_else(|| panic!("{} {} declares no access", r.method, r.template))
}

/// Every route of the API. Placeholders: `$A` (student A's id), `$A_name`, `$attempt` (A's
/// practice attempt), `$setup` (A's quiz setup), `$quiz`, `$subject`, `$topic` (ids),
/// `$topic_name`, `$bank_topic` (names, URL-encoded in queries), `$uniq` (new every call),
/// `$victim` (a fresh user per call), `$doomed_subject` (a fresh subject per call),
/// `$reset_token` (a fresh reset link's token per call).
pub const TABLE: &[Row] = &[
    row("GET", "/api/health", "/api/health", Nothing),
    row("GET", "/api/openapi.json", "/api/openapi.json", Nothing),
    row("GET", "/api/docs", "/api/docs", Nothing),
    row("GET", "/api/docs/{file}", "/api/docs/swagger-initializer.js", Nothing),
    // Sessions and accounts
    row(
        "POST",
        "/api/auth/login",
        "/api/auth/login",
        Json(r#"{"username": "$A_name", "password": "$A_name-password"}"#),
    ),
    row("POST", "/api/auth/logout", "/api/auth/logout", Nothing),
    row(
        "POST",
        "/api/auth/register",
        "/api/auth/register",
        Json(
            r#"{"username": "new$uniq", "email": "new$uniq@example.cm", "phoneNumber": "677000001", "password": "a long password", "confirmPassword": "a long password", "role": "student", "status": "active"}"#,
        ),
    ),
    row("POST", "/api/auth/reset-password", "/api/auth/reset-password", Json(r#"{"email": "nobody@example.cm"}"#)),
    row(
        "POST",
        "/api/auth/reset-password/confirm",
        "/api/auth/reset-password/confirm",
        Json(r#"{"token": "$reset_token", "password": "new password $uniq", "confirmPassword": "new password $uniq"}"#),
    ),
    row("GET", "/api/auth/me", "/api/auth/me", Nothing),
    row("GET", "/api/check/username", "/api/check/username?username=ama", Nothing),
    row("GET", "/api/check/email", "/api/check/email?email=ama%40example.cm", Nothing),
    // People
    row("GET", "/api/users", "/api/users", Nothing),
    row("GET", "/api/filter-users", "/api/filter-users?status=active", Nothing),
    row("GET", "/api/search-users", "/api/search-users?query=am", Nothing),
    row(
        "POST",
        "/api/create-user",
        "/api/create-user",
        Json(
            r#"{"username": "made$uniq", "email": "made$uniq@example.cm", "phoneNumber": "677000002", "role": "student", "password": "a long password"}"#,
        ),
    ),
    row("GET", "/api/Stats", "/api/Stats", Nothing),
    row("GET", "/api/admin/overview", "/api/admin/overview", Nothing),
    row("GET", "/api/admin/recent-attempts", "/api/admin/recent-attempts?limit=5", Nothing),
    row("GET", "/api/admin/dashboard", "/api/admin/dashboard", Nothing),
    row("GET", "/api/admin/reports", "/api/admin/reports?days=30", Nothing),
    row("GET", "/api/admin/registrations", "/api/admin/registrations?days=30", Nothing),
    row("GET", "/api/user/{uid}", "/api/user/$A", Nothing),
    row(
        "PUT",
        "/api/user/{uid}",
        "/api/user/$A",
        Json(r#"{"uid": "$A", "username": "ama", "email": "ama@example.cm", "resident": "Buea"}"#),
    ),
    row("DELETE", "/api/user/{uid}", "/api/user/$victim", Nothing),
    // Catalogue and search
    row("GET", "/api/subjects", "/api/subjects", Nothing),
    row("GET", "/api/subjects/filter", "/api/subjects/filter?classLevel=Form%201", Nothing),
    row("GET", "/api/userSubject/{id}", "/api/userSubject/$subject", Nothing),
    row("POST", "/api/createSubject", "/api/createSubject", Payload::SubjectForm),
    row("DELETE", "/api/deleteSubject/{id}", "/api/deleteSubject/$doomed_subject", Nothing),
    row("GET", "/api/topics", "/api/topics?classLevel=Form%201", Nothing),
    row("GET", "/api/filter-topics", "/api/filter-topics?classLevel=Form%201&subject=Mathematics", Nothing),
    row(
        "POST",
        "/api/createTopic",
        "/api/createTopic",
        Json(r#"{"name": "Topic $uniq", "subject": "Mathematics", "classLevel": ["Form 1"]}"#),
    ),
    row(
        "POST",
        "/api/bulkTopic",
        "/api/bulkTopic",
        Json(r#"[{"name": "Bulk $uniq, More $uniq", "subject": "Mathematics", "classLevel": "Form 1"}]"#),
    ),
    row("GET", "/api/global-search", "/api/global-search?query=math", Nothing),
    row("GET", "/api/search-quizzes", "/api/search-quizzes?query=known", Nothing),
    // Quizzes
    row("GET", "/api/quiz/{id}", "/api/quiz/$quiz", Nothing),
    row("GET", "/api/quizzes", "/api/quizzes", Nothing),
    row("GET", "/api/filterGeneratedQuizzes", "/api/filterGeneratedQuizzes?classLevel=Form%202", Nothing),
    row(
        "POST",
        "/api/generate-quiz",
        "/api/generate-quiz",
        Json(
            r#"{"subject": "Mathematics", "topic": "$topic_name", "classLevel": "Form 1", "quizType": "multiple-choice-questions", "difficulty": "normal"}"#,
        ),
    ),
    row(
        "POST",
        "/api/saveUserQuiz",
        "/api/saveUserQuiz",
        Json(r#"{"userId": "$A", "subject": "Mathematics", "classLevel": "Form 1"}"#),
    ),
    row(
        "POST",
        "/api/updateUserQuiz",
        "/api/updateUserQuiz",
        Json(r#"{"quizId": "$setup", "useTimer": true, "quizType": "multiple-choice-questions"}"#),
    ),
    // Attempts and progress
    row(
        "POST",
        "/api/quizzes/saveAttempt",
        "/api/quizzes/saveAttempt",
        Json(r#"{"userId": "$A", "quizId": "$quiz", "quizMode": "practice", "status": "in progress", "score": 0}"#),
    ),
    row("GET", "/api/achievements", "/api/achievements", Nothing),
    row(
        "POST",
        "/api/createAchievements",
        "/api/createAchievements",
        Json(r#"{"achievements": [{"title": "Star $uniq", "description": "Shone brightly."}]}"#),
    ),
    row("GET", "/api/leaderboard", "/api/leaderboard", Nothing),
    row("GET", "/api/export/{name}", "/api/export/users.csv", Nothing),
    row(
        "PUT",
        "/api/{attemptId}/updateQuizAttempt",
        "/api/$attempt/updateQuizAttempt",
        Json(r#"{"selectedAnswers": ["4", null, null], "status": "in progress", "remainingTime": 300}"#),
    ),
    row(
        "POST",
        "/api/{attemptId}/checkAnswer",
        "/api/$attempt/checkAnswer",
        Json(r#"{"questionIndex": 0, "answer": "4"}"#),
    ),
    row("POST", "/api/{attemptId}/retake", "/api/$attempt/retake", Json("{}")),
    row("GET", "/api/{attemptId}/quiz", "/api/$attempt/quiz", Nothing),
    row("GET", "/api/{uid}/user", "/api/$A/user", Nothing),
    row("GET", "/api/{uid}/streak", "/api/$A/streak", Nothing),
    row("GET", "/api/{uid}/stats", "/api/$A/stats", Nothing),
    row("GET", "/api/{uid}/achievements", "/api/$A/achievements", Nothing),
    row("GET", "/api/{uid}/notifications", "/api/$A/notifications", Nothing),
    row("GET", "/api/{uid}/profile-pic", "/api/$A/profile-pic", Nothing),
    row("PUT", "/api/{uid}/profile-pic", "/api/$A/profile-pic", Payload::Picture),
    row("GET", "/api/{uid}/class", "/api/$A/class", Nothing),
    row("PUT", "/api/{uid}/class", "/api/$A/class", Json(r#"{"className": "Form 3"}"#)),
    row("POST", "/api/{uid}/class", "/api/$A/class", Json(r#"{"className": "Form 2"}"#)),
    row("GET", "/api/{uid}/subject", "/api/$A/subject", Nothing),
    row("PUT", "/api/{uid}/subject", "/api/$A/subject", Json(r#"{"subjects": ["Mathematics", "Biology"]}"#)),
    row("POST", "/api/{uid}/subject", "/api/$A/subject", Json(r#"{"subjects": ["Mathematics", "English Language"]}"#)),
    row("GET", "/api/{subjectId}/userSubject", "/api/$subject/userSubject", Nothing),
    row("GET", "/api/{id}/topic", "/api/$topic/topic", Nothing),
    // The generation and review services
    row(
        "GET",
        "/gen/multiple-choice-quiz",
        "/gen/multiple-choice-quiz?subject=Mathematics&topic=$topic_name&className=Form%201",
        Nothing,
    ),
    row(
        "GET",
        "/gen/short-answer-quiz",
        "/gen/short-answer-quiz?subject=Biology&topic=$bank_topic&className=Form%202",
        Nothing,
    ),
    row(
        "POST",
        "/review/short-answer-quiz",
        "/review/short-answer-quiz",
        Json(
            r#"{"questions": [{"question": "Which organ pumps blood round the body?", "answer": "The heart", "marks": 2, "markingScheme": [{"point": "heart", "marks": 2}]}]}"#,
        ),
    ),
];

/// A Form 1 Mathematics topic of the seeded catalogue, and a Form 2 Biology topic.
pub const MATHS_TOPIC: &str = "Fractions and Decimals";
pub const BIOLOGY_TOPIC: &str = "Human Digestive System";

/// What the table's placeholders stand for.
pub struct Fixtures {
    pub a: Person,
    pub b: Person,
    pub teacher: Person,
    pub admin: Person,
    pub attempt: String,
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
        Fixtures {
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
        if out.contains("$victim") {
            let victim = app.account(&format!("victim{}", self.uniq), Role::Student).await;
            out = out.replace("$victim", &victim);
        }
        if out.contains("$doomed_subject") {
            let form = subject_form(&format!("Doomed {}", self.uniq), "Form 1", None);
            let created = app.send_form(Method::POST, "/api/createSubject", Some(&self.admin), form).await;
            assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
            out = out.replace("$doomed_subject", created.body["id"].as_str().unwrap());
        }
        if out.contains("$reset_token") {
            out = out.replace("$reset_token", &self.reset_token(app).await);
        }
        let (topic_name, bank_topic) = if out.starts_with('/') {
            (enc(MATHS_TOPIC), enc(BIOLOGY_TOPIC))
        } else {
            (MATHS_TOPIC.into(), BIOLOGY_TOPIC.into())
        };
        out.replace("$attempt", &self.attempt)
            .replace("$setup", &self.setup)
            .replace("$quiz", &self.quiz)
            .replace("$subject", &self.subject)
            .replace("$topic_name", &topic_name)
            .replace("$bank_topic", &bank_topic)
            .replace("$topic", &self.topic)
            .replace("$A_name", &self.a.username)
            .replace("$A", &self.a.id)
    }

    /// A fresh reset token for a person who forgets a lot: asks for a link, reads the mail.
    async fn reset_token(&mut self, app: &TestApp) -> String {
        if !app.app.accounts.username_exists("forgetful").await.unwrap() {
            app.account("forgetful", Role::Student).await;
        }
        let asked = app.post("/api/auth/reset-password", None, json!({ "email": "forgetful@example.cm" })).await;
        assert_eq!(asked.status, StatusCode::OK);
        let outbox = app.data_dir.path().join("outbox");
        for entry in std::fs::read_dir(&outbox).unwrap() {
            let path = entry.unwrap().path();
            if self.mails_seen.insert(path.clone()) {
                let text = std::fs::read_to_string(&path).unwrap();
                if text.contains("forgetful") {
                    return text
                        .split("/reset-password/")
                        .nth(1)
                        .unwrap()
                        .split_whitespace()
                        .next()
                        .unwrap()
                        .to_string();
                }
            }
        }
        panic!("no new reset mail");
    }

    /// A new session for one of the callers, after a logout revoked theirs.
    async fn sign_in_again(&mut self, app: &TestApp, caller: Caller) {
        let person = match caller {
            Caller::Nobody => return,
            Caller::StudentA => &mut self.a,
            Caller::StudentB => &mut self.b,
            Caller::Teacher => &mut self.teacher,
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
    Admin,
}

fn expected(who: Access, caller: Caller) -> Result<(), StatusCode> {
    match (who, caller) {
        (Access::Public, _) => Ok(()),
        (_, Caller::Nobody) => Err(StatusCode::UNAUTHORIZED),
        (_, Caller::Admin) => Ok(()),
        (Access::SignedIn, _) => Ok(()),
        (Access::Owner, Caller::StudentA) => Ok(()),
        (Access::Owner, _) | (Access::Admin, _) => Err(StatusCode::FORBIDDEN),
    }
}

#[tokio::test]
async fn every_route_answers_each_caller_as_the_table_says() {
    let app = spawn_app().await;
    let mut fx = Fixtures::new(&app).await;
    let callers = [Caller::Nobody, Caller::StudentA, Caller::StudentB, Caller::Teacher, Caller::Admin];
    let mut failures = Vec::new();
    let mut checks = 0;
    let declared = declared_routes();
    for r in TABLE {
        let may_call = access(&declared, r);
        for caller in callers {
            let who = match caller {
                Caller::Nobody => None,
                Caller::StudentA => Some(fx.a.clone()),
                Caller::StudentB => Some(fx.b.clone()),
                Caller::Teacher => Some(fx.teacher.clone()),
                Caller::Admin => Some(fx.admin.clone()),
            };
            let answer = fx.call(&app, r, who.as_ref()).await;
            checks += 1;
            if r.call == "/api/auth/logout" {
                // That revoked the caller's session: they sign in again for the rows after it.
                fx.sign_in_again(&app, caller).await;
            }
            let ok = match expected(may_call, caller) {
                Ok(()) => answer.status.is_success(),
                Err(status) => answer.status == status && answer.body["error"].is_string(),
            };
            if !ok {
                failures.push(format!(
                    "{} {} as {caller:?}: expected {:?}, got {} {}",
                    r.method,
                    r.call,
                    expected(may_call, caller),
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

#[test]
fn the_table_lists_every_registered_route_exactly_once() {
    // The document is collected from the registrations themselves (routes/mod.rs), so it
    // names every route the server answers.
    let registered: Vec<(String, String)> = declared_routes().into_iter().map(|(m, p, _)| (m, p)).collect();
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
    let declared = declared_routes();
    for r in TABLE {
        let op = &doc.body["paths"][r.template][r.method.to_lowercase()];
        if op.is_null() {
            problems.push(format!("{} {} is not in the document", r.method, r.template));
        } else if Access::parse(op["x-sabi-access"].as_str().unwrap_or_default()) != Some(access(&declared, r)) {
            problems.push(format!("{} {}: served {}, declared otherwise", r.method, r.template, op["x-sabi-access"]));
        } else if access(&declared, r) != Access::Public && op["security"].as_array().is_none_or(|s| s.is_empty()) {
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
