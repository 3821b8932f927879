//! Progress: streaks, statistics, achievements (the catalogue, a student's, and the admin's
//! form), the leaderboard and notifications.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{Person, TestApp, spawn_app};

/// Completes an exam attempt of the known-key quiz with `right` of its 3 questions right.
async fn finish_exam(app: &TestApp, who: &Person, quiz: &str, right: usize, mode: &str) -> Value {
    let attempt = app.start_attempt(who, quiz, mode).await;
    let good = [json!("4"), json!("Yaoundé"), json!(["2", "3"])];
    let answers: Vec<Value> = (0..3).map(|i| if i < right { good[i].clone() } else { json!("wrong") }).collect();
    let done = app
        .put(
            &format!("/api/{attempt}/updateQuizAttempt"),
            Some(who),
            json!({ "selectedAnswers": answers, "status": "completed" }),
        )
        .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.body);
    done.body
}

#[tokio::test]
async fn a_completed_exam_shows_in_streak_stats_achievements_notifications_and_leaderboard() {
    let app = spawn_app().await;
    app.seed_catalogue().await;
    let student = app.student("ngozi").await;
    let quiz = app.mcq_quiz().await;

    // Before anything.
    let streak = app.get(&format!("/api/{}/streak", student.id), Some(&student)).await;
    assert_eq!(streak.body, json!({ "streakDays": 0, "longestStreak": 0 }));
    let stats = app.get(&format!("/api/{}/stats", student.id), Some(&student)).await;
    assert_eq!(stats.status, StatusCode::OK);
    assert_eq!(
        (stats.body["data"]["totalAttempts"].clone(), stats.body["data"]["achievementsUnlocked"].clone()),
        (json!(0), json!(0))
    );
    assert_eq!(stats.body["data"]["achievementsTotal"], 15);
    let empty = app.get(&format!("/api/{}/notifications", student.id), Some(&student)).await;
    assert_eq!(empty.body["data"], json!([]));

    let done = finish_exam(&app, &student, &quiz, 3, "exam").await;
    assert_eq!(done["data"]["score"], 100);
    let earned: Vec<&str> =
        done["newAchievements"].as_array().unwrap().iter().filter_map(|a| a["id"].as_str()).collect();
    assert!(earned.contains(&"first-quiz"), "{earned:?}");

    let streak = app.get(&format!("/api/{}/streak", student.id), Some(&student)).await;
    assert_eq!(streak.body, json!({ "streakDays": 1, "longestStreak": 1 }));
    let stats = app.get(&format!("/api/{}/stats", student.id), Some(&student)).await;
    let data = &stats.body["data"];
    for field in [
        "achievementsUnlocked",
        "achievementsTotal",
        "streakDays",
        "totalAttempts",
        "avgScore",
        "scoresOverTime",
        "subjects",
    ] {
        assert!(data.get(field).is_some(), "{field} in {data}");
    }
    assert_eq!(
        (data["totalAttempts"].clone(), data["avgScore"].clone(), data["streakDays"].clone()),
        (json!(1), json!(100), json!(1))
    );
    assert_eq!(data["achievementsUnlocked"].as_u64().unwrap() as usize, earned.len());
    assert_eq!(data["scoresOverTime"][0]["score"], 100);

    // The achievements as this student sees them.
    let mine = app.get(&format!("/api/{}/achievements", student.id), Some(&student)).await;
    let list = mine.body["data"].as_array().unwrap();
    assert_eq!(list.len(), 15);
    let first = list.iter().find(|a| a["id"] == "first-quiz").unwrap();
    assert_eq!(first["unlocked"], true);
    assert!(first["earnedAt"]["seconds"].is_i64());
    let locked = list.iter().find(|a| a["id"] == "quizzes-25").unwrap();
    assert_eq!((locked["unlocked"].clone(), locked["earnedAt"].clone()), (json!(false), Value::Null));

    // Notifications: the badge and the result.
    let news = app.get(&format!("/api/{}/notifications", student.id), Some(&student)).await;
    let kinds: Vec<&str> = news.body["data"].as_array().unwrap().iter().filter_map(|n| n["kind"].as_str()).collect();
    assert!(kinds.contains(&"achievement") && kinds.contains(&"result"), "{kinds:?}");
    assert!(
        news.body["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|n| n["createdAt"]["seconds"].is_i64() && n["link"].is_string())
    );

    // The leaderboard: no private fields.
    let board = app.get("/api/leaderboard", Some(&student)).await;
    let top = &board.body["data"][0];
    assert_eq!(
        (top["user"].as_str(), top["avgScore"].as_u64(), top["streak"].as_u64()),
        (Some("ngozi"), Some(100), Some(1))
    );
    assert!(top.get("email").is_none() && top.get("phoneNumber").is_none());
    assert!(top.get("school").is_some() && top.get("avatar").is_some());
}

#[tokio::test]
async fn practice_attempts_count_toward_no_average_and_the_leaderboard_ranks_by_average() {
    let app = spawn_app().await;
    let quiz = app.mcq_quiz().await;
    let strong = app.student("strong").await;
    let steady = app.student("steady").await;
    finish_exam(&app, &strong, &quiz, 3, "exam").await;
    finish_exam(&app, &steady, &quiz, 2, "exam").await;
    finish_exam(&app, &steady, &quiz, 0, "practice").await;

    let stats = app.get(&format!("/api/{}/stats", steady.id), Some(&steady)).await;
    assert_eq!(
        (stats.body["data"]["totalAttempts"].clone(), stats.body["data"]["avgScore"].clone()),
        (json!(1), json!(67))
    );
    let board = app.get("/api/leaderboard", Some(&steady)).await;
    let order: Vec<(&str, u64)> = board.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["user"].as_str().unwrap(), e["avgScore"].as_u64().unwrap()))
        .collect();
    assert_eq!(order, [("strong", 100), ("steady", 67)]);
    let users = app.get("/api/users", Some(&steady)).await;
    assert_eq!(users.body[0]["avgScore"], 100, "the spec's leaderboard reads /api/users");
}

#[tokio::test]
async fn the_achievement_catalogue_and_the_admins_form() {
    let app = spawn_app().await;
    app.seed_catalogue().await;
    let admin = app.admin().await;
    let student = app.student("badge").await;

    let catalogue = app.get("/api/achievements", Some(&student)).await;
    assert_eq!(catalogue.status, StatusCode::OK);
    let list = catalogue.body["data"].as_array().unwrap();
    assert_eq!(list.len(), 15);
    for field in ["id", "title", "description", "category", "rank", "createdAt"] {
        assert!(list[0].get(field).is_some(), "{field} in {}", list[0]);
    }

    let created = app.post("/api/createAchievements", Some(&admin), json!({ "achievements": [
        { "title": "Night Owl", "description": "Finish a quiz after 9 pm." },
        { "id": "chem-gold", "title": "Chemist", "description": "Master Chemistry.", "category": "Subjects", "rank": "gold", "rule": { "kind": "subjectMastery", "minAverage": 80, "minAttempts": 10 } },
    ] })).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    assert_eq!(created.body["count"], 2);
    let owl = &created.body["data"][0];
    assert_eq!(
        (owl["category"].as_str(), owl["rank"].as_str()),
        (Some("General"), Some("Bronze")),
        "the spec's defaults"
    );
    let chem = &created.body["data"][1];
    assert_eq!(
        (chem["id"].as_str(), chem["rank"].as_str(), chem["category"].as_str()),
        (Some("chem-gold"), Some("Gold"), Some("Subjects"))
    );
    // A bare list works too.
    let bare = app
        .post(
            "/api/createAchievements",
            Some(&admin),
            json!([{ "title": "Early Bird", "description": "Before 7 am." }]),
        )
        .await;
    assert_eq!(bare.body["count"], 1);
    assert_eq!(app.get("/api/achievements", Some(&student)).await.body["data"].as_array().unwrap().len(), 18);

    let required = "Each achievement needs at least a title and description!";
    for body in [
        json!({ "achievements": [{ "title": "No description" }] }),
        json!({ "achievements": [{ "description": "No title" }] }),
        json!({ "achievements": [{ "title": "Fine", "description": "Fine." }, { "title": " ", "description": "Blank title" }] }),
        json!({ "achievements": [] }),
    ] {
        let answer = app.post("/api/createAchievements", Some(&admin), body.clone()).await;
        assert_eq!((answer.status, answer.error()), (StatusCode::BAD_REQUEST, required), "{body}");
    }
    assert_eq!(
        app.get("/api/achievements", Some(&student)).await.body["data"].as_array().unwrap().len(),
        18,
        "a bad list stores nothing"
    );
    let bad_rank = app
        .post(
            "/api/createAchievements",
            Some(&admin),
            json!([{ "title": "Shiny", "description": "x", "rank": "Diamond" }]),
        )
        .await;
    assert_eq!((bad_rank.status, bad_rank.error()), (StatusCode::UNPROCESSABLE_ENTITY, "Unknown rank: Diamond"));
    let taken = app
        .post(
            "/api/createAchievements",
            Some(&admin),
            json!([{ "id": "first-quiz", "title": "Again", "description": "Same id." }]),
        )
        .await;
    assert_eq!(taken.status, StatusCode::CONFLICT, "{}", taken.body);
    let refused = app
        .post("/api/createAchievements", Some(&student), json!([{ "title": "Mine", "description": "All mine." }]))
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn progress_of_someone_else_or_no_one() {
    let app = spawn_app().await;
    let student = app.student("alone").await;
    let admin = app.admin().await;
    let other = app.student("other").await;
    for path in ["streak", "stats", "achievements", "notifications", "user"] {
        assert_eq!(
            app.get(&format!("/api/{}/{path}", student.id), Some(&other)).await.status,
            StatusCode::FORBIDDEN,
            "{path}"
        );
        assert_eq!(
            app.get(&format!("/api/{}/{path}", student.id), Some(&admin)).await.status,
            StatusCode::OK,
            "{path}"
        );
        assert_eq!(
            app.get(&format!("/api/{}/{path}", student.id), None).await.status,
            StatusCode::UNAUTHORIZED,
            "{path}"
        );
        let unknown = app.get(&format!("/api/no-such-user/{path}"), Some(&admin)).await;
        assert_eq!((unknown.status, unknown.error()), (StatusCode::NOT_FOUND, "User not found."), "{path}");
    }
}
