//! The one test helper that starts Sabi: a real server on a random port over a real store
//! (a temporary SQLite file, or a PostgreSQL database of its own), and a client to call it.
//! Set `TEST_LOG=1` to see the server's logs.

use std::sync::{Arc, LazyLock};

use reqwest::{Method, StatusCode};
use sabi_domain::user::{EmailAddress, NewAccount, Password, Role, UserStatus, Username};
use sabi_server::{Application, Config};
use sabi_store::Backend;
use sabi_store::testing::TestStore;
use serde_json::{Value, json};

static TRACING: LazyLock<()> = LazyLock::new(|| {
    if std::env::var("TEST_LOG").is_ok() {
        sabi_server::telemetry::init("info");
    }
});

pub struct TestApp {
    pub address: String,
    pub app: sabi_app::App,
    pub client: reqwest::Client,
    pub data_dir: tempfile::TempDir,
    /// The configuration this server was started with.
    pub config: Config,
    /// The weekly job's finished runs, when `config.weekly_job` is on.
    pub weekly_runs: Option<sabi_server::jobs::WeeklyRuns>,
    /// The scheduled backups' finished runs, when `config.backup_every` is set.
    pub backup_runs: Option<sabi_server::jobs::Runs>,
    // Dropped last: the database outlives the server's use of it. Shared by every instance
    // started over it (`another_instance`), and dropped with the last of them.
    pub database: Arc<TestStore>,
}

/// A signed-in person: their id and session token.
#[derive(Debug, Clone)]
pub struct Person {
    pub id: String,
    pub username: String,
    pub password: String,
    pub token: String,
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(Backend::Sqlite, |_| {}).await
}

pub async fn spawn_app_with(backend: Backend, adjust: impl FnOnce(&mut Config)) -> TestApp {
    LazyLock::force(&TRACING);
    let store = Arc::new(TestStore::new(backend).await);
    let data_dir = tempfile::tempdir().expect("temporary folder");
    let mut config = Config::for_tests(&store.url, data_dir.path().to_path_buf());
    adjust(&mut config);
    start(config, data_dir, store).await
}

/// A server over a database a test made itself (a store it seeded or migrated).
pub async fn spawn_app_over(database: TestStore, adjust: impl FnOnce(&mut Config)) -> TestApp {
    LazyLock::force(&TRACING);
    let data_dir = tempfile::tempdir().expect("temporary folder");
    let mut config = Config::for_tests(&database.url, data_dir.path().to_path_buf());
    adjust(&mut config);
    start(config, data_dir, Arc::new(database)).await
}

/// Starts a real server with `config` over `database`, serving from a task of the test's
/// runtime; the one place tests build an [`Application`].
async fn start(config: Config, data_dir: tempfile::TempDir, database: Arc<TestStore>) -> TestApp {
    let application = Application::build(config.clone()).await.expect("the app starts");
    let address = format!("http://127.0.0.1:{}", application.port());
    let app = application.app.clone();
    let weekly_runs = application.weekly_runs.clone();
    let backup_runs = application.backup_runs.clone();
    tokio::spawn(application.run_until_stopped());
    // No idle connection is reused: under load a reused keep-alive connection can be closed by
    // the server just as the next request goes out ("connection reset"), failing a test at random.
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .pool_max_idle_per_host(0)
        .build()
        .expect("client");
    TestApp { address, app, client, data_dir, config, weekly_runs, backup_runs, database }
}

/// A response's status and JSON body (Null when the body is not JSON).
pub struct Answer {
    pub status: StatusCode,
    pub body: Value,
    pub headers: reqwest::header::HeaderMap,
}

impl Answer {
    pub fn error(&self) -> &str {
        self.body["error"].as_str().unwrap_or("")
    }
}

impl TestApp {
    /// A second server over the same database, as a deployment of several servers runs: this
    /// one's configuration (the same session secret, store, jobs and file store), but a data
    /// folder and a port of its own, and its own pools, memories and jobs. `adjust` changes
    /// the copy before it starts.
    pub async fn another_instance(&self, adjust: impl FnOnce(&mut Config)) -> TestApp {
        let data_dir = tempfile::tempdir().expect("temporary folder");
        let mut config = self.config.clone();
        config.bind = "127.0.0.1:0".into();
        config.data_dir = data_dir.path().to_path_buf();
        config.web_dir = data_dir.path().join("web");
        adjust(&mut config);
        start(config, data_dir, self.database.clone()).await
    }

    /// A GET sent as written, byte for byte, on a connection of its own: for paths an HTTP
    /// client would tidy first (`/files/../x`, `%2e%2e`). The status and the body.
    pub async fn raw_get(&self, path: &str) -> (u16, Vec<u8>) {
        let host = self.address.trim_start_matches("http://").to_string();
        let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
        let response = tokio::task::spawn_blocking(move || {
            use std::io::{Read, Write};
            let mut stream = std::net::TcpStream::connect(&host).expect("connects");
            stream.write_all(request.as_bytes()).expect("sent");
            let mut response = Vec::new();
            stream.read_to_end(&mut response).expect("answered");
            response
        })
        .await
        .expect("the request ran");
        let text = String::from_utf8_lossy(&response);
        let status = text.split(' ').nth(1).and_then(|s| s.parse().ok()).expect("a status line");
        let body = match response.windows(4).position(|w| w == b"\r\n\r\n") {
            Some(end) => response[end + 4..].to_vec(),
            None => Vec::new(),
        };
        (status, body)
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn call(&self, method: Method, path: &str, token: Option<&str>, body: Option<Value>) -> Answer {
        let mut request = self.client.request(method, self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        answer_of(request.send().await.expect("the server answers")).await
    }

    /// Sends a multipart form (uploads, createSubject).
    pub async fn send_form(
        &self,
        method: Method,
        path: &str,
        who: Option<&Person>,
        form: reqwest::multipart::Form,
    ) -> Answer {
        let mut request = self.client.request(method, self.url(path)).multipart(form);
        if let Some(who) = who {
            request = request.bearer_auth(&who.token);
        }
        answer_of(request.send().await.expect("the server answers")).await
    }

    /// The raw text of a GET (CSV exports, pages).
    pub async fn get_text(&self, path: &str, who: Option<&Person>) -> (StatusCode, reqwest::header::HeaderMap, String) {
        let mut request = self.client.get(self.url(path));
        if let Some(who) = who {
            request = request.bearer_auth(&who.token);
        }
        let response = request.send().await.expect("the server answers");
        let (status, headers) = (response.status(), response.headers().clone());
        (status, headers, response.text().await.unwrap_or_default())
    }

    /// Creates an account directly in the app without signing it in (its password is
    /// [`password_of`] the username); returns its id.
    pub async fn account(&self, username: &str, role: Role) -> String {
        let account = NewAccount {
            username: Username::parse(username).expect("username"),
            email: EmailAddress::parse(&format!("{username}@example.cm")).expect("email"),
            phone_number: "677000000".into(),
            password: Password::choose(&password_of(username), username).expect("password"),
            role,
            status: UserStatus::Active,
            asks_to_teach: false,
        };
        self.app
            .accounts
            .create_account(account, Some(sabi_domain::class_level::ClassLevel::Form2), "GBHS Limbe")
            .await
            .expect("account")
            .id
    }

    pub async fn get(&self, path: &str, who: Option<&Person>) -> Answer {
        self.call(Method::GET, path, who.map(|p| p.token.as_str()), None).await
    }

    pub async fn post(&self, path: &str, who: Option<&Person>, body: Value) -> Answer {
        self.call(Method::POST, path, who.map(|p| p.token.as_str()), Some(body)).await
    }

    pub async fn put(&self, path: &str, who: Option<&Person>, body: Value) -> Answer {
        self.call(Method::PUT, path, who.map(|p| p.token.as_str()), Some(body)).await
    }

    pub async fn delete(&self, path: &str, who: Option<&Person>) -> Answer {
        self.call(Method::DELETE, path, who.map(|p| p.token.as_str()), None).await
    }

    /// Creates an account directly in the app (as seeding does) and signs it in over HTTP.
    pub async fn person(&self, username: &str, role: Role) -> Person {
        let password = password_of(username);
        let account = NewAccount {
            username: Username::parse(username).expect("username"),
            email: EmailAddress::parse(&format!("{username}@example.cm")).expect("email"),
            phone_number: "677000000".into(),
            password: Password::choose(&password, username).expect("password"),
            role,
            status: UserStatus::Active,
            asks_to_teach: false,
        };
        let user = self
            .app
            .accounts
            .create_account(account, Some(sabi_domain::class_level::ClassLevel::Form2), "GBHS Limbe")
            .await
            .expect("account");
        self.sign_in(&Person { id: user.id, username: username.into(), password, token: String::new() }).await
    }

    /// The same person in a new session.
    pub async fn sign_in(&self, person: &Person) -> Person {
        let login = self
            .post("/api/auth/login", None, json!({ "username": person.username, "password": person.password }))
            .await;
        assert_eq!(login.status, StatusCode::OK, "login of {}: {}", person.username, login.body);
        Person { token: login.body["token"].as_str().expect("token").to_string(), ..person.clone() }
    }

    pub async fn student(&self, username: &str) -> Person {
        self.person(username, Role::Student).await
    }

    pub async fn admin(&self) -> Person {
        self.person("headteacher", Role::Admin).await
    }

    /// Seeds the real catalogue and achievements, as a first run does.
    pub async fn seed_catalogue(&self) {
        let options = sabi_app::seed::SeedOptions { catalogue: true, demo: false, admin: None };
        sabi_app::seed::seed(&self.app, &options).await.expect("seeded");
    }

    /// A stored multiple-choice quiz with a known key: answers "4", "Yaoundé", ["2","3"].
    pub async fn mcq_quiz(&self) -> String {
        use sabi_domain::quiz::*;
        use sabi_ports::testing::mcq;
        let questions = vec![
            mcq("2+2?", &["3", "4", "5"], AnswerKey::One("4".into())),
            mcq("Capital of Cameroon?", &["Douala", "Yaoundé", "Buea"], AnswerKey::One("Yaoundé".into())),
            mcq("Primes?", &["2", "3", "4"], AnswerKey::Many(vec!["2".into(), "3".into()])),
        ];
        let quiz = Quiz {
            title: "Known key".into(),
            topic: "Number".into(),
            created_at: 1,
            ..sabi_ports::testing::quiz(uuid(), QuizContent::MultipleChoice { questions })
        };
        self.app.ports.store.save_quiz(quiz).await.expect("quiz").id
    }

    /// A stored short-answer quiz: one section of two questions worth 2 and 1 marks.
    pub async fn short_answer_quiz(&self) -> String {
        use sabi_domain::quiz::*;
        let question = |text: &str, marks: u32, points: &[&str]| ShortAnswerQuestion {
            question: text.into(),
            marks,
            marking_scheme: points
                .iter()
                .map(|p| MarkingPoint { point: p.to_string(), marks: 1, accept: vec![] })
                .collect(),
            answer: points.join("; "),
            explanation: String::new(),
        };
        let content = QuizContent::ShortAnswer {
            sections: vec![Section {
                title: "Section A".into(),
                marks: 3,
                questions: vec![
                    question("State two products of photosynthesis.", 2, &["glucose", "oxygen"]),
                    question("Name the green pigment in leaves.", 1, &["chlorophyll"]),
                ],
            }],
        };
        let quiz = Quiz {
            title: "Photosynthesis".into(),
            subject: "Biology".into(),
            topic: "Nutrition in Plants".into(),
            estimate_time: 15,
            created_at: 1,
            ..sabi_ports::testing::quiz(uuid(), content)
        };
        self.app.ports.store.save_quiz(quiz).await.expect("quiz").id
    }

    /// Starts an attempt of `quiz_id` for `who` and returns its id.
    pub async fn start_attempt(&self, who: &Person, quiz_id: &str, mode: &str) -> String {
        let started = self
            .post(
                "/api/quizzes/saveAttempt",
                Some(who),
                json!({ "userId": who.id, "quizId": quiz_id, "quizMode": mode, "status": "in progress", "score": 0 }),
            )
            .await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        started.body["id"].as_str().expect("id").to_string()
    }
}

async fn answer_of(response: reqwest::Response) -> Answer {
    let status = response.status();
    let headers = response.headers().clone();
    let text = response.text().await.unwrap_or_default();
    Answer { status, body: serde_json::from_str(&text).unwrap_or(Value::Null), headers }
}

/// A real 1×1 PNG, byte for byte as the server encodes it again: uploads are decoded and
/// re-encoded before they are stored, and this one comes back unchanged.
pub const TINY_PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x10, 0x49,
    0x44, 0x41, 0x54, 0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x00, 0x01,
    0x64, 0x78, 0x95, 0x38, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
];

/// A file part of a multipart form.
pub fn file_part(bytes: &[u8], file_name: &str, mime: &str) -> reqwest::multipart::Part {
    reqwest::multipart::Part::bytes(bytes.to_vec()).file_name(file_name.to_string()).mime_str(mime).expect("mime")
}

/// The admin's createSubject form for one class, with a picture.
pub fn subject_form(name: &str, class_level: &str, stream: Option<&str>) -> reqwest::multipart::Form {
    let mut form = reqwest::multipart::Form::new()
        .text("name", name.to_string())
        .text("description", format!("All about {name}."))
        .text("classLevel", class_level.to_string())
        .part("image", file_part(TINY_PNG, "subject.png", "image/png"));
    if let Some(stream) = stream {
        form = form.text("meta", json!({ "stream": stream }).to_string());
    }
    form
}

/// Percent-encodes a query value.
pub fn enc(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

pub fn uuid() -> String {
    use sabi_ports::IdGenerator;
    sabi_store::UuidV7Ids.new_id()
}

/// The password the helpers give `username`'s account: one per name, that keeps the rules a
/// person's password must keep (neither the name nor inside it, nor common).
pub fn password_of(username: &str) -> String {
    let sum: u32 = username.bytes().map(u32::from).sum();
    format!("Kribi tide {sum} {}", username.len())
}
