//! Streaks, stats, achievements, the leaderboard and notifications.

use actix_web::{HttpResponse, get, post, web};
use sabi_app::App;
use sabi_domain::achievement::AchievementForm;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::forms::AchievementsBody;
use crate::session::Session;
use crate::shapes;
use crate::views::{self, AchievementStatusView, AchievementView, Data, LeaderboardEntryView, Seconds, data};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StreakView {
    streak_days: u32,
    longest_streak: u32,
}

/// A student's streak
#[utoipa::path(tag = "progress", extensions(("x-sabi-access" = json!("owner"))), responses((status = 200, body = StreakView)))]
#[get("/{uid}/streak")]
pub async fn get_streak(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let streak = app.progress.streak(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(StreakView { streak_days: streak.streak_days, longest_streak: streak.longest_streak }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScorePointView {
    /// The day, `YYYY-MM-DD` (UTC).
    date: String,
    completed_at: Seconds,
    subject: String,
    score: u32,
}

#[derive(Serialize, ToSchema)]
pub struct SubjectRowView {
    subject: String,
    attempts: u32,
    average: Option<u32>,
    grade: &'static str,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatsView {
    achievements_unlocked: u32,
    achievements_total: u32,
    streak_days: u32,
    longest_streak: u32,
    total_attempts: u32,
    avg_score: u32,
    scores_over_time: Vec<ScorePointView>,
    subjects: Vec<SubjectRowView>,
}

/// A student's statistics and report card
#[utoipa::path(tag = "progress", extensions(("x-sabi-access" = json!("owner"))), responses((status = 200, body = Data<StatsView>)))]
#[get("/{uid}/stats")]
pub async fn stats(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let s = app.progress.stats(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(data(StatsView {
        achievements_unlocked: s.stats.achievements_unlocked,
        achievements_total: s.stats.achievements_total,
        streak_days: s.stats.streak_days,
        longest_streak: s.longest_streak,
        total_attempts: s.stats.total_attempts,
        avg_score: s.stats.avg_score,
        scores_over_time: s
            .scores_over_time
            .iter()
            .map(|p| ScorePointView {
                date: views::iso_date(p.completed_at),
                completed_at: views::seconds(p.completed_at),
                subject: p.subject.clone(),
                score: p.score,
            })
            .collect(),
        subjects: s
            .subjects
            .iter()
            .map(|row| SubjectRowView {
                subject: row.subject.clone(),
                attempts: row.attempts,
                average: row.average,
                grade: row.grade.label(),
            })
            .collect(),
    })))
}

/// The achievement catalogue
#[utoipa::path(tag = "progress", extensions(("x-sabi-access" = json!("signed-in"))), responses((status = 200, body = Data<Vec<AchievementView>>)))]
#[get("/achievements")]
pub async fn achievements(app: web::Data<App>, _session: Session) -> ApiResult<HttpResponse> {
    let all = app.progress.achievements().await?;
    Ok(HttpResponse::Ok().json(data(all.iter().map(views::achievement).collect::<Vec<_>>())))
}

/// The catalogue with what this student unlocked, and when
#[utoipa::path(tag = "progress", extensions(("x-sabi-access" = json!("owner"))), responses((status = 200, body = Data<Vec<AchievementStatusView>>)))]
#[get("/{uid}/achievements")]
pub async fn achievements_of(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let all = app.progress.achievements_for(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(data(all.iter().map(views::achievement_status).collect::<Vec<_>>())))
}

#[derive(Serialize, ToSchema)]
pub struct CreatedAchievements {
    count: usize,
    data: Vec<AchievementView>,
}

/// Add achievements
#[utoipa::path(tag = "progress", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 201, body = CreatedAchievements), (status = 409)))]
#[post("/createAchievements")]
pub async fn create_achievements(
    app: web::Data<App>,
    session: Session,
    body: web::Json<AchievementsBody>,
) -> ApiResult<HttpResponse> {
    let forms: Vec<AchievementForm> = body.into_inner().into();
    let created = app.progress.create_achievements(&session.0, &forms).await?;
    Ok(HttpResponse::Created()
        .json(CreatedAchievements { count: created.len(), data: created.iter().map(views::achievement).collect() }))
}

/// The top 10 by average exam score
#[utoipa::path(tag = "progress", extensions(("x-sabi-access" = json!("signed-in"))), responses((status = 200, body = Data<Vec<LeaderboardEntryView>>)))]
#[get("/leaderboard")]
pub async fn leaderboard(app: web::Data<App>, _session: Session) -> ApiResult<HttpResponse> {
    let board = app.progress.leaderboard().await?;
    Ok(HttpResponse::Ok().json(data(board.iter().map(views::leaderboard_entry).collect::<Vec<_>>())))
}

/// One line of a student's notifications.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Notification {
    id: String,
    #[schema(value_type = shapes::NotificationKind)]
    kind: &'static str,
    title: String,
    body: String,
    created_at: Seconds,
    /// The page it opens.
    link: String,
}

/// Badges, results and the class's new weekly quizzes, newest first
///
/// The spec leaves /notifications empty; ours lists the student's badges, the class's new
/// weekly quizzes and their marked results, newest first.
#[utoipa::path(tag = "progress", extensions(("x-sabi-access" = json!("owner"))), responses((status = 200, body = Data<Vec<Notification>>)))]
#[get("/{uid}/notifications")]
pub async fn notifications(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let caller = &session.0;
    let mut items: Vec<(i64, Notification)> = Vec::new();
    for badge in app.progress.achievements_for(caller, &uid).await? {
        if let Some(at) = badge.earned_at {
            items.push((
                at,
                Notification {
                    id: format!("achievement-{}", badge.achievement.id),
                    kind: "achievement",
                    title: badge.achievement.title,
                    body: badge.achievement.description,
                    created_at: views::seconds(at),
                    link: "/report-card".into(),
                },
            ));
        }
    }
    for attempt in
        app.attempts.attempts_of(caller, &uid, Some(20), None).await?.into_iter().filter(|a| a.is_completed())
    {
        let at = attempt.completed_at.unwrap_or(attempt.updated_at);
        items.push((
            at,
            Notification {
                id: format!("result-{}", attempt.id),
                kind: "result",
                title: format!("{} — {}", attempt.subject, attempt.topic),
                body: format!("{}%", attempt.score),
                created_at: views::seconds(at),
                link: format!("/pastQuizess/{}", attempt.id),
            },
        ));
    }
    let user = app.accounts.user(caller, &uid).await?;
    let class = user.class_or_default().to_string();
    let (_, weekly) = app.quizzes.class_quizzes(&class).await.map_err(ApiError::from)?;
    for quiz in weekly.into_iter().take(10) {
        items.push((
            quiz.created_at,
            Notification {
                id: format!("weekly-{}", quiz.id),
                kind: "weeklyQuiz",
                title: quiz.title.clone(),
                body: format!("{} · {}", quiz.subject, quiz.topic),
                created_at: views::seconds(quiz.created_at),
                link: "/weeklyQuizzes".into(),
            },
        ));
    }
    for assigned in app.teaching.assigned_to(caller, &uid).await? {
        let view = &assigned.view;
        if view.state == sabi_domain::teaching::AssignmentState::Closed {
            continue;
        }
        items.push((
            view.assignment.created_at,
            Notification {
                id: format!("assignment-{}", view.assignment.id),
                kind: "assignment",
                title: view.quiz.title.clone(),
                body: format!(
                    "{} · {} · due {}",
                    view.class.name,
                    view.quiz.subject,
                    views::iso_time(view.assignment.rules.closes_at)
                ),
                created_at: views::seconds(view.assignment.created_at),
                link: "/dashboard".into(),
            },
        ));
    }
    for change in app.teaching.mark_changes_of(caller, &uid).await? {
        items.push((
            change.changed_at,
            Notification {
                id: format!("mark-{}-{}-{}", change.attempt_id, change.number, change.changed_at),
                kind: "markChanged",
                title: "Your mark was changed".into(),
                body: format!("Question {}: {} → {} marks. {}", change.number, change.from, change.to, change.comment),
                created_at: views::seconds(change.changed_at),
                link: format!("/pastQuizess/{}", change.attempt_id),
            },
        ));
    }
    items.sort_by_key(|item| std::cmp::Reverse(item.0));
    Ok(HttpResponse::Ok().json(data(items.into_iter().map(|(_, v)| v).take(50).collect::<Vec<_>>())))
}
