//! The admin's figures and activity.

use actix_web::{HttpResponse, web};
use sabi_app::App;
use serde_json::json;

use crate::error::ApiResult;
use crate::forms::PageQuery;
use crate::session::Session;
use crate::views;

pub async fn stats(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let figures = app.admin.figures(&session.0).await?;
    Ok(HttpResponse::Ok().json(json!({ "Total Users": figures.total_users })))
}

pub async fn overview(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let f = app.admin.figures(&session.0).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": {
        "totalUsers": f.total_users, "totalSubjects": f.total_subjects, "totalQuizzes": f.total_quizzes
    } })))
}

pub async fn recent_attempts(app: web::Data<App>, session: Session, page: web::Query<PageQuery>) -> ApiResult<HttpResponse> {
    let attempts = app.attempts.recent(&session.0, page.limit.unwrap_or(50).clamp(1, 500)).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": attempts.iter().map(|a| views::attempt(a, None)).collect::<Vec<_>>() })))
}
