//! Issue 19, items 6 and 7 over HTTP: pupils' accounts from an admin's CSV with one-time
//! passwords that only let their owner choose their own, the users list's class, and every
//! run of a retaken attempt kept in its history.

use reqwest::StatusCode;
use sabi_domain::teaching::SchoolYear;
use sabi_domain::user::Role;
use serde_json::json;

use crate::helpers::{Person, spawn_app};

fn this_school_year() -> String {
    SchoolYear::of(chrono::Utc::now().timestamp()).to_string()
}

#[tokio::test]
async fn an_admins_file_of_pupils_makes_accounts_whose_one_time_passwords_only_choose_a_new_one() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let teacher = app.person("tabe", Role::Teacher).await;
    app.student("ama").await;
    let year = this_school_year();
    let class = app
        .post(
            "/api/classes",
            Some(&admin),
            json!({"name": "Form 1 A", "classLevel": "Form 1", "schoolYear": year, "teacherIds": [teacher.id]}),
        )
        .await;
    assert_eq!(class.status, StatusCode::CREATED, "{}", class.body);
    let class_id = class.body["data"]["id"].as_str().unwrap().to_string();

    let csv = "Name,Username,Class,Email,Phone\n\
               Ada Nji,ada.nji,Form 1 A,,\n\
               Bih Tata,bih.tata,form 1 a,bih@example.cm,677000001\n\
               Ama Again,ama,Form 1 A,,\n\
               Twin,ADA.NJI,,,\n\
               No Class,nclass,Form 9 Z,,\n\
               ,noname,,,\n\
               Bad Mail,badmail,,not-mail,\n";
    let preview = app.post("/api/users/import", Some(&admin), json!({"csv": csv, "confirm": false})).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    assert_eq!(preview.body["schoolYear"], year.as_str());
    let ready: Vec<&str> =
        preview.body["ready"].as_array().unwrap().iter().map(|r| r["username"].as_str().unwrap()).collect();
    assert_eq!(ready, ["ada.nji", "bih.tata"]);
    assert_eq!(preview.body["ready"][1]["className"], "Form 1 A");
    let refused: Vec<(i64, String)> = preview.body["refused"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["line"].as_i64().unwrap(), r["reason"].as_str().unwrap().to_string()))
        .collect();
    assert_eq!(
        refused,
        [
            (4, "Username already taken".to_string()),
            (5, "Line 2 already has this username or email.".to_string()),
            (6, format!("No class is named Form 9 Z in {year}.")),
            (7, "Please fill out all fields.".to_string()),
            (8, "Please enter a valid email address.".to_string()),
        ]
    );
    assert!(preview.body["created"].as_array().unwrap().is_empty());
    let before = app.get("/api/users", Some(&admin)).await.body.as_array().unwrap().len();
    assert_eq!(before, 3, "a preview makes no account");

    // Only an admin imports; a teacher is refused and nothing is made.
    let by_teacher = app.post("/api/users/import", Some(&teacher), json!({"csv": csv, "confirm": true})).await;
    assert_eq!(by_teacher.status, StatusCode::FORBIDDEN);
    let no_header =
        app.post("/api/users/import", Some(&admin), json!({"csv": "ada,ada.nji\n", "confirm": false})).await;
    assert_eq!(no_header.status, StatusCode::BAD_REQUEST, "{}", no_header.body);

    let made = app.post("/api/users/import", Some(&admin), json!({"csv": csv, "confirm": true})).await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    assert_eq!(made.body["message"], "2 accounts created.");
    let created = made.body["created"].as_array().unwrap();
    assert_eq!(created.len(), 2);
    let slip = created.iter().find(|c| c["username"] == "ada.nji").unwrap().clone();
    assert_eq!((slip["name"].as_str(), slip["className"].as_str()), (Some("Ada Nji"), Some("Form 1 A")));
    let one_time = slip["oneTimePassword"].as_str().unwrap().to_string();
    assert_eq!(one_time.len(), 11);
    assert_ne!(one_time, created[1]["oneTimePassword"].as_str().unwrap(), "each slip has its own");

    // The class has them; the users list says who is in which class.
    let read = app.get(&format!("/api/classes/{class_id}"), Some(&admin)).await;
    assert_eq!(read.body["students"].as_array().unwrap().len(), 2, "{}", read.body);
    let users = app.get("/api/users", Some(&admin)).await;
    let ada = users.body.as_array().unwrap().iter().find(|u| u["username"] == "ada.nji").unwrap().clone();
    assert_eq!(ada["schoolClass"]["name"], "Form 1 A");
    assert_eq!(
        (ada["name"].as_str(), ada["email"].as_str(), ada["className"].as_str()),
        (Some("Ada Nji"), Some(""), Some("Form 1"))
    );
    let found = app.get("/api/search-users?query=ada", Some(&admin)).await;
    assert_eq!(found.body["results"][0]["schoolClass"]["name"], "Form 1 A", "{}", found.body);
    let ama = users.body.as_array().unwrap().iter().find(|u| u["username"] == "ama").unwrap().clone();
    assert!(ama["schoolClass"].is_null());
    // The same file again makes nothing twice.
    let again = app.post("/api/users/import", Some(&admin), json!({"csv": csv, "confirm": true})).await;
    assert!(again.body["created"].as_array().unwrap().is_empty(), "{}", again.body);

    // Ada signs in with her slip: the session may only choose her own password.
    let id = slip["id"].as_str().unwrap().to_string();
    let pupil = app
        .sign_in(&Person {
            id: id.clone(),
            username: "ada.nji".into(),
            password: one_time.clone(),
            token: String::new(),
        })
        .await;
    let me = app.get("/api/auth/me", Some(&pupil)).await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(me.body["data"]["mustChangePassword"], true, "{}", me.body);
    let refused = app.get("/api/subjects", Some(&pupil)).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(refused.body["code"], "PASSWORD_CHANGE_REQUIRED");
    let own = format!("/api/user/{id}");
    let other_change = app.put(&own, Some(&pupil), json!({"resident": "Buea"})).await;
    assert_eq!(other_change.status, StatusCode::FORBIDDEN, "{}", other_change.body);
    let same = app.put(&own, Some(&pupil), json!({"password": one_time, "currentPassword": one_time})).await;
    assert_eq!(same.status, StatusCode::BAD_REQUEST, "{}", same.body);
    let chosen = "my own long passphrase";
    let changed = app.put(&own, Some(&pupil), json!({"password": chosen, "currentPassword": one_time})).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    assert_eq!(changed.body["data"]["mustChangePassword"], false);
    let old_slip = app.post("/api/auth/login", None, json!({"username": "ada.nji", "password": one_time})).await;
    assert_eq!(old_slip.status, StatusCode::UNAUTHORIZED, "the slip works once");
    let pupil = app.sign_in(&Person { password: chosen.into(), ..pupil }).await;
    assert_eq!(app.get("/api/subjects", Some(&pupil)).await.status, StatusCode::OK);
}

#[tokio::test]
async fn a_pupil_who_forgot_their_password_gets_a_new_slip() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let pupil = app.student("forgetful").await;
    let teacher = app.person("tabe", Role::Teacher).await;
    let made = app
        .post(
            "/api/classes",
            Some(&admin),
            json!({"name": "Form 2 B", "classLevel": "Form 2", "schoolYear": this_school_year()}),
        )
        .await;
    let class = made.body["data"]["id"].as_str().unwrap().to_string();
    app.post(&format!("/api/classes/{class}/students"), Some(&admin), json!({"userIds": [pupil.id]})).await;

    let path = format!("/api/user/{}/slip", pupil.id);
    let answer = app.post(&path, Some(&admin), json!({})).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let slip = &answer.body["data"];
    assert_eq!(
        (slip["username"].as_str(), slip["className"].as_str()),
        (Some("forgetful"), Some("Form 2 B")),
        "{slip}"
    );
    let one_time = slip["oneTimePassword"].as_str().unwrap().to_string();
    // The sessions and the old password end; the slip signs in to choose a new one only.
    assert_eq!(app.get("/api/subjects", Some(&pupil)).await.status, StatusCode::UNAUTHORIZED);
    let old = app.post("/api/auth/login", None, json!({"username": "forgetful", "password": pupil.password})).await;
    assert_eq!(old.status, StatusCode::UNAUTHORIZED);
    let signed_in = app.sign_in(&Person { password: one_time, ..pupil.clone() }).await;
    let refused = app.get("/api/subjects", Some(&signed_in)).await;
    assert_eq!(refused.body["code"], "PASSWORD_CHANGE_REQUIRED", "{}", refused.body);

    // Not for a teacher, and only an admin makes one.
    let for_teacher = app.post(&format!("/api/user/{}/slip", teacher.id), Some(&admin), json!({})).await;
    assert_eq!(for_teacher.status, StatusCode::CONFLICT, "{}", for_teacher.body);
    let app_teacher = app.sign_in(&teacher).await;
    assert_eq!(app.post(&path, Some(&app_teacher), json!({})).await.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn every_run_of_a_retaken_attempt_is_kept_and_shown_with_it() {
    let app = spawn_app().await;
    let student = app.student("again").await;
    let other = app.student("other").await;
    let quiz = app.mcq_quiz().await;
    let attempt = app.start_attempt(&student, &quiz, "exam").await;
    let path = format!("/api/{attempt}/updateQuizAttempt");
    let first = json!({ "selectedAnswers": ["3", "Douala", ["4"]], "status": "completed" });
    assert_eq!(app.put(&path, Some(&student), first).await.status, StatusCode::OK);
    let fresh = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
    assert_eq!(fresh.body["data"]["history"], json!([]), "never retaken: no history");
    for answers in [json!(["4", "Yaoundé", ["2", "3"]]), json!(["4", "Douala", ["2", "3"]])] {
        let retake = app.post(&format!("/api/{attempt}/retake"), Some(&student), json!({})).await;
        assert_eq!(retake.status, StatusCode::OK, "{}", retake.body);
        let done = app.put(&path, Some(&student), json!({ "selectedAnswers": answers, "status": "completed" })).await;
        assert_eq!(done.status, StatusCode::OK, "{}", done.body);
    }
    let read = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
    let history = read.body["data"]["history"].as_array().unwrap().clone();
    let runs: Vec<(i64, bool)> =
        history.iter().map(|r| (r["score"].as_i64().unwrap(), r["counted"].as_bool().unwrap())).collect();
    assert_eq!(runs, [(0, true), (100, false)], "the first exam counted; the retake that followed did not");
    assert_eq!(read.body["data"]["score"].as_i64().unwrap(), 67, "the latest run is the attempt's own");
    let marking = app.get(&format!("/api/attempts/{attempt}/marking"), Some(&student)).await;
    assert_eq!(marking.body["data"]["history"].as_array().unwrap().len(), 2, "{}", marking.body);
    assert_eq!(app.get(&format!("/api/{attempt}/quiz"), Some(&other)).await.status, StatusCode::FORBIDDEN);
}
