//! Attempts: start, autosave and submit, practice checks, reading, retakes.

use actix_web::{HttpRequest, HttpResponse, get, post, put, web};
use sabi_app::attempts::{AttemptWithQuiz, StartForm, UpdateForm};
use sabi_app::quizzes::ClientQuiz;
use sabi_app::{App, AppError};
use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::QuizContent;
use sabi_domain::timing;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::forms::{self, CheckAnswerBody, PageQuery, SaveAttemptBody, UpdateAttemptBody};
use crate::session::{Session, token_of};
use crate::shapes;
use crate::views::{self, AttemptAnswer, AttemptView, Data, data};

fn answer(found: &AttemptWithQuiz) -> AttemptAnswer {
    let key = if found.key_shown { views::Key::Shown } else { views::Key::Hidden };
    let mut data = views::attempt(&found.attempt, Some((&found.quiz, key)));
    data.history = Some(found.history.iter().map(views::attempt_run).collect());
    AttemptAnswer {
        id: found.attempt.id.clone(),
        data,
        new_achievements: found.new_achievements.iter().map(views::achievement).collect(),
        applied: None,
    }
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

impl TryFrom<SaveAttemptBody> for StartForm {
    type Error = ApiError;

    fn try_from(body: SaveAttemptBody) -> Result<StartForm, ApiError> {
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
        Ok(StartForm {
            remaining_time: forms::whole(&body.progress.remaining_time),
            time_taken: forms::whole(&body.progress.time_taken),
            user_id: body.user_id,
            quiz_id: body.quiz_id,
            client_quiz,
            quiz_mode: body.quiz_mode,
            status: body.progress.status,
            selected_answers: body.progress.selected_answers.unwrap_or_default(),
            assignment_id: body.assignment_id,
        })
    }
}

/// Start an attempt (of a stored quiz, or of quiz data an older client sends)
#[utoipa::path(tag = "attempts", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 201, body = AttemptAnswer), (status = 404), (status = 409), (status = 429)))]
#[post("/quizzes/saveAttempt")]
pub async fn save(app: web::Data<App>, session: Session, body: web::Json<SaveAttemptBody>) -> ApiResult<HttpResponse> {
    let started = app.attempts.start(&session.0, StartForm::try_from(body.into_inner())?).await?;
    Ok(HttpResponse::Created().json(answer(&started)))
}

/// Autosave an attempt, or submit it with status 'completed' (marked by the server)
///
/// A plain autosave by the attempt's owner proves its session in
/// the same statement that saves it (the exam-time hot path: one store call); anything else,
/// or a save that did not land, goes through the session check and says why.
#[utoipa::path(tag = "attempts", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = AttemptAnswer), (status = 409), (status = 502), (status = 503)))]
#[put("/{attemptId}/updateQuizAttempt")]
pub async fn update(
    app: web::Data<App>,
    req: HttpRequest,
    id: web::Path<String>,
    body: web::Json<UpdateAttemptBody>,
) -> ApiResult<HttpResponse> {
    let token = token_of(&req).ok_or(ApiError(AppError::Unauthenticated))?;
    let form = UpdateForm::try_from(body.into_inner())?;
    let updated = match app.attempts.autosave_in_session(&token, &id, &form).await? {
        Some(saved) => saved,
        None => {
            let caller = app.accounts.authenticate(&token).await?;
            app.attempts.update(&caller, &id, form).await?
        }
    };
    if updated.attempt.is_completed() {
        metrics::counter!("sabi_attempts_completed_total").increment(1);
        let answer = AttemptAnswer { applied: Some(updated.applied), ..answer(&updated) };
        return Ok(HttpResponse::Ok().json(answer));
    }
    metrics::counter!("sabi_autosaves_total").increment(1);
    // An autosave, every few seconds from every student in an exam: the client already has
    // the quiz, so the answer is the attempt alone.
    Ok(HttpResponse::Ok().json(AttemptAnswer {
        id: updated.attempt.id.clone(),
        data: views::attempt(&updated.attempt, None),
        new_achievements: Vec::new(),
        applied: Some(updated.applied),
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckedAnswer {
    correct: bool,
    #[schema(value_type = shapes::AnswerKey)]
    correct_answer: sabi_domain::quiz::AnswerKey,
    explanation: String,
    /// A short answer's marking (short-answer quizzes only): what it earned of its marks, and
    /// the marker's feedback.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    marks_awarded: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    marks: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    feedback: Option<String>,
}

/// Practice mode's instant feedback on one question
#[utoipa::path(tag = "attempts", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = CheckedAnswer), (status = 429), (status = 502), (status = 503)))]
#[post("/{attemptId}/checkAnswer")]
pub async fn check_answer(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<CheckAnswerBody>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let check = app.attempts.check_answer(&session.0, &id, body.question_index, body.answer).await?;
    let marking = check.marking;
    Ok(HttpResponse::Ok().json(CheckedAnswer {
        correct: check.correct,
        correct_answer: check.correct_answer,
        explanation: check.explanation,
        marks_awarded: marking.as_ref().map(|m| m.marks_awarded),
        marks: marking.as_ref().map(|m| m.marks),
        feedback: marking.map(|m| m.feedback),
    }))
}

/// An attempt with its quiz (the key once completed)
#[utoipa::path(tag = "attempts", extensions(("x-sabi-access" = json!("owner"))), responses((status = 200, body = AttemptAnswer)))]
#[get("/{attemptId}/quiz")]
pub async fn get(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(answer(&app.attempts.attempt(&session.0, &id).await?)))
}

/// Put a completed attempt back in progress with blank answers
#[utoipa::path(tag = "attempts", extensions(("x-sabi-access" = json!("owner"))), responses((status = 200, body = AttemptAnswer)))]
#[post("/{attemptId}/retake")]
pub async fn retake(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(answer(&app.attempts.retake(&session.0, &id).await?)))
}

/// A student's attempts, newest first
///
/// Without their questions.
#[utoipa::path(params(PageQuery), tag = "attempts", extensions(("x-sabi-access" = json!("owner"))), responses((status = 200, body = Data<Vec<AttemptView>>)))]
#[get("/{uid}/user")]
pub async fn of_user(
    app: web::Data<App>,
    session: Session,
    uid: web::Path<String>,
    page: web::Query<PageQuery>,
) -> ApiResult<HttpResponse> {
    let attempts = app.attempts.attempts_of(&session.0, &uid, page.limit.or(Some(500)), page.offset).await?;
    Ok(HttpResponse::Ok().json(data(attempts.iter().map(|a| views::attempt(a, None)).collect::<Vec<_>>())))
}
