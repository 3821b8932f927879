//! The question bank over HTTP (issue 16): writing with clear refusals, versions, imports of
//! Moodle's own files with a preview and no duplicates, exports that import back, hostile
//! files, quizzes built from the bank, and student quizzes that draw on it first.

use reqwest::{Method, StatusCode};
use sabi_domain::user::Role;
use serde_json::{Value, json};

use crate::helpers::{Person, TestApp, enc, file_part, spawn_app};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../adapters/formats/tests/fixtures/moodle");

fn question(text: &str) -> Value {
    json!({
        "subject": "Biology", "classLevel": "Form 2", "topic": "Human Digestive System",
        "type": "singleChoice", "question": text, "options": ["Mouth", "Stomach", "Ileum"], "answer": "Mouth",
        "explanation": "Saliva holds amylase.", "difficulty": "easy", "status": "published",
    })
}

async fn import(
    app: &TestApp,
    who: &Person,
    file_name: &str,
    bytes: Vec<u8>,
    fields: &[(&str, &str)],
) -> crate::helpers::Answer {
    let mut form = reqwest::multipart::Form::new().part("file", file_part(&bytes, file_name, "text/plain"));
    for (name, value) in fields {
        form = form.text(name.to_string(), value.to_string());
    }
    app.send_form(Method::POST, "/api/bank/import", Some(who), form).await
}

async fn total(app: &TestApp, who: &Person, query: &str) -> i64 {
    let list = app.get(&format!("/api/bank/questions?{query}"), Some(who)).await;
    assert_eq!(list.status, StatusCode::OK, "{}", list.body);
    list.body["total"].as_i64().unwrap()
}

#[tokio::test]
async fn staff_write_questions_and_every_invalid_one_is_named() {
    let app = spawn_app().await;
    let teacher = app.person("tabe", Role::Teacher).await;
    let made = app.post("/api/bank/questions", Some(&teacher), question("Where does starch digestion begin?")).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let data = &made.body["data"];
    assert_eq!(
        (data["type"].as_str(), data["source"].as_str(), data["version"].as_i64()),
        (Some("singleChoice"), Some("written"), Some(1))
    );
    assert_eq!(data["authorId"], teacher.id.as_str());

    let again =
        app.post("/api/bank/questions", Some(&teacher), question("  where does STARCH digestion begin? ")).await;
    assert_eq!((again.status, again.error()), (StatusCode::CONFLICT, "This question is already in the bank."));

    let cases = [
        (json!({"answer": ""}), "noKey", "No answer is marked as the key."),
        (json!({"options": ["Mouth", "Mouth", "Ileum"]}), "repeatedOption", "The option \"Mouth\" is repeated."),
        (json!({"answer": "Liver"}), "keyNotAmongOptions", "The key \"Liver\" is not among the options."),
        (
            json!({"type": "shortAnswer", "marks": 40, "markingScheme": [{"point": "amylase", "marks": 1}]}),
            "marksOutOfRange",
            "Marks must be from 1 to 20.",
        ),
    ];
    for (change, problem, message) in cases {
        let mut body = question("A question with a problem?");
        body.as_object_mut().unwrap().extend(change.as_object().unwrap().clone());
        let refused = app.post("/api/bank/questions", Some(&teacher), body.clone()).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{change}: {}", refused.body);
        let problems = refused.body["problems"].as_array().unwrap();
        assert!(
            problems.iter().any(|p| p["problem"] == problem && p["message"] == message),
            "{change}: {}",
            refused.body
        );
        let checked = app.post("/api/bank/questions/check", Some(&teacher), body).await;
        assert_eq!(checked.body["problems"], refused.body["problems"], "check says what save says");
    }
    assert_eq!(total(&app, &teacher, "").await, 1, "nothing invalid was stored");
    // The quiz builder asks for its picked questions again in one call, by id.
    let id = data["id"].as_str().unwrap();
    assert_eq!(total(&app, &teacher, &format!("ids={id},%20gone")).await, 1);
    assert_eq!(total(&app, &teacher, "ids=gone").await, 0);
    let many = (0..101).map(|i| format!("q{i}")).collect::<Vec<_>>().join(",");
    let too_many = app.get(&format!("/api/bank/questions?ids={many}"), Some(&teacher)).await;
    assert_eq!(
        (too_many.status, too_many.error()),
        (StatusCode::BAD_REQUEST, "Ask for at most 100 questions by id at once.")
    );
    let unknown =
        app.post("/api/bank/questions", Some(&teacher), json!({"type": "matching", "classLevel": "Form 2"})).await;
    assert!(unknown.status.is_client_error() && unknown.error().contains("unknown question type"), "{}", unknown.body);
}

#[tokio::test]
async fn edits_make_versions_and_never_change_a_quiz_already_made() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let made = app.post("/api/bank/questions", Some(&admin), question("Which organ makes bile?")).await;
    let id = made.body["data"]["id"].as_str().unwrap().to_string();
    let built = app
        .post(
            "/api/bank/quizzes",
            Some(&admin),
            json!({"title": "Bile", "subject": "Biology", "classLevel": "Form 2", "topic": "Human Digestive System",
                   "quizType": "multiple-choice", "questionIds": [id]}),
        )
        .await;
    assert_eq!(built.status, StatusCode::CREATED, "{}", built.body);
    let quiz_id = built.body["data"]["id"].as_str().unwrap().to_string();

    let mut edit = question("Which organ makes bile, the digestive juice?");
    edit["version"] = json!(1);
    let saved = app.put(&format!("/api/bank/questions/{id}"), Some(&admin), edit.clone()).await;
    assert_eq!((saved.status, saved.body["data"]["version"].as_i64()), (StatusCode::OK, Some(2)), "{}", saved.body);
    // Someone who opened version 1 saves after: refused, their edit not stored.
    edit["question"] = json!("A late edit?");
    let late = app.put(&format!("/api/bank/questions/{id}"), Some(&admin), edit).await;
    assert_eq!(late.status, StatusCode::CONFLICT, "{}", late.body);
    assert!(late.error().contains("changed by someone else"));

    let read = app.get(&format!("/api/bank/questions/{id}"), Some(&admin)).await;
    let versions = read.body["versions"].as_array().unwrap();
    assert_eq!(
        versions.iter().map(|v| v["question"].as_str().unwrap()).collect::<Vec<_>>(),
        vec!["Which organ makes bile?", "Which organ makes bile, the digestive juice?"]
    );
    let quiz = app.get(&format!("/api/quiz/{quiz_id}"), Some(&admin)).await;
    assert!(
        quiz.body.to_string().contains("Which organ makes bile?\""),
        "the quiz keeps what it was made with: {}",
        quiz.body
    );

    let gone = app.delete(&format!("/api/bank/questions/{id}"), Some(&admin)).await;
    assert_eq!(gone.status, StatusCode::OK);
    assert_eq!(app.get(&format!("/api/bank/questions/{id}"), Some(&admin)).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/quiz/{quiz_id}"), Some(&admin)).await.status, StatusCode::OK, "the quiz stays");
}

#[tokio::test]
async fn moodle_files_import_after_a_preview_once_and_refuse_what_sabi_cannot_take() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let place = [("subject", "Computer Science"), ("classLevel", "Form 4"), ("topic", "Moodle")];
    let file = std::fs::read(format!("{FIXTURES}/questions.gift.txt")).unwrap();

    let preview = import(&app, &admin, "questions.gift.txt", file.clone(), &place).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    assert_eq!(preview.body["format"], "gift");
    assert!(preview.body.get("created").is_none());
    let refused = preview.body["refused"].as_array().unwrap();
    let reason_of = |name: &str| {
        refused
            .iter()
            .find(|r| r["name"] == name)
            .map(|r| r["reason"].as_str().unwrap().to_lowercase())
            .unwrap_or_default()
    };
    assert!(
        reason_of("Moodle activities").contains("match"),
        "the matching question is refused with its reason: {refused:?}"
    );
    assert!(reason_of("Q5").contains("numerical"), "the numerical range is refused: {refused:?}");
    assert!(refused.iter().all(|r| r["line"].as_i64().unwrap() > 0), "each refusal names its line");
    let taken = preview.body["questions"].as_array().unwrap();
    assert!(taken.iter().any(|q| q["type"] == "multipleAnswers"), "{taken:?}");
    assert!(taken.iter().any(|q| q["type"] == "trueFalse"));
    assert!(taken.iter().any(|q| q["type"] == "shortAnswer"));
    let to_create = preview.body["toCreate"].as_i64().unwrap();
    assert!(to_create >= 4, "{}", preview.body);
    assert_eq!(total(&app, &admin, "").await, 0, "a preview stores nothing");

    let confirmed =
        import(&app, &admin, "questions.gift.txt", file.clone(), &[place[0], place[1], place[2], ("confirm", "true")])
            .await;
    assert_eq!(confirmed.status, StatusCode::CREATED, "{}", confirmed.body);
    assert_eq!(confirmed.body["created"].as_i64(), Some(to_create));
    assert_eq!(total(&app, &admin, "source=imported").await, to_create);

    let twice =
        import(&app, &admin, "questions.gift.txt", file, &[place[0], place[1], place[2], ("confirm", "true")]).await;
    assert_eq!((twice.body["created"].as_i64(), twice.body["toCreate"].as_i64()), (Some(0), Some(0)), "{}", twice.body);
    assert_eq!(total(&app, &admin, "").await, to_create, "importing the same file twice creates nothing twice");

    // Moodle XML and Aiken files Moodle wrote, placed by the form where they do not say.
    for (name, format) in [("nested_categories_with_questions.xml", "moodleXml"), ("questions.aiken.txt", "aiken")] {
        let bytes = std::fs::read(format!("{FIXTURES}/{name}")).unwrap();
        let read = import(&app, &admin, name, bytes, &[place[0], place[1], place[2], ("confirm", "true")]).await;
        assert_eq!(
            (read.status, read.body["format"].as_str()),
            (StatusCode::CREATED, Some(format)),
            "{name}: {}",
            read.body
        );
        assert!(read.body["created"].as_i64().unwrap() > 0, "{name}: {}", read.body);
    }
    let cloze = std::fs::read(format!("{FIXTURES}/broken_cloze_questions.xml")).unwrap();
    let read = import(&app, &admin, "broken_cloze_questions.xml", cloze, &place).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.body);
    assert!(
        read.body["refused"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["line"].as_i64().unwrap() > 0 && !r["reason"].as_str().unwrap().is_empty())
    );
}

#[tokio::test]
async fn what_is_exported_imports_back_to_the_same_questions_in_every_format() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    for n in 0..3 {
        let made = app.post("/api/bank/questions", Some(&admin), question(&format!("Digestion question {n}?"))).await;
        assert_eq!(made.status, StatusCode::CREATED);
    }
    let short = json!({
        "subject": "Biology", "classLevel": "Form 2", "topic": "Human Digestive System", "type": "shortAnswer",
        "question": "Name two enzymes made by the pancreas.", "marks": 2, "modelAnswer": "Amylase and lipase.",
        "markingScheme": [{"point": "amylase", "marks": 1, "accept": ["pancreatic amylase"]}, {"point": "lipase", "marks": 1}],
    });
    assert_eq!(app.post("/api/bank/questions", Some(&admin), short).await.status, StatusCode::CREATED);
    for format in ["gift", "moodleXml", "csv", "aiken"] {
        let (status, headers, text) =
            app.get_text(&format!("/api/bank/export?format={format}&classLevel=Form%202"), Some(&admin)).await;
        assert_eq!(status, StatusCode::OK, "{format}: {text}");
        assert!(headers["content-disposition"].to_str().unwrap().contains("sabi-questions."), "{format}");
        let name = match format {
            "moodleXml" => "back.xml",
            "csv" => "back.csv",
            "aiken" => "back.aiken.txt",
            _ => "back.gift",
        };
        let fields: &[(&str, &str)] =
            &[("subject", "Biology"), ("classLevel", "Form 2"), ("topic", "Human Digestive System")];
        let back = import(&app, &admin, name, text.into_bytes(), fields).await;
        assert_eq!(back.status, StatusCode::OK, "{format}: {}", back.body);
        let expected = if format == "aiken" { 3 } else { 4 };
        assert_eq!(
            back.body["duplicates"].as_i64(),
            Some(expected),
            "{format} imports back to the same questions: {}",
            back.body
        );
        assert_eq!(back.body["toCreate"].as_i64(), Some(0), "{format}: {}", back.body);
    }
}

#[tokio::test]
async fn hostile_files_get_a_clear_answer_and_store_nothing() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let place: &[(&str, &str)] =
        &[("subject", "Biology"), ("classLevel", "Form 2"), ("topic", "Cells"), ("confirm", "true")];
    let huge = vec![b'a'; 20 * 1024 * 1024];
    let cases: Vec<(&str, Vec<u8>, StatusCode)> = vec![
        ("huge.gift", huge, StatusCode::PAYLOAD_TOO_LARGE),
        ("binary.gift", vec![0xff, 0xfe, 0x00, 0x81, 0x9f], StatusCode::BAD_REQUEST),
        (
            "bomb.xml",
            b"<?xml version=\"1.0\"?><!DOCTYPE q [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]><quiz>&b;</quiz>"
                .to_vec(),
            StatusCode::BAD_REQUEST,
        ),
        (
            "xxe.xml",
            b"<?xml version=\"1.0\"?><!DOCTYPE q [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><quiz>&x;</quiz>".to_vec(),
            StatusCode::BAD_REQUEST,
        ),
        (
            "deep.xml",
            format!("<quiz>{}{}</quiz>", "<a>".repeat(5_000), "</a>".repeat(5_000)).into_bytes(),
            StatusCode::BAD_REQUEST,
        ),
        ("picture.png", b"\x89PNG\r\n\x1a\n".to_vec(), StatusCode::BAD_REQUEST),
    ];
    for (name, bytes, status) in cases {
        let answer = import(&app, &admin, name, bytes, place).await;
        assert_eq!(answer.status, status, "{name}: {}", answer.body);
        assert!(!answer.error().is_empty(), "{name}: a sentence says why");
        assert!(!answer.error().contains("passwd") && !answer.error().contains("root:"), "{name}");
    }
    assert_eq!(total(&app, &admin, "").await, 0);

    // One broken question among 200: the 199 are taken, the broken one named by its line.
    let mut gift = String::from("$CATEGORY: Biology/Form 2/Cells\n\n");
    for n in 0..200 {
        if n == 120 {
            gift.push_str("::broken:: Which part controls the cell? {=Nucleus ~Wall\n\n");
        } else {
            gift.push_str(&format!("::q{n}:: Cell question number {n}? {{=Yes ~No}}\n\n"));
        }
    }
    let answer = import(&app, &admin, "cells.gift", gift.into_bytes(), place).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
    let refused = answer.body["refused"].as_array().unwrap();
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert!(refused[0]["line"].as_i64().unwrap() >= 242, "{refused:?}");
    assert_eq!(answer.body["created"].as_i64(), Some(199));
}

#[tokio::test]
async fn an_answer_is_tried_against_the_marker_before_saving() {
    let app = spawn_app().await;
    let teacher = app.person("tabe", Role::Teacher).await;
    let scheme = json!({"type": "shortAnswer", "question": "Name the enzyme in saliva and what it digests.", "marks": 2,
        "markingScheme": [{"point": "amylase", "marks": 1, "accept": ["ptyalin"]}, {"point": "starch", "marks": 1}]});
    let tried = |answer: &str| json!({"question": scheme, "answer": answer});
    let full = app.post("/api/bank/try-answer", Some(&teacher), tried("Salivary amylase breaks down starch.")).await;
    assert_eq!(
        (full.status, full.body["score"].as_i64(), full.body["marks"].as_i64()),
        (StatusCode::OK, Some(2), Some(2)),
        "{}",
        full.body
    );
    let half = app.post("/api/bank/try-answer", Some(&teacher), tried("Ptyalin.")).await;
    assert_eq!(half.body["score"].as_i64(), Some(1), "{}", half.body);
    let echo = app.post("/api/bank/try-answer", Some(&teacher), tried("Name the enzyme in saliva.")).await;
    assert_eq!(echo.body["score"].as_i64(), Some(0), "repeating the question earns nothing: {}", echo.body);
    // Each marking point, with what it is worth and what the answer earned by it: the awards
    // add up to the score.
    let points = |answer: &Value| -> Vec<(String, i64, i64, bool)> {
        answer["points"]
            .as_array()
            .unwrap_or_else(|| panic!("points: {answer}"))
            .iter()
            .map(|p| {
                let n = |k: &str| p[k].as_i64().unwrap_or(-1);
                (p["point"].as_str().unwrap_or_default().to_string(), n("marks"), n("awarded"), p["found"] == true)
            })
            .collect()
    };
    let point = |name: &str, marks: i64, awarded: i64, found: bool| (name.to_string(), marks, awarded, found);
    assert_eq!(points(&full.body), [point("amylase", 1, 1, true), point("starch", 1, 1, true)]);
    assert_eq!(points(&half.body), [point("amylase", 1, 1, true), point("starch", 1, 0, false)]);
    assert_eq!(points(&echo.body), [point("amylase", 1, 0, false), point("starch", 1, 0, false)]);
    for answer in [&full, &half, &echo] {
        let sum: i64 = points(&answer.body).iter().map(|p| p.2).sum();
        assert_eq!(Some(sum), answer.body["score"].as_i64(), "{}", answer.body);
    }
    let choice = json!({"question": question("Where does starch digestion begin?"), "answer": "Mouth"});
    let choice = app.post("/api/bank/try-answer", Some(&teacher), choice).await;
    assert_eq!(choice.body["score"].as_i64(), Some(1));
    assert_eq!(choice.body["points"], json!([]), "a multiple-choice answer has no marking points");
    assert_eq!(total(&app, &teacher, "").await, 0, "trying stores nothing");
}

#[tokio::test]
async fn a_students_quiz_keeps_to_the_banks_topic_and_shows_unseen_questions_first() {
    let app = spawn_app().await;
    app.seed_catalogue().await;
    let admin = app.admin().await;
    let student = app.student("ama").await;
    // A topic the shipped bank does not know: only the school's questions exist for it.
    let topic = "School Garden Pests";
    for n in 0..12 {
        let mut body = question(&format!("Garden pest question {n}?"));
        body["topic"] = json!(topic);
        assert_eq!(app.post("/api/bank/questions", Some(&admin), body).await.status, StatusCode::CREATED);
    }
    let mut draft = question("A draft nobody should see?");
    draft["topic"] = json!(topic);
    draft["status"] = json!("draft");
    assert_eq!(app.post("/api/bank/questions", Some(&admin), draft).await.status, StatusCode::CREATED);

    let ask = json!({"subject": "Biology", "topic": topic, "classLevel": "Form 2", "quizType": "multiple-choice"});
    let texts = |quiz: &Value| -> Vec<String> {
        quiz["data"]["questions"]
            .as_array()
            .or(quiz["questions"].as_array())
            .unwrap()
            .iter()
            .map(|q| q["question"].as_str().unwrap().to_string())
            .collect()
    };
    let first = app.post("/api/generate-quiz", Some(&student), ask.clone()).await;
    assert!(first.status.is_success(), "{}", first.body);
    let first_texts = texts(&first.body);
    assert_eq!(first_texts.len(), 10);
    assert!(first_texts.iter().all(|t| t.starts_with("Garden pest question")), "{first_texts:?}");
    let second = app.post("/api/generate-quiz", Some(&student), ask).await;
    let second_texts = texts(&second.body);
    let unseen: Vec<&String> = second_texts.iter().filter(|t| !first_texts.contains(t)).collect();
    assert_eq!(unseen.len(), 2, "the two questions not yet seen come first: {second_texts:?}");

    // Fewer questions than asked: a shorter quiz that says so, never another topic's.
    let few = "Soil Animals";
    for n in 0..3 {
        let mut body = question(&format!("Soil animal question {n}?"));
        body["topic"] = json!(few);
        app.post("/api/bank/questions", Some(&admin), body).await;
    }
    let short = app
        .post(
            "/api/generate-quiz",
            Some(&student),
            json!({"subject": "Biology", "topic": few, "classLevel": "Form 2", "quizType": "multiple-choice"}),
        )
        .await;
    assert_eq!(texts(&short.body).len(), 3, "{}", short.body);
    let description = short.body["data"]["description"].as_str().or(short.body["description"].as_str()).unwrap();
    assert!(description.contains("shorter than the 10 asked for"), "{description}");
    assert!(app.get(&format!("/api/search-quizzes?query={}", enc(few)), Some(&student)).await.status.is_success());
}

#[tokio::test]
async fn a_quiz_students_have_taken_is_retired_not_deleted() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let student = app.student("ama").await;
    let untouched = app.mcq_quiz().await;
    let gone = app.delete(&format!("/api/quiz/{untouched}"), Some(&admin)).await;
    assert_eq!((gone.status, gone.body["retired"].as_bool()), (StatusCode::OK, Some(false)), "{}", gone.body);
    assert_eq!(app.get(&format!("/api/quiz/{untouched}"), Some(&admin)).await.status, StatusCode::NOT_FOUND);

    let taken = app.mcq_quiz().await;
    let attempt = app.start_attempt(&student, &taken, "practice").await;
    let retired = app.delete(&format!("/api/quiz/{taken}"), Some(&admin)).await;
    assert_eq!((retired.status, retired.body["retired"].as_bool()), (StatusCode::OK, Some(true)), "{}", retired.body);
    let listed = app.get("/api/quizzes", Some(&admin)).await;
    assert!(!listed.body.to_string().contains(&taken), "a retired quiz is no longer offered");
    let read = app.get(&format!("/api/quiz/{taken}"), Some(&student)).await;
    assert_eq!(read.status, StatusCode::OK, "its attempts still read it");
    assert!(app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await.status.is_success());
    let again = app
        .post(
            "/api/quizzes/saveAttempt",
            Some(&student),
            json!({"userId": student.id, "quizId": taken, "quizMode": "practice", "status": "in-progress", "selectedAnswers": []}),
        )
        .await;
    assert_eq!(again.status, StatusCode::CONFLICT, "no new attempt on a retired quiz: {}", again.body);
    assert!(again.error().contains("retired"));
    assert_eq!(app.delete(&format!("/api/quiz/{taken}"), Some(&admin)).await.body["retired"].as_bool(), Some(true));
}

#[tokio::test]
async fn generated_questions_land_as_drafts_to_edit_before_a_quiz_is_built() {
    let app = spawn_app().await;
    app.seed_catalogue().await;
    let teacher = app.person("tabe", Role::Teacher).await;
    let ask = json!({"subject": "Mathematics", "classLevel": "Form 1", "topic": crate::permissions::MATHS_TOPIC,
                     "quizType": "multiple-choice", "count": 4});
    let made = app.post("/api/bank/generate", Some(&teacher), ask).await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    let drafts = made.body["data"].as_array().unwrap();
    assert_eq!(drafts.len(), 4, "{}", made.body);
    assert!(drafts.iter().all(|q| q["status"] == "draft" && q["source"] == "generated"), "{drafts:?}");
    assert!(drafts.iter().all(|q| q["topic"] == crate::permissions::MATHS_TOPIC));

    // Edit the first, drop the second, reorder, then build and read the quiz as it was built.
    let first = &drafts[0];
    let mut edit = first.clone();
    edit["question"] = json!(format!("{} (edited)", first["question"].as_str().unwrap()));
    edit["status"] = json!("published");
    let saved = app.put(&format!("/api/bank/questions/{}", first["id"].as_str().unwrap()), Some(&teacher), edit).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let order = vec![drafts[3]["id"].clone(), drafts[0]["id"].clone(), drafts[2]["id"].clone()];
    let built = app
        .post(
            "/api/bank/quizzes",
            Some(&teacher),
            json!({"title": "Checked by hand", "subject": "Mathematics", "classLevel": "Form 1",
                   "topic": crate::permissions::MATHS_TOPIC, "quizType": "multiple-choice", "questionIds": order}),
        )
        .await;
    assert_eq!(built.status, StatusCode::CREATED, "{}", built.body);
    let questions = built.body["data"]["questions"].as_array().unwrap();
    assert_eq!(questions.len(), 3);
    assert_eq!(questions[0]["question"], drafts[3]["question"]);
    assert!(questions[1]["question"].as_str().unwrap().ends_with("(edited)"));
}

#[tokio::test]
async fn a_topic_is_renamed_with_its_questions_and_removed_with_what_it_holds_said_first() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let student = app.student("ama").await;
    let made = app
        .post(
            "/api/createTopic",
            Some(&admin),
            json!({"name": "Teeth and Dentiton", "subject": "Biology", "classLevel": "Form 2"}),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let topic = made.body["id"].as_str().unwrap().to_string();
    let mut ids = Vec::new();
    for n in 0..2 {
        let mut body = question(&format!("Teeth question {n}?"));
        body["topic"] = json!("Teeth and Dentiton");
        ids.push(
            app.post("/api/bank/questions", Some(&admin), body).await.body["data"]["id"].as_str().unwrap().to_string(),
        );
    }
    let built = app
        .post(
            "/api/bank/quizzes",
            Some(&admin),
            json!({"title": "Teeth", "subject": "Biology", "classLevel": "Form 2", "topic": "Teeth and Dentiton",
                   "quizType": "multiple-choice", "questionIds": ids}),
        )
        .await;
    let quiz = built.body["data"]["id"].as_str().unwrap().to_string();
    app.start_attempt(&student, &quiz, "practice").await;

    let usage = app.get(&format!("/api/topics/{topic}/usage"), Some(&admin)).await;
    assert_eq!(
        (usage.body["quizzes"].as_i64(), usage.body["bankQuestions"].as_i64()),
        (Some(1), Some(2)),
        "{}",
        usage.body
    );

    let renamed = app
        .put(
            &format!("/api/topics/{topic}"),
            Some(&admin),
            json!({"name": "Teeth and Dentition", "subject": "Biology", "classLevel": "Form 2", "description": "Spelt right"}),
        )
        .await;
    assert_eq!(
        (renamed.status, renamed.body["data"]["name"].as_str()),
        (StatusCode::OK, Some("Teeth and Dentition")),
        "{}",
        renamed.body
    );
    assert_eq!(
        total(&app, &admin, &format!("topic={}", enc("Teeth and Dentition"))).await,
        2,
        "its questions follow it"
    );
    assert_eq!(total(&app, &admin, &format!("topic={}", enc("Teeth and Dentiton"))).await, 0);

    let removed = app.delete(&format!("/api/topics/{topic}"), Some(&admin)).await;
    assert_eq!(
        (removed.status, removed.body["quizzes"].as_i64(), removed.body["bankQuestions"].as_i64()),
        (StatusCode::OK, Some(1), Some(2)),
        "{}",
        removed.body
    );
    let topics = app.get("/api/topics?classLevel=Form%202&subject=Biology", Some(&student)).await;
    assert!(!topics.body.to_string().contains("Teeth and Dentition"), "the topic is gone from the catalogue");
    assert_eq!(total(&app, &admin, "status=retired").await, 2, "its questions are retired, not lost");
    assert_eq!(
        app.get(&format!("/api/quiz/{quiz}"), Some(&student)).await.status,
        StatusCode::OK,
        "the taken quiz stays, retired"
    );
    assert_eq!(app.get(&format!("/api/topics/{topic}/usage"), Some(&admin)).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_subject_is_renamed_with_its_topics_quizzes_and_questions() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let form = crate::helpers::subject_form("Biologie", "Form 2", None);
    let made = app.send_form(Method::POST, "/api/createSubject", Some(&admin), form).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let subject = made.body["id"].as_str().unwrap().to_string();
    app.post("/api/createTopic", Some(&admin), json!({"name": "Cells", "subject": "Biologie", "classLevel": "Form 2"}))
        .await;
    let mut body = question("What does the nucleus hold?");
    body["subject"] = json!("Biologie");
    body["topic"] = json!("Cells");
    assert_eq!(app.post("/api/bank/questions", Some(&admin), body).await.status, StatusCode::CREATED);

    let renamed = app
        .put(&format!("/api/subjects/{subject}"), Some(&admin), json!({"name": "Biology", "description": "Life"}))
        .await;
    assert_eq!(
        (renamed.status, renamed.body["data"]["name"].as_str()),
        (StatusCode::OK, Some("Biology")),
        "{}",
        renamed.body
    );
    let topics = app.get("/api/filter-topics?classLevel=Form%202&subject=Biology", Some(&admin)).await;
    assert!(
        topics.body["data"].as_array().unwrap().iter().any(|t| t["name"] == "Cells"),
        "its topics follow: {}",
        topics.body
    );
    assert_eq!(total(&app, &admin, "subject=Biology&topic=Cells").await, 1, "its questions follow");
    let blank = app.put(&format!("/api/subjects/{subject}"), Some(&admin), json!({"name": " "})).await;
    assert_eq!(blank.status, StatusCode::BAD_REQUEST, "{}", blank.body);
}

#[tokio::test]
async fn a_subject_is_moved_to_another_class_and_removed_with_what_it_holds_said_first() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let student = app.student("ama").await;
    let mut made = Vec::new();
    for class in ["Form 2", "Form 4"] {
        let form = crate::helpers::subject_form("Zoology", class, None);
        let answer = app.send_form(Method::POST, "/api/createSubject", Some(&admin), form).await;
        assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.body);
        made.push(answer.body["id"].as_str().unwrap().to_string());
    }
    let subject = &made[0];
    app.post(
        "/api/createTopic",
        Some(&admin),
        json!({"name": "Animals", "subject": "Zoology", "classLevel": "Form 2"}),
    )
    .await;
    let mut ids = Vec::new();
    for n in 0..2 {
        let mut body = question(&format!("Which animal is this {n}?"));
        body["subject"] = json!("Zoology");
        body["topic"] = json!("Animals");
        let added = app.post("/api/bank/questions", Some(&admin), body).await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
        ids.push(added.body["data"]["id"].as_str().unwrap().to_string());
    }
    let built = app
        .post(
            "/api/bank/quizzes",
            Some(&admin),
            json!({"title": "Animals", "subject": "Zoology", "classLevel": "Form 2", "topic": "Animals",
                   "quizType": "multiple-choice", "questionIds": ids}),
        )
        .await;
    assert_eq!(built.status, StatusCode::CREATED, "{}", built.body);
    let quiz = built.body["data"]["id"].as_str().unwrap().to_string();
    app.start_attempt(&student, &quiz, "practice").await;

    let usage = app.get(&format!("/api/subjects/{subject}/usage"), Some(&admin)).await;
    assert_eq!(usage.status, StatusCode::OK, "{}", usage.body);
    assert_eq!(
        (usage.body["topics"].as_i64(), usage.body["quizzes"].as_i64(), usage.body["bankQuestions"].as_i64()),
        (Some(1), Some(1), Some(2)),
        "{}",
        usage.body
    );
    let by_student = app.get(&format!("/api/subjects/{subject}/usage"), Some(&student)).await;
    assert_eq!(by_student.status, StatusCode::FORBIDDEN);

    // Form 4 already has a Zoology: refused, and nothing moved.
    let move_to = |class: &str| json!({"name": "Zoology", "description": "Animals", "classLevel": class});
    let clash = app.put(&format!("/api/subjects/{subject}"), Some(&admin), move_to("Form 4")).await;
    assert_eq!(
        (clash.status, clash.error()),
        (StatusCode::CONFLICT, "Form 4 already has a subject named Zoology."),
        "{}",
        clash.body
    );
    let unknown = app.put(&format!("/api/subjects/{subject}"), Some(&admin), move_to("Form 12")).await;
    assert_eq!(unknown.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", unknown.body);
    assert_eq!(total(&app, &admin, "subject=Zoology&classLevel=Form%202").await, 2, "nothing moved");

    let moved = app.put(&format!("/api/subjects/{subject}"), Some(&admin), move_to("form 3")).await;
    assert_eq!(
        (moved.status, moved.body["data"]["classLevel"].as_str()),
        (StatusCode::OK, Some("Form 3")),
        "{}",
        moved.body
    );
    let topics = app.get("/api/filter-topics?classLevel=Form%203&subject=Zoology", Some(&student)).await;
    assert!(names_of(&topics.body["data"]).contains(&"Animals".to_string()), "its topics follow: {}", topics.body);
    let left = app.get("/api/filter-topics?classLevel=Form%202&subject=Zoology", Some(&student)).await;
    assert!(names_of(&left.body["data"]).is_empty(), "{}", left.body);
    assert_eq!(total(&app, &admin, "subject=Zoology&classLevel=Form%203").await, 2, "its questions follow");
    let quizzes = app.get("/api/quizzes", Some(&admin)).await;
    let listed = quizzes.body["data"].as_array().unwrap().iter().find(|q| q["id"] == quiz.as_str()).cloned();
    assert_eq!(listed.map(|q| q["classLevel"].clone()), Some(json!("Form 3")), "its quizzes follow");

    let removed = app.delete(&format!("/api/deleteSubject/{subject}"), Some(&admin)).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert_eq!(
        [
            &removed.body["topics"],
            &removed.body["quizzesRetired"],
            &removed.body["quizzesDeleted"],
            &removed.body["bankQuestions"]
        ]
        .map(Value::as_i64),
        [Some(1), Some(1), Some(0), Some(2)],
        "{}",
        removed.body
    );
    let topics = app.get("/api/filter-topics?classLevel=Form%203&subject=Zoology", Some(&student)).await;
    assert!(names_of(&topics.body["data"]).is_empty(), "a student sees none of its topics: {}", topics.body);
    let subjects = app.get("/api/subjects/filter?classLevel=Form%203", Some(&student)).await;
    assert!(!names_of(&subjects.body["data"]).contains(&"Zoology".to_string()), "{}", subjects.body);
    assert_eq!(total(&app, &admin, "subject=Zoology&status=retired").await, 2, "its questions are retired, not lost");
    assert_eq!(app.get(&format!("/api/quiz/{quiz}"), Some(&student)).await.status, StatusCode::OK, "taken quiz stays");
    let other = app.get(&format!("/api/subjects/{}/usage", made[1]), Some(&admin)).await;
    assert_eq!(other.status, StatusCode::OK, "Form 4's Zoology stays");
    assert_eq!(app.get(&format!("/api/subjects/{subject}/usage"), Some(&admin)).await.status, StatusCode::NOT_FOUND);
}

fn names_of(list: &Value) -> Vec<String> {
    list.as_array()
        .map(|l| l.iter().filter_map(|t| t["name"].as_str().map(str::to_string)).collect())
        .unwrap_or_default()
}
