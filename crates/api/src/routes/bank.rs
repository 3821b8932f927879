//! The school's question bank (docs/bank-api.md): list, read, write, check, try, import,
//! export, and build a quiz. Staff only; the app checks who calls.

use actix_multipart::Multipart;
use actix_web::http::header;
use actix_web::{HttpResponse, delete, get, post, put, web};
use sabi_app::App;
use sabi_app::bank::{FileQuestion, QuestionDraft, QuizPlan, Refusal, TryAnswer};
use sabi_domain::bank::{Placement, Question, QuestionKind, TRUE_FALSE, VRAI_FAUX};
use sabi_domain::quiz::{AnswerKey, McqQuestion, ShortAnswerQuestion};
use sabi_formats::Format;
use sabi_ports::{BankQuery, QuizRequest};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::forms::{
    BankListQuery, GenerateDraftsBody, QuestionBody, QuestionFileUpload, QuizPlanBody, TryAnswerBody, number,
};
use crate::session::Session;
use crate::shapes;
use crate::upload::read_form_within;
use crate::views::{self, BankQuestionView, Data, Message, QuestionProblemView, QuestionVersionView, QuizView, data};

/// A question file's upload: the formats' own limit and the multipart's few headers.
const IMPORT_LIMIT: usize = sabi_formats::MAX_FILE_BYTES + 64 * 1024;

fn parsed<T: std::str::FromStr<Err = sabi_domain::DomainError>>(value: Option<&str>) -> ApiResult<Option<T>> {
    match value.map(str::trim).filter(|v| !v.is_empty() && *v != "all") {
        Some(v) => Ok(Some(v.parse::<T>()?)),
        None => Ok(None),
    }
}

fn bank_query(q: &BankListQuery) -> ApiResult<BankQuery> {
    let limit = q.limit.unwrap_or(10).clamp(1, sabi_app::bank::MAX_PAGE);
    let page = q.page.unwrap_or(1).clamp(1, 1_000_000);
    let text = |v: &Option<String>| {
        v.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(|v| v.chars().take(200).collect())
    };
    let ids = match q.ids.as_deref() {
        None => None,
        Some(ids) => {
            let ids: Vec<String> = ids
                .split(',')
                .map(str::trim)
                .filter(|id| !id.is_empty())
                .map(|id| id.chars().take(64).collect())
                .collect();
            if ids.len() > sabi_app::bank::MAX_PAGE as usize {
                return Err(ApiError::bad_request(format!(
                    "Ask for at most {} questions by id at once.",
                    sabi_app::bank::MAX_PAGE
                )));
            }
            Some(ids)
        }
    };
    Ok(BankQuery {
        ids,
        subject: text(&q.subject),
        class_level: parsed(q.class_level.as_deref())?,
        topic: text(&q.topic),
        kind: parsed(q.kind.as_deref())?,
        source: parsed(q.source.as_deref())?,
        language: parsed(q.language.as_deref())?,
        status: parsed(q.status.as_deref())?,
        search: text(&q.search),
        limit: Some(limit),
        offset: Some((page - 1) * limit),
    })
}

/// The editor's flat fields as a question of their type.
fn question_of(body: &QuestionBody) -> ApiResult<Question> {
    let kind: QuestionKind = body.kind.parse()?;
    let keys: Vec<String> = match &body.answer {
        Some(Value::String(s)) => vec![s.clone()],
        Some(Value::Array(items)) => items.iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
        _ => Vec::new(),
    };
    let one = || AnswerKey::One(keys.first().cloned().unwrap_or_default());
    Ok(match kind {
        QuestionKind::SingleChoice => Question::MultipleChoice(McqQuestion {
            question: body.question.clone(),
            options: body.options.clone(),
            answer: one(),
            explanation: body.explanation.clone(),
        }),
        QuestionKind::MultipleAnswers => Question::MultipleChoice(McqQuestion {
            question: body.question.clone(),
            options: body.options.clone(),
            answer: AnswerKey::Many(keys.clone()),
            explanation: body.explanation.clone(),
        }),
        QuestionKind::TrueFalse => {
            let french = body.language.as_deref().is_some_and(|l| l.trim().eq_ignore_ascii_case("fr"));
            let options = if body.options.is_empty() {
                (if french { VRAI_FAUX } else { TRUE_FALSE }).map(str::to_string).to_vec()
            } else {
                body.options.clone()
            };
            Question::MultipleChoice(McqQuestion {
                question: body.question.clone(),
                options,
                answer: one(),
                explanation: body.explanation.clone(),
            })
        }
        QuestionKind::ShortAnswer => Question::ShortAnswer(ShortAnswerQuestion {
            question: body.question.clone(),
            // Out of range is the domain's to say, in the editor's words.
            marks: number(&body.marks).map_or(0, |m| if m.is_finite() && m >= 0.0 { m.min(1e6) as u32 } else { 0 }),
            marking_scheme: body.marking_scheme.clone(),
            answer: body.model_answer.clone(),
            explanation: body.explanation.clone(),
        }),
    })
}

fn draft_of(body: &QuestionBody) -> ApiResult<QuestionDraft> {
    Ok(QuestionDraft {
        placement: Placement {
            subject: body.subject.trim().to_string(),
            class_level: body.class_level.parse()?,
            topic: body.topic.trim().to_string(),
        },
        difficulty: body.difficulty.as_deref().unwrap_or("").parse()?,
        language: parsed(body.language.as_deref())?.unwrap_or_default(),
        status: parsed(body.status.as_deref())?.unwrap_or_default(),
        name: body.name.clone(),
        question: question_of(body)?,
    })
}

/// A page of the bank's questions.
#[derive(Serialize, ToSchema)]
pub struct BankPage {
    data: Vec<BankQuestionView>,
    /// How many questions the filters match, on every page.
    total: i64,
    page: i64,
    limit: i64,
}

/// A page of the bank's questions, newest change first
#[utoipa::path(params(BankListQuery), tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = BankPage), (status = 422)))]
#[get("/bank/questions")]
pub async fn list(app: web::Data<App>, session: Session, query: web::Query<BankListQuery>) -> ApiResult<HttpResponse> {
    let q = bank_query(&query)?;
    let (limit, offset) = (q.limit.unwrap_or(10), q.offset.unwrap_or(0));
    let (questions, total) = app.bank.list(&session.0, q).await?;
    Ok(HttpResponse::Ok().json(BankPage {
        data: questions.iter().map(views::bank_question).collect(),
        total,
        page: offset / limit + 1,
        limit,
    }))
}

/// A question and every version of it.
#[derive(Serialize, ToSchema)]
pub struct QuestionWithVersions {
    data: BankQuestionView,
    /// Oldest first.
    versions: Vec<QuestionVersionView>,
}

/// A question and every version of it, oldest first
#[utoipa::path(tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = QuestionWithVersions)))]
#[get("/bank/questions/{id}")]
pub async fn get(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let (question, versions) = app.bank.question(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(QuestionWithVersions {
        data: views::bank_question(&question),
        versions: versions.iter().map(views::question_version).collect(),
    }))
}

/// A question, saved.
#[derive(Serialize, ToSchema)]
pub struct SavedQuestion {
    data: BankQuestionView,
    message: &'static str,
}

/// Write a question (400 with every problem when it may not be saved)
#[utoipa::path(tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 201, body = SavedQuestion), (status = 409)))]
#[post("/bank/questions")]
pub async fn create(app: web::Data<App>, session: Session, body: web::Json<QuestionBody>) -> ApiResult<HttpResponse> {
    session.0.require_staff()?;
    let question = app.bank.create(&session.0, draft_of(&body)?).await?;
    Ok(HttpResponse::Created()
        .json(SavedQuestion { data: views::bank_question(&question), message: "Question saved." }))
}

/// Save a new version of a question; `version` is the one opened (409 when someone saved since)
#[utoipa::path(tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = SavedQuestion), (status = 409)))]
#[put("/bank/questions/{id}")]
pub async fn update(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<QuestionBody>,
) -> ApiResult<HttpResponse> {
    session.0.require_staff()?;
    let version = number(&body.version)
        .filter(|v| v.is_finite() && *v >= 1.0 && *v <= f64::from(u32::MAX))
        .ok_or_else(|| ApiError::bad_request("Send the version of the question you opened (\"version\")."))?;
    let question = app.bank.update(&session.0, &id, version as u32, draft_of(&body)?).await?;
    Ok(HttpResponse::Ok().json(SavedQuestion { data: views::bank_question(&question), message: "Question saved." }))
}

/// Remove a question (quizzes made keep their copy)
#[utoipa::path(tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = Message)))]
#[delete("/bank/questions/{id}")]
pub async fn delete(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    app.bank.delete(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(views::message("Question deleted.")))
}

/// What is wrong with a question: empty when it may be saved.
#[derive(Serialize, ToSchema)]
pub struct QuestionCheck {
    problems: Vec<QuestionProblemView>,
}

/// What is wrong with a question, without saving it
#[utoipa::path(tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = QuestionCheck)))]
#[post("/bank/questions/check")]
pub async fn check(app: web::Data<App>, session: Session, body: web::Json<QuestionBody>) -> ApiResult<HttpResponse> {
    session.0.require_staff()?;
    let problems = app.bank.check(&session.0, &draft_of(&body)?)?;
    Ok(HttpResponse::Ok().json(QuestionCheck { problems: views::question_problems(&problems) }))
}

/// An answer tried against a question, marked but not stored.
#[derive(Serialize, ToSchema)]
pub struct TriedAnswerView {
    score: u32,
    marks: u32,
    feedback: String,
    /// A short answer's marking points as the built-in marker read them (their awards add up to
    /// `score`); empty for multiple choice.
    points: Vec<PointMarkView>,
}

/// One marking point as the built-in marker read it, and what the answer earned by it.
#[derive(Serialize, ToSchema)]
pub struct PointMarkView {
    point: String,
    /// What the point is worth (never above the question's marks).
    marks: u32,
    /// What this answer earned by it.
    awarded: u32,
    /// Whether the answer states the point.
    found: bool,
}

/// Mark an answer against a question as a student's would be (a short answer by the built-in marker, with `points`: each marking point as read, {point, marks, awarded, found}, the awards adding up to the score; empty for multiple choice); nothing is stored
#[utoipa::path(tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = TriedAnswerView), (status = 429), (status = 502), (status = 503)))]
#[post("/bank/try-answer")]
pub async fn try_answer(
    app: web::Data<App>,
    session: Session,
    body: web::Json<TryAnswerBody>,
) -> ApiResult<HttpResponse> {
    session.0.require_staff()?;
    let question = question_of(&body.question)?;
    let answer = match &body.answer {
        Some(Value::Array(items)) => {
            TryAnswer::Choices(items.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
        }
        Some(Value::String(s)) => TryAnswer::Text(s.clone()),
        _ => return Err(ApiError::bad_request("Type an answer to try.")),
    };
    let tried = app.bank.try_answer(&session.0, &question, &answer).await?;
    Ok(HttpResponse::Ok().json(TriedAnswerView {
        score: tried.score,
        marks: tried.marks,
        feedback: tried.feedback,
        points: tried
            .points
            .into_iter()
            .map(|p| PointMarkView { point: p.point, marks: p.marks, awarded: p.awarded, found: p.found })
            .collect(),
    }))
}

fn format_named(name: &str) -> ApiResult<Format> {
    match name.trim().to_ascii_lowercase().as_str() {
        "gift" => Ok(Format::Gift),
        "moodlexml" | "xml" | "moodle" => Ok(Format::MoodleXml),
        "aiken" => Ok(Format::Aiken),
        "csv" => Ok(Format::Csv),
        other => Err(ApiError::bad_request(format!("Unknown format \"{other}\": use gift, moodleXml, aiken or csv."))),
    }
}

fn format_name(format: Format) -> &'static str {
    match format {
        Format::Gift => "gift",
        Format::MoodleXml => "moodleXml",
        Format::Aiken => "aiken",
        Format::Csv => "csv",
    }
}

/// What an import will do (a preview) or did (with confirm=true).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportAnswer {
    /// The format read: `gift`, `moodleXml`, `aiken` or `csv`.
    format: &'static str,
    /// Each question taken from the file.
    questions: Vec<ImportedQuestion>,
    /// Each question of the file that was not taken, and why.
    refused: Vec<RefusedQuestion>,
    to_create: usize,
    duplicates: usize,
    /// How many were stored (with confirm=true only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    created: Option<usize>,
    /// With confirm=true only.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    message: Option<String>,
}

/// A question taken from a file.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportedQuestion {
    /// Its line in the file.
    line: usize,
    name: Option<String>,
    /// `singleChoice`, `multipleAnswers`, `trueFalse` or `shortAnswer`.
    #[serde(rename = "type")]
    #[schema(value_type = shapes::QuestionKind)]
    kind: &'static str,
    subject: String,
    class_level: &'static str,
    topic: String,
    question: String,
    /// Whether the bank holds it already (it is not stored again).
    duplicate: bool,
}

/// A question of a file that was not taken.
#[derive(Serialize, ToSchema)]
pub struct RefusedQuestion {
    line: usize,
    name: Option<String>,
    reason: String,
}

/// Read a question file (GIFT, Moodle XML, Aiken, CSV): a preview, or with confirm=true the questions stored
///
/// With confirm=true, the answer is 201 with `created` and `message`.
#[utoipa::path(tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    request_body(content = QuestionFileUpload, content_type = "multipart/form-data"),
    responses((status = 200, body = ImportAnswer), (status = 201, body = ImportAnswer)))]
#[post("/bank/import")]
pub async fn import(app: web::Data<App>, session: Session, payload: Multipart) -> ApiResult<HttpResponse> {
    session.0.require_staff()?;
    let form =
        read_form_within(payload, IMPORT_LIMIT, "The file is too large: Sabi reads question files of at most 10 MB.")
            .await?;
    let bytes = form.files.get("file").ok_or_else(|| ApiError::bad_request("Choose a question file to import."))?;
    let file_name = form.file_names.get("file").cloned().unwrap_or_default();
    let format = match form.given("format").filter(|f| f != "auto") {
        Some(name) => format_named(&name)?,
        None => Format::detect(&file_name, bytes).ok_or_else(|| {
            ApiError::bad_request(
                "Sabi cannot tell this file's format from its name: choose GIFT, Moodle XML, Aiken or CSV.",
            )
        })?,
    };
    let placement = sabi_formats::Placement {
        subject: form.given("subject"),
        class_level: parsed(form.given("classLevel").as_deref())?,
        topic: form.given("topic"),
    };
    let status = parsed(form.given("status").as_deref())?.unwrap_or(sabi_domain::bank::QuestionStatus::Published);
    let confirm = form.given("confirm").is_some_and(|c| c == "true" || c == "1");
    let read = sabi_formats::read(format, bytes, &placement).map_err(|e| ApiError::bad_request(capitalised(&e)))?;
    let taken = read
        .questions
        .into_iter()
        .map(|q| FileQuestion {
            line: q.line,
            name: q.name,
            placement: Placement { subject: q.subject, class_level: q.class_level, topic: q.topic },
            difficulty: q.difficulty,
            question: q.question,
        })
        .collect();
    let refused = read.refused.into_iter().map(|r| Refusal { line: r.line, name: r.name, reason: r.reason }).collect();
    let report = app.bank.import(&session.0, taken, refused, status, confirm).await?;
    let answer = ImportAnswer {
        format: format_name(format),
        questions: report
            .questions
            .into_iter()
            .map(|(q, duplicate)| ImportedQuestion {
                line: q.line,
                name: q.name,
                kind: q.question.kind().as_str(),
                subject: q.placement.subject,
                class_level: q.placement.class_level.as_str(),
                topic: q.placement.topic,
                question: q.question.text().to_string(),
                duplicate,
            })
            .collect(),
        refused: report
            .refused
            .into_iter()
            .map(|r| RefusedQuestion { line: r.line, name: r.name, reason: r.reason })
            .collect(),
        to_create: report.to_create,
        duplicates: report.duplicates,
        created: report.created,
        message: report.created.map(|created| match created {
            1 => "1 question imported.".to_string(),
            n => format!("{n} questions imported."),
        }),
    };
    Ok(match answer.created {
        Some(_) => HttpResponse::Created().json(answer),
        None => HttpResponse::Ok().json(answer),
    })
}

/// A file's problem as a sentence.
fn capitalised(e: &impl std::fmt::Display) -> String {
    let text = e.to_string();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str().trim_end_matches('.')),
        None => text,
    }
}

/// The questions the filters match, as a GIFT, Moodle XML, Aiken or CSV file
///
/// `format` is `gift`, `moodleXml`, `aiken` or `csv` (the default); an Aiken file holds the
/// multiple-choice questions only.
#[utoipa::path(params(BankListQuery), tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, description = "The questions as a file of the format asked for.", content(
        (String = "text/plain"), (String = "application/xml"), (String = "text/csv"))), (status = 422)))]
#[get("/bank/export")]
pub async fn export(
    app: web::Data<App>,
    session: Session,
    query: web::Query<BankListQuery>,
) -> ApiResult<HttpResponse> {
    session.0.require_staff()?;
    let format = format_named(query.format.as_deref().unwrap_or("csv"))?;
    let questions = app.bank.export(&session.0, bank_query(&query)?).await?;
    let file: Vec<sabi_formats::BankQuestion> = questions
        .into_iter()
        // Aiken holds multiple-choice questions only: an Aiken export is of those.
        .filter(|q| format != Format::Aiken || matches!(q.question, Question::MultipleChoice(_)))
        .map(|q| sabi_formats::BankQuestion {
            line: 0,
            name: q.name.or(Some(q.id)),
            subject: q.placement.subject,
            class_level: q.placement.class_level,
            topic: q.placement.topic,
            subtopic: None,
            difficulty: q.difficulty,
            question: q.question,
        })
        .collect();
    let text = sabi_formats::write(format, &file).map_err(|e| ApiError::bad_request(capitalised(&e)))?;
    let content_type = match format {
        Format::MoodleXml => "application/xml; charset=utf-8",
        Format::Csv => "text/csv; charset=utf-8",
        Format::Gift | Format::Aiken => "text/plain; charset=utf-8",
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, content_type))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"sabi-questions.{}\"", format.extension()),
        ))
        .body(text))
}

/// Questions a generator makes on one topic, kept in the bank as drafts for the quiz builder
#[utoipa::path(tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = Data<Vec<BankQuestionView>>), (status = 429), (status = 502), (status = 503)))]
#[post("/bank/generate")]
pub async fn generate(
    app: web::Data<App>,
    session: Session,
    body: web::Json<GenerateDraftsBody>,
) -> ApiResult<HttpResponse> {
    session.0.require_staff()?;
    if [&body.subject, &body.topic].iter().any(|f| f.trim().is_empty()) {
        return Err(sabi_domain::DomainError::MissingQuizFields.into());
    }
    let request = QuizRequest {
        subject: sabi_domain::catalogue::check_name("Subject", &body.subject)?,
        topic: sabi_domain::catalogue::check_name("Topic", &body.topic)?,
        class_level: body.class_level.parse()?,
        quiz_type: body.quiz_type.parse()?,
        difficulty: body.difficulty.as_deref().unwrap_or("").parse()?,
        question_count: number(&body.count).filter(|c| c.is_finite()).map(|c| c.clamp(1.0, 50.0) as u32),
        topic_only: true,
    };
    let questions = app.bank.generate_drafts(&session.0, request).await?;
    Ok(HttpResponse::Ok().json(data(questions.iter().map(views::bank_question).collect::<Vec<_>>())))
}

/// A quiz, saved.
#[derive(Serialize, ToSchema)]
pub struct SavedQuiz {
    data: QuizView,
    message: &'static str,
}

/// A quiz the school publishes, from bank questions in the order given
#[utoipa::path(tag = "bank", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 201, body = SavedQuiz), (status = 404)))]
#[post("/bank/quizzes")]
pub async fn build_quiz(
    app: web::Data<App>,
    session: Session,
    body: web::Json<QuizPlanBody>,
) -> ApiResult<HttpResponse> {
    session.0.require_staff()?;
    let plan = QuizPlan {
        title: body.title.clone(),
        description: body.description.clone(),
        placement: Placement {
            subject: body.subject.trim().to_string(),
            class_level: body.class_level.parse()?,
            topic: body.topic.trim().to_string(),
        },
        quiz_type: body.quiz_type.parse()?,
        difficulty: body.difficulty.as_deref().unwrap_or("").parse()?,
        estimate_time: number(&body.estimate_time).filter(|m| m.is_finite() && *m >= 1.0).map(|m| m.min(1440.0) as u32),
        question_ids: body.question_ids.clone(),
    };
    let quiz = app.bank.build_quiz(&session.0, plan).await?;
    Ok(HttpResponse::Created().json(SavedQuiz { data: views::quiz(&quiz, views::Key::Shown), message: "Quiz saved." }))
}
