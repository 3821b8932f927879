//! Teaching (docs/teacher-api.md): classes, assignments, results and item analysis,
//! moderation, a teacher's home page, and a student's assignments. The app checks who calls.

use actix_web::{HttpResponse, delete, get, post, put, web};
use sabi_app::App;
use sabi_app::teaching::{
    AssignForm, AssignmentView, ClassForm, ClassView, EnrolReport, Marking, ResultLine, StudentAssignment,
};
use sabi_domain::attempt::Attempt;
use sabi_domain::item_analysis::QuestionFlag;
use sabi_domain::quiz::{QuizContent, QuizType};
use sabi_domain::teaching::{AssignmentState, MarkEdit, ResultStatus};
use sabi_domain::user::User;
use sabi_ports::ClassQuery;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};
use crate::forms::{
    AssignBody, AssignmentListQuery, ClassListQuery, CsvImportBody, EnrolBody, ModerationBody, SchoolClassBody,
};
use crate::routes::exports::csv;
use crate::session::Session;
use crate::shapes;
use crate::views::{self, AttemptRunView, Data, Message, data, iso_time, message};

/// The most lines a page of classes or assignments holds.
const MAX_PAGE: i64 = 100;

fn page_of(page: Option<i64>, limit: Option<i64>) -> (i64, i64) {
    let limit = limit.unwrap_or(20).clamp(1, MAX_PAGE);
    let page = page.unwrap_or(1).clamp(1, 1_000_000);
    (limit, (page - 1) * limit)
}

// ------------------------------------------------------------------------------------------
// What the teaching routes answer

/// A teacher of a class.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassTeacher {
    id: String,
    username: String,
    /// The teacher's username.
    full_name: String,
}

fn teacher(u: &User) -> ClassTeacher {
    ClassTeacher { id: u.id.clone(), username: u.username.clone(), full_name: u.username.clone() }
}

/// A student of a class (or of a results table).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassStudent {
    id: String,
    username: String,
    /// The student's full name, or their username when they gave none.
    full_name: String,
    /// Their class level (`Form 1` ...), if they chose one.
    class_level: Option<String>,
}

fn student(u: &User) -> ClassStudent {
    ClassStudent {
        id: u.id.clone(),
        username: u.username.clone(),
        full_name: if u.full_name.is_empty() { u.username.clone() } else { u.full_name.clone() },
        class_level: u.class_name.map(|c| c.to_string()),
    }
}

/// A class with its teachers and how many students it has.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClassSummary {
    id: String,
    name: String,
    class_level: String,
    stream: Option<String>,
    /// Such as `2025-2026`.
    school_year: String,
    teachers: Vec<ClassTeacher>,
    student_count: i64,
    /// ISO 8601, UTC.
    created_at: String,
}

fn class_summary(c: &ClassView) -> ClassSummary {
    ClassSummary {
        id: c.class.id.clone(),
        name: c.class.name.clone(),
        class_level: c.class.class_level.to_string(),
        stream: c.class.stream.clone(),
        school_year: c.class.school_year.to_string(),
        teachers: c.teachers.iter().map(teacher).collect(),
        student_count: c.student_count,
        created_at: iso_time(c.class.created_at),
    }
}

/// A page of classes and how many there are in all.
#[derive(Serialize, ToSchema)]
pub struct ClassPage {
    data: Vec<ClassSummary>,
    total: i64,
}

/// A class created or changed.
#[derive(Serialize, ToSchema)]
pub struct SavedClass {
    data: ClassSummary,
    message: &'static str,
}

/// A class and its students.
#[derive(Serialize, ToSchema)]
pub struct ClassWithStudents {
    data: ClassSummary,
    students: Vec<ClassStudent>,
}

/// A line of a CSV of usernames that was not enrolled, and why.
#[derive(Serialize, ToSchema)]
pub struct RefusedEnrolment {
    line: usize,
    username: String,
    reason: String,
}

/// What an enrolment did (or, previewed, would do).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnrolReportView {
    enrolled: Vec<ClassStudent>,
    /// The usernames already in the class.
    already_in_class: Vec<String>,
    refused: Vec<RefusedEnrolment>,
    /// False for a preview: nobody was enrolled yet.
    confirmed: bool,
}

fn enrol_report(r: &EnrolReport) -> Data<EnrolReportView> {
    data(EnrolReportView {
        enrolled: r.enrolled.iter().map(student).collect(),
        already_in_class: r.already_in_class.clone(),
        refused: r
            .refused
            .iter()
            .map(|l| RefusedEnrolment { line: l.line, username: l.username.clone(), reason: l.reason.clone() })
            .collect(),
        confirmed: r.confirmed,
    })
}

fn quiz_type(t: QuizType) -> &'static str {
    match t {
        QuizType::MultipleChoice => "mcq",
        QuizType::ShortAnswer => "short-answer",
    }
}

/// A quiz set to one class, with its rules and where it is in its window.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssignmentSummary {
    id: String,
    class_id: String,
    class_name: String,
    quiz_id: String,
    /// The quiz's title.
    title: String,
    subject: String,
    topic: String,
    #[schema(value_type = shapes::AttemptQuizType)]
    quiz_type: &'static str,
    question_count: usize,
    #[schema(value_type = shapes::QuizMode)]
    mode: &'static str,
    /// ISO 8601, UTC.
    opens_at: String,
    /// ISO 8601, UTC.
    closes_at: String,
    time_limit_minutes: Option<u32>,
    attempts_allowed: u32,
    #[schema(value_type = shapes::KeysShown)]
    keys: &'static str,
    #[schema(value_type = shapes::AssignmentState)]
    state: &'static str,
    /// The id of who set it.
    set_by: Option<String>,
    /// ISO 8601, UTC.
    created_at: String,
}

fn assignment_summary(v: &AssignmentView) -> AssignmentSummary {
    let rules = &v.assignment.rules;
    AssignmentSummary {
        id: v.assignment.id.clone(),
        class_id: v.class.id.clone(),
        class_name: v.class.name.clone(),
        quiz_id: v.quiz.id.clone(),
        title: v.quiz.title.clone(),
        subject: v.quiz.subject.clone(),
        topic: v.quiz.topic.clone(),
        quiz_type: quiz_type(v.quiz.quiz_type),
        question_count: v.quiz.content.question_count(),
        mode: rules.mode.as_str(),
        opens_at: iso_time(rules.opens_at),
        closes_at: iso_time(rules.closes_at),
        time_limit_minutes: rules.time_limit_minutes,
        attempts_allowed: rules.attempts_allowed,
        keys: rules.keys.as_str(),
        state: v.state.as_str(),
        set_by: v.assignment.set_by.clone(),
        created_at: iso_time(v.assignment.created_at),
    }
}

fn assignment_summaries(list: &[AssignmentView]) -> Vec<AssignmentSummary> {
    list.iter().map(assignment_summary).collect()
}

/// A page of assignments and how many there are in all.
#[derive(Serialize, ToSchema)]
pub struct AssignmentPage {
    data: Vec<AssignmentSummary>,
    total: i64,
}

/// The assignments made, one per class.
#[derive(Serialize, ToSchema)]
pub struct NewAssignments {
    data: Vec<AssignmentSummary>,
    message: &'static str,
}

fn status(s: ResultStatus) -> &'static str {
    match s {
        ResultStatus::NotStarted => "notStarted",
        ResultStatus::InProgress => "inProgress",
        ResultStatus::Submitted => "submitted",
    }
}

/// One attempt of a student on an assignment.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResultTry {
    attempt_id: String,
    #[schema(value_type = shapes::AttemptStatus)]
    status: &'static str,
    score: u32,
    /// ISO 8601, UTC.
    started_at: String,
    /// ISO 8601, UTC.
    completed_at: Option<String>,
}

fn result_try(a: &Attempt) -> ResultTry {
    ResultTry {
        attempt_id: a.id.clone(),
        status: a.status.as_str(),
        score: a.score,
        started_at: iso_time(a.started_at),
        completed_at: a.completed_at.map(iso_time),
    }
}

/// One student's line of the results table.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResultRow {
    student: ClassStudent,
    #[schema(value_type = shapes::ResultStatus)]
    status: &'static str,
    /// The first submitted attempt, else the attempt in progress.
    attempt_id: Option<String>,
    /// Only once submitted.
    score: Option<u32>,
    time_taken: Option<u32>,
    /// ISO 8601, UTC.
    submitted_at: Option<String>,
    /// How many attempts the student made.
    attempts: usize,
    moderated: bool,
    /// Every attempt, oldest first.
    tries: Vec<ResultTry>,
}

fn result_row(line: &ResultLine) -> ResultRow {
    let submitted = line.status == ResultStatus::Submitted;
    let attempt = line.attempt.as_ref();
    ResultRow {
        student: student(&line.student),
        status: status(line.status),
        attempt_id: attempt.map(|a| a.id.clone()),
        score: attempt.filter(|_| submitted).map(|a| a.score),
        time_taken: attempt.map(|a| a.time_taken),
        submitted_at: attempt.and_then(|a| a.completed_at).map(iso_time),
        attempts: line.tries.len(),
        moderated: line.moderated,
        tries: line.tries.iter().map(result_try).collect(),
    }
}

/// How many students of the class are where.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResultsSummary {
    students: usize,
    not_started: usize,
    in_progress: usize,
    submitted: usize,
    mean_score: Option<u32>,
}

/// An assignment's results table.
#[derive(Serialize, ToSchema)]
pub struct AssignmentResults {
    assignment: AssignmentSummary,
    rows: Vec<ResultRow>,
    summary: ResultsSummary,
}

/// How many attempts chose one option of a multiple-choice question.
#[derive(Serialize, ToSchema)]
pub struct ItemAnalysisOption {
    option: String,
    correct: bool,
    chosen: u32,
}

/// Moodle's statistics of one question.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemAnalysisQuestion {
    number: usize,
    question: String,
    #[serde(rename = "type")]
    #[schema(value_type = shapes::AttemptQuizType)]
    kind: &'static str,
    marks: u32,
    facility: Option<f64>,
    standard_deviation: Option<f64>,
    discrimination: Option<f64>,
    discriminative_efficiency: Option<f64>,
    mean_mark: Option<f64>,
    options: Vec<ItemAnalysisOption>,
    blank: u32,
    /// Why it deserves a second look.
    #[schema(value_type = Vec<shapes::QuestionFlag>)]
    flags: Vec<QuestionFlag>,
}

/// The item analysis of an assignment.
#[derive(Serialize, ToSchema)]
pub struct ItemAnalysis {
    /// How many attempts it counts (each student's first submitted one).
    attempts: usize,
    questions: Vec<ItemAnalysisQuestion>,
}

/// An assignment as its student sees it: with their attempts and score.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StudentAssignmentView {
    #[serde(flatten)]
    assignment: AssignmentSummary,
    attempts_used: u32,
    /// The latest attempt.
    attempt_id: Option<String>,
    #[schema(value_type = shapes::ResultStatus)]
    status: &'static str,
    score: Option<u32>,
}

fn student_assignment(s: &StudentAssignment) -> StudentAssignmentView {
    StudentAssignmentView {
        assignment: assignment_summary(&s.view),
        attempts_used: s.attempts_used,
        attempt_id: s.latest.as_ref().map(|a| a.id.clone()),
        status: status(s.status),
        score: s.score,
    }
}

/// The attempt being marked.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkingAttempt {
    id: String,
    user_id: String,
    /// The student's username.
    student_name: String,
    score: u32,
    #[schema(value_type = shapes::AttemptStatus)]
    status: &'static str,
    assignment_id: Option<String>,
    /// The quiz's title.
    title: String,
}

/// A point of a marking scheme, as a moderator sees it.
#[derive(Serialize, ToSchema)]
pub struct ModerationPoint {
    point: String,
    marks: u32,
}

/// A short-answer question with the student's answer and its marks.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationQuestion {
    number: usize,
    question: String,
    answer: String,
    /// Empty for those who may not moderate.
    model_answer: String,
    /// Empty for those who may not moderate.
    marking_scheme: Vec<ModerationPoint>,
    marks: u32,
    marks_awarded: u32,
    feedback: String,
}

/// A change of mark, with why and who made it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkChangeView {
    number: u32,
    from: u32,
    to: u32,
    comment: String,
    /// The id of who changed it.
    by: Option<String>,
    /// Their username.
    by_name: Option<String>,
    /// ISO 8601, UTC.
    at: String,
}

/// An attempt's marks, feedback and every change of mark.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttemptMarking {
    attempt: MarkingAttempt,
    questions: Vec<ModerationQuestion>,
    changes: Vec<MarkChangeView>,
    moderated: bool,
    may_moderate: bool,
    /// The attempt's earlier runs (before a retake).
    history: Vec<AttemptRunView>,
}

fn attempt_marking(m: &Marking) -> AttemptMarking {
    let questions = m.quiz.content.short_answer_questions();
    let awarded = m.attempt.review.as_ref().map(|r| r.questions.as_slice()).unwrap_or_default();
    AttemptMarking {
        attempt: MarkingAttempt {
            id: m.attempt.id.clone(),
            user_id: m.attempt.user_id.clone(),
            student_name: m.student.username.clone(),
            score: m.attempt.score,
            status: m.attempt.status.as_str(),
            assignment_id: m.attempt.assignment_id.clone(),
            title: m.quiz.title.clone(),
        },
        questions: questions
            .iter()
            .enumerate()
            .map(|(i, q)| ModerationQuestion {
                number: i + 1,
                question: q.question.clone(),
                answer: m.attempt.selected_answers.get(i).map(|a| a.text()).unwrap_or_default(),
                model_answer: if m.may_moderate { q.answer.clone() } else { String::new() },
                marking_scheme: if m.may_moderate {
                    q.marking_scheme
                        .iter()
                        .map(|p| ModerationPoint { point: p.point.clone(), marks: p.marks })
                        .collect()
                } else {
                    Vec::new()
                },
                marks: q.marks,
                marks_awarded: awarded.get(i).map_or(0, |r| r.marks_awarded.min(q.marks)),
                feedback: awarded.get(i).map(|r| r.feedback.clone()).unwrap_or_default(),
            })
            .collect(),
        changes: m
            .changes
            .iter()
            .map(|(c, who)| MarkChangeView {
                number: c.number,
                from: c.from,
                to: c.to,
                comment: c.comment.clone(),
                by: c.changed_by.clone(),
                by_name: who.as_ref().map(|u| u.username.clone()),
                at: iso_time(c.changed_at),
            })
            .collect(),
        moderated: m.moderated,
        may_moderate: m.may_moderate,
        history: m.history.iter().map(views::attempt_run).collect(),
    }
}

/// The marks after moderation.
#[derive(Serialize, ToSchema)]
pub struct ModeratedMarking {
    data: AttemptMarking,
    message: &'static str,
}

/// A submitted short-answer attempt whose marks the teacher has not checked yet.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarksToCheck {
    attempt_id: String,
    assignment_id: String,
    /// The quiz's title.
    title: String,
    class_name: String,
    /// The student's username.
    student_name: String,
    /// ISO 8601, UTC.
    submitted_at: Option<String>,
}

/// A topic's mean score over a class's counted exams.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeakTopic {
    subject: String,
    topic: String,
    mean_score: u32,
    attempts: u32,
}

/// A class's weakest topics.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeakTopicsOfClass {
    class_id: String,
    class_name: String,
    topics: Vec<WeakTopic>,
}

/// A teacher's home page.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TeacherHomeView {
    classes: Vec<ClassSummary>,
    open: Vec<AssignmentSummary>,
    upcoming: Vec<AssignmentSummary>,
    to_moderate: Vec<MarksToCheck>,
    weakest_topics: Vec<WeakTopicsOfClass>,
}

/// The school's time zone.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SchoolTimeZone {
    /// An IANA name, such as `Africa/Douala`.
    time_zone: &'static str,
    /// The school's name (`SABI_SCHOOL_NAME`), for its printed papers; null when not set.
    name: Option<String>,
}

// ------------------------------------------------------------------------------------------
// Classes

/// A page of classes (a teacher's own only), newest year first
#[utoipa::path(tag = "teaching", params(ClassListQuery), extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = ClassPage), (status = 422)))]
#[get("/classes")]
pub async fn classes(app: web::Data<App>, session: Session, q: web::Query<ClassListQuery>) -> ApiResult<HttpResponse> {
    let (limit, offset) = page_of(q.page, q.limit);
    fn text(v: &Option<String>) -> Option<&str> {
        v.as_deref().map(str::trim).filter(|v| !v.is_empty() && *v != "all")
    }
    let query = ClassQuery {
        search: text(&q.q).map(|s| s.chars().take(100).collect()),
        class_level: text(&q.class_level).map(str::parse).transpose()?,
        school_year: text(&q.school_year).map(str::parse).transpose()?,
        limit: Some(limit),
        offset: Some(offset),
        ..Default::default()
    };
    let (found, total) = app.teaching.classes(&session.0, query).await?;
    Ok(HttpResponse::Ok().json(ClassPage { data: found.iter().map(class_summary).collect(), total }))
}

/// Create a class with its teachers
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 201, body = SavedClass), (status = 409)))]
#[post("/classes")]
pub async fn create_class(
    app: web::Data<App>,
    session: Session,
    body: web::Json<SchoolClassBody>,
) -> ApiResult<HttpResponse> {
    let made = app.teaching.create_class(&session.0, &ClassForm::from(body.into_inner())).await?;
    Ok(HttpResponse::Created().json(SavedClass { data: class_summary(&made), message: "Class created." }))
}

/// A class with its students
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("class-staff"))),
    responses((status = 200, body = ClassWithStudents)))]
#[get("/classes/{id}")]
pub async fn class(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let (found, students) = app.teaching.class(&session.0, &id).await?;
    Ok(HttpResponse::Ok()
        .json(ClassWithStudents { data: class_summary(&found), students: students.iter().map(student).collect() }))
}

/// Rename a class, change its year or its teachers
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = SavedClass), (status = 409)))]
#[put("/classes/{id}")]
pub async fn update_class(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<SchoolClassBody>,
) -> ApiResult<HttpResponse> {
    let changed = app.teaching.update_class(&session.0, &id, &ClassForm::from(body.into_inner())).await?;
    Ok(HttpResponse::Ok().json(SavedClass { data: class_summary(&changed), message: "Class updated." }))
}

/// Delete a class and its assignments (attempts stay)
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = Message)))]
#[delete("/classes/{id}")]
pub async fn delete_class(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    app.teaching.delete_class(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(message("Class deleted.")))
}

/// Enrol students picked by id
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = Data<EnrolReportView>), (status = 409)))]
#[post("/classes/{id}/students")]
pub async fn enrol(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<EnrolBody>,
) -> ApiResult<HttpResponse> {
    let report = app.teaching.enrol(&session.0, &id, &body.user_ids).await?;
    Ok(HttpResponse::Ok().json(enrol_report(&report)))
}

/// Enrol the students a CSV of usernames names: a preview, or with confirm true the enrolment
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = Data<EnrolReportView>), (status = 409)))]
#[post("/classes/{id}/students/import")]
pub async fn import_students(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<CsvImportBody>,
) -> ApiResult<HttpResponse> {
    let report = app.teaching.import_students(&session.0, &id, &body.csv, body.confirm).await?;
    Ok(HttpResponse::Ok().json(enrol_report(&report)))
}

/// Take a student out of a class
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = Message)))]
#[delete("/classes/{id}/students/{userId}")]
pub async fn unenrol(
    app: web::Data<App>,
    session: Session,
    path: web::Path<(String, String)>,
) -> ApiResult<HttpResponse> {
    let (class_id, user_id) = path.into_inner();
    app.teaching.unenrol(&session.0, &class_id, &user_id).await?;
    Ok(HttpResponse::Ok().json(message("Student removed from the class.")))
}

// ------------------------------------------------------------------------------------------
// Assignments

/// Assign a quiz to some of the caller's classes (one assignment each)
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("class-staff"))),
    responses((status = 201, body = NewAssignments), (status = 404), (status = 409)))]
#[post("/assignments")]
pub async fn assign(app: web::Data<App>, session: Session, body: web::Json<AssignBody>) -> ApiResult<HttpResponse> {
    let form = AssignForm::try_from(body.into_inner())?;
    let made = app.teaching.assign(&session.0, &form).await?;
    Ok(HttpResponse::Created().json(NewAssignments { data: assignment_summaries(&made), message: "Quiz assigned." }))
}

/// The assignments of the caller's classes, closing soonest first
#[utoipa::path(tag = "teaching", params(AssignmentListQuery), extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = AssignmentPage), (status = 404)))]
#[get("/assignments")]
pub async fn assignments(
    app: web::Data<App>,
    session: Session,
    q: web::Query<AssignmentListQuery>,
) -> ApiResult<HttpResponse> {
    let (limit, offset) = page_of(q.page, q.limit);
    let state = match q.state.as_deref().map(str::trim).filter(|s| !s.is_empty() && *s != "all") {
        None => None,
        Some("upcoming") => Some(AssignmentState::Upcoming),
        Some("open") => Some(AssignmentState::Open),
        Some("closed") => Some(AssignmentState::Closed),
        Some(_) => return Err(ApiError::bad_request("state is upcoming, open or closed.")),
    };
    let class_id = q.class_id.as_deref().map(str::trim).filter(|s| !s.is_empty());
    let (list, total) = app.teaching.assignments(&session.0, class_id, state, limit, offset).await?;
    Ok(HttpResponse::Ok().json(AssignmentPage { data: assignment_summaries(&list), total }))
}

/// An assignment
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("class-staff"))),
    responses((status = 200, body = Data<AssignmentSummary>)))]
#[get("/assignments/{id}")]
pub async fn assignment(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let view = app.teaching.assignment(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(data(assignment_summary(&view))))
}

/// Remove an assignment (its attempts stay)
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("class-staff"))),
    responses((status = 200, body = Message)))]
#[delete("/assignments/{id}")]
pub async fn remove_assignment(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    app.teaching.remove_assignment(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(message("Assignment removed.")))
}

/// The class's results table, as it stands now
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("class-staff"))),
    responses((status = 200, body = Data<AssignmentResults>)))]
#[get("/assignments/{id}/results")]
pub async fn results(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let r = app.teaching.results(&session.0, &id).await?;
    let count = |s: ResultStatus| r.lines.iter().filter(|l| l.status == s).count();
    Ok(HttpResponse::Ok().json(data(AssignmentResults {
        assignment: assignment_summary(&r.assignment),
        rows: r.lines.iter().map(result_row).collect(),
        summary: ResultsSummary {
            students: r.lines.len(),
            not_started: count(ResultStatus::NotStarted),
            in_progress: count(ResultStatus::InProgress),
            submitted: count(ResultStatus::Submitted),
            mean_score: r.mean_score,
        },
    })))
}

/// The class's results table as CSV
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("class-staff"))),
    responses((status = 200, description = "The CSV file, with a header row.", content_type = "text/csv", body = String)))]
#[get("/assignments/{id}/results.csv")]
pub async fn results_csv(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let r = app.teaching.results(&session.0, &id).await?;
    let rows = r
        .lines
        .iter()
        .map(|l| {
            let a = l.attempt.as_ref();
            let submitted = l.status == ResultStatus::Submitted;
            vec![
                l.student.username.clone(),
                if l.student.full_name.is_empty() { l.student.username.clone() } else { l.student.full_name.clone() },
                status(l.status).to_string(),
                a.filter(|_| submitted).map(|a| a.score.to_string()).unwrap_or_default(),
                a.map(|a| a.time_taken.to_string()).unwrap_or_default(),
                a.and_then(|a| a.completed_at).map(iso_time).unwrap_or_default(),
                l.tries.len().to_string(),
            ]
        })
        .collect();
    csv(
        "results.csv",
        &["username", "full name", "status", "score", "time taken (s)", "submitted at", "attempts"],
        rows,
    )
}

/// Moodle's quiz statistics per question over each student's first submitted attempt
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("class-staff"))),
    responses((status = 200, body = Data<ItemAnalysis>)))]
#[get("/assignments/{id}/analysis")]
pub async fn analysis(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let a = app.teaching.analysis(&session.0, &id).await?;
    let content = &a.assignment.quiz.content;
    let texts: Vec<String> = match content {
        QuizContent::MultipleChoice { questions } => questions.iter().map(|q| q.question.clone()).collect(),
        QuizContent::ShortAnswer { .. } => {
            content.short_answer_questions().iter().map(|q| q.question.clone()).collect()
        }
    };
    let kind = quiz_type(a.assignment.quiz.quiz_type);
    let questions = a
        .questions
        .iter()
        .map(|s| ItemAnalysisQuestion {
            number: s.number,
            question: texts.get(s.number - 1).cloned().unwrap_or_default(),
            kind,
            marks: s.marks,
            facility: s.facility_index,
            standard_deviation: s.standard_deviation,
            discrimination: s.discrimination_index,
            discriminative_efficiency: s.discriminative_efficiency,
            mean_mark: s.mean_mark,
            options: s
                .options
                .iter()
                .map(|o| ItemAnalysisOption { option: o.option.clone(), correct: o.is_key, chosen: o.chosen })
                .collect(),
            blank: s.blank,
            flags: s.flags.clone(),
        })
        .collect();
    Ok(HttpResponse::Ok().json(data(ItemAnalysis { attempts: a.attempts, questions })))
}

/// What is assigned to a student: upcoming, open, and closed in the last two weeks
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("owner"))),
    responses((status = 200, body = Data<Vec<StudentAssignmentView>>)))]
#[get("/{uid}/assignments")]
pub async fn assigned_to(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let list = app.teaching.assigned_to(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(data(list.iter().map(student_assignment).collect::<Vec<_>>())))
}

// ------------------------------------------------------------------------------------------
// Moderation

/// An attempt's marks, feedback and every change of mark
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("involved"))),
    responses((status = 200, body = Data<AttemptMarking>)))]
#[get("/attempts/{id}/marking")]
pub async fn marks(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let m = app.teaching.marking(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(data(attempt_marking(&m))))
}

/// Change short-answer marks, each with a reason, or with none confirm them; the score follows
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("class-staff"))),
    responses((status = 200, body = ModeratedMarking), (status = 409)))]
#[put("/attempts/{id}/marking")]
pub async fn moderate(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<ModerationBody>,
) -> ApiResult<HttpResponse> {
    let edits: Vec<MarkEdit> = body
        .changes
        .iter()
        .map(|c| MarkEdit { number: c.number, marks: c.marks, comment: c.comment.clone() })
        .collect();
    let m = app.teaching.moderate(&session.0, &id, &edits).await?;
    Ok(HttpResponse::Ok().json(ModeratedMarking {
        data: attempt_marking(&m),
        message: if edits.is_empty() { "Marks confirmed." } else { "Marks saved." },
    }))
}

// ------------------------------------------------------------------------------------------
// A teacher's home page, and the school's time zone

/// A teacher's classes, open and upcoming assignments, marks to check and weakest topics
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("staff"))),
    responses((status = 200, body = Data<TeacherHomeView>)))]
#[get("/teacher/home")]
pub async fn home(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let h = app.teaching.home(&session.0).await?;
    Ok(HttpResponse::Ok().json(data(TeacherHomeView {
        classes: h.classes.iter().map(class_summary).collect(),
        open: assignment_summaries(&h.open),
        upcoming: assignment_summaries(&h.upcoming),
        to_moderate: h
            .to_moderate
            .iter()
            .map(|t| MarksToCheck {
                attempt_id: t.attempt.id.clone(),
                assignment_id: t.assignment.assignment.id.clone(),
                title: t.assignment.quiz.title.clone(),
                class_name: t.assignment.class.name.clone(),
                student_name: t.student.username.clone(),
                submitted_at: t.attempt.completed_at.map(iso_time),
            })
            .collect(),
        weakest_topics: h
            .weakest_topics
            .iter()
            .map(|w| WeakTopicsOfClass {
                class_id: w.class.id.clone(),
                class_name: w.class.name.clone(),
                topics: w
                    .topics
                    .iter()
                    .map(|t| WeakTopic {
                        subject: t.subject.clone(),
                        topic: t.topic.clone(),
                        mean_score: t.mean_score,
                        attempts: t.attempts,
                    })
                    .collect(),
            })
            .collect(),
    })))
}

/// The school's time zone, in which the screens show times
#[utoipa::path(tag = "teaching", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, body = SchoolTimeZone)))]
#[get("/school")]
pub async fn school(app: web::Data<App>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok()
        .json(SchoolTimeZone { time_zone: app.teaching.time_zone().name(), name: app.settings.school_name.clone() }))
}
