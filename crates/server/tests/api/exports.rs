//! The admin's CSV exports: users, subjects, quizzes, topics and achievements.

use reqwest::{Method, StatusCode};

use crate::helpers::{Person, TINY_PNG, TestApp, file_part, spawn_app};

async fn csv(app: &TestApp, name: &str, who: &Person) -> Vec<String> {
    let (status, headers, text) = app.get_text(&format!("/api/export/{name}"), Some(who)).await;
    assert_eq!(status, StatusCode::OK, "{name}: {text}");
    assert!(headers["content-type"].to_str().unwrap().starts_with("text/csv"), "{name}");
    let disposition = headers["content-disposition"].to_str().unwrap();
    assert_eq!(disposition, format!("attachment; filename=\"{name}\""));
    text.lines().map(str::to_string).collect()
}

#[tokio::test]
async fn users_csv_has_the_specs_header_and_one_row_per_user() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    app.student("bate").await;
    let lines = csv(&app, "users.csv", &admin).await;
    assert_eq!(lines[0], "Username,Email,Status,Created At");
    assert_eq!(lines.len(), 3, "{lines:?}");
    let bate = lines.iter().find(|l| l.starts_with("bate,")).expect("bate's row");
    let cells: Vec<&str> = bate.split(',').collect();
    assert_eq!(&cells[..3], ["bate", "bate@example.cm", "active"]);
    assert_eq!(cells[3].len(), "2026-01-01 00:00".len(), "{bate}");
}

#[tokio::test]
async fn every_list_exports_with_a_header_and_cells_that_are_never_formulas() {
    let app = spawn_app().await;
    app.seed_catalogue().await;
    app.mcq_quiz().await;
    let admin = app.admin().await;
    // A description a spreadsheet would run as a formula.
    let sneaky = reqwest::multipart::Form::new()
        .text("name", "Accounting")
        .text("description", "=HYPERLINK(\"http://evil\")")
        .text("classLevel", "Form 5")
        .part("image", file_part(TINY_PNG, "a.png", "image/png"));
    let made = app.send_form(Method::POST, "/api/createSubject", Some(&admin), sneaky).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);

    let subjects = csv(&app, "subjects.csv", &admin).await;
    assert_eq!(subjects[0], "Name,Description,Class Level,Stream,Topics,Created At");
    assert!(subjects.len() > 50);
    let accounting = subjects.iter().find(|l| l.starts_with("Accounting,")).unwrap();
    assert!(accounting.contains("\"'=HYPERLINK(\"\"http://evil\"\")\""), "a formula is text: {accounting}");

    let quizzes = csv(&app, "quizzes.csv", &admin).await;
    assert_eq!(quizzes[0], "Title,Subject,Topic,Class Level,Quiz Type,Source,Questions,Created At");
    assert_eq!(
        quizzes[1].split(',').take(7).collect::<Vec<_>>(),
        ["Known key", "Mathematics", "Number", "Form 2", "multiple-choice-questions", "manual", "3"]
    );

    let topics = csv(&app, "topics.csv", &admin).await;
    assert_eq!(topics[0], "Name,Subject,Class Levels,Description,Created At");
    assert!(topics.len() > 100);

    let achievements = csv(&app, "achievements.csv", &admin).await;
    assert_eq!(achievements[0], "Title,Description,Category,Rank,Rule,Created At");
    assert_eq!(achievements.len(), 16);
    assert!(
        achievements.iter().any(|l| l.starts_with("First Steps,") && l.contains("1 exam quizzes completed")),
        "{achievements:?}"
    );
}

#[tokio::test]
async fn exports_are_for_admins_and_known_names_only() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let student = app.student("curious").await;
    let teacher = app.person("mwalimu", sabi_domain::user::Role::Teacher).await;
    for name in ["users.csv", "subjects.csv", "quizzes.csv", "topics.csv", "achievements.csv"] {
        assert_eq!(
            app.get(&format!("/api/export/{name}"), Some(&student)).await.status,
            StatusCode::FORBIDDEN,
            "{name}"
        );
        assert_eq!(
            app.get(&format!("/api/export/{name}"), Some(&teacher)).await.status,
            StatusCode::FORBIDDEN,
            "{name}"
        );
        assert_eq!(app.get(&format!("/api/export/{name}"), None).await.status, StatusCode::UNAUTHORIZED, "{name}");
    }
    let unknown = app.get("/api/export/passwords.csv", Some(&admin)).await;
    assert_eq!((unknown.status, unknown.error()), (StatusCode::NOT_FOUND, "No such export."));
    // An empty store still exports the header.
    let lines = csv(&app, "achievements.csv", &admin).await;
    assert_eq!(lines, ["Title,Description,Category,Rank,Rule,Created At"]);
}
