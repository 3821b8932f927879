//! Sign-in, sign-out, registration, password reset, and availability checks.

use actix_web::{HttpRequest, HttpResponse, web};
use sabi_app::App;
use sabi_domain::user::RegistrationForm;
use serde_json::json;

use crate::error::ApiResult;
use crate::forms::{EmailBody, LoginBody, RegisterBody, ResetConfirmBody, TokenBody, UsernameQuery};
use crate::session::{Session, cleared_cookie, client_address, session_cookie, token_of};
use crate::views;

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
        json!({
            "data": views::user(&signed_in.user, streak),
            "uid": signed_in.user.id,
            "token": signed_in.token,
            "message": "Login successful!",
        }),
    ))
}

/// Clears the cookie and revokes the session, so a copy of its token is refused too.
pub async fn logout(app: web::Data<App>, req: HttpRequest) -> ApiResult<HttpResponse> {
    if let Some(token) = token_of(&req) {
        app.accounts.logout(&token).await?;
    }
    Ok(HttpResponse::Ok().cookie(cleared_cookie(&req)).json(json!({ "message": "Logged out." })))
}

pub async fn me(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let user = app.accounts.user(&session.0, &session.0.user_id).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": views::user(&user, None), "uid": user.id })))
}

pub async fn register(app: web::Data<App>, body: web::Json<RegisterBody>) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let form = RegistrationForm {
        username: body.username,
        email: body.email,
        phone_number: body.phone_number,
        password: body.password,
        confirm_password: body.confirm_password,
        role: body.role,
        status: body.status,
    };
    let user = app.accounts.register(&form).await?;
    Ok(HttpResponse::Created().json(json!({ "docId": user.id, "id": user.id, "message": "Account created!" })))
}

pub async fn reset_password(
    app: web::Data<App>,
    req: HttpRequest,
    body: web::Json<EmailBody>,
) -> ApiResult<HttpResponse> {
    app.accounts.request_password_reset(&body.email, &client_address(&req)).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": "We have sent a password recover instruction to your email." })))
}

pub async fn confirm_reset(app: web::Data<App>, body: web::Json<ResetConfirmBody>) -> ApiResult<HttpResponse> {
    app.accounts.confirm_password_reset(&body.token, &body.password, &body.confirm_password).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": "Your password has been changed. You can log in now." })))
}

pub async fn check_username(
    app: web::Data<App>,
    req: HttpRequest,
    query: web::Query<UsernameQuery>,
) -> ApiResult<HttpResponse> {
    let exists = app.accounts.username_exists(&query.username, &client_address(&req)).await?;
    Ok(HttpResponse::Ok().json(json!({ "usernameExists": exists })))
}

pub async fn check_email(
    app: web::Data<App>,
    req: HttpRequest,
    query: web::Query<EmailBody>,
) -> ApiResult<HttpResponse> {
    let exists = app.accounts.email_exists(&query.email, &client_address(&req)).await?;
    Ok(HttpResponse::Ok().json(json!({ "emailExists": exists })))
}

/// Uses the link mailed to a new email address: the change takes effect.
pub async fn confirm_email(app: web::Data<App>, body: web::Json<TokenBody>) -> ApiResult<HttpResponse> {
    app.accounts.confirm_email_change(&body.token).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": "Your email address has been changed." })))
}
