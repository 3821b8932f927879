//! Attempts: start, autosave and submit, practice checks, reading, retakes.

use actix_web::{HttpRequest, HttpResponse, web};
use sabi_app::attempts::{AttemptWithQuiz, StartForm, UpdateForm};
use sabi_app::quizzes::ClientQuiz;
use sabi_app::{App, AppError};
use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::QuizContent;
use sabi_domain::timing;
use serde_json::{Value, json};

use crate::error::{ApiError, ApiResult};
use crate::forms::{self, CheckAnswerBody, PageQuery, SaveAttemptBody, UpdateAttemptBody};
use crate::session::{Session, token_of};
use crate::views;

fn answer(found: &AttemptWithQuiz) -> Value {
    let key = if found.key_shown { views::Key::Shown } else { views::Key::Hidden };
    let mut data = views::attempt(&found.attempt, Some((&found.quiz, key)));
    data["history"] = json!(found.history.iter().map(views::attempt_run).collect::<Vec<_>>());
    json!({
        "id": found.attempt.id,
        "data": data,
        "newAchievements": found.new_achievements.iter().map(views::achievement).collect::<Vec<_>>(),
    })
}

/// An older client's quiz data, read into a quiz to be checked and stored.
fn client_quiz(body: &SaveAttemptBody, data: &Value) -> Result<ClientQuiz, ApiError> {
    let content: QuizContent =
        serde_json::from_value(data.clone()).map_err(|_| ApiError::bad_request("Quiz data not found."))?;
    let params = &data["generatorParams"];
    let text = |v: &Value| v.as_str().map(str::to_string);
    let subject = body.subject.clone().or_else(|| text(&params["subject"])).unwrap_or_default();
    let topic = body.topic.clone().or_else(|| text(&params["topic"])).unwrap_or_default();
    let class = body.class_level.clone().or_else(|| text(&params["className"])).unwrap_or_default();
    if subject.trim().is_empty() || topic.trim().is_empty() {
        return Err(ApiError::bad_request("Missing quiz parameters or quiz ID."));
    }
    let class_level: ClassLevel = class.parse()?;
    let minutes = data["estimatedTime"]
        .as_str()
        .and_then(timing::parse_time_string)
        .map(|s| s / 60)
        .unwrap_or(timing::DEFAULT_QUIZ_SECONDS / 60);
    Ok(ClientQuiz {
        title: text(&data["title"]).unwrap_or_else(|| format!("{topic} quiz")),
        subject,
        topic,
        class_level,
        estimated_minutes: minutes,
        content,
    })
}

pub async fn save(app: web::Data<App>, session: Session, body: web::Json<SaveAttemptBody>) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let client_quiz = match (&body.quiz_id, &body.quiz_data) {
        (Some(id), _) if !id.trim().is_empty() => None,
        (_, Some(data)) => {
            // Bounded before it is read: a quiz a client brings is stored with the attempt.
            let bytes = serde_json::to_vec(data).map_or(usize::MAX, |json| json.len());
            sabi_domain::limits::check_quiz_data(bytes)?;
            Some(client_quiz(&body, data)?)
        }
        _ => None,
    };
    let form = StartForm {
        user_id: body.user_id.clone(),
        quiz_id: body.quiz_id.clone(),
        client_quiz,
        quiz_mode: body.quiz_mode.clone(),
        status: body.status.clone(),
        selected_answers: body.selected_answers.clone().unwrap_or_default(),
        remaining_time: forms::whole(&body.remaining_time),
        time_taken: forms::whole(&body.time_taken),
        assignment_id: body.assignment_id.clone(),
    };
    let started = app.attempts.start(&session.0, form).await?;
    Ok(HttpResponse::Created().json(answer(&started)))
}

/// An autosave or a submission. A plain autosave by the attempt's owner proves its session in
/// the same statement that saves it (the exam-time hot path: one store call); anything else,
/// or a save that did not land, goes through the session check and says why.
pub async fn update(
    app: web::Data<App>,
    req: HttpRequest,
    id: web::Path<String>,
    body: web::Json<UpdateAttemptBody>,
) -> ApiResult<HttpResponse> {
    let token = token_of(&req).ok_or(ApiError(AppError::Unauthenticated))?;
    let body = body.into_inner();
    let save_number = match forms::whole(&body.save_number) {
        None => None,
        Some(n) => Some(
            u32::try_from(n)
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| ApiError::bad_request("saveNumber must be a whole number, 1 or more."))?,
        ),
    };
    let form = UpdateForm {
        selected_answers: body.selected_answers,
        status: body.status,
        remaining_time: forms::whole(&body.remaining_time),
        time_taken: forms::whole(&body.time_taken),
        save_number,
    };
    let updated = match app.attempts.autosave_in_session(&token, &id, &form).await? {
        Some(saved) => saved,
        None => {
            let caller = app.accounts.authenticate(&token).await?;
            app.attempts.update(&caller, &id, form).await?
        }
    };
    if updated.attempt.is_completed() {
        metrics::counter!("sabi_attempts_completed_total").increment(1);
        let mut body = answer(&updated);
        body["applied"] = json!(updated.applied);
        return Ok(HttpResponse::Ok().json(body));
    }
    metrics::counter!("sabi_autosaves_total").increment(1);
    // An autosave, every few seconds from every student in an exam: the client already has
    // the quiz, so the answer is the attempt alone. `applied` is false for a late numbered
    // save (a newer one is stored, and `data` is the attempt as stored).
    Ok(HttpResponse::Ok().json(json!({
        "id": updated.attempt.id,
        "data": views::attempt(&updated.attempt, None),
        "newAchievements": [],
        "applied": updated.applied,
    })))
}

pub async fn check_answer(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<CheckAnswerBody>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let check = app.attempts.check_answer(&session.0, &id, body.question_index, body.answer).await?;
    let mut body = json!({
        "correct": check.correct,
        "correctAnswer": check.correct_answer,
        "explanation": check.explanation,
    });
    if let Some(marking) = check.marking {
        body["marksAwarded"] = json!(marking.marks_awarded);
        body["marks"] = json!(marking.marks);
        body["feedback"] = json!(marking.feedback);
    }
    Ok(HttpResponse::Ok().json(body))
}

pub async fn get(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(answer(&app.attempts.attempt(&session.0, &id).await?)))
}

pub async fn retake(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(answer(&app.attempts.retake(&session.0, &id).await?)))
}

/// A student's attempts, newest first, without their questions.
pub async fn of_user(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
    page: web::Query<PageQuery>,
) -> ApiResult<HttpResponse> {
    let attempts = app.attempts.attempts_of(&session.0, &uid, page.limit.or(Some(500)), page.offset).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": attempts.iter().map(|a| views::attempt(a, None)).collect::<Vec<_>>() })))
}
