//! Issue 19 over HTTP: an admin's class enrolled from a CSV, a teacher's exam with a window
//! the server keeps, the class's results and item analysis, and a changed mark that reaches
//! the student's score, stats and notifications.

use reqwest::StatusCode;
use sabi_domain::user::Role;
use serde_json::{Value, json};

use crate::helpers::{Person, TestApp, spawn_app};
use crate::permissions::open_window;

fn at(offset_days: i64) -> String {
    (chrono::Utc::now() + chrono::Duration::days(offset_days)).format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

async fn class_of(app: &TestApp, admin: &Person, name: &str, teacher: &Person) -> String {
    let body = json!({"name": name, "classLevel": "Form 2", "schoolYear": "2026-2027", "teacherIds": [teacher.id]});
    let made = app.post("/api/classes", Some(admin), body).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    made.body["data"]["id"].as_str().unwrap().to_string()
}

async fn assign(app: &TestApp, who: &Person, body: Value) -> crate::helpers::Answer {
    app.post("/api/assignments", Some(who), body).await
}

#[tokio::test]
async fn a_class_from_a_csv_takes_an_exam_its_teacher_reads_and_moderates() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let teacher = app.person("tabe", Role::Teacher).await;
    let other_teacher = app.person("fon", Role::Teacher).await;
    let ama = app.student("ama").await;
    let bih = app.student("bih").await;
    let cid = app.student("cid").await;

    // The class, and its students from a CSV: a preview first, with each refusal said.
    let class = class_of(&app, &admin, "Form 2 B", &teacher).await;
    let twin = app
        .post(
            "/api/classes",
            Some(&admin),
            json!({"name": "form 2 b", "classLevel": "Form 2", "schoolYear": "2026-2027"}),
        )
        .await;
    assert_eq!(twin.status, StatusCode::CONFLICT, "{}", twin.body);
    let elsewhere = class_of(&app, &admin, "Form 2 C", &other_teacher).await;
    let put = app.post(&format!("/api/classes/{elsewhere}/students"), Some(&admin), json!({"userIds": [cid.id]})).await;
    assert_eq!(put.status, StatusCode::OK, "{}", put.body);
    let csv = "full name,username\nAma N.,ama\nBih T.,BIH\nNobody,zzz\nCid,cid\nTabe,tabe\n,\n";
    let path = format!("/api/classes/{class}/students/import");
    let preview = app.post(&path, Some(&admin), json!({"csv": csv, "confirm": false})).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    let report = &preview.body["data"];
    assert_eq!(report["enrolled"].as_array().unwrap().len(), 2, "{report}");
    let reasons: Vec<&str> =
        report["refused"].as_array().unwrap().iter().map(|r| r["reason"].as_str().unwrap()).collect();
    assert_eq!(
        reasons,
        [
            "No student has the username zzz.",
            "cid is already in Form 2 C for 2026-2027.",
            "tabe is a teacher or an admin, not a student.",
        ]
    );
    assert_eq!(report["refused"][0]["line"], 4);
    let (read, _) = (app.get(&format!("/api/classes/{class}"), Some(&admin)).await, ());
    assert!(read.body["students"].as_array().unwrap().is_empty(), "a preview stores nothing");
    let confirmed = app.post(&path, Some(&admin), json!({"csv": csv, "confirm": true})).await;
    assert_eq!(confirmed.body["data"]["confirmed"], true);
    let again = app.post(&path, Some(&admin), json!({"csv": csv, "confirm": true})).await;
    assert_eq!(again.body["data"]["alreadyInClass"].as_array().unwrap().len(), 2, "nothing twice");
    let read = app.get(&format!("/api/classes/{class}"), Some(&teacher)).await;
    assert_eq!(read.status, StatusCode::OK);
    assert_eq!(read.body["students"].as_array().unwrap().len(), 2);
    assert_eq!(app.get(&format!("/api/classes/{class}"), Some(&other_teacher)).await.status, StatusCode::FORBIDDEN);
    let listed = app.get("/api/classes", Some(&teacher)).await;
    assert_eq!(listed.body["total"], 1, "a teacher lists their own classes");

    // The teacher assigns an exam; the window is the server's.
    let quiz = app.short_answer_quiz().await;
    let (opens, closes) = open_window();
    let exam = json!({
        "quizId": quiz, "classIds": [class], "mode": "exam", "opensAt": opens, "closesAt": closes,
        "timeLimitMinutes": 12, "attemptsAllowed": 1, "keys": "afterClosing",
    });
    assert_eq!(assign(&app, &other_teacher, exam.clone()).await.status, StatusCode::FORBIDDEN, "not their class");
    let made = assign(&app, &teacher, exam).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let assignment = made.body["data"][0]["id"].as_str().unwrap().to_string();
    let later = json!({
        "quizId": quiz, "classIds": [class], "mode": "exam", "opensAt": at(2), "closesAt": at(3), "attemptsAllowed": 1,
    });
    let later = assign(&app, &teacher, later).await.body["data"][0]["id"].as_str().unwrap().to_string();
    let past = json!({
        "quizId": quiz, "classIds": [class], "mode": "practice", "opensAt": at(-3), "closesAt": at(-1), "attemptsAllowed": 1,
    });
    let past = assign(&app, &teacher, past).await.body["data"][0]["id"].as_str().unwrap().to_string();
    let backwards = json!({"quizId": quiz, "classIds": [class], "mode": "exam", "opensAt": at(2), "closesAt": at(1)});
    let refused = assign(&app, &teacher, backwards).await;
    assert_eq!(
        (refused.status, refused.error()),
        (StatusCode::UNPROCESSABLE_ENTITY, "An assignment must close after it opens.")
    );

    let start = |who: &Person, id: &str| json!({"userId": who.id, "assignmentId": id, "quizMode": "practice"});
    let early = app.post("/api/quizzes/saveAttempt", Some(&ama), start(&ama, &later)).await;
    assert_eq!(early.status, StatusCode::CONFLICT);
    assert!(early.error().starts_with("This assignment opens on "), "{}", early.body);
    let late = app.post("/api/quizzes/saveAttempt", Some(&ama), start(&ama, &past)).await;
    assert!(late.error().starts_with("This assignment closed on "), "{}", late.body);
    let outsider = app.post("/api/quizzes/saveAttempt", Some(&cid), start(&cid, &assignment)).await;
    assert_eq!(outsider.status, StatusCode::FORBIDDEN, "not in the class");

    // Both students take it. The assignment decides the mode and the time, whatever was asked.
    let mut attempts = Vec::new();
    for (who, answers) in [(&ama, json!(["glucose and oxygen", "chlorophyll"])), (&bih, json!(["water", "no idea"]))] {
        let started = app.post("/api/quizzes/saveAttempt", Some(who), start(who, &assignment)).await;
        assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
        assert_eq!(started.body["data"]["quizMode"], "exam");
        assert_eq!(started.body["data"]["assignmentId"], assignment.as_str());
        let id = started.body["id"].as_str().unwrap().to_string();
        let results = app.get(&format!("/api/assignments/{assignment}/results"), Some(&teacher)).await;
        let statuses: Vec<&str> =
            results.body["data"]["rows"].as_array().unwrap().iter().map(|r| r["status"].as_str().unwrap()).collect();
        assert!(statuses.contains(&"inProgress"), "{statuses:?}");
        let done = app
            .put(
                &format!("/api/{id}/updateQuizAttempt"),
                Some(who),
                json!({"selectedAnswers": answers, "status": "completed"}),
            )
            .await;
        assert_eq!(done.status, StatusCode::OK, "{}", done.body);
        // The model answer ("glucose; oxygen") is the key: hidden until the assignment closes,
        // and so is the marker's feedback, which names the points missed.
        assert!(!done.body.to_string().contains("glucose; oxygen"), "{}", done.body);
        let feedback = &done.body["data"]["review"]["questions"];
        assert!(feedback.as_array().unwrap().iter().all(|q| q["feedback"] == ""), "{feedback}");
        assert!(feedback[0]["marksAwarded"].is_number(), "the marks stay: {feedback}");
        attempts.push(id);
    }
    let second = app.post("/api/quizzes/saveAttempt", Some(&ama), start(&ama, &assignment)).await;
    assert_eq!(
        (second.status, second.error()),
        (StatusCode::CONFLICT, "You have used the 1 attempts this assignment allows.")
    );
    let retake = app.post(&format!("/api/{}/retake", attempts[0]), Some(&ama), json!({})).await;
    assert_eq!(retake.status, StatusCode::CONFLICT, "an assignment's attempt is not retaken in place");

    // The results table, its CSV, and what each question says.
    let results = app.get(&format!("/api/assignments/{assignment}/results"), Some(&teacher)).await;
    assert_eq!(results.status, StatusCode::OK, "{}", results.body);
    let summary = &results.body["data"]["summary"];
    assert_eq!((summary["students"].as_u64(), summary["submitted"].as_u64()), (Some(2), Some(2)), "{summary}");
    let ama_row = results.body["data"]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["student"]["id"] == ama.id.as_str())
        .unwrap()
        .clone();
    let ama_score = ama_row["score"].as_u64().unwrap();
    assert!(ama_score > 0, "{ama_row}");
    let (status, _, text) = app.get_text(&format!("/api/assignments/{assignment}/results.csv"), Some(&teacher)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(text.starts_with("username,full name,status,score"), "{text}");
    assert_eq!(text.lines().count(), 3);
    let analysis = app.get(&format!("/api/assignments/{assignment}/analysis"), Some(&teacher)).await;
    assert_eq!(analysis.body["data"]["attempts"], 2, "{}", analysis.body);
    assert_eq!(analysis.body["data"]["questions"].as_array().unwrap().len(), 2);
    assert!(analysis.body["data"]["questions"][0]["facility"].is_number());
    assert_eq!(
        app.get(&format!("/api/assignments/{assignment}/analysis"), Some(&other_teacher)).await.status,
        StatusCode::FORBIDDEN
    );

    // The home page names the marks to check.
    let home = app.get("/api/teacher/home", Some(&teacher)).await;
    assert_eq!(home.body["data"]["toModerate"].as_array().unwrap().len(), 2, "{}", home.body);
    assert_eq!(home.body["data"]["open"].as_array().unwrap().len(), 1);
    assert_eq!(home.body["data"]["upcoming"].as_array().unwrap().len(), 1);

    // Bih's second answer gets a mark with a reason; her score, stats and notifications follow.
    let bih_attempt = &attempts[1];
    let marking = app.get(&format!("/api/attempts/{bih_attempt}/marking"), Some(&teacher)).await;
    assert_eq!(marking.status, StatusCode::OK, "{}", marking.body);
    let before = marking.body["data"]["attempt"]["score"].as_u64().unwrap();
    let awarded = marking.body["data"]["questions"][1]["marksAwarded"].as_u64().unwrap();
    let new_marks = if awarded == 1 { 0 } else { 1 };
    let path = format!("/api/attempts/{bih_attempt}/marking");
    let no_reason =
        app.put(&path, Some(&teacher), json!({"changes": [{"number": 2, "marks": new_marks, "comment": ""}]})).await;
    assert_eq!(no_reason.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", no_reason.body);
    assert_eq!(no_reason.error(), "Say why the mark of question 2 changes.");
    let too_many =
        app.put(&path, Some(&teacher), json!({"changes": [{"number": 2, "marks": 5, "comment": "x"}]})).await;
    assert_eq!(too_many.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(app.put(&path, Some(&other_teacher), json!({"changes": []})).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.put(&path, Some(&bih), json!({"changes": []})).await.status, StatusCode::FORBIDDEN);
    let stats_before = app.get(&format!("/api/{}/stats", bih.id), Some(&bih)).await.body.clone();
    let changed = app
        .put(
            &path,
            Some(&teacher),
            json!({"changes": [{"number": 2, "marks": new_marks, "comment": "Names the pigment."}]}),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    let after = changed.body["data"]["attempt"]["score"].as_u64().unwrap();
    assert_ne!(after, before, "the score follows the mark");
    let change = &changed.body["data"]["changes"][0];
    assert_eq!((change["from"].as_u64(), change["to"].as_u64()), (Some(awarded), Some(new_marks)));
    assert_eq!(change["byName"], "tabe");
    let read = app.get(&format!("/api/{bih_attempt}/quiz"), Some(&bih)).await;
    assert_eq!(read.body["data"]["score"].as_u64(), Some(after), "{}", read.body);
    let own = app.get(&path, Some(&bih)).await;
    assert_eq!(own.status, StatusCode::OK, "the student reads the change on the attempt");
    assert_eq!(own.body["data"]["changes"].as_array().unwrap().len(), 1);
    let stats_after = app.get(&format!("/api/{}/stats", bih.id), Some(&bih)).await.body.clone();
    assert_ne!(stats_before, stats_after, "stats follow a counted exam's new score");
    let news = app.get(&format!("/api/{}/notifications", bih.id), Some(&bih)).await;
    let kinds: Vec<&str> = news.body["data"].as_array().unwrap().iter().map(|n| n["kind"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"markChanged"), "{kinds:?}");
    assert!(kinds.contains(&"assignment"), "{kinds:?}");
    let results = app.get(&format!("/api/assignments/{assignment}/results"), Some(&teacher)).await;
    let bih_row = results.body["data"]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["student"]["id"] == bih.id.as_str())
        .unwrap()
        .clone();
    assert_eq!((bih_row["score"].as_u64(), bih_row["moderated"].as_bool()), (Some(after), Some(true)));

    // What the student sees of their assignments.
    let mine = app.get(&format!("/api/{}/assignments", ama.id), Some(&ama)).await;
    let list = mine.body["data"].as_array().unwrap();
    assert_eq!(list.len(), 3, "open, upcoming and recently closed: {}", mine.body);
    let taken = list.iter().find(|a| a["id"] == assignment.as_str()).unwrap();
    assert_eq!((taken["status"].as_str(), taken["attemptsUsed"].as_u64()), (Some("submitted"), Some(1)));
    assert!(taken["score"].is_null(), "an exam's score waits for its keys");
    assert_eq!(app.get(&format!("/api/{}/assignments", ama.id), Some(&bih)).await.status, StatusCode::FORBIDDEN);
}

/// Item 4: achievements follow a changed mark, both ways.
#[tokio::test]
async fn badges_follow_a_changed_mark_both_ways() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let teacher = app.person("tabe", Role::Teacher).await;
    let ama = app.student("ama").await;
    let class = class_of(&app, &admin, "Form 2 B", &teacher).await;
    let put = app.post(&format!("/api/classes/{class}/students"), Some(&admin), json!({"userIds": [ama.id]})).await;
    assert_eq!(put.status, StatusCode::OK, "{}", put.body);
    let badges = json!({"achievements": [
        { "id": "moderated-perfect", "title": "Full marks", "description": "A perfect exam.", "rank": "gold",
          "rule": { "kind": "perfectScores", "count": 1 } },
        { "id": "moderated-first", "title": "First exam", "description": "One exam done.",
          "rule": { "kind": "attemptsCompleted", "count": 1 } },
    ]});
    let made = app.post("/api/createAchievements", Some(&admin), badges).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let held = |body: &Value| -> Vec<String> {
        let mut ids: Vec<String> = body["data"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a["unlocked"] == true && a["id"].as_str().unwrap().starts_with("moderated-"))
            .map(|a| a["id"].as_str().unwrap().to_string())
            .collect();
        ids.sort();
        ids
    };
    let badges_of_ama = async || held(&app.get(&format!("/api/{}/achievements", ama.id), Some(&ama)).await.body);

    // Blank answers to a 3-mark exam: 0, and only the count badge.
    let quiz = app.short_answer_quiz().await;
    let (opens, closes) = open_window();
    let exam = json!({
        "quizId": quiz, "classIds": [class], "mode": "exam", "opensAt": opens, "closesAt": closes,
        "attemptsAllowed": 1, "keys": "atOnce",
    });
    let made = assign(&app, &teacher, exam).await;
    let assignment = made.body["data"][0]["id"].as_str().unwrap().to_string();
    let start = json!({"userId": ama.id, "assignmentId": assignment, "quizMode": "exam"});
    let started = app.post("/api/quizzes/saveAttempt", Some(&ama), start).await;
    let attempt = started.body["id"].as_str().unwrap().to_string();
    let done = app
        .put(
            &format!("/api/{attempt}/updateQuizAttempt"),
            Some(&ama),
            json!({"selectedAnswers": ["", ""], "status": "completed"}),
        )
        .await;
    assert_eq!((done.status, done.body["data"]["score"].as_u64()), (StatusCode::OK, Some(0)), "{}", done.body);
    assert_eq!(badges_of_ama().await, ["moderated-first"]);

    // Full marks on both: 100, and the perfect-score badge is earned.
    let path = format!("/api/attempts/{attempt}/marking");
    let full = json!({"changes": [
        {"number": 1, "marks": 2, "comment": "Both products, on the back of the page."},
        {"number": 2, "marks": 1, "comment": "Named on the back of the page."},
    ]});
    let changed = app.put(&path, Some(&teacher), full).await;
    assert_eq!(changed.body["data"]["attempt"]["score"].as_u64(), Some(100), "{}", changed.body);
    assert_eq!(badges_of_ama().await, ["moderated-first", "moderated-perfect"]);

    // One mark taken off again: 67, and the badge earned on it is taken back; the count stays.
    let less = json!({"changes": [{"number": 2, "marks": 0, "comment": "That was another pupil's page."}]});
    let changed = app.put(&path, Some(&teacher), less).await;
    assert_eq!(changed.body["data"]["attempt"]["score"].as_u64(), Some(67), "{}", changed.body);
    assert_eq!(badges_of_ama().await, ["moderated-first"]);

    // The assignment deleted: the student keeps the attempt, its marks and their changes.
    let deleted = app.delete(&format!("/api/assignments/{assignment}"), Some(&teacher)).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(app.get(&format!("/api/assignments/{assignment}"), Some(&teacher)).await.status, StatusCode::NOT_FOUND);
    let read = app.get(&format!("/api/{attempt}/quiz"), Some(&ama)).await;
    assert_eq!((read.status, read.body["data"]["score"].as_u64()), (StatusCode::OK, Some(67)), "{}", read.body);
    let own = app.get(&path, Some(&ama)).await;
    // Every change kept: two in the first save, one in the second.
    assert_eq!(own.body["data"]["changes"].as_array().map(Vec::len), Some(3), "{}", own.body);
    assert_eq!(badges_of_ama().await, ["moderated-first"]);
}

/// The school's settings: its time zone, and its name when the technician set one (the pupils'
/// login slips print it).
#[tokio::test]
async fn the_school_says_its_time_zone_and_its_name_when_set() {
    let unnamed = spawn_app().await;
    let school = unnamed.get("/api/school", None).await;
    assert_eq!(school.status, StatusCode::OK);
    assert_eq!(school.body, json!({ "timeZone": "Africa/Douala", "name": null }));

    let named = crate::helpers::spawn_app_with(sabi_store::Backend::Sqlite, |config| {
        config.school_name = Some("GBHS Yaoundé".into());
    })
    .await;
    let school = named.get("/api/school", None).await;
    assert_eq!(school.body["name"], "GBHS Yaoundé");
}
