//! The spec's generation and review services, answered by this server through whichever
//! adapters it is configured with, for signed-in callers.

use actix_web::{HttpResponse, get, post, web};
use sabi_app::App;
use sabi_domain::quiz::{self, MarkingPoint, QuizType};
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

async fn generate(app: &App, query: &GenQuery, quiz_type: QuizType) -> ApiResult<HttpResponse> {
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
    };
    let generated = app
        .ports
        .generator
        .generate(&request)
        .await
        .map_err(|source| ApiError(sabi_app::quizzes::service_error(source)))?;
    let content = generated.content.with_section_totals();
    quiz::validate_content(&content).map_err(|e| {
        ApiError(sabi_app::AppError::Service {
            message: sabi_app::quizzes::GENERATION_FAILED.into(),
            source: sabi_ports::ServiceError::BadAnswer(e.to_string()),
        })
    })?;
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
        questions: QuestionsOf::of(&content, Key::Shown),
    };
    Ok(HttpResponse::Ok().json(Generated { estimated_time, quiz }))
}

/// Generate a multiple-choice quiz without storing it
#[utoipa::path(tag = "services", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Generated), (status = 502), (status = 503)))]
#[get("/gen/multiple-choice-quiz")]
pub async fn multiple_choice(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<GenQuery>,
) -> ApiResult<HttpResponse> {
    generate(&app, &query, QuizType::MultipleChoice).await
}

/// Generate a short-answer quiz without storing it
#[utoipa::path(tag = "services", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Generated), (status = 502), (status = 503)))]
#[get("/gen/short-answer-quiz")]
pub async fn short_answer(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<GenQuery>,
) -> ApiResult<HttpResponse> {
    generate(&app, &query, QuizType::ShortAnswer).await
}

/// A marking scheme as a list of points, or a text worth all the question's marks. A point is
/// worth at most the question's marks (which are clamped the same way), so no sum of points
/// can run away.
fn scheme(value: Option<Value>, marks: u32) -> Result<Vec<MarkingPoint>, ApiError> {
    match value {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::String(text)) => Ok(vec![MarkingPoint { point: text, marks, accept: Vec::new() }]),
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
    total: u64,
    correct_count: usize,
    feedback: String,
    questions: Vec<MarkedQuestion>,
}

/// Mark short answers against their marking schemes
#[utoipa::path(tag = "services", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Marked), (status = 502), (status = 503)))]
#[post("/review/short-answer-quiz")]
pub async fn review_answers(
    app: web::Data<App>,
    _session: Session,
    body: web::Json<ReviewBody>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    if body.questions.is_empty() || body.questions.len() > quiz::MAX_QUESTIONS {
        return Err(ApiError::bad_request("Send between 1 and 100 questions to review."));
    }
    let mut items = Vec::with_capacity(body.questions.len());
    for q in body.questions {
        let marks = q.marks.unwrap_or(1).clamp(1, 100);
        items.push(ReviewItem {
            marking_scheme: scheme(q.marking_scheme, marks)?,
            question: q.question,
            answer: q.answer,
            marks,
        });
    }
    let review = app.ports.reviewer.review(&items).await.map_err(|source| {
        ApiError(sabi_app::AppError::Service { message: sabi_app::attempts::REVIEW_FAILED.into(), source })
    })?;
    // Marks are clamped to each question's maximum, whatever the reviewer said.
    let questions: Vec<MarkedQuestion> = items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let r = review.questions.get(i);
            MarkedQuestion {
                marks_awarded: r.map(|r| r.marks_awarded.min(item.marks)).unwrap_or(0),
                feedback: r.map(|r| r.feedback.clone()).unwrap_or_default(),
            }
        })
        .collect();
    let total: u64 = questions.iter().map(|q| u64::from(q.marks_awarded)).sum();
    let correct_count = items.iter().zip(&questions).filter(|(item, q)| q.marks_awarded == item.marks).count();
    Ok(HttpResponse::Ok().json(Marked { total, correct_count, feedback: review.feedback, questions }))
}
