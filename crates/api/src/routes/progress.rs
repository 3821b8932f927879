//! Streaks, stats, achievements, the leaderboard and notifications.

use actix_web::{HttpResponse, web};
use sabi_app::App;
use serde_json::{Value, json};

use crate::error::{ApiError, ApiResult};
use crate::forms::AchievementsBody;
use crate::session::Session;
use crate::views;

pub async fn streak(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let streak = app.progress.streak(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(json!({ "streakDays": streak.streak_days, "longestStreak": streak.longest_streak })))
}

pub async fn stats(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let s = app.progress.stats(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(json!({
        "data": {
            "achievementsUnlocked": s.stats.achievements_unlocked,
            "achievementsTotal": s.stats.achievements_total,
            "streakDays": s.stats.streak_days,
            "longestStreak": s.longest_streak,
            "totalAttempts": s.stats.total_attempts,
            "avgScore": s.stats.avg_score,
            "scoresOverTime": s.scores_over_time.iter().map(|p| json!({
                "date": views::iso_date(p.completed_at), "completedAt": views::seconds(p.completed_at), "subject": p.subject, "score": p.score
            })).collect::<Vec<_>>(),
            "subjects": s.subjects.iter().map(|row| json!({
                "subject": row.subject, "attempts": row.attempts, "average": row.average, "grade": row.grade.label()
            })).collect::<Vec<_>>(),
        }
    })))
}

pub async fn achievements(app: web::Data<App>, _session: Session) -> ApiResult<HttpResponse> {
    let all = app.progress.achievements().await?;
    Ok(HttpResponse::Ok().json(json!({ "data": all.iter().map(views::achievement).collect::<Vec<_>>() })))
}

pub async fn achievements_of(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let all = app.progress.achievements_for(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": all.iter().map(views::achievement_status).collect::<Vec<_>>() })))
}

pub async fn create_achievements(
    app: web::Data<App>,
    session: Session,
    body: web::Json<AchievementsBody>,
) -> ApiResult<HttpResponse> {
    let forms = match body.into_inner() {
        AchievementsBody::Wrapped { achievements } | AchievementsBody::List(achievements) => achievements,
    };
    let created = app.progress.create_achievements(&session.0, &forms).await?;
    Ok(HttpResponse::Created()
        .json(json!({ "count": created.len(), "data": created.iter().map(views::achievement).collect::<Vec<_>>() })))
}

pub async fn leaderboard(app: web::Data<App>, _session: Session) -> ApiResult<HttpResponse> {
    let board = app.progress.leaderboard().await?;
    Ok(HttpResponse::Ok().json(json!({ "data": board.iter().map(views::leaderboard_entry).collect::<Vec<_>>() })))
}

/// The spec leaves /notifications empty; ours lists the student's badges, the class's new
/// weekly quizzes and their marked results, newest first.
pub async fn notifications(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let caller = &session.0;
    let mut items: Vec<(i64, Value)> = Vec::new();
    for badge in app.progress.achievements_for(caller, &uid).await? {
        if let Some(at) = badge.earned_at {
            items.push((
                at,
                json!({
                    "id": format!("achievement-{}", badge.achievement.id),
                    "kind": "achievement",
                    "title": badge.achievement.title,
                    "body": badge.achievement.description,
                    "createdAt": views::seconds(at),
                    "link": "/report-card",
                }),
            ));
        }
    }
    for attempt in
        app.attempts.attempts_of(caller, &uid, Some(20), None).await?.into_iter().filter(|a| a.is_completed())
    {
        let at = attempt.completed_at.unwrap_or(attempt.updated_at);
        items.push((
            at,
            json!({
                "id": format!("result-{}", attempt.id),
                "kind": "result",
                "title": format!("{} — {}", attempt.subject, attempt.topic),
                "body": format!("{}%", attempt.score),
                "createdAt": views::seconds(at),
                "link": format!("/pastQuizess/{}", attempt.id),
            }),
        ));
    }
    let user = app.accounts.user(caller, &uid).await?;
    let class = user.class_or_default().to_string();
    let (_, weekly) = app.quizzes.class_quizzes(&class).await.map_err(ApiError::from)?;
    for quiz in weekly.into_iter().take(10) {
        items.push((
            quiz.created_at,
            json!({
                "id": format!("weekly-{}", quiz.id),
                "kind": "weeklyQuiz",
                "title": quiz.title,
                "body": format!("{} · {}", quiz.subject, quiz.topic),
                "createdAt": views::seconds(quiz.created_at),
                "link": "/weeklyQuizzes",
            }),
        ));
    }
    for assigned in app.teaching.assigned_to(caller, &uid).await? {
        let view = &assigned.view;
        if view.state == sabi_domain::teaching::AssignmentState::Closed {
            continue;
        }
        items.push((
            view.assignment.created_at,
            json!({
                "id": format!("assignment-{}", view.assignment.id),
                "kind": "assignment",
                "title": view.quiz.title,
                "body": format!("{} · {} · due {}", view.class.name, view.quiz.subject, views::iso_time(view.assignment.rules.closes_at)),
                "createdAt": views::seconds(view.assignment.created_at),
                "link": "/dashboard",
            }),
        ));
    }
    for change in app.teaching.mark_changes_of(caller, &uid).await? {
        items.push((
            change.changed_at,
            json!({
                "id": format!("mark-{}-{}-{}", change.attempt_id, change.number, change.changed_at),
                "kind": "markChanged",
                "title": "Your mark was changed",
                "body": format!("Question {}: {} → {} marks. {}", change.number, change.from, change.to, change.comment),
                "createdAt": views::seconds(change.changed_at),
                "link": format!("/pastQuizess/{}", change.attempt_id),
            }),
        ));
    }
    items.sort_by_key(|item| std::cmp::Reverse(item.0));
    Ok(HttpResponse::Ok().json(json!({ "data": items.into_iter().map(|(_, v)| v).take(50).collect::<Vec<_>>() })))
}
