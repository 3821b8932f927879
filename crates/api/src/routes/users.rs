//! People: profiles, classes, subjects, pictures, and the admin's user management.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, web};
use sabi_app::App;
use sabi_app::accounts::{ProfileUpdate, Slip};
use sabi_domain::catalogue::SearchQuery as Query;
use sabi_domain::class_level::ClassLevel;
use sabi_domain::teaching::SchoolClass;
use sabi_domain::user::{AdminUserForm, UserStatus};
use sabi_ports::UserQuery;
use serde_json::{Value, json};

use crate::error::{ApiError, ApiResult};
use crate::forms::{self, AdminUserBody, ClassBody, CsvImportBody, SearchQuery, StatusQuery, SubjectsBody, UserBody};
use crate::session::{Session, session_cookie};
use crate::upload::read_form;
use crate::{UPLOAD_LIMIT, views};

/// Everyone for admins; others get the public view (name, picture, school) only.
pub async fn list(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let caller = &session.0;
    if caller.is_admin() {
        let users = app.accounts.users(caller, &UserQuery::default()).await?;
        return Ok(HttpResponse::Ok().json(listed(&app, caller, &users).await?));
    }
    let board = app.progress.leaderboard().await?;
    let public: Vec<Value> = board
        .iter()
        .map(|e| json!({ "id": e.user_id, "uid": e.user_id, "username": e.username, "profilePic": e.avatar, "school": e.school, "streak": e.streak, "avgScore": e.avg_score }))
        .collect();
    Ok(HttpResponse::Ok().json(public))
}

/// Users as the admin's lists show them: with their class this school year, which the lists
/// show and filter by.
async fn listed(app: &App, caller: &sabi_app::Caller, users: &[sabi_domain::user::User]) -> ApiResult<Vec<Value>> {
    let ids: Vec<String> = users.iter().map(|u| u.id.clone()).collect();
    let classes = app.teaching.classes_this_year(caller, &ids).await?;
    Ok(users
        .iter()
        .map(|u| {
            let mut view = views::user(u, None);
            view["schoolClass"] = json!(classes.get(&u.id).map(|c| json!({ "id": c.id, "name": c.name })));
            view
        })
        .collect())
}

pub async fn filter(app: web::Data<App>, session: Session, query: web::Query<StatusQuery>) -> ApiResult<HttpResponse> {
    let status = match query.status.as_deref().map(str::trim) {
        None | Some("") | Some("all") | Some("All") | Some("All Users") => None,
        Some(s) => Some(s.parse::<UserStatus>()?),
    };
    let users = app.accounts.users(&session.0, &UserQuery { status, ..Default::default() }).await?;
    Ok(HttpResponse::Ok().json(json!({ "results": listed(&app, &session.0, &users).await? })))
}

/// An empty query lists everyone (admin spec section 5).
pub async fn search(app: web::Data<App>, session: Session, query: web::Query<SearchQuery>) -> ApiResult<HttpResponse> {
    let search =
        if query.query.trim().is_empty() { None } else { Some(Query::parse(&query.query)?.as_str().to_string()) };
    let users = app.accounts.users(&session.0, &UserQuery { search, ..Default::default() }).await?;
    Ok(HttpResponse::Ok().json(json!({ "results": listed(&app, &session.0, &users).await? })))
}

/// Pupils' accounts from a CSV: a preview, or (confirmed) the accounts with their one-time
/// passwords, shown this once for the slips.
pub async fn import(app: web::Data<App>, session: Session, body: web::Json<CsvImportBody>) -> ApiResult<HttpResponse> {
    let import = app.accounts.import_students(&session.0, &body.csv, body.confirm).await?;
    let class_name = |c: &Option<SchoolClass>| c.as_ref().map(|c| c.name.clone());
    let message = match (body.confirm, import.created.len()) {
        (false, _) => format!("{} ready, {} refused.", import.ready.len(), import.refused.len()),
        (true, 1) => "1 account created.".to_string(),
        (true, n) => format!("{n} accounts created."),
    };
    Ok(HttpResponse::Ok().json(json!({
        "schoolYear": import.school_year.to_string(),
        "ready": import.ready.iter().map(|r| json!({
            "line": r.line,
            "name": r.student.full_name,
            "username": r.student.username.as_str(),
            "className": class_name(&r.class),
            "email": r.student.email.as_ref().map(|e| e.as_str()).unwrap_or_default(),
            "phoneNumber": r.student.phone_number,
        })).collect::<Vec<_>>(),
        "refused": import.refused.iter().map(|l| json!({ "line": l.line, "username": l.username, "reason": l.reason })).collect::<Vec<_>>(),
        "created": import.created.iter().map(|c| {
            let mut view = slip(&c.slip);
            view["line"] = json!(c.line);
            view
        }).collect::<Vec<_>>(),
        "message": message,
    })))
}

/// What a login slip prints.
fn slip(s: &Slip) -> Value {
    json!({
        "id": s.id,
        "name": s.full_name,
        "username": s.username,
        "className": s.class.as_ref().map(|c| c.name.clone()),
        "oneTimePassword": s.one_time_password,
    })
}

/// A new slip for a pupil who forgot their password.
pub async fn new_slip(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let made = app.accounts.new_slip(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(json!({
        "data": slip(&made),
        "message": format!("A new one-time password for {}: their sessions have ended.", made.username),
    })))
}

pub async fn create(app: web::Data<App>, session: Session, body: web::Json<AdminUserBody>) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let form = AdminUserForm {
        username: body.username,
        email: body.email,
        phone_number: body.phone_number,
        role: body.role,
        password: body.password,
    };
    let user = app.accounts.create_user(&session.0, &form).await?;
    Ok(HttpResponse::Created()
        .json(json!({ "id": user.id, "data": views::user(&user, None), "message": "User created." })))
}

pub async fn get(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let user = app.accounts.user(&session.0, &uid).await?;
    let streak = app.progress.streak(&session.0, &user.id).await.ok().map(|s| s.streak_days);
    Ok(HttpResponse::Ok().json(json!({ "data": views::user(&user, streak) })))
}

pub async fn update(
    app: web::Data<App>,
    session: Session,
    req: HttpRequest,
    uid: web::Path<String>,
    body: web::Json<UserBody>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    if body.uid.as_deref().is_some_and(|u| !u.is_empty() && u != uid.as_str()) {
        return Err(ApiError::bad_request("The uid in the body does not match the address."));
    }
    let age = match &body.age {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.trim().is_empty() => None,
        some => Some(forms::whole(some).ok_or_else(|| ApiError::bad_request("Age must be a number."))?),
    };
    let changes_password = body.password.is_some();
    let asked_email = body.email.clone();
    let update = ProfileUpdate {
        username: body.username,
        email: body.email,
        phone_number: body.phone_number,
        resident: body.resident,
        school: body.school,
        age,
        role: body.role,
        status: body.status,
        class_name: body.class_name,
        stream: body.stream,
        subjects: body.subjects.map(forms::Names::into_vec),
        password: body.password,
        confirm_password: body.confirm_password,
        current_password: body.current_password,
    };
    let user = app.accounts.update_user(&session.0, &uid, &update).await?;
    let mut response = HttpResponse::Ok();
    if changes_password && session.0.user_id == user.id {
        // The change retired every older session; this browser gets a fresh one.
        let signed_in = app.accounts.reissue(&session.0).await?;
        response.cookie(session_cookie(&req, &signed_in.token, app.accounts.session_ttl_seconds()));
    }
    if let Some(email) = asked_email.filter(|e| !e.trim().eq_ignore_ascii_case(&user.email)) {
        let _ = email;
        return Ok(response.json(json!({
            "data": views::user(&user, None),
            "emailPending": true,
            "message": "Profile updated. Open the link we sent to your new email address to confirm it.",
        })));
    }
    Ok(response.json(json!({ "data": views::user(&user, None), "message": "Profile updated." })))
}

pub async fn delete(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    app.accounts.delete_user(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": "User removed!" })))
}

/// Students who picked "Teacher" at onboarding, waiting for an admin.
pub async fn teacher_requests(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let users = app.accounts.teacher_requests(&session.0).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": users.iter().map(|u| views::user(u, None)).collect::<Vec<_>>() })))
}

pub async fn approve_teacher_request(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
) -> ApiResult<HttpResponse> {
    settle_teacher_request(&app, &session, &uid, true).await
}

pub async fn refuse_teacher_request(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
) -> ApiResult<HttpResponse> {
    settle_teacher_request(&app, &session, &uid, false).await
}

async fn settle_teacher_request(app: &App, session: &Session, uid: &str, approve: bool) -> ApiResult<HttpResponse> {
    let user = app.accounts.decide_teacher_request(&session.0, uid, approve).await?;
    let message = if approve { "Teacher request approved." } else { "Teacher request refused." };
    Ok(HttpResponse::Ok().json(json!({ "data": views::user(&user, None), "message": message })))
}

pub async fn profile_pic(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let pic = app.accounts.profile_pic(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": { "profilePic": pic } })))
}

pub async fn upload_profile_pic(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
    payload: Multipart,
) -> ApiResult<HttpResponse> {
    session.0.may_act_for(&uid)?;
    let mut form = read_form(payload, UPLOAD_LIMIT).await?;
    let bytes = form.files.remove("profilePic").or_else(|| form.files.drain().next().map(|(_, b)| b));
    let bytes = bytes.ok_or_else(|| ApiError::bad_request("Please select a file to upload."))?;
    let path = app.accounts.set_profile_pic(&session.0, &uid, bytes).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": { "profilePic": path } })))
}

pub async fn class(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let class = app.accounts.class(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(
        json!({ "data": { "className": class.map(|c| c.to_string()), "default": ClassLevel::DEFAULT.to_string() } }),
    ))
}

pub async fn set_class(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
    body: web::Json<ClassBody>,
) -> ApiResult<HttpResponse> {
    let class = app.accounts.set_class(&session.0, &uid, &body.class_name).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": { "className": class.to_string() } })))
}

pub async fn subjects(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let subjects = app.accounts.subjects(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": { "subjects": subjects } })))
}

pub async fn set_subjects(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
    body: web::Json<SubjectsBody>,
) -> ApiResult<HttpResponse> {
    let names = body.into_inner().subjects.ok_or_else(|| ApiError::bad_request("subjects is required."))?.into_vec();
    let subjects = app.accounts.set_subjects(&session.0, &uid, &names).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": { "subjects": subjects } })))
}
