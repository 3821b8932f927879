//! Quizzes: reading, lists per class, generation, and students' quiz setups.

use actix_web::{HttpResponse, web};
use sabi_app::App;
use sabi_app::quizzes::GenerateForm;
use sabi_ports::QuizQuery;
use serde_json::json;

use crate::error::ApiResult;
use crate::forms::{ClassQuery, GenerateBody, PageQuery, SaveUserQuizBody, UpdateUserQuizBody};
use crate::session::Session;
use crate::views::{self, Key};

/// A quiz: with its key for admins, without it for everyone else (the key of a quiz a
/// student took comes with their completed attempt).
pub async fn get(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let quiz = app.quizzes.quiz(&id).await?;
    let key = if session.0.is_admin() { Key::Shown } else { Key::Hidden };
    Ok(HttpResponse::Ok().json(json!({ "data": views::quiz(&quiz, key) })))
}

pub async fn list(app: web::Data<App>, session: Session, page: web::Query<PageQuery>) -> ApiResult<HttpResponse> {
    let query = QuizQuery { limit: page.limit.or(Some(1_000)), offset: page.offset, ..Default::default() };
    let quizzes = app.quizzes.quizzes(&session.0, &query).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": quizzes.iter().map(views::quiz_summary).collect::<Vec<_>>() })))
}

/// Deletes a quiz nobody has taken, or retires one students have (their attempts keep it).
pub async fn remove(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let removal = app.quizzes.remove(&session.0, &id).await?;
    let retired = removal == sabi_ports::QuizRemoval::Retired;
    let message = if retired {
        "Quiz retired: students have taken it, so it stays for their attempts and is no longer offered."
    } else {
        "Quiz deleted."
    };
    Ok(HttpResponse::Ok().json(json!({ "message": message, "retired": retired })))
}

pub async fn class_quizzes(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    let class = query.class_level.clone().unwrap_or_default();
    let class = if class.trim().is_empty() { sabi_domain::class_level::ClassLevel::DEFAULT.to_string() } else { class };
    let (manual, weekly) = app.quizzes.class_quizzes(&class).await?;
    Ok(HttpResponse::Ok().json(json!({
        "manualQuizzes": manual.iter().map(views::quiz_summary).collect::<Vec<_>>(),
        "weeklyQuizzes": weekly.iter().map(views::quiz_summary).collect::<Vec<_>>(),
    })))
}

pub async fn generate(app: web::Data<App>, session: Session, body: web::Json<GenerateBody>) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let class_level =
        if body.class_level.trim().is_empty() { body.class_name.unwrap_or_default() } else { body.class_level };
    let form = GenerateForm {
        subject: body.subject,
        topic: body.topic,
        class_level,
        quiz_type: body.quiz_type,
        difficulty: body.difficulty,
    };
    let quiz = app.quizzes.generate(&session.0, &form).await?;
    let key = if session.0.is_admin() { Key::Shown } else { Key::Hidden };
    let view = views::quiz(&quiz, key);
    Ok(HttpResponse::Created().json(json!({ "quiz": view, "data": view, "id": quiz.id })))
}

pub async fn save_setup(
    app: web::Data<App>,
    session: Session,
    body: web::Json<SaveUserQuizBody>,
) -> ApiResult<HttpResponse> {
    let setup = app
        .quizzes
        .save_setup(&session.0, &body.user_id, &body.subject, &body.class_level, body.topic.as_deref())
        .await?;
    Ok(HttpResponse::Created().json(json!({ "id": setup.id })))
}

pub async fn update_setup(
    app: web::Data<App>,
    session: Session,
    body: web::Json<UpdateUserQuizBody>,
) -> ApiResult<HttpResponse> {
    let setup = app.quizzes.update_setup(&session.0, &body.quiz_id, body.use_timer, body.quiz_type.as_deref()).await?;
    Ok(HttpResponse::Ok().json(json!({
        "data": { "id": setup.id, "useTimer": setup.use_timer, "quizType": setup.quiz_type.map(|t| t.as_quiz_str()) }
    })))
}
