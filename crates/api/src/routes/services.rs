//! The spec's generation and review services over HTTP: the calls' bounds and shapes here,
//! the work in the app's [`sabi_app::services`].

use actix_web::{HttpResponse, get, post, web};
use sabi_app::App;
use sabi_domain::limits;
use sabi_domain::quiz::{MarkingPoint, QuizType};
use sabi_domain::timing;
use sabi_ports::{QuizRequest, ReviewItem};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::forms::{GenQuery, ReviewBody};
use crate::session::Session;
use crate::views::{GeneratorParams, Key, QuestionsOf};

/// A generated quiz, with its key, not stored.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GeneratedQuizView {
    title: String,
    description: String,
    estimated_time: String,
    generator_params: GeneratorParams,
    #[serde(flatten)]
    questions: QuestionsOf,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Generated {
    estimated_time: String,
    quiz: GeneratedQuizView,
}

async fn generate(app: &App, session: &Session, query: &GenQuery, quiz_type: QuizType) -> ApiResult<HttpResponse> {
    if query.subject.trim().is_empty() || query.topic.trim().is_empty() || query.class_name.trim().is_empty() {
        return Err(sabi_domain::DomainError::MissingQuizFields.into());
    }
    let request = QuizRequest {
        subject: query.subject.trim().to_string(),
        topic: query.topic.trim().to_string(),
        class_level: query.class_name.parse()?,
        quiz_type,
        difficulty: query.difficulty.as_deref().unwrap_or("").parse()?,
        question_count: query.count.map(|c| c.clamp(1, 50)),
        topic_only: false,
    };
    let generated = app.services.generate(&session.0, &request).await?;
    let estimated_time = timing::minutes_text(generated.estimated_minutes);
    let quiz = GeneratedQuizView {
        title: generated.title,
        description: generated.description,
        estimated_time: estimated_time.clone(),
        generator_params: GeneratorParams {
            subject: request.subject,
            topic: request.topic,
            class_name: request.class_level.to_string(),
        },
        questions: QuestionsOf::of(&generated.content, Key::Shown),
    };
    Ok(HttpResponse::Ok().json(Generated { estimated_time, quiz }))
}

/// Generate a multiple-choice quiz without storing it
#[utoipa::path(params(GenQuery), tag = "services", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Generated), (status = 422), (status = 429), (status = 502), (status = 503)))]
#[get("/gen/multiple-choice-quiz")]
pub async fn multiple_choice(
    app: web::Data<App>,
    session: Session,
    query: web::Query<GenQuery>,
) -> ApiResult<HttpResponse> {
    generate(&app, &session, &query, QuizType::MultipleChoice).await
}

/// Generate a short-answer quiz without storing it
#[utoipa::path(params(GenQuery), tag = "services", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Generated), (status = 422), (status = 429), (status = 502), (status = 503)))]
#[get("/gen/short-answer-quiz")]
pub async fn short_answer(
    app: web::Data<App>,
    session: Session,
    query: web::Query<GenQuery>,
) -> ApiResult<HttpResponse> {
    generate(&app, &session, &query, QuizType::ShortAnswer).await
}

/// A marking scheme as a list of points, or a text read as teachers write them
/// (`domain::marking_scheme`). A point is worth at most the question's marks (which are clamped
/// the same way), so no sum of points can run away.
fn scheme(value: Option<Value>, question: &str, marks: u32) -> Result<Vec<MarkingPoint>, ApiError> {
    match value {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::String(text)) => Ok(sabi_domain::marking_scheme::read(&text, question, Some(marks))),
        Some(other) => serde_json::from_value::<Vec<MarkingPoint>>(other)
            .map(|points| points.into_iter().map(|p| MarkingPoint { marks: p.marks.min(marks), ..p }).collect())
            .map_err(|_| ApiError::bad_request("markingScheme must be a text or a list of points.")),
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkedQuestion {
    marks_awarded: u32,
    feedback: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Marked {
    total: u32,
    correct_count: u32,
    feedback: String,
    questions: Vec<MarkedQuestion>,
}

/// Mark short answers against their marking schemes
#[utoipa::path(tag = "services", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Marked), (status = 429), (status = 502), (status = 503)))]
#[post("/review/short-answer-quiz")]
pub async fn review_answers(
    app: web::Data<App>,
    session: Session,
    body: web::Json<ReviewBody>,
) -> ApiResult<HttpResponse> {
    // Every question within the bounds of [`limits`] (413 naming the question and the bound
    // otherwise), one of the caller's reviews spent, then marked.
    let body = body.into_inner();
    if body.questions.is_empty() {
        return Err(ApiError::bad_request("Send between 1 and 100 questions to review."));
    }
    limits::check_review_size(body.questions.len())?;
    let mut items = Vec::with_capacity(body.questions.len());
    for (i, q) in body.questions.into_iter().enumerate() {
        let marks = q.marks.unwrap_or(1).clamp(1, 100);
        let item = ReviewItem {
            marking_scheme: scheme(q.marking_scheme, &q.question, marks)?,
            question: q.question,
            answer: q.answer,
            marks,
        };
        limits::check_marking(&item.question, &item.answer, &item.marking_scheme).map_err(|e| {
            ApiError(sabi_app::AppError::Invalid(sabi_domain::DomainError::OverLimit(format!(
                "Question {}: {e}",
                i + 1
            ))))
        })?;
        items.push(item);
    }
    let review = app.services.review(&session.0, &items).await?;
    let questions: Vec<MarkedQuestion> = review
        .questions
        .into_iter()
        .map(|r| MarkedQuestion { marks_awarded: r.marks_awarded, feedback: r.feedback })
        .collect();
    Ok(HttpResponse::Ok().json(Marked {
        total: review.total,
        correct_count: review.correct_count,
        feedback: review.feedback,
        questions,
    }))
}
