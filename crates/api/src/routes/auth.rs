//! Sign-in, sign-out, registration, password reset, and availability checks.

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use sabi_app::App;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::forms::{EmailBody, EmailQuery, LoginBody, RegisterBody, ResetConfirmBody, TokenBody, UsernameQuery};
use crate::session::{Session, cleared_cookie, client_address, session_cookie, token_of};
use crate::views::{self, Message, UserView, message};

#[derive(Serialize, ToSchema)]
pub struct LoginAnswer {
    data: UserView,
    uid: String,
    token: String,
    message: &'static str,
}

/// Sign in by username (or email) and password; sets the session cookie
#[utoipa::path(tag = "auth", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, body = LoginAnswer), (status = 401), (status = 403), (status = 429)))]
#[post("/auth/login")]
pub async fn login(app: web::Data<App>, req: HttpRequest, body: web::Json<LoginBody>) -> ApiResult<HttpResponse> {
    let signed_in = app.accounts.login(&body.username, &body.password, &client_address(&req)).await?;
    // The streak as of today, from the one place that knows the school's calendar.
    let streak = app
        .progress
        .streak(&sabi_app::Caller::of(&signed_in.user), &signed_in.user.id)
        .await
        .ok()
        .map(|s| s.streak_days);
    Ok(HttpResponse::Ok().cookie(session_cookie(&req, &signed_in.token, app.accounts.session_ttl_seconds())).json(
        LoginAnswer {
            data: views::user(&signed_in.user, streak),
            uid: signed_in.user.id.clone(),
            token: signed_in.token,
            message: "Login successful!",
        },
    ))
}

/// Clear the session cookie
///
/// Clears the cookie and revokes the session, so a copy of its token is refused too.
#[utoipa::path(tag = "auth", extensions(("x-sabi-access" = json!("public"))), responses((status = 200, body = Message)))]
#[post("/auth/logout")]
pub async fn logout(app: web::Data<App>, req: HttpRequest) -> ApiResult<HttpResponse> {
    if let Some(token) = token_of(&req) {
        app.accounts.logout(&token).await?;
    }
    Ok(HttpResponse::Ok().cookie(cleared_cookie(&req)).json(message("Logged out.")))
}

#[derive(Serialize, ToSchema)]
pub struct MeAnswer {
    data: UserView,
    uid: String,
}

/// The signed-in person
#[utoipa::path(tag = "auth", extensions(("x-sabi-access" = json!("signed-in"))), responses((status = 200, body = MeAnswer)))]
#[get("/auth/me")]
pub async fn me(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let user = app.accounts.user(&session.0, &session.0.user_id).await?;
    Ok(HttpResponse::Ok().json(MeAnswer { data: views::user(&user, None), uid: user.id }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterAnswer {
    doc_id: String,
    id: String,
    message: &'static str,
}

/// Onboarding's sign-up: a new student or teacher
#[utoipa::path(tag = "auth", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 201, body = RegisterAnswer), (status = 409)))]
#[post("/auth/register")]
pub async fn register(app: web::Data<App>, body: web::Json<RegisterBody>) -> ApiResult<HttpResponse> {
    let user = app.accounts.register(&body.into_inner().into()).await?;
    Ok(HttpResponse::Created().json(RegisterAnswer {
        doc_id: user.id.clone(),
        id: user.id,
        message: "Account created!",
    }))
}

/// Mail a single-use reset link; answers the same for unknown addresses
#[utoipa::path(tag = "auth", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, body = Message), (status = 429)))]
#[post("/auth/reset-password")]
pub async fn reset_password(
    app: web::Data<App>,
    req: HttpRequest,
    body: web::Json<EmailBody>,
) -> ApiResult<HttpResponse> {
    app.accounts.request_password_reset(&body.email, &client_address(&req)).await?;
    Ok(HttpResponse::Ok().json(message("We have sent a password recover instruction to your email.")))
}

/// Set a new password with a reset link's token
#[utoipa::path(tag = "auth", extensions(("x-sabi-access" = json!("public"))), responses((status = 200, body = Message)))]
#[post("/auth/reset-password/confirm")]
pub async fn confirm_reset(app: web::Data<App>, body: web::Json<ResetConfirmBody>) -> ApiResult<HttpResponse> {
    app.accounts.confirm_password_reset(&body.token, &body.password, &body.confirm_password).await?;
    Ok(HttpResponse::Ok().json(message("Your password has been changed. You can log in now.")))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UsernameExists {
    username_exists: bool,
}

/// Whether a username is taken
#[utoipa::path(params(UsernameQuery), tag = "auth", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, body = UsernameExists), (status = 422), (status = 429)))]
#[get("/check/username")]
pub async fn check_username(
    app: web::Data<App>,
    req: HttpRequest,
    query: web::Query<UsernameQuery>,
) -> ApiResult<HttpResponse> {
    let username_exists = app.accounts.username_exists(&query.username, &client_address(&req)).await?;
    Ok(HttpResponse::Ok().json(UsernameExists { username_exists }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailExists {
    email_exists: bool,
}

/// Whether an email address is registered
#[utoipa::path(params(EmailQuery), tag = "auth", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, body = EmailExists), (status = 422), (status = 429)))]
#[get("/check/email")]
pub async fn check_email(
    app: web::Data<App>,
    req: HttpRequest,
    query: web::Query<EmailQuery>,
) -> ApiResult<HttpResponse> {
    let email_exists = app.accounts.email_exists(&query.email, &client_address(&req)).await?;
    Ok(HttpResponse::Ok().json(EmailExists { email_exists }))
}

/// Confirm a new email address with the mailed link's token
#[utoipa::path(tag = "auth", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, body = Message), (status = 429)))]
#[post("/auth/confirm-email")]
pub async fn confirm_email(app: web::Data<App>, body: web::Json<TokenBody>) -> ApiResult<HttpResponse> {
    app.accounts.confirm_email_change(&body.token).await?;
    Ok(HttpResponse::Ok().json(message("Your email address has been changed.")))
}
