//! People: the admin's user management, profiles, classes, subjects and pictures.

use reqwest::{Method, StatusCode};
use sabi_domain::user::Role;
use serde_json::{Value, json};

use crate::helpers::{Person, TINY_PNG, file_part, spawn_app};

fn new_user(username: &str) -> Value {
    json!({ "username": username, "email": format!("{username}@example.cm"), "phoneNumber": "677111222", "role": "student", "password": "a long password" })
}

#[tokio::test]
async fn an_admin_creates_lists_filters_edits_and_deletes_users() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let created = app.post("/api/create-user", Some(&admin), new_user("nkeng")).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["id"].as_str().unwrap().to_string();
    assert_eq!(created.body["data"]["role"], "student");
    assert_eq!(created.body["data"]["status"], "active");
    assert!(created.body["data"].get("password").is_none() && created.body["data"].get("passwordHash").is_none());

    // The list admins see carries the private fields the admin table reads.
    let users = app.get("/api/users", Some(&admin)).await;
    assert_eq!(users.status, StatusCode::OK);
    let nkeng = users.body.as_array().unwrap().iter().find(|u| u["id"] == id.as_str()).expect("listed").clone();
    for field in ["username", "email", "status", "createdAt", "profilePic"] {
        assert!(nkeng.get(field).is_some(), "{field} in {nkeng}");
    }
    assert_eq!(nkeng["email"], "nkeng@example.cm");
    assert!(nkeng["createdAt"]["seconds"].is_i64());

    let stats = app.get("/api/Stats", Some(&admin)).await;
    assert_eq!(stats.body["Total Users"], 2);
    let overview = app.get("/api/admin/overview", Some(&admin)).await;
    assert_eq!(overview.body["data"]["totalUsers"], 2);

    let search = app.get("/api/search-users?query=NKE", Some(&admin)).await;
    assert_eq!(search.body["results"].as_array().unwrap().len(), 1);
    let everyone = app.get("/api/search-users?query=", Some(&admin)).await;
    assert_eq!(everyone.body["results"].as_array().unwrap().len(), 2, "an empty query lists everyone");

    // An admin edits someone else's status and role; the inactive account cannot sign in.
    let edit = app.put(&format!("/api/user/{id}"), Some(&admin), json!({ "uid": id, "username": "nkeng", "email": "nkeng@example.cm", "resident": "Bamenda", "age": 15, "status": "inactive", "role": "teacher" })).await;
    assert_eq!(edit.status, StatusCode::OK, "{}", edit.body);
    assert_eq!(
        (edit.body["data"]["status"].as_str(), edit.body["data"]["role"].as_str(), edit.body["data"]["age"].as_i64()),
        (Some("inactive"), Some("teacher"), Some(15))
    );
    let inactive = app.get("/api/filter-users?status=inactive", Some(&admin)).await;
    assert_eq!(
        inactive.body["results"].as_array().unwrap().iter().map(|u| u["id"].clone()).collect::<Vec<_>>(),
        vec![json!(id)]
    );
    let all = app.get("/api/filter-users?status=all", Some(&admin)).await;
    assert_eq!(all.body["results"].as_array().unwrap().len(), 2);
    let login = app.post("/api/auth/login", None, json!({ "username": "nkeng", "password": "a long password" })).await;
    assert_eq!(login.status, StatusCode::FORBIDDEN);
    let bad_status = app.get("/api/filter-users?status=sleeping", Some(&admin)).await;
    assert_eq!(bad_status.status, StatusCode::UNPROCESSABLE_ENTITY);

    // Deleting.
    let deleted = app.delete(&format!("/api/user/{id}"), Some(&admin)).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert!(deleted.body["message"].is_string());
    let gone = app.get(&format!("/api/user/{id}"), Some(&admin)).await;
    assert_eq!((gone.status, gone.error()), (StatusCode::NOT_FOUND, "User not found."));
    assert_eq!(app.delete(&format!("/api/user/{id}"), Some(&admin)).await.status, StatusCode::NOT_FOUND);
    let myself = app.delete(&format!("/api/user/{}", admin.id), Some(&admin)).await;
    assert_eq!(myself.status, StatusCode::CONFLICT, "an admin cannot delete their own account");
}

#[tokio::test]
async fn creating_a_user_needs_every_field_and_free_names() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    for field in ["username", "email", "phoneNumber", "role", "password"] {
        let mut body = new_user("partial");
        body[field] = json!("  ");
        let answer = app.post("/api/create-user", Some(&admin), body).await;
        assert_eq!(
            (answer.status, answer.error()),
            (StatusCode::BAD_REQUEST, "Please fill out all fields."),
            "{field}"
        );
    }
    let answer = app.post("/api/create-user", Some(&admin), json!({})).await;
    assert_eq!(answer.error(), "Please fill out all fields.");
    assert_eq!(app.post("/api/create-user", Some(&admin), new_user("first")).await.status, StatusCode::CREATED);
    let again = app.post("/api/create-user", Some(&admin), new_user("first")).await;
    assert_eq!((again.status, again.error()), (StatusCode::CONFLICT, "Username already taken"));
    let mut bad_role = new_user("second");
    bad_role["role"] = json!("headmaster");
    assert_eq!(app.post("/api/create-user", Some(&admin), bad_role).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    let mut bad_email = new_user("third");
    bad_email["email"] = json!("not-an-email");
    let answer = app.post("/api/create-user", Some(&admin), bad_email).await;
    assert_eq!(
        (answer.status, answer.error()),
        (StatusCode::UNPROCESSABLE_ENTITY, "Please enter a valid email address.")
    );

    let student = app.student("sneaky").await;
    assert_eq!(app.post("/api/create-user", Some(&student), new_user("fourth")).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.post("/api/create-user", None, new_user("fifth")).await.status, StatusCode::UNAUTHORIZED);
    for path in [
        "/api/filter-users?status=active",
        "/api/search-users?query=ab",
        "/api/Stats",
        "/api/admin/overview",
        "/api/admin/recent-attempts",
    ] {
        assert_eq!(app.get(path, Some(&student)).await.status, StatusCode::FORBIDDEN, "{path}");
    }
}

#[tokio::test]
async fn students_see_only_the_public_view_of_others() {
    let app = spawn_app().await;
    let student = app.student("curious").await;
    app.student("private").await;
    let users = app.get("/api/users", Some(&student)).await;
    assert_eq!(users.status, StatusCode::OK);
    let text = users.body.to_string();
    assert!(!text.contains("@example.cm") && !text.contains("677000000"), "{text}");
    assert_eq!(app.get("/api/users", None).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_student_edits_their_own_profile_class_and_subjects() {
    let app = spawn_app().await;
    let student = app.student("fon").await;
    let me = app.get("/api/auth/me", Some(&student)).await;
    assert_eq!(me.body["uid"], student.id.as_str());

    let edit = app
        .put(
            &format!("/api/user/{}", student.id),
            Some(&student),
            json!({ "uid": student.id, "username": "fonyuy", "email": "fonyuy@example.cm", "resident": "Kumbo", "currentPassword": student.password }),
        )
        .await;
    assert_eq!(edit.status, StatusCode::OK, "{}", edit.body);
    assert_eq!(
        (edit.body["data"]["username"].as_str(), edit.body["data"]["resident"].as_str()),
        (Some("fonyuy"), Some("Kumbo"))
    );
    let read = app.get(&format!("/api/user/{}", student.id), Some(&student)).await;
    // A student's new email waits for the link mailed to it (account integrity, issue 14).
    assert_eq!(read.body["data"]["email"], "fon@example.cm");
    assert!(read.body["data"]["streak"].is_u64());

    // Onboarding picks a role and a residence: "teacher" is a request an admin decides.
    let onboarding = app
        .put(
            &format!("/api/user/{}", student.id),
            Some(&student),
            json!({ "uid": student.id, "role": "teacher", "resident": "GBHS Kumbo" }),
        )
        .await;
    assert_eq!(onboarding.status, StatusCode::OK);
    assert_eq!(onboarding.body["data"]["role"], "student");
    assert!(onboarding.body["data"]["teacherRequestedAt"]["seconds"].is_i64(), "{}", onboarding.body);
    let promote = app
        .put(&format!("/api/user/{}", student.id), Some(&student), json!({ "uid": student.id, "role": "admin" }))
        .await;
    assert_eq!(promote.status, StatusCode::FORBIDDEN);
    let status = app
        .put(&format!("/api/user/{}", student.id), Some(&student), json!({ "uid": student.id, "status": "inactive" }))
        .await;
    assert_eq!(status.status, StatusCode::FORBIDDEN);
    let bad = app
        .put(
            &format!("/api/user/{}", student.id),
            Some(&student),
            json!({ "uid": student.id, "email": "nope", "currentPassword": student.password }),
        )
        .await;
    assert_eq!((bad.status, bad.error()), (StatusCode::UNPROCESSABLE_ENTITY, "Please enter a valid email address."));
    let bad_age =
        app.put(&format!("/api/user/{}", student.id), Some(&student), json!({ "uid": student.id, "age": "old" })).await;
    assert_eq!((bad_age.status, bad_age.error()), (StatusCode::BAD_REQUEST, "Age must be a number."));
    let mismatch = app
        .put(
            &format!("/api/user/{}", student.id),
            Some(&student),
            json!({ "uid": student.id, "password": "a new long one", "confirmPassword": "another", "currentPassword": student.password }),
        )
        .await;
    assert_eq!((mismatch.status, mismatch.error()), (StatusCode::UNPROCESSABLE_ENTITY, "Passwords do not match."));
    let empty = app
        .put(
            &format!("/api/user/{}", student.id),
            Some(&student),
            json!({ "uid": student.id, "password": "", "confirmPassword": "", "currentPassword": student.password }),
        )
        .await;
    assert_eq!((empty.status, empty.error()), (StatusCode::BAD_REQUEST, "Please fill in both fields."));
    let taken = app.student("taken").await;
    let clash = app
        .put(
            &format!("/api/user/{}", student.id),
            Some(&student),
            json!({ "uid": student.id, "username": taken.username }),
        )
        .await;
    assert_eq!((clash.status, clash.error()), (StatusCode::CONFLICT, "Username already taken"));

    // Class: GET, PUT and POST.
    let class = app.get(&format!("/api/{}/class", student.id), Some(&student)).await;
    assert_eq!(class.body["data"]["className"], "Form 2");
    let put =
        app.put(&format!("/api/{}/class", student.id), Some(&student), json!({ "className": "Lower Sixth" })).await;
    assert_eq!(put.body["data"]["className"], "Lower Sixth");
    let post = app.post(&format!("/api/{}/class", student.id), Some(&student), json!({ "className": "form 4" })).await;
    assert_eq!(post.body["data"]["className"], "Form 4");
    let unknown =
        app.put(&format!("/api/{}/class", student.id), Some(&student), json!({ "className": "Form 9" })).await;
    assert_eq!((unknown.status, unknown.error()), (StatusCode::UNPROCESSABLE_ENTITY, "Unknown class level: Form 9"));
    let blank = app.put(&format!("/api/{}/class", student.id), Some(&student), json!({ "className": "" })).await;
    assert_eq!(blank.status, StatusCode::BAD_REQUEST);

    // Subjects: GET, PUT and POST (a list, or one comma-separated text).
    let put = app
        .put(
            &format!("/api/{}/subject", student.id),
            Some(&student),
            json!({ "subjects": ["Biology", " Chemistry ", "biology"] }),
        )
        .await;
    assert_eq!(put.status, StatusCode::OK, "{}", put.body);
    assert_eq!(put.body["data"]["subjects"], json!(["Biology", "Chemistry"]));
    let post = app
        .post(
            &format!("/api/{}/subject", student.id),
            Some(&student),
            json!({ "subjects": "English Language, Mathematics" }),
        )
        .await;
    assert_eq!(post.body["data"]["subjects"], json!(["English Language", "Mathematics"]));
    let get = app.get(&format!("/api/{}/subject", student.id), Some(&student)).await;
    assert_eq!(get.body["data"]["subjects"], json!(["English Language", "Mathematics"]));
    let missing = app.put(&format!("/api/{}/subject", student.id), Some(&student), json!({})).await;
    assert_eq!((missing.status, missing.error()), (StatusCode::BAD_REQUEST, "subjects is required."));

    // Unknown people.
    let admin = app.admin().await;
    assert_eq!(app.get("/api/no-such-user/class", Some(&admin)).await.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.put("/api/user/no-such-user", Some(&admin), json!({ "resident": "x" })).await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn profile_pictures_are_images_of_at_most_5_mb() {
    let app = spawn_app().await;
    let student = app.student("picha").await;
    let path = format!("/api/{}/profile-pic", student.id);
    let none = app.get(&path, Some(&student)).await;
    assert_eq!(none.body["data"]["profilePic"], Value::Null);

    let form = reqwest::multipart::Form::new().part("profilePic", file_part(TINY_PNG, "me.png", "image/png"));
    let uploaded = app.send_form(Method::PUT, &path, Some(&student), form).await;
    assert_eq!(uploaded.status, StatusCode::OK, "{}", uploaded.body);
    let url = uploaded.body["data"]["profilePic"].as_str().unwrap().to_string();
    assert!(url.starts_with("/files/") && url.ends_with(".png"), "{url}");
    assert_eq!(app.get(&path, Some(&student)).await.body["data"]["profilePic"], url.as_str());
    let served = app.client.get(app.url(&url)).send().await.unwrap();
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.bytes().await.unwrap().as_ref(), TINY_PNG);

    // A second picture replaces the first, whose file goes.
    let form = reqwest::multipart::Form::new().part("profilePic", file_part(TINY_PNG, "again.png", "image/png"));
    let replaced = app.send_form(Method::PUT, &path, Some(&student), form).await;
    assert_eq!(replaced.status, StatusCode::OK);
    assert_ne!(replaced.body["data"]["profilePic"], url.as_str());
    assert_eq!(app.client.get(app.url(&url)).send().await.unwrap().status(), StatusCode::NOT_FOUND);

    // Not an image, whatever it calls itself.
    let form = reqwest::multipart::Form::new()
        .part("profilePic", file_part(b"<svg onload=alert(1)></svg>", "me.png", "image/png"));
    let refused = app.send_form(Method::PUT, &path, Some(&student), form).await;
    assert_eq!(refused.status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{}", refused.body);
    assert!(refused.error().contains("Only image files"), "{}", refused.body);
    let form =
        reqwest::multipart::Form::new().part("profilePic", file_part(b"just some text", "notes.txt", "text/plain"));
    assert_eq!(
        app.send_form(Method::PUT, &path, Some(&student), form).await.status,
        StatusCode::UNSUPPORTED_MEDIA_TYPE
    );

    // Too large: a PNG of 5.5 MB.
    let mut big = TINY_PNG[..8].to_vec();
    big.resize(5 * 1024 * 1024 + 512 * 1024, 0);
    let form = reqwest::multipart::Form::new().part("profilePic", file_part(&big, "big.png", "image/png"));
    let too_big = app.send_form(Method::PUT, &path, Some(&student), form).await;
    assert_eq!(too_big.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", too_big.body);
    assert!(too_big.error().contains("5 MB"), "{}", too_big.body);

    // Past the upload limit itself: refused while reading, before any check of the picture.
    let huge = vec![0u8; 7 * 1024 * 1024];
    let form = reqwest::multipart::Form::new().part("profilePic", file_part(&huge, "huge.png", "image/png"));
    let too_huge = app.send_form(Method::PUT, &path, Some(&student), form).await;
    assert_eq!(too_huge.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", too_huge.body);

    // No file at all.
    let form = reqwest::multipart::Form::new().text("note", "no file here");
    let empty = app.send_form(Method::PUT, &path, Some(&student), form).await;
    assert_eq!((empty.status, empty.error()), (StatusCode::BAD_REQUEST, "Please select a file to upload."));

    // The picture is still the last good one.
    assert_eq!(app.get(&path, Some(&student)).await.body["data"]["profilePic"], replaced.body["data"]["profilePic"]);

    // Admins upload for others; an unknown id is 'Invalid user ID.'.
    let admin = app.person("admin-picha", Role::Admin).await;
    let form = reqwest::multipart::Form::new().part("profilePic", file_part(TINY_PNG, "x.png", "image/png"));
    let unknown = app.send_form(Method::PUT, "/api/no-such-user/profile-pic", Some(&admin), form).await;
    assert_eq!((unknown.status, unknown.error()), (StatusCode::NOT_FOUND, "Invalid user ID."));
    let form = reqwest::multipart::Form::new().part("profilePic", file_part(TINY_PNG, "x.png", "image/png"));
    assert_eq!(app.send_form(Method::PUT, &path, Some(&admin), form).await.status, StatusCode::OK);
    let form = reqwest::multipart::Form::new().part("profilePic", file_part(TINY_PNG, "x.png", "image/png"));
    assert_eq!(app.send_form(Method::PUT, &path, None, form).await.status, StatusCode::UNAUTHORIZED);
}

/// Issue 19.6: a teacher is made or approved by an admin. Picking "Teacher" at sign-up or at
/// onboarding's role step leaves a student with a request; the admin sees the requests and
/// approves (a teacher) or refuses (a student, the request gone).
#[tokio::test]
async fn only_an_admin_makes_a_teacher() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let register = |name: &str| {
        json!({
            "username": name, "email": format!("{name}@example.cm"), "phoneNumber": "677000000",
            "password": "Mango-season-2026", "confirmPassword": "Mango-season-2026", "role": "teacher",
        })
    };
    let made = app.post("/api/auth/register", None, register("mbarga")).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let mbarga = made.body["id"].as_str().unwrap().to_string();
    let other = app.post("/api/auth/register", None, register("ndip")).await;
    let ndip = other.body["id"].as_str().unwrap().to_string();
    let shown = app.get(&format!("/api/user/{mbarga}"), Some(&admin)).await;
    assert_eq!(shown.body["data"]["role"], "student", "registering as a teacher does not make one");

    // Signed in, the applicant is a student, and cannot settle their own request.
    let person = |id: &str, name: &str| Person {
        id: id.to_string(),
        username: name.to_string(),
        password: "Mango-season-2026".into(),
        token: String::new(),
    };
    let signed = app.sign_in(&person(&mbarga, "mbarga")).await;
    let me = app.get("/api/auth/me", Some(&signed)).await;
    assert_eq!(me.body["data"]["role"], "student", "{}", me.body);
    let own = app.post(&format!("/api/user/{mbarga}/teacher-request/approve"), Some(&signed), json!({})).await;
    assert_eq!(own.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/teacher-requests", Some(&signed)).await.status, StatusCode::FORBIDDEN);

    // The admin sees both, oldest first.
    let waiting = app.get("/api/teacher-requests", Some(&admin)).await;
    assert_eq!(waiting.status, StatusCode::OK, "{}", waiting.body);
    let ids: Vec<&str> = waiting.body["data"].as_array().unwrap().iter().map(|u| u["id"].as_str().unwrap()).collect();
    assert_eq!(ids, [mbarga.as_str(), ndip.as_str()]);

    let approved = app.post(&format!("/api/user/{mbarga}/teacher-request/approve"), Some(&admin), json!({})).await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.body);
    assert_eq!(approved.body["data"]["role"], "teacher");
    assert!(approved.body["data"]["teacherRequestedAt"].is_null());
    let refused = app.post(&format!("/api/user/{ndip}/teacher-request/refuse"), Some(&admin), json!({})).await;
    assert_eq!(refused.body["data"]["role"], "student");
    assert!(app.get("/api/teacher-requests", Some(&admin)).await.body["data"].as_array().unwrap().is_empty());
    // Settled requests cannot be settled again; unknown users are not found.
    let again = app.post(&format!("/api/user/{ndip}/teacher-request/approve"), Some(&admin), json!({})).await;
    assert_eq!((again.status, again.error()), (StatusCode::CONFLICT, "This user has not asked to be a teacher."));
    let nobody = app.post("/api/user/nobody/teacher-request/approve", Some(&admin), json!({})).await;
    assert_eq!(nobody.status, StatusCode::NOT_FOUND);

    // An approved teacher who picks "teacher" again stays one; a student who picks it asks.
    let teacher = app.sign_in(&person(&mbarga, "mbarga")).await;
    let again =
        app.put(&format!("/api/user/{mbarga}"), Some(&teacher), json!({ "uid": mbarga, "role": "teacher" })).await;
    assert_eq!(
        (again.body["data"]["role"].as_str(), again.body["data"]["teacherRequestedAt"].is_null()),
        (Some("teacher"), true)
    );
    let student = app.sign_in(&person(&ndip, "ndip")).await;
    let asks = app.put(&format!("/api/user/{ndip}"), Some(&student), json!({ "uid": ndip, "role": "teacher" })).await;
    assert_eq!(asks.body["data"]["role"], "student");
    assert_eq!(app.get("/api/teacher-requests", Some(&admin)).await.body["data"].as_array().unwrap().len(), 1);
}
