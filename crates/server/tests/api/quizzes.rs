//! Quizzes: reading one (with or without its key), the class lists, generation through the
//! built-in generator, students' quiz setups, and a whole short-answer attempt marked by the
//! built-in reviewer.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::spawn_app;
use crate::permissions::{BIOLOGY_TOPIC, MATHS_TOPIC};

fn generate(subject: &str, topic: &str, class_level: &str, quiz_type: &str) -> Value {
    json!({ "subject": subject, "topic": topic, "classLevel": class_level, "quizType": quiz_type, "difficulty": "normal" })
}

#[tokio::test]
async fn a_quiz_shows_its_key_to_admins_only() {
    let app = spawn_app().await;
    let quiz = app.mcq_quiz().await;
    let student = app.student("looker").await;
    let admin = app.admin().await;

    let seen = app.get(&format!("/api/quiz/{quiz}"), Some(&student)).await;
    assert_eq!(seen.status, StatusCode::OK);
    let data = &seen.body["data"];
    for field in [
        "id",
        "title",
        "subject",
        "topic",
        "classLevel",
        "quizType",
        "estimateTime",
        "timeLimit",
        "passPoints",
        "marks",
        "questions",
        "quizData",
        "generatorParams",
        "createdAt",
    ] {
        assert!(data.get(field).is_some(), "{field} in {data}");
    }
    assert_eq!(data["quizType"], "multiple-choice-questions");
    assert_eq!(data["questions"][1]["options"][1], "Yaoundé");
    assert_eq!(data["generatorParams"]["className"], "Form 2");
    let text = seen.body.to_string();
    assert!(!text.contains("\"answer\"") && !text.contains("explanation"), "{text}");
    // How a question is asked, not its key: the third takes several options, the others one.
    let several = |data: &Value| {
        data["questions"].as_array().unwrap().iter().map(|q| q.get("severalAnswers").cloned()).collect::<Vec<_>>()
    };
    assert_eq!(several(data), [None, None, Some(json!(true))]);

    let keyed = app.get(&format!("/api/quiz/{quiz}"), Some(&admin)).await;
    assert_eq!(keyed.body["data"]["questions"][0]["answer"], "4");
    assert_eq!(several(&keyed.body["data"]), [None, None, Some(json!(true))]);
    let missing = app.get("/api/quiz/no-such-quiz", Some(&student)).await;
    assert_eq!((missing.status, missing.error()), (StatusCode::NOT_FOUND, "Quiz not found or server error"));

    // The admin's list; the class lists.
    let list = app.get("/api/quizzes", Some(&admin)).await;
    assert_eq!(list.body["data"].as_array().unwrap().len(), 1);
    assert!(list.body["data"][0].get("questions").is_none(), "lists carry no questions");
    assert_eq!(app.get("/api/quizzes", Some(&student)).await.status, StatusCode::FORBIDDEN);
    let form2 = app.get("/api/filterGeneratedQuizzes?classLevel=Form%202", Some(&student)).await;
    assert_eq!(form2.status, StatusCode::OK);
    assert_eq!(form2.body["manualQuizzes"][0]["id"], quiz.as_str());
    assert_eq!(form2.body["weeklyQuizzes"], json!([]));
    let default = app.get("/api/filterGeneratedQuizzes", Some(&student)).await;
    assert_eq!(
        (default.body["manualQuizzes"].clone(), default.body["weeklyQuizzes"].clone()),
        (json!([]), json!([])),
        "Form 1 by default"
    );
    let bad = app.get("/api/filterGeneratedQuizzes?classLevel=Form%20Zero", Some(&student)).await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn generation_makes_and_stores_a_quiz_of_the_catalogue() {
    let app = spawn_app().await;
    app.seed_catalogue().await;
    let student = app.student("maker").await;
    let admin = app.admin().await;

    let made = app
        .post(
            "/api/generate-quiz",
            Some(&student),
            generate("Mathematics", MATHS_TOPIC, "Form 1", "multiple-choice-questions"),
        )
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let quiz = &made.body["quiz"];
    assert_eq!(made.body["id"], quiz["id"]);
    assert_eq!(
        (quiz["subject"].as_str(), quiz["topic"].as_str(), quiz["classLevel"].as_str()),
        (Some("Mathematics"), Some(MATHS_TOPIC), Some("Form 1"))
    );
    assert_eq!(quiz["quizType"], "multiple-choice-questions");
    let questions = quiz["questions"].as_array().unwrap();
    assert!(!questions.is_empty());
    assert!(
        questions.iter().all(|q| q["options"].as_array().is_some_and(|o| o.len() >= 2) && q.get("answer").is_none()),
        "a student's quiz hides its key"
    );
    assert!(quiz["subjectId"].is_string(), "linked to the catalogue's subject");
    // A student's generated quiz is their own practice, not the class's manual list.
    let class = app.get("/api/filterGeneratedQuizzes?classLevel=Form%201", Some(&student)).await;
    assert_eq!(class.body["manualQuizzes"], json!([]));
    // It can be taken at once.
    let attempt = app.start_attempt(&student, quiz["id"].as_str().unwrap(), "exam").await;
    assert!(!attempt.is_empty());

    // An admin's generated quiz is the school's, with its key, in the class's manual list.
    let by_admin = app
        .post(
            "/api/generate-quiz",
            Some(&admin),
            generate("Mathematics", MATHS_TOPIC, "Form 1", "multiple-choice-questions"),
        )
        .await;
    assert_eq!(by_admin.status, StatusCode::CREATED, "{}", by_admin.body);
    assert!(by_admin.body["quiz"]["questions"][0].get("answer").is_some());
    assert_eq!(by_admin.body["quiz"]["source"], "manual");
    let class = app.get("/api/filterGeneratedQuizzes?classLevel=Form%201", Some(&student)).await;
    assert_eq!(class.body["manualQuizzes"][0]["id"], by_admin.body["id"]);

    // className is accepted for classLevel, as the generator's own query names it.
    let class_name = json!({ "subject": "Mathematics", "topic": MATHS_TOPIC, "className": "Form 1", "quizType": "multiple-choice-questions" });
    assert_eq!(app.post("/api/generate-quiz", Some(&student), class_name).await.status, StatusCode::CREATED);
}

#[tokio::test]
async fn generation_needs_every_field_and_a_subject_it_can_serve() {
    let app = spawn_app().await;
    let student = app.student("asker").await;
    let full = generate("Mathematics", MATHS_TOPIC, "Form 1", "multiple-choice-questions");
    for field in ["subject", "topic", "classLevel", "quizType"] {
        let mut body = full.clone();
        body[field] = json!(" ");
        let answer = app.post("/api/generate-quiz", Some(&student), body).await;
        assert_eq!(
            (answer.status, answer.error()),
            (StatusCode::BAD_REQUEST, "All fields are required!"),
            "without {field}"
        );
    }
    let mut bad_type = full.clone();
    bad_type["quizType"] = json!("essay");
    let answer = app.post("/api/generate-quiz", Some(&student), bad_type).await;
    assert_eq!((answer.status, answer.error()), (StatusCode::UNPROCESSABLE_ENTITY, "Unknown quiz type: essay"));
    let mut bad_difficulty = full.clone();
    bad_difficulty["difficulty"] = json!("impossible");
    assert_eq!(
        app.post("/api/generate-quiz", Some(&student), bad_difficulty).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let mut bad_class = full.clone();
    bad_class["classLevel"] = json!("Form 11");
    assert_eq!(
        app.post("/api/generate-quiz", Some(&student), bad_class).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let nothing = app
        .post(
            "/api/generate-quiz",
            Some(&student),
            generate("Underwater Basket Weaving", "Knots", "Form 1", "multiple-choice-questions"),
        )
        .await;
    assert_eq!(nothing.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", nothing.body);
    assert!(nothing.error().starts_with("No quiz can be made for this topic yet"), "{}", nothing.body);
    assert_eq!(app.post("/api/generate-quiz", None, full).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_student_saves_and_updates_their_quiz_setup() {
    let app = spawn_app().await;
    let student = app.student("chooser").await;
    let saved = app
        .post(
            "/api/saveUserQuiz",
            Some(&student),
            json!({ "userId": student.id, "subject": "Biology", "classLevel": "Form 2", "topic": BIOLOGY_TOPIC }),
        )
        .await;
    assert_eq!(saved.status, StatusCode::CREATED, "{}", saved.body);
    let id = saved.body["id"].as_str().unwrap();
    let updated = app
        .post(
            "/api/updateUserQuiz",
            Some(&student),
            json!({ "quizId": id, "useTimer": true, "quizType": "short-answer" }),
        )
        .await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    assert_eq!(updated.body["data"], json!({ "id": id, "useTimer": true, "quizType": "short-answer" }));
    let partly = app.post("/api/updateUserQuiz", Some(&student), json!({ "quizId": id, "useTimer": false })).await;
    assert_eq!(partly.body["data"]["useTimer"], false);
    assert_eq!(partly.body["data"]["quizType"], "short-answer", "what is not sent stays");

    let missing = app
        .post(
            "/api/saveUserQuiz",
            Some(&student),
            json!({ "userId": student.id, "subject": "", "classLevel": "Form 2" }),
        )
        .await;
    assert_eq!((missing.status, missing.error()), (StatusCode::BAD_REQUEST, "Missing quiz parameters or quiz ID."));
    let bad_class = app
        .post(
            "/api/saveUserQuiz",
            Some(&student),
            json!({ "userId": student.id, "subject": "Biology", "classLevel": "Form 0" }),
        )
        .await;
    assert_eq!(bad_class.status, StatusCode::UNPROCESSABLE_ENTITY);
    let unknown =
        app.post("/api/updateUserQuiz", Some(&student), json!({ "quizId": "no-such-setup", "useTimer": true })).await;
    assert_eq!((unknown.status, unknown.error()), (StatusCode::NOT_FOUND, "No quiz selected."));
    let bad_type = app.post("/api/updateUserQuiz", Some(&student), json!({ "quizId": id, "quizType": "essay" })).await;
    assert_eq!(bad_type.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn a_short_answer_quiz_is_generated_taken_and_marked() {
    let app = spawn_app().await;
    app.seed_catalogue().await;
    let student = app.student("writer").await;
    let made = app
        .post("/api/generate-quiz", Some(&student), generate("Biology", BIOLOGY_TOPIC, "Form 2", "short-answer"))
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let quiz = &made.body["quiz"];
    assert_eq!(quiz["quizType"], "short-answer");
    let sections = quiz["sections"].as_array().unwrap();
    let questions: Vec<&Value> = sections.iter().flat_map(|s| s["questions"].as_array().unwrap()).collect();
    assert!(!questions.is_empty());
    assert!(
        questions.iter().all(|q| q["question"].is_string()
            && q["marks"].as_u64().is_some_and(|m| m >= 1)
            && q.get("markingScheme").is_none()),
        "{sections:?}"
    );

    // Start, autosave, then submit.
    let attempt = app.start_attempt(&student, quiz["id"].as_str().unwrap(), "exam").await;
    let blank: Vec<Value> = questions.iter().map(|_| Value::Null).collect();
    let autosave = app
        .put(
            &format!("/api/{attempt}/updateQuizAttempt"),
            Some(&student),
            json!({ "selectedAnswers": blank, "status": "in progress", "remainingTime": 900 }),
        )
        .await;
    assert_eq!(autosave.status, StatusCode::OK, "{}", autosave.body);
    let page = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
    assert_eq!(page.body["data"]["quizType"], "short-answer");
    assert!(!page.body.to_string().contains("markingScheme"), "no scheme before marking");

    let answers: Vec<Value> =
        questions.iter().enumerate().map(|(i, _)| if i == 0 { json!("I do not know") } else { json!("") }).collect();
    let submitted = app
        .put(
            &format!("/api/{attempt}/updateQuizAttempt"),
            Some(&student),
            json!({ "selectedAnswers": answers, "status": "completed", "timeTaken": 300 }),
        )
        .await;
    assert_eq!(submitted.status, StatusCode::OK, "{}", submitted.body);
    let data = &submitted.body["data"];
    assert_eq!(data["status"], "completed");
    let review = &data["review"];
    assert!(review["total"].is_u64(), "{review}");
    assert!(review["correctCount"].is_u64());
    let marked = review["questions"].as_array().unwrap();
    assert_eq!(marked.len(), questions.len());
    assert!(marked.iter().all(|q| q["marksAwarded"].is_u64() && q["feedback"].is_string()), "{marked:?}");
    assert_eq!(data["score"], 0, "blank and wrong answers earn nothing");

    // A retake, answered from the (now shown) marking scheme, earns marks.
    let retake = app.post(&format!("/api/{attempt}/retake"), Some(&student), json!({})).await;
    assert_eq!(retake.status, StatusCode::OK);
    let with_key = &submitted.body["data"]["quizData"]["sections"];
    let good: Vec<Value> = with_key
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["questions"].as_array().unwrap().clone())
        .map(|q| {
            let scheme = q["markingScheme"].as_array().cloned().unwrap_or_default();
            let points: Vec<String> = scheme.iter().filter_map(|p| p["point"].as_str().map(str::to_string)).collect();
            json!(points.join(". "))
        })
        .collect();
    let resubmitted = app
        .put(
            &format!("/api/{attempt}/updateQuizAttempt"),
            Some(&student),
            json!({ "selectedAnswers": good, "status": "completed" }),
        )
        .await;
    assert_eq!(resubmitted.status, StatusCode::OK, "{}", resubmitted.body);
    assert!(
        resubmitted.body["data"]["score"].as_u64().unwrap() >= 70,
        "answers that state the scheme pass: {}",
        resubmitted.body["data"]["review"]
    );
    let total = resubmitted.body["data"]["review"]["total"].as_u64().unwrap();
    assert!(total > 0);
}
