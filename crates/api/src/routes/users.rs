//! People: profiles, classes, subjects, pictures, and the admin's user management.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, put, route, web};
use sabi_app::App;
use sabi_app::accounts::{ProfileUpdate, Slip};
use sabi_domain::catalogue::SearchQuery as Query;
use sabi_domain::class_level::ClassLevel;
use sabi_domain::user::User;
use sabi_ports::UserQuery;
use serde::Serialize;
use utoipa::ToSchema;

use crate::UPLOAD_LIMIT;
use crate::error::{ApiError, ApiResult};
use crate::forms::{
    AdminUserBody, ClassBody, CsvImportBody, PictureUpload, StatusQuery, SubjectsBody, UserBody, UserSearchQuery,
};
use crate::session::{Session, session_cookie};
use crate::upload::read_form;
use crate::views::{self, Data, Message, Results, UserView, data, message};

/// Someone on the leaderboard, as other students see them: no email, phone or age.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicUser {
    id: String,
    uid: String,
    username: String,
    profile_pic: Option<String>,
    school: String,
    streak: u32,
    avg_score: u32,
}

/// A user's class this school year, as the admin's lists show it.
#[derive(Serialize, ToSchema)]
pub struct UserClass {
    id: String,
    name: String,
}

/// A user as the admin's lists show them: with their class this school year, which the lists
/// show and filter by.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ListedUser {
    #[serde(flatten)]
    user: UserView,
    school_class: Option<UserClass>,
}

/// An entry of `/api/users`: the full view for admins, the public one for others.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum UserEntry {
    Full(Box<ListedUser>),
    Public(PublicUser),
}

/// Everyone with their private fields for admins; the public leaderboard view for others
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Vec<UserEntry>)))]
#[get("/users")]
pub async fn list_users(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let caller = &session.0;
    if caller.is_admin() {
        let users = app.accounts.users(caller, &UserQuery::default()).await?;
        let listed = listed(&app, caller, &users).await?;
        return Ok(
            HttpResponse::Ok().json(listed.into_iter().map(|u| UserEntry::Full(Box::new(u))).collect::<Vec<_>>())
        );
    }
    let board = app.progress.leaderboard().await?;
    let public: Vec<UserEntry> = board
        .iter()
        .map(|e| {
            UserEntry::Public(PublicUser {
                id: e.user_id.clone(),
                uid: e.user_id.clone(),
                username: e.username.clone(),
                profile_pic: e.avatar.clone(),
                school: e.school.clone(),
                streak: e.streak,
                avg_score: e.avg_score,
            })
        })
        .collect();
    Ok(HttpResponse::Ok().json(public))
}

/// Users as the admin's lists show them: with their class this school year.
async fn listed(app: &App, caller: &sabi_app::Caller, users: &[User]) -> ApiResult<Vec<ListedUser>> {
    let ids: Vec<String> = users.iter().map(|u| u.id.clone()).collect();
    let classes = app.teaching.classes_this_year(caller, &ids).await?;
    Ok(users
        .iter()
        .map(|u| ListedUser {
            user: views::user(u, None),
            school_class: classes.get(&u.id).map(|c| UserClass { id: c.id.clone(), name: c.name.clone() }),
        })
        .collect())
}

/// Users by status (active, inactive, or all)
#[utoipa::path(params(StatusQuery), tag = "users", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = Results<ListedUser>), (status = 422)))]
#[get("/filter-users")]
pub async fn filter(app: web::Data<App>, session: Session, query: web::Query<StatusQuery>) -> ApiResult<HttpResponse> {
    let status = Option::try_from(&*query)?;
    let users = app.accounts.users(&session.0, &UserQuery { status, ..Default::default() }).await?;
    Ok(HttpResponse::Ok().json(Results { results: listed(&app, &session.0, &users).await? }))
}

/// Users whose name or email matches; everyone for an empty query
///
/// An empty query lists everyone (admin spec section 5).
#[utoipa::path(params(UserSearchQuery), tag = "users", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = Results<ListedUser>)))]
#[get("/search-users")]
pub async fn search(
    app: web::Data<App>,
    session: Session,
    query: web::Query<UserSearchQuery>,
) -> ApiResult<HttpResponse> {
    let text = query.query.as_deref().unwrap_or("");
    let search = if text.trim().is_empty() { None } else { Some(Query::parse(text)?.as_str().to_string()) };
    let users = app.accounts.users(&session.0, &UserQuery { search, ..Default::default() }).await?;
    Ok(HttpResponse::Ok().json(Results { results: listed(&app, &session.0, &users).await? }))
}

#[derive(Serialize, ToSchema)]
pub struct CreatedUser {
    id: String,
    data: UserView,
    message: &'static str,
}

/// The admin's Add User form
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 201, body = CreatedUser), (status = 409)))]
#[post("/create-user")]
pub async fn create(app: web::Data<App>, session: Session, body: web::Json<AdminUserBody>) -> ApiResult<HttpResponse> {
    let user = app.accounts.create_user(&session.0, &body.into_inner().into()).await?;
    Ok(HttpResponse::Created().json(CreatedUser {
        id: user.id.clone(),
        data: views::user(&user, None),
        message: "User created.",
    }))
}

/// A line of a file of pupils that can be made into an account.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReadyPupil {
    line: usize,
    name: String,
    username: String,
    class_name: Option<String>,
    /// Blank when the line has no address.
    email: String,
    phone_number: String,
}

/// A line of a file of pupils that could not be taken, and why.
#[derive(Serialize, ToSchema)]
pub struct RefusedPupil {
    line: usize,
    username: String,
    reason: String,
}

/// What a first-login slip prints.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlipView {
    id: String,
    name: String,
    username: String,
    class_name: Option<String>,
    /// Shown this once.
    one_time_password: String,
}

fn slip(s: &Slip) -> SlipView {
    SlipView {
        id: s.id.clone(),
        name: s.full_name.clone(),
        username: s.username.clone(),
        class_name: s.class.as_ref().map(|c| c.name.clone()),
        one_time_password: s.one_time_password.clone(),
    }
}

/// An account made from a line of the file, with its slip.
#[derive(Serialize, ToSchema)]
pub struct CreatedPupil {
    #[serde(flatten)]
    slip: SlipView,
    line: usize,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PupilsImport {
    school_year: String,
    ready: Vec<ReadyPupil>,
    refused: Vec<RefusedPupil>,
    /// Empty for a preview.
    created: Vec<CreatedPupil>,
    message: String,
}

/// Pupils' accounts from a CSV (name, username; class, email, phone optional): a preview, or with confirm true the accounts, each with a one-time password shown this once
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = PupilsImport), (status = 409)))]
#[post("/users/import")]
pub async fn import(app: web::Data<App>, session: Session, body: web::Json<CsvImportBody>) -> ApiResult<HttpResponse> {
    let import = app.accounts.import_students(&session.0, &body.csv, body.confirm).await?;
    let message = match (body.confirm, import.created.len()) {
        (false, _) => format!("{} ready, {} refused.", import.ready.len(), import.refused.len()),
        (true, 1) => "1 account created.".to_string(),
        (true, n) => format!("{n} accounts created."),
    };
    Ok(HttpResponse::Ok().json(PupilsImport {
        school_year: import.school_year.to_string(),
        ready: import
            .ready
            .iter()
            .map(|r| ReadyPupil {
                line: r.line,
                name: r.student.full_name.clone(),
                username: r.student.username.as_str().to_string(),
                class_name: r.class.as_ref().map(|c| c.name.clone()),
                email: r.student.email.as_ref().map(|e| e.as_str()).unwrap_or_default().to_string(),
                phone_number: r.student.phone_number.clone(),
            })
            .collect(),
        refused: import
            .refused
            .iter()
            .map(|l| RefusedPupil { line: l.line, username: l.username.clone(), reason: l.reason.clone() })
            .collect(),
        created: import.created.iter().map(|c| CreatedPupil { slip: slip(&c.slip), line: c.line }).collect(),
        message,
    }))
}

/// A user's profile
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = Data<UserView>)))]
#[get("/user/{uid}")]
pub async fn get_user(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let user = app.accounts.user(&session.0, &uid).await?;
    let streak = app.progress.streak(&session.0, &user.id).await.ok().map(|s| s.streak_days);
    Ok(HttpResponse::Ok().json(data(views::user(&user, streak))))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpdatedUser {
    data: UserView,
    /// Present (true) when a new email address waits for its confirmation link.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    email_pending: Option<bool>,
    message: &'static str,
}

/// Change a profile (only admins change status or make admins)
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = UpdatedUser), (status = 409), (status = 429)))]
#[put("/user/{uid}")]
pub async fn update_user(
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
    let update = ProfileUpdate::try_from(body)?;
    let changes_password = update.password.is_some();
    let asked_email = update.email.clone();
    let user = app.accounts.update_user(&session.0, &uid, &update).await?;
    let mut response = HttpResponse::Ok();
    if changes_password && session.0.user_id == user.id {
        // The change retired every older session; this browser gets a fresh one.
        let signed_in = app.accounts.reissue(&session.0).await?;
        response.cookie(session_cookie(&req, &signed_in.token, app.accounts.session_ttl_seconds()));
    }
    if asked_email.is_some_and(|e| !e.trim().eq_ignore_ascii_case(&user.email)) {
        return Ok(response.json(UpdatedUser {
            data: views::user(&user, None),
            email_pending: Some(true),
            message: "Profile updated. Open the link we sent to your new email address to confirm it.",
        }));
    }
    Ok(response.json(UpdatedUser { data: views::user(&user, None), email_pending: None, message: "Profile updated." }))
}

/// Remove a user and their attempts (not oneself: 409)
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = Message), (status = 409)))]
#[delete("/user/{uid}")]
pub async fn delete_user(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    app.accounts.delete_user(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(message("User removed!")))
}

/// Students who picked Teacher at onboarding, oldest first
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = Data<Vec<UserView>>)))]
#[get("/teacher-requests")]
pub async fn teacher_requests(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let users = app.accounts.teacher_requests(&session.0).await?;
    Ok(HttpResponse::Ok().json(data(users.iter().map(|u| views::user(u, None)).collect::<Vec<_>>())))
}

#[derive(Serialize, ToSchema)]
pub struct NewSlip {
    data: SlipView,
    message: String,
}

/// A new first-login slip for a student who forgot their password: a one-time password shown this once; their sessions end (not a student: 409)
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = NewSlip), (status = 409)))]
#[post("/user/{uid}/slip")]
pub async fn new_slip(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let made = app.accounts.new_slip(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(NewSlip {
        data: slip(&made),
        message: format!("A new one-time password for {}: their sessions have ended.", made.username),
    }))
}

/// The user once an admin has settled their teacher request.
#[derive(Serialize, ToSchema)]
pub struct SettledRequest {
    data: UserView,
    message: &'static str,
}

/// Make the account a teacher's and settle the request (no request: 409)
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = SettledRequest), (status = 409)))]
#[post("/user/{uid}/teacher-request/approve")]
pub async fn approve_teacher_request(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
) -> ApiResult<HttpResponse> {
    settle_teacher_request(&app, &session, &uid, true).await
}

/// Settle the request; the account stays a student's
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = SettledRequest), (status = 409)))]
#[post("/user/{uid}/teacher-request/refuse")]
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
    Ok(HttpResponse::Ok().json(SettledRequest { data: views::user(&user, None), message }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfilePic {
    profile_pic: Option<String>,
}

/// A user's picture
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = Data<ProfilePic>)))]
#[get("/{uid}/profile-pic")]
pub async fn profile_pic(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let profile_pic = app.accounts.profile_pic(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(data(ProfilePic { profile_pic })))
}

/// A new picture (PNG, JPEG, GIF or WebP, 5 MB at most)
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("owner"))),
    request_body(content = PictureUpload, content_type = "multipart/form-data"),
    responses((status = 200, body = Data<ProfilePic>)))]
#[put("/{uid}/profile-pic")]
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
    Ok(HttpResponse::Ok().json(data(ProfilePic { profile_pic: Some(path) })))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassOf {
    class_name: Option<String>,
    /// The class shown when none is set.
    default: String,
}

/// A user's class
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = Data<ClassOf>)))]
#[get("/{uid}/class")]
pub async fn get_class(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let class = app.accounts.class(&session.0, &uid).await?;
    Ok(HttpResponse::Ok()
        .json(data(ClassOf { class_name: class.map(|c| c.to_string()), default: ClassLevel::DEFAULT.to_string() })))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassSet {
    class_name: String,
}

/// Set a user's class (PUT, or POST in onboarding)
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = Data<ClassSet>)))]
#[route("/{uid}/class", method = "PUT", method = "POST")]
pub async fn set_class(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
    body: web::Json<ClassBody>,
) -> ApiResult<HttpResponse> {
    let class = app.accounts.set_class(&session.0, &uid, &body.class_name).await?;
    Ok(HttpResponse::Ok().json(data(ClassSet { class_name: class.to_string() })))
}

#[derive(Serialize, ToSchema)]
pub struct SubjectsOf {
    subjects: Vec<String>,
}

/// A user's subjects
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = Data<SubjectsOf>)))]
#[get("/{uid}/subject")]
pub async fn get_subjects(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let subjects = app.accounts.subjects(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(data(SubjectsOf { subjects })))
}

/// Set a user's subjects (PUT, or POST in onboarding)
#[utoipa::path(tag = "users", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = Data<SubjectsOf>)))]
#[route("/{uid}/subject", method = "PUT", method = "POST")]
pub async fn set_subjects(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
    body: web::Json<SubjectsBody>,
) -> ApiResult<HttpResponse> {
    let names = Vec::try_from(body.into_inner())?;
    let subjects = app.accounts.set_subjects(&session.0, &uid, &names).await?;
    Ok(HttpResponse::Ok().json(data(SubjectsOf { subjects })))
}
