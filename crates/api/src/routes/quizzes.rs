//! Quizzes: reading, lists per class, generation, and students' quiz setups.

use actix_web::{HttpResponse, delete, get, post, web};
use sabi_app::App;
use sabi_ports::QuizQuery;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::forms::{ClassQuery, GenerateBody, PageQuery, SaveUserQuizBody, UpdateUserQuizBody};
use crate::session::Session;
use crate::views::{self, Data, Key, QuizSummary, QuizView, data};

/// A quiz: with its key for admins, without it for others
///
/// The key of a quiz a student took comes with their completed attempt.
#[utoipa::path(tag = "quizzes", extensions(("x-sabi-access" = json!("signed-in"))), responses((status = 200, body = Data<QuizView>)))]
#[get("/quiz/{id}")]
pub async fn get(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let quiz = app.quizzes.quiz(&id).await?;
    let key = if session.0.is_admin() { Key::Shown } else { Key::Hidden };
    Ok(HttpResponse::Ok().json(data(views::quiz(&quiz, key))))
}

/// The admin's quiz list
#[utoipa::path(params(PageQuery), tag = "quizzes", extensions(("x-sabi-access" = json!("admin"))), responses((status = 200, body = Data<Vec<QuizSummary>>)))]
#[get("/quizzes")]
pub async fn list(app: web::Data<App>, session: Session, page: web::Query<PageQuery>) -> ApiResult<HttpResponse> {
    let query = QuizQuery { limit: page.limit.or(Some(1_000)), offset: page.offset, ..Default::default() };
    let quizzes = app.quizzes.quizzes(&session.0, &query).await?;
    Ok(HttpResponse::Ok().json(data(quizzes.iter().map(views::quiz_summary).collect::<Vec<_>>())))
}

#[derive(Serialize, ToSchema)]
pub struct QuizRemoved {
    message: &'static str,
    /// True when students had taken it: it stays for their attempts and is no longer offered.
    retired: bool,
}

/// Delete a quiz nobody has taken, or retire one students have (it stays for their attempts)
#[utoipa::path(tag = "quizzes", extensions(("x-sabi-access" = json!("staff"))), responses((status = 200, body = QuizRemoved)))]
#[delete("/quiz/{id}")]
pub async fn remove(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let removal = app.quizzes.remove(&session.0, &id).await?;
    let retired = removal == sabi_ports::QuizRemoval::Retired;
    let message = if retired {
        "Quiz retired: students have taken it, so it stays for their attempts and is no longer offered."
    } else {
        "Quiz deleted."
    };
    Ok(HttpResponse::Ok().json(QuizRemoved { message, retired }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassQuizzes {
    manual_quizzes: Vec<QuizSummary>,
    weekly_quizzes: Vec<QuizSummary>,
}

/// A class's manual and weekly generated quizzes
#[utoipa::path(params(ClassQuery), tag = "quizzes", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = ClassQuizzes), (status = 422)))]
#[get("/filterGeneratedQuizzes")]
pub async fn class_quizzes(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    let class = query.class_level.clone().unwrap_or_default();
    let class = if class.trim().is_empty() { sabi_domain::class_level::ClassLevel::DEFAULT.to_string() } else { class };
    let (manual, weekly) = app.quizzes.class_quizzes(&class).await?;
    Ok(HttpResponse::Ok().json(ClassQuizzes {
        manual_quizzes: manual.iter().map(views::quiz_summary).collect(),
        weekly_quizzes: weekly.iter().map(views::quiz_summary).collect(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct GeneratedQuiz {
    quiz: QuizView,
    data: QuizView,
    id: String,
}

/// Generate and store a quiz (an admin's are the school's manual quizzes)
#[utoipa::path(tag = "quizzes", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 201, body = GeneratedQuiz), (status = 429), (status = 502), (status = 503)))]
#[post("/generate-quiz")]
pub async fn generate(app: web::Data<App>, session: Session, body: web::Json<GenerateBody>) -> ApiResult<HttpResponse> {
    let quiz = app.quizzes.generate(&session.0, &body.into_inner().into()).await?;
    let key = if session.0.is_admin() { Key::Shown } else { Key::Hidden };
    let view = views::quiz(&quiz, key);
    Ok(HttpResponse::Created().json(GeneratedQuiz { quiz: view.clone(), data: view, id: quiz.id.clone() }))
}

#[derive(Serialize, ToSchema)]
pub struct SavedSetup {
    id: String,
}

/// Remember a student's quiz choice
#[utoipa::path(tag = "quizzes", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 201, body = SavedSetup), (status = 404)))]
#[post("/saveUserQuiz")]
pub async fn save_setup(
    app: web::Data<App>,
    session: Session,
    body: web::Json<SaveUserQuizBody>,
) -> ApiResult<HttpResponse> {
    let setup = app
        .quizzes
        .save_setup(&session.0, &body.user_id, &body.subject, &body.class_level, body.topic.as_deref())
        .await?;
    Ok(HttpResponse::Created().json(SavedSetup { id: setup.id }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SetupView {
    id: String,
    use_timer: Option<bool>,
    quiz_type: Option<&'static str>,
}

/// Change a quiz choice's timer and type
#[utoipa::path(tag = "quizzes", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = Data<SetupView>), (status = 404)))]
#[post("/updateUserQuiz")]
pub async fn update_setup(
    app: web::Data<App>,
    session: Session,
    body: web::Json<UpdateUserQuizBody>,
) -> ApiResult<HttpResponse> {
    let setup = app.quizzes.update_setup(&session.0, &body.quiz_id, body.use_timer, body.quiz_type.as_deref()).await?;
    Ok(HttpResponse::Ok().json(data(SetupView {
        id: setup.id,
        use_timer: setup.use_timer,
        quiz_type: setup.quiz_type.map(|t| t.as_quiz_str()),
    })))
}
