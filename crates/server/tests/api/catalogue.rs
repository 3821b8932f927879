//! The catalogue: subjects and topics as students read them, the admin's forms to add and
//! remove them (multipart with a picture for subjects), and search.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{TINY_PNG, enc, file_part, spawn_app, subject_form};

fn names(list: &Value) -> Vec<String> {
    list.as_array().unwrap().iter().map(|v| v["name"].as_str().unwrap_or_default().to_string()).collect()
}

#[tokio::test]
async fn students_read_the_seeded_catalogue() {
    let app = spawn_app().await;
    app.seed_catalogue().await;
    let student = app.student("reader").await;

    let all = app.get("/api/subjects", Some(&student)).await;
    assert_eq!(all.status, StatusCode::OK);
    assert!(all.body["data"].as_array().unwrap().len() > 50, "every class's subjects");

    let form1 = app.get("/api/subjects/filter?classLevel=Form%201", Some(&student)).await;
    assert_eq!(form1.body["data"], form1.body["subjects"]);
    let maths = form1.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Mathematics")
        .expect("Form 1 Mathematics")
        .clone();
    for field in ["id", "name", "description", "image", "classes", "classLevel", "meta", "topicsCount", "createdAt"] {
        assert!(maths.get(field).is_some(), "{field} in {maths}");
    }
    assert_eq!(maths["classLevel"], "Form 1");
    assert!(maths["topicsCount"].as_i64().unwrap() >= 5);
    assert!(maths["createdAt"]["seconds"].is_i64());
    let id = maths["id"].as_str().unwrap();
    let streamed = app.get("/api/subjects/filter?classLevel=Lower%20Sixth", Some(&student)).await;
    assert!(
        streamed.body["data"].as_array().unwrap().iter().any(|s| s["meta"]["stream"] == "Science"),
        "{}",
        streamed.body
    );
    let unknown = app.get("/api/subjects/filter?classLevel=Form%2012", Some(&student)).await;
    assert_eq!((unknown.status, unknown.error()), (StatusCode::UNPROCESSABLE_ENTITY, "Unknown class level: Form 12"));

    // One subject by id, by name as URLs carry it, and its card.
    let by_id = app.get(&format!("/api/userSubject/{id}"), Some(&student)).await;
    assert_eq!(by_id.body["name"], "Mathematics");
    let by_slug = app.get("/api/userSubject/English_Language?classLevel=Form%203", Some(&student)).await;
    assert_eq!(
        (by_slug.body["name"].as_str(), by_slug.body["classLevel"].as_str()),
        (Some("English Language"), Some("Form 3"))
    );
    let missing = app.get("/api/userSubject/Astrology", Some(&student)).await;
    assert_eq!((missing.status, missing.error()), (StatusCode::NOT_FOUND, "Subject not found."));
    let card = app.get(&format!("/api/{id}/userSubject"), Some(&student)).await;
    assert_eq!(card.status, StatusCode::OK);
    assert_eq!(card.body["name"], "Mathematics");
    assert!(card.body.get("image").is_some());

    // Topics of a class and subject, and one topic.
    let topics = app.get("/api/filter-topics?classLevel=Form%201&subject=Mathematics", Some(&student)).await;
    let topic_names = names(&topics.body["data"]);
    assert!(topic_names.contains(&"Fractions and Decimals".to_string()), "{topic_names:?}");
    assert!(
        topics.body["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["classLevel"] == "Form 1" && t["subject"] == "Mathematics")
    );
    let same = app.get("/api/topics?classLevel=form1&subject=Mathematics", Some(&student)).await;
    assert_eq!(names(&same.body["data"]), topic_names);
    let first = &topics.body["data"][0];
    let topic = app.get(&format!("/api/{}/topic", first["id"].as_str().unwrap()), Some(&student)).await;
    assert_eq!(topic.body["name"], first["name"]);
    assert!(topic.body["subtopics"].is_array());
    let none = app.get("/api/no-such-topic/topic", Some(&student)).await;
    assert_eq!((none.status, none.error()), (StatusCode::NOT_FOUND, "Topic not found."));
    let slugged = app.get("/api/filter-topics?classLevel=Form%202&subject=English_Language", Some(&student)).await;
    assert!(!slugged.body["data"].as_array().unwrap().is_empty(), "a slugged subject finds its topics");

    for path in ["/api/subjects", "/api/topics", &format!("/api/userSubject/{id}"), "/api/global-search?query=ma"] {
        assert_eq!(app.get(path, None).await.status, StatusCode::UNAUTHORIZED, "{path}");
    }
}

#[tokio::test]
async fn an_admin_creates_a_subject_with_a_picture_and_a_stream_then_deletes_it() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let created = app
        .send_form(
            Method::POST,
            "/api/createSubject",
            Some(&admin),
            subject_form("Computer Science", "Form 4", Some("Science")),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let subject = &created.body["data"];
    assert_eq!((subject["name"].as_str(), subject["classLevel"].as_str()), (Some("Computer Science"), Some("Form 4")));
    assert_eq!(subject["meta"]["stream"], "Science");
    let image = subject["image"].as_str().unwrap().to_string();
    assert!(image.starts_with("/files/") && image.ends_with(".png"), "{image}");
    let served = app.client.get(app.url(&image)).send().await.unwrap();
    assert_eq!(served.bytes().await.unwrap().as_ref(), TINY_PNG);

    // One call per class: the same subject for another class.
    let second = app
        .send_form(
            Method::POST,
            "/api/createSubject",
            Some(&admin),
            subject_form("Computer Science", "Form 5", Some("Arts")),
        )
        .await;
    assert_eq!(second.status, StatusCode::CREATED);
    let form4 = app.get("/api/subjects/filter?classLevel=Form%204", Some(&admin)).await;
    assert_eq!(names(&form4.body["data"]), ["Computer Science"]);

    // A stream may also come as a plain field; without a meta it is none.
    let plain = reqwest::multipart::Form::new()
        .text("name", "Geology")
        .text("description", "Rocks.")
        .text("classLevel", "Upper Sixth")
        .text("stream", "Science")
        .part("image", file_part(TINY_PNG, "g.png", "image/png"));
    let plain = app.send_form(Method::POST, "/api/createSubject", Some(&admin), plain).await;
    assert_eq!(plain.body["data"]["meta"]["stream"], "Science", "{}", plain.body);
    let unstreamed =
        app.send_form(Method::POST, "/api/createSubject", Some(&admin), subject_form("Science", "Form 1", None)).await;
    assert_eq!(unstreamed.body["data"]["meta"]["stream"], Value::Null);

    // Deleting.
    let id = created.body["id"].as_str().unwrap();
    let deleted = app.delete(&format!("/api/deleteSubject/{id}"), Some(&admin)).await;
    assert_eq!(deleted.status, StatusCode::OK);
    assert!(deleted.body["message"].is_string());
    assert_eq!(app.get(&format!("/api/userSubject/{id}"), Some(&admin)).await.status, StatusCode::NOT_FOUND);
    let left = app.get("/api/userSubject/Computer_Science", Some(&admin)).await;
    assert_eq!(left.body["classLevel"], "Form 5", "the other class's subject stays");
    let again = app.delete(&format!("/api/deleteSubject/{id}"), Some(&admin)).await;
    assert_eq!((again.status, again.error()), (StatusCode::NOT_FOUND, "Subject not found."));
    assert_eq!(
        app.client.get(app.url(&image)).send().await.unwrap().status(),
        StatusCode::NOT_FOUND,
        "its picture went with it"
    );
}

#[tokio::test]
async fn a_subject_needs_a_name_description_picture_and_class() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let required = "Name, description, image, and at least one class are required!";
    let full = || vec![("name", "Economics"), ("description", "Money and markets."), ("classLevel", "Form 4")];
    for missing in ["name", "description", "classLevel", "image"] {
        let mut form = reqwest::multipart::Form::new();
        for (field, value) in full() {
            if field != missing {
                form = form.text(field, value);
            }
        }
        if missing != "image" {
            form = form.part("image", file_part(TINY_PNG, "e.png", "image/png"));
        }
        let answer = app.send_form(Method::POST, "/api/createSubject", Some(&admin), form).await;
        assert_eq!((answer.status, answer.error()), (StatusCode::BAD_REQUEST, required), "without {missing}");
    }
    let not_an_image = reqwest::multipart::Form::new()
        .text("name", "Economics")
        .text("description", "Money.")
        .text("classLevel", "Form 4")
        .part("image", file_part(b"%PDF-1.7 a document", "e.png", "image/png"));
    let answer = app.send_form(Method::POST, "/api/createSubject", Some(&admin), not_an_image).await;
    assert_eq!(answer.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let bad_meta = subject_form("Economics", "Form 4", None).text("meta", "{not json");
    assert_eq!(
        app.send_form(Method::POST, "/api/createSubject", Some(&admin), bad_meta).await.status,
        StatusCode::BAD_REQUEST
    );
    let bad_stream = subject_form("Economics", "Form 4", Some("Magic"));
    let answer = app.send_form(Method::POST, "/api/createSubject", Some(&admin), bad_stream).await;
    assert_eq!((answer.status, answer.error()), (StatusCode::UNPROCESSABLE_ENTITY, "Unknown stream: Magic"));
    let bad_class = subject_form("Economics", "Form 40", None);
    assert_eq!(
        app.send_form(Method::POST, "/api/createSubject", Some(&admin), bad_class).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    assert!(
        app.get("/api/subjects", Some(&admin)).await.body["data"].as_array().unwrap().is_empty(),
        "nothing was stored"
    );

    let student = app.student("student").await;
    let answer = app
        .send_form(Method::POST, "/api/createSubject", Some(&student), subject_form("Economics", "Form 4", None))
        .await;
    assert_eq!(answer.status, StatusCode::FORBIDDEN);
    assert_eq!(app.delete("/api/deleteSubject/anything", Some(&student)).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.delete("/api/deleteSubject/anything", Some(&admin)).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_admin_adds_topics_one_form_or_in_bulk() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    // Several names for several classes: every name for every class.
    let created = app.post("/api/createTopic", Some(&admin), json!({ "name": ["Vectors", "Matrices"], "subject": "Further Mathematics", "classLevel": ["Lower Sixth", "Upper Sixth"], "description": "Linear algebra." })).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    assert_eq!(created.body["count"], 4);
    assert_eq!(created.body["data"]["name"], "Vectors");
    let one = app
        .post(
            "/api/createTopic",
            Some(&admin),
            json!({ "name": "Complex Numbers", "subject": "Further Mathematics", "classLevel": "Upper Sixth" }),
        )
        .await;
    assert_eq!(one.body["count"], 1);
    let upper =
        app.get("/api/filter-topics?classLevel=Upper%20Sixth&subject=Further%20Mathematics", Some(&admin)).await;
    let mut got = names(&upper.body["data"]);
    got.sort();
    assert_eq!(got, ["Complex Numbers", "Matrices", "Vectors"]);

    // bulkTopic: a list, names as one comma-separated text; or wrapped.
    let bulk = app
        .post(
            "/api/bulkTopic",
            Some(&admin),
            json!([
                { "name": "Soil, Weather\nRivers and Lakes", "subject": "Geography", "classLevel": "Form 1" },
                { "name": "Maps", "subject": "Geography", "classLevel": ["Form 1", "Form 2"] },
            ]),
        )
        .await;
    assert_eq!(bulk.status, StatusCode::CREATED, "{}", bulk.body);
    assert_eq!(bulk.body["count"], 5);
    // Names split on commas and line breaks: a name of several words is one topic.
    let form1 = app.get("/api/filter-topics?classLevel=Form%201&subject=Geography", Some(&admin)).await;
    assert!(names(&form1.body["data"]).contains(&"Rivers and Lakes".to_string()), "{}", form1.body);
    let wrapped = app
        .post(
            "/api/bulkTopic",
            Some(&admin),
            json!({ "topics": [{ "name": "Climate", "subject": "Geography", "classLevel": "Form 3" }] }),
        )
        .await;
    assert_eq!(wrapped.body["count"], 1);

    // A bad row stores nothing.
    let required = "Topic(s), subject, and at least one class are required!";
    let before = app.get("/api/topics", Some(&admin)).await.body["data"].as_array().unwrap().len();
    let bad = app
        .post(
            "/api/bulkTopic",
            Some(&admin),
            json!([
                { "name": "Deserts", "subject": "Geography", "classLevel": "Form 1" },
                { "name": "Oceans", "subject": "", "classLevel": "Form 1" },
            ]),
        )
        .await;
    assert_eq!((bad.status, bad.error()), (StatusCode::BAD_REQUEST, required));
    assert_eq!(app.get("/api/topics", Some(&admin)).await.body["data"].as_array().unwrap().len(), before);
    for body in [
        json!({ "subject": "Geography", "classLevel": "Form 1" }),
        json!({ "name": "Caves", "classLevel": "Form 1" }),
        json!({ "name": "Caves", "subject": "Geography" }),
        json!({ "name": "Caves", "subject": "Geography", "classLevel": [] }),
    ] {
        let answer = app.post("/api/createTopic", Some(&admin), body.clone()).await;
        assert_eq!((answer.status, answer.error()), (StatusCode::BAD_REQUEST, required), "{body}");
    }
    assert_eq!(app.post("/api/bulkTopic", Some(&admin), json!([])).await.error(), required);
    let bad_class = app
        .post(
            "/api/createTopic",
            Some(&admin),
            json!({ "name": "Caves", "subject": "Geography", "classLevel": "Form 99" }),
        )
        .await;
    assert_eq!(bad_class.status, StatusCode::UNPROCESSABLE_ENTITY);

    let student = app.student("student").await;
    assert_eq!(
        app.post(
            "/api/createTopic",
            Some(&student),
            json!({ "name": "Caves", "subject": "Geography", "classLevel": "Form 1" })
        )
        .await
        .status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(app.post("/api/bulkTopic", Some(&student), json!([])).await.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn search_finds_quizzes_topics_and_subjects_from_two_characters() {
    let app = spawn_app().await;
    app.seed_catalogue().await;
    let quiz = app.mcq_quiz().await;
    let student = app.student("seeker").await;

    let found = app.get(&format!("/api/global-search?query={}", enc("fraction")), Some(&student)).await;
    assert_eq!(found.status, StatusCode::OK);
    let results = found.body["results"].as_array().unwrap();
    assert!(
        results.iter().any(|r| r["collection"] == "topics" && r["title"] == "Fractions and Decimals"),
        "{results:?}"
    );
    for r in results {
        for field in ["id", "collection", "title", "subject", "classLevel"] {
            assert!(r.get(field).is_some(), "{field} in {r}");
        }
    }
    let subjects = app.get("/api/global-search?query=biolo", Some(&student)).await;
    assert!(
        subjects.body["results"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["collection"] == "subjects" && r["title"] == "Biology")
    );
    let quizzes = app.get("/api/search-quizzes?query=known", Some(&student)).await;
    let quiz_results = quizzes.body["results"].as_array().unwrap();
    assert_eq!(quiz_results.len(), 1);
    assert_eq!(
        (quiz_results[0]["id"].as_str(), quiz_results[0]["collection"].as_str()),
        (Some(quiz.as_str()), Some("quizzes"))
    );
    let nothing = app.get("/api/search-quizzes?query=zzzz", Some(&student)).await;
    assert_eq!(nothing.body["results"], json!([]));

    for query in ["a", "%20a%20", ""] {
        let short = app.get(&format!("/api/global-search?query={query}"), Some(&student)).await;
        assert_eq!(
            (short.status, short.error()),
            (StatusCode::BAD_REQUEST, "Search needs at least 2 characters."),
            "{query:?}"
        );
    }
    assert_eq!(app.get("/api/search-quizzes?query=a", Some(&student)).await.status, StatusCode::BAD_REQUEST);
    // Wildcards are text, not patterns.
    let wild = app.get("/api/global-search?query=%25%25", Some(&student)).await;
    assert_eq!(wild.status, StatusCode::OK);
    assert_eq!(wild.body["results"], json!([]), "{}", wild.body);
}
