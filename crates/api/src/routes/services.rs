//! The spec's generation and review services over HTTP: the calls' bounds and shapes here,
//! the work in the app's [`sabi_app::services`].

use actix_web::{HttpResponse, web};
use sabi_app::App;
use sabi_domain::limits;
use sabi_domain::quiz::{MarkingPoint, QuizContent, QuizType};
use sabi_domain::timing;
use sabi_ports::{QuizRequest, ReviewItem};
use serde_json::{Value, json};

use crate::error::{ApiError, ApiResult};
use crate::forms::{GenQuery, ReviewBody};
use crate::session::Session;

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
    let estimated = timing::minutes_text(generated.estimated_minutes);
    let mut quiz = json!({
        "title": generated.title,
        "description": generated.description,
        "estimatedTime": estimated,
        "generatorParams": { "subject": request.subject, "topic": request.topic, "className": request.class_level.to_string() },
    });
    match &generated.content {
        QuizContent::MultipleChoice { questions } => {
            quiz["questions"] = serde_json::to_value(questions).unwrap_or_default()
        }
        QuizContent::ShortAnswer { sections } => quiz["sections"] = serde_json::to_value(sections).unwrap_or_default(),
    }
    Ok(HttpResponse::Ok().json(json!({ "estimatedTime": estimated, "quiz": quiz })))
}

pub async fn multiple_choice(
    app: web::Data<App>,
    session: Session,
    query: web::Query<GenQuery>,
) -> ApiResult<HttpResponse> {
    generate(&app, &session, &query, QuizType::MultipleChoice).await
}

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

/// The review call: every question within the bounds of [`limits`] (413 naming the question
/// and the bound otherwise), one of the caller's reviews spent, then marked.
pub async fn review(app: web::Data<App>, session: Session, body: web::Json<ReviewBody>) -> ApiResult<HttpResponse> {
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
    let questions: Vec<Value> =
        review.questions.iter().map(|r| json!({ "marksAwarded": r.marks_awarded, "feedback": r.feedback })).collect();
    Ok(HttpResponse::Ok().json(json!({
        "total": review.total,
        "correctCount": review.correct_count,
        "feedback": review.feedback,
        "questions": questions,
    })))
}
