//! The admin's figures and activity.

use actix_web::{HttpResponse, get, web};
use sabi_app::App;
use sabi_app::admin::{Figure, PERIOD_DAYS, Tally};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::forms::{DaysQuery, PageQuery};
use crate::session::Session;
use crate::views::{self, AttemptView, Data, Seconds, UserView, data};

/// The spec's one figure, under its own odd name.
#[derive(Serialize, ToSchema)]
pub struct TotalUsers {
    #[serde(rename = "Total Users")]
    total_users: i64,
}

/// The admin dashboard's figure
#[utoipa::path(tag = "admin", extensions(("x-sabi-access" = json!("admin"))), responses((status = 200, body = TotalUsers)))]
#[get("/Stats")]
pub async fn stats(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let figures = app.admin.figures(&session.0).await?;
    Ok(HttpResponse::Ok().json(TotalUsers { total_users: figures.total_users }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Overview {
    total_users: i64,
    total_subjects: i64,
    total_quizzes: i64,
}

/// Totals of users, subjects and quizzes
#[utoipa::path(tag = "admin", extensions(("x-sabi-access" = json!("admin"))), responses((status = 200, body = Data<Overview>)))]
#[get("/admin/overview")]
pub async fn overview(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let f = app.admin.figures(&session.0).await?;
    Ok(HttpResponse::Ok().json(data(Overview {
        total_users: f.total_users,
        total_subjects: f.total_subjects,
        total_quizzes: f.total_quizzes,
    })))
}

/// Recent completed attempts across the school
#[utoipa::path(params(PageQuery), tag = "admin", extensions(("x-sabi-access" = json!("admin"))), responses((status = 200, body = Data<Vec<AttemptView>>)))]
#[get("/admin/recent-attempts")]
pub async fn recent_attempts(
    app: web::Data<App>,
    session: Session,
    page: web::Query<PageQuery>,
) -> ApiResult<HttpResponse> {
    let attempts = app.attempts.recent(&session.0, page.limit.unwrap_or(50).clamp(1, 500)).await?;
    Ok(HttpResponse::Ok().json(data(attempts.iter().map(|a| views::attempt(a, None)).collect::<Vec<_>>())))
}

/// A figure of this period, the one before, and the change in percent (none from zero).
#[derive(Serialize, ToSchema)]
pub struct FigureView {
    value: i64,
    previous: i64,
    change: Option<i64>,
}

fn figure(f: &Figure) -> FigureView {
    FigureView { value: f.value, previous: f.previous, change: f.change }
}

#[derive(Serialize, ToSchema)]
pub struct SubjectCount {
    subject: String,
    count: u32,
}

#[derive(Serialize, ToSchema)]
pub struct MonthView {
    month: String,
    completed: u32,
    passed: u32,
    failed: u32,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardView {
    period_days: i64,
    total_users: FigureView,
    active_users: FigureView,
    quizzes_completed: FigureView,
    failed_quizzes: FigureView,
    quizzes_per_subject: Vec<SubjectCount>,
    monthly: Vec<MonthView>,
}

/// The dashboard's cards (last 30 days against the 30 before) and charts
#[utoipa::path(tag = "admin", extensions(("x-sabi-access" = json!("admin"))), responses((status = 200, body = Data<DashboardView>)))]
#[get("/admin/dashboard")]
pub async fn dashboard(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let d = app.admin.dashboard(&session.0).await?;
    Ok(HttpResponse::Ok().json(data(DashboardView {
        period_days: PERIOD_DAYS,
        total_users: figure(&d.total_users),
        active_users: figure(&d.active_users),
        quizzes_completed: figure(&d.quizzes_completed),
        failed_quizzes: figure(&d.failed_quizzes),
        quizzes_per_subject: d
            .per_subject
            .iter()
            .map(|(subject, count)| SubjectCount { subject: subject.clone(), count: *count })
            .collect(),
        monthly: d
            .monthly
            .iter()
            .map(|m| MonthView { month: m.month.clone(), completed: m.completed, passed: m.passed, failed: m.failed })
            .collect(),
    })))
}

/// Exam results of a group: a class, a subject, both, or everyone.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TallyView {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    class_level: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    subject: Option<String>,
    attempts: u32,
    average: Option<u32>,
    passed: u32,
    failed: u32,
    pass_rate: Option<u32>,
}

fn tally(class_level: Option<&str>, subject: Option<&str>, t: &Tally) -> TallyView {
    TallyView {
        class_level: class_level.map(str::to_string),
        subject: subject.map(str::to_string),
        attempts: t.attempts,
        average: t.average(),
        passed: t.passed,
        failed: t.failed(),
        pass_rate: t.pass_rate(),
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportsView {
    since: Option<Seconds>,
    overall: TallyView,
    by_class: Vec<TallyView>,
    by_subject: Vec<TallyView>,
    by_class_subject: Vec<TallyView>,
}

/// Exam results by class and subject over the last `days` days (default 90, 0 for all time)
#[utoipa::path(params(DaysQuery), tag = "admin", extensions(("x-sabi-access" = json!("admin"))), responses((status = 200, body = Data<ReportsView>)))]
#[get("/admin/reports")]
pub async fn reports(app: web::Data<App>, session: Session, query: web::Query<DaysQuery>) -> ApiResult<HttpResponse> {
    let (since, r) = app.admin.results(&session.0, query.days.unwrap_or(90)).await?;
    Ok(HttpResponse::Ok().json(data(ReportsView {
        since: since.map(views::seconds),
        overall: tally(None, None, &r.overall),
        by_class: r.by_class.iter().map(|(c, t)| tally(Some(c), None, t)).collect(),
        by_subject: r.by_subject.iter().map(|(s, t)| tally(None, Some(s), t)).collect(),
        by_class_subject: r.by_class_subject.iter().map(|(c, s, t)| tally(Some(c), Some(s), t)).collect(),
    })))
}

/// A new registration, with how many quizzes they have completed since.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationView {
    #[serde(flatten)]
    user: UserView,
    completed_quizzes: u32,
}

#[derive(Serialize, ToSchema)]
pub struct RegistrationsView {
    since: Seconds,
    total: usize,
    data: Vec<RegistrationView>,
}

/// Registrations of the last `days` days (default 30), newest first
#[utoipa::path(params(DaysQuery), tag = "admin", extensions(("x-sabi-access" = json!("admin"))), responses((status = 200, body = RegistrationsView)))]
#[get("/admin/registrations")]
pub async fn registrations(
    app: web::Data<App>,
    session: Session,
    query: web::Query<DaysQuery>,
) -> ApiResult<HttpResponse> {
    let (since, list) = app.admin.registrations(&session.0, query.days.unwrap_or(PERIOD_DAYS)).await?;
    let data: Vec<RegistrationView> = list
        .iter()
        .map(|r| RegistrationView { user: views::user(&r.user, None), completed_quizzes: r.completed_quizzes })
        .collect();
    Ok(HttpResponse::Ok().json(RegistrationsView { since: views::seconds(since), total: data.len(), data }))
}
