//! `sabi migrate-store`: a SQLite store filled through the app (people, a quiz bank, attempts,
//! pictures in the files table, a class's catalogue) is copied into a fresh PostgreSQL
//! database; every table has the same rows, and a server over PostgreSQL serves them. Then
//! back, into a fresh SQLite store, which serves them too.

use reqwest::{Method, StatusCode};
use sabi_server::config::FilesKind;
use sabi_store::Backend;
use sabi_store::testing::TestStore;
use serde_json::json;

use crate::helpers::{TINY_PNG, file_part, spawn_app_over, spawn_app_with};

#[tokio::test]
async fn a_seeded_sqlite_store_moves_to_postgresql_whole_and_back() {
    let sqlite = spawn_app_with(Backend::Sqlite, |c| c.files = FilesKind::Database).await;
    sqlite.seed_catalogue().await;
    let quiz = sqlite.mcq_quiz().await;
    sqlite.admin().await;
    let student = sqlite.student("mover").await;
    let finished = sqlite.start_attempt(&student, &quiz, "practice").await;
    let body = json!({ "selectedAnswers": ["4", "Yaoundé", ["2", "3"]], "status": "completed", "timeTaken": 42 });
    let done = sqlite.put(&format!("/api/{finished}/updateQuizAttempt"), Some(&student), body).await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.body);
    let in_progress = sqlite.start_attempt(&student, &quiz, "exam").await;
    let form = reqwest::multipart::Form::new().part("profilePic", file_part(TINY_PNG, "me.png", "image/png"));
    let pic = sqlite.send_form(Method::PUT, &format!("/api/{}/profile-pic", student.id), Some(&student), form).await;
    assert!(pic.status.is_success(), "{}", pic.body);
    let picture =
        sqlite.get(&format!("/api/{}/profile-pic", student.id), Some(&student)).await.body["data"]["profilePic"]
            .as_str()
            .unwrap_or_default()
            .to_string();
    assert!(picture.starts_with("/files/"), "{picture}");

    let postgres = TestStore::postgres().await;
    let postgres_url = postgres.url.clone();
    let copied = sabi_store::copy::sqlite_to_postgres(&sqlite.database.url, &postgres.url).await.unwrap();
    let rows = |table: &str| copied.iter().find(|c| c.table == table).map(|c| c.rows).unwrap_or(-1);
    assert_eq!(copied.len(), sabi_store::copy::TABLES.len());
    assert_eq!(rows("users"), 2);
    assert_eq!(rows("quiz_attempts"), 2);
    assert_eq!(rows("files"), 1);
    assert!(rows("subjects") > 50 && rows("topics") > 100, "{copied:?}");
    assert!(rows("quizzes") >= 1);

    // A second copy into the now full database is refused, and leaves it as it was.
    let again = sabi_store::copy::sqlite_to_postgres(&sqlite.database.url, &postgres.url).await.unwrap_err();
    assert!(again.to_string().contains("not empty"), "{again}");

    // A server over PostgreSQL: the student signs in with their password, finds their
    // attempts as they were, and their picture is served.
    let moved = spawn_app_over(postgres, |_| {}).await;
    let signed_in =
        moved.post("/api/auth/login", None, json!({ "username": "mover", "password": student.password })).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    let token = signed_in.body["token"].as_str().unwrap().to_string();
    let mover = crate::helpers::Person { token, ..student.clone() };
    let read = moved.get(&format!("/api/{finished}/quiz"), Some(&mover)).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.body);
    assert_eq!(read.body["data"]["timeTaken"], 42);
    assert_eq!(read.body["data"]["selectedAnswers"][1], "Yaoundé");
    let original = sqlite.get(&format!("/api/{finished}/quiz"), Some(&student)).await;
    assert_eq!(read.body["data"]["score"], original.body["data"]["score"]);
    assert_eq!(
        moved.get(&format!("/api/{in_progress}/quiz"), Some(&mover)).await.body["data"]["status"],
        "in progress"
    );
    let served = moved.client.get(moved.url(&picture)).send().await.unwrap();
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.bytes().await.unwrap().as_ref(), TINY_PNG);

    // And back into a fresh SQLite store (how `just bench` puts one school on both stores).
    let back = TestStore::sqlite().await;
    let returned = sabi_store::copy::between(&postgres_url, &back.url).await.unwrap();
    let rows = |table: &str| returned.iter().find(|c| c.table == table).map(|c| c.rows).unwrap_or(-1);
    assert_eq!(returned.len(), sabi_store::copy::TABLES.len());
    assert_eq!((rows("users"), rows("quiz_attempts"), rows("files")), (2, 2, 1), "{returned:?}");
    for table in ["subjects", "topics", "quizzes", "achievements"] {
        let there = copied.iter().find(|c| c.table == table).map(|c| c.rows);
        assert_eq!(Some(rows(table)), there, "{table}");
    }
    let again = sabi_store::copy::between(&postgres_url, &back.url).await.unwrap_err();
    assert!(again.to_string().contains("not empty"), "{again}");
    let same_way = sabi_store::copy::between(&postgres_url, &postgres_url).await.unwrap_err();
    assert!(same_way.to_string().contains("one SQLite store"), "{same_way}");

    let home = spawn_app_over(back, |c| c.files = FilesKind::Database).await;
    let signed_in =
        home.post("/api/auth/login", None, json!({ "username": "mover", "password": student.password })).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    let mover = crate::helpers::Person { token: signed_in.body["token"].as_str().unwrap().to_string(), ..student };
    let read = home.get(&format!("/api/{finished}/quiz"), Some(&mover)).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.body);
    assert_eq!(read.body["data"]["selectedAnswers"], original.body["data"]["selectedAnswers"]);
    assert_eq!(
        (&read.body["data"]["score"], &read.body["data"]["timeTaken"]),
        (&original.body["data"]["score"], &json!(42))
    );
    assert_eq!(home.get(&format!("/api/{in_progress}/quiz"), Some(&mover)).await.body["data"]["status"], "in progress");
    let served = home.client.get(home.url(&picture)).send().await.unwrap();
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.bytes().await.unwrap().as_ref(), TINY_PNG);
}
