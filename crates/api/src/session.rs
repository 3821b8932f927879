//! Who is asking: the session cookie (or an `Authorization: Bearer` token), checked by the
//! accounts service on every request that needs it.

use std::future::Future;
use std::pin::Pin;

use actix_web::cookie::{Cookie, SameSite, time::Duration};
use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use sabi_app::{App, AppError, Caller};

use crate::error::ApiError;

pub const SESSION_COOKIE: &str = "sabi_session";

/// The signed-in caller. Extracting it answers 401 when there is no good session.
#[derive(Debug, Clone)]
pub struct Session(pub Caller);

/// The session token the request carries, if any.
pub fn token_of(req: &HttpRequest) -> Option<String> {
    let bearer = req.headers().get(actix_web::http::header::AUTHORIZATION).and_then(|h| h.to_str().ok());
    if let Some(token) = bearer.and_then(|h| h.strip_prefix("Bearer ")) {
        return Some(token.trim().to_string());
    }
    req.cookie(SESSION_COOKIE).map(|c| c.value().to_string())
}

impl FromRequest for Session {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Session, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let app = req.app_data::<web::Data<App>>().cloned();
        let token = token_of(req);
        let (method, path) = (req.method().clone(), req.path().to_string());
        Box::pin(async move {
            let app = app.ok_or_else(|| ApiError(AppError::Unexpected(anyhow::anyhow!("app data missing"))))?;
            let token = token.ok_or(ApiError(AppError::Unauthenticated))?;
            // Extractors run side by side: when another one fails first (a malformed body),
            // this future is dropped, so the check runs as a task of its own.
            let caller = in_own_task(async move { app.accounts.authenticate(&token).await }).await?;
            if caller.password_change_required && !chooses_password(&method, &path, &caller.user_id) {
                return Err(ApiError(AppError::PasswordChangeRequired));
            }
            Ok(Session(caller))
        })
    }
}

/// What a session signed in with a one-time password may do: read who it is, sign out, and
/// choose the account's own password (the app checks that the change holds one).
fn chooses_password(method: &actix_web::http::Method, path: &str, user_id: &str) -> bool {
    use actix_web::http::Method;
    match *method {
        Method::GET => path == "/api/auth/me",
        Method::POST => path == "/api/auth/logout",
        Method::PUT => path.strip_prefix("/api/user/") == Some(user_id),
        _ => false,
    }
}

/// Runs store work as a task of its own, so that a failing extractor beside it never drops a
/// store call half-way: diesel-async's SQLite wrapper then blocks the worker thread, which
/// panics on actix's workers. (Handlers need not: each request already runs as its own task.)
async fn in_own_task<T: 'static>(work: impl Future<Output = Result<T, AppError>> + 'static) -> Result<T, ApiError> {
    actix_web::rt::spawn(work)
        .await
        .map_err(|e| ApiError(AppError::Unexpected(anyhow::anyhow!("store task: {e}"))))?
        .map_err(ApiError)
}

/// The session cookie: HttpOnly, SameSite=Strict, Secure when the request came over HTTPS.
pub fn session_cookie(req: &HttpRequest, token: &str, max_age_seconds: i64) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, token.to_string())
        .path("/")
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(crate::client::client(req).https)
        .max_age(Duration::seconds(max_age_seconds))
        .finish()
}

/// A cookie that replaces the session cookie with nothing.
pub fn cleared_cookie(req: &HttpRequest) -> Cookie<'static> {
    let mut cookie = session_cookie(req, "", 0);
    cookie.make_removal();
    cookie
}

/// The client's address, for rate limits: the socket's peer, or what a trusted proxy says
/// it forwarded (see [`crate::client`]).
pub fn client_address(req: &HttpRequest) -> String {
    crate::client::client(req).address
}
