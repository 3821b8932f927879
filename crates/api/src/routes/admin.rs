//! The admin's figures and activity.

use actix_web::{HttpResponse, web};
use sabi_app::App;
use sabi_app::admin::{Figure, PERIOD_DAYS, Tally};
use serde::Deserialize;
use serde_json::{Value, json};

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

pub async fn recent_attempts(
    app: web::Data<App>,
    session: Session,
    page: web::Query<PageQuery>,
) -> ApiResult<HttpResponse> {
    let attempts = app.attempts.recent(&session.0, page.limit.unwrap_or(50).clamp(1, 500)).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": attempts.iter().map(|a| views::attempt(a, None)).collect::<Vec<_>>() })))
}

/// `?days=N`: the window a report covers.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct DaysQuery {
    pub days: Option<i64>,
}

fn figure(f: &Figure) -> Value {
    json!({ "value": f.value, "previous": f.previous, "change": f.change })
}

fn tally(t: &Tally) -> Value {
    json!({ "attempts": t.attempts, "average": t.average(), "passed": t.passed, "failed": t.failed(), "passRate": t.pass_rate() })
}

/// The dashboard's four cards (this 30-day period against the one before) and its two charts.
pub async fn dashboard(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let d = app.admin.dashboard(&session.0).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": {
        "periodDays": PERIOD_DAYS,
        "totalUsers": figure(&d.total_users),
        "activeUsers": figure(&d.active_users),
        "quizzesCompleted": figure(&d.quizzes_completed),
        "failedQuizzes": figure(&d.failed_quizzes),
        "quizzesPerSubject": d.per_subject.iter().map(|(subject, count)| json!({ "subject": subject, "count": count })).collect::<Vec<_>>(),
        "monthly": d.monthly.iter().map(|m| json!({ "month": m.month, "completed": m.completed, "passed": m.passed, "failed": m.failed })).collect::<Vec<_>>(),
    } })))
}

/// Exam results by class and subject over `days` days (default 90; 0 for all time).
pub async fn reports(app: web::Data<App>, session: Session, query: web::Query<DaysQuery>) -> ApiResult<HttpResponse> {
    let (since, r) = app.admin.results(&session.0, query.days.unwrap_or(90)).await?;
    let with_key = |key: &str, name: &str, t: &Tally| {
        let mut v = tally(t);
        v[key] = json!(name);
        v
    };
    Ok(HttpResponse::Ok().json(json!({ "data": {
        "since": since.map(views::seconds),
        "overall": tally(&r.overall),
        "byClass": r.by_class.iter().map(|(c, t)| with_key("classLevel", c, t)).collect::<Vec<_>>(),
        "bySubject": r.by_subject.iter().map(|(s, t)| with_key("subject", s, t)).collect::<Vec<_>>(),
        "byClassSubject": r.by_class_subject.iter().map(|(c, s, t)| {
            let mut v = with_key("classLevel", c, t);
            v["subject"] = json!(s);
            v
        }).collect::<Vec<_>>(),
    } })))
}

/// Who registered in the last `days` days (default 30), newest first, for the admin to review.
pub async fn registrations(
    app: web::Data<App>,
    session: Session,
    query: web::Query<DaysQuery>,
) -> ApiResult<HttpResponse> {
    let (since, list) = app.admin.registrations(&session.0, query.days.unwrap_or(PERIOD_DAYS)).await?;
    let data: Vec<Value> = list
        .iter()
        .map(|r| {
            let mut v = views::user(&r.user, None);
            v["completedQuizzes"] = json!(r.completed_quizzes);
            v
        })
        .collect();
    Ok(HttpResponse::Ok().json(json!({ "since": views::seconds(since), "total": data.len(), "data": data })))
}
