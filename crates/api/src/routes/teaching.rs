//! Teaching (docs/teacher-api.md): classes, assignments, results and item analysis,
//! moderation, a teacher's home page, and a student's assignments. The app checks who calls.

use actix_web::{HttpResponse, web};
use sabi_app::App;
use sabi_app::teaching::{
    AssignForm, AssignmentView, ClassForm, ClassView, EnrolReport, Marking, ResultLine, StudentAssignment,
};
use sabi_domain::Timestamp;
use sabi_domain::quiz::{QuizContent, QuizType};
use sabi_domain::teaching::{AssignmentState, MarkEdit, ResultStatus};
use sabi_domain::user::User;
use sabi_ports::ClassQuery;
use serde_json::{Value, json};

use crate::error::{ApiError, ApiResult};
use crate::forms::{
    AssignBody, AssignmentListQuery, ClassListQuery, CsvImportBody, EnrolBody, ModerationBody, SchoolClassBody,
};
use crate::routes::exports::csv;
use crate::session::Session;
use crate::views::{self, iso_time};

/// The most lines a page of classes or assignments holds.
const MAX_PAGE: i64 = 100;

fn page_of(page: Option<i64>, limit: Option<i64>) -> (i64, i64) {
    let limit = limit.unwrap_or(20).clamp(1, MAX_PAGE);
    let page = page.unwrap_or(1).clamp(1, 1_000_000);
    (limit, (page - 1) * limit)
}

fn person(u: &User) -> Value {
    json!({ "id": u.id, "username": u.username, "fullName": u.username })
}

fn student(u: &User) -> Value {
    json!({
        "id": u.id, "username": u.username,
        "fullName": if u.full_name.is_empty() { &u.username } else { &u.full_name },
        "classLevel": u.class_name.map(|c| c.to_string()),
    })
}

fn class_view(c: &ClassView) -> Value {
    json!({
        "id": c.class.id,
        "name": c.class.name,
        "classLevel": c.class.class_level.to_string(),
        "stream": c.class.stream,
        "schoolYear": c.class.school_year.to_string(),
        "teachers": c.teachers.iter().map(person).collect::<Vec<_>>(),
        "studentCount": c.student_count,
        "createdAt": iso_time(c.class.created_at),
    })
}

fn quiz_type(t: QuizType) -> &'static str {
    match t {
        QuizType::MultipleChoice => "mcq",
        QuizType::ShortAnswer => "short-answer",
    }
}

fn assignment_view(v: &AssignmentView) -> Value {
    let rules = &v.assignment.rules;
    json!({
        "id": v.assignment.id,
        "classId": v.class.id,
        "className": v.class.name,
        "quizId": v.quiz.id,
        "title": v.quiz.title,
        "subject": v.quiz.subject,
        "topic": v.quiz.topic,
        "quizType": quiz_type(v.quiz.quiz_type),
        "questionCount": v.quiz.content.question_count(),
        "mode": rules.mode.as_str(),
        "opensAt": iso_time(rules.opens_at),
        "closesAt": iso_time(rules.closes_at),
        "timeLimitMinutes": rules.time_limit_minutes,
        "attemptsAllowed": rules.attempts_allowed,
        "keys": rules.keys.as_str(),
        "state": v.state.as_str(),
        "setBy": v.assignment.set_by,
        "createdAt": iso_time(v.assignment.created_at),
    })
}

fn status(s: ResultStatus) -> &'static str {
    match s {
        ResultStatus::NotStarted => "notStarted",
        ResultStatus::InProgress => "inProgress",
        ResultStatus::Submitted => "submitted",
    }
}

fn result_line(line: &ResultLine) -> Value {
    let submitted = line.status == ResultStatus::Submitted;
    let attempt = line.attempt.as_ref();
    json!({
        "student": student(&line.student),
        "status": status(line.status),
        "attemptId": attempt.map(|a| a.id.clone()),
        "score": attempt.filter(|_| submitted).map(|a| a.score),
        "timeTaken": attempt.map(|a| a.time_taken),
        "submittedAt": attempt.and_then(|a| a.completed_at).map(iso_time),
        "attempts": line.tries.len(),
        "moderated": line.moderated,
        "tries": line.tries.iter().map(|a| json!({
            "attemptId": a.id,
            "status": a.status.as_str(),
            "score": a.score,
            "startedAt": iso_time(a.started_at),
            "completedAt": a.completed_at.map(iso_time),
        })).collect::<Vec<_>>(),
    })
}

fn enrol_report(r: &EnrolReport) -> Value {
    json!({ "data": {
        "enrolled": r.enrolled.iter().map(student).collect::<Vec<_>>(),
        "alreadyInClass": r.already_in_class,
        "refused": r.refused.iter().map(|l| json!({"line": l.line, "username": l.username, "reason": l.reason})).collect::<Vec<_>>(),
        "confirmed": r.confirmed,
    }})
}

fn class_form(body: &SchoolClassBody) -> ClassForm {
    ClassForm {
        name: body.name.clone(),
        class_level: body.class_level.clone(),
        stream: body.stream.clone(),
        school_year: body.school_year.clone(),
        teacher_ids: body.teacher_ids.clone(),
    }
}

/// An ISO 8601 moment ("2026-11-24T08:00:00Z", or with an offset).
fn moment(field: &str, text: &str) -> ApiResult<Timestamp> {
    chrono::DateTime::parse_from_rfc3339(text.trim())
        .map(|t| t.timestamp())
        .map_err(|_| ApiError::bad_request(format!("{field} is not a date and time such as 2026-11-24T08:00:00Z.")))
}

// ------------------------------------------------------------------------------------------
// Classes

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
    let (classes, total) = app.teaching.classes(&session.0, query).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": classes.iter().map(class_view).collect::<Vec<_>>(), "total": total })))
}

pub async fn create_class(
    app: web::Data<App>,
    session: Session,
    body: web::Json<SchoolClassBody>,
) -> ApiResult<HttpResponse> {
    let class = app.teaching.create_class(&session.0, &class_form(&body)).await?;
    Ok(HttpResponse::Created().json(json!({ "data": class_view(&class), "message": "Class created." })))
}

pub async fn class(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let (class, students) = app.teaching.class(&session.0, &id).await?;
    Ok(HttpResponse::Ok()
        .json(json!({ "data": class_view(&class), "students": students.iter().map(student).collect::<Vec<_>>() })))
}

pub async fn update_class(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<SchoolClassBody>,
) -> ApiResult<HttpResponse> {
    let class = app.teaching.update_class(&session.0, &id, &class_form(&body)).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": class_view(&class), "message": "Class updated." })))
}

pub async fn delete_class(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    app.teaching.delete_class(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": "Class deleted." })))
}

pub async fn enrol(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<EnrolBody>,
) -> ApiResult<HttpResponse> {
    let report = app.teaching.enrol(&session.0, &id, &body.user_ids).await?;
    Ok(HttpResponse::Ok().json(enrol_report(&report)))
}

pub async fn import_students(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<CsvImportBody>,
) -> ApiResult<HttpResponse> {
    let report = app.teaching.import_students(&session.0, &id, &body.csv, body.confirm).await?;
    Ok(HttpResponse::Ok().json(enrol_report(&report)))
}

pub async fn unenrol(
    app: web::Data<App>,
    session: Session,
    path: web::Path<(String, String)>,
) -> ApiResult<HttpResponse> {
    let (class_id, user_id) = path.into_inner();
    app.teaching.unenrol(&session.0, &class_id, &user_id).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": "Student removed from the class." })))
}

// ------------------------------------------------------------------------------------------
// Assignments

pub async fn assign(app: web::Data<App>, session: Session, body: web::Json<AssignBody>) -> ApiResult<HttpResponse> {
    let form = AssignForm {
        quiz_id: body.quiz_id.clone(),
        class_ids: body.class_ids.iter().take(100).cloned().collect(),
        mode: body.mode.clone(),
        opens_at: moment("opensAt", &body.opens_at)?,
        closes_at: moment("closesAt", &body.closes_at)?,
        time_limit_minutes: body.time_limit_minutes,
        attempts_allowed: body.attempts_allowed.unwrap_or(1),
        keys: body.keys.clone(),
    };
    let made = app.teaching.assign(&session.0, &form).await?;
    Ok(HttpResponse::Created()
        .json(json!({ "data": made.iter().map(assignment_view).collect::<Vec<_>>(), "message": "Quiz assigned." })))
}

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
    Ok(HttpResponse::Ok().json(json!({ "data": list.iter().map(assignment_view).collect::<Vec<_>>(), "total": total })))
}

pub async fn assignment(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let view = app.teaching.assignment(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": assignment_view(&view) })))
}

pub async fn remove_assignment(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    app.teaching.remove_assignment(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(json!({ "message": "Assignment removed." })))
}

pub async fn results(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let r = app.teaching.results(&session.0, &id).await?;
    let count = |s: ResultStatus| r.lines.iter().filter(|l| l.status == s).count();
    Ok(HttpResponse::Ok().json(json!({ "data": {
        "assignment": assignment_view(&r.assignment),
        "rows": r.lines.iter().map(result_line).collect::<Vec<_>>(),
        "summary": {
            "students": r.lines.len(),
            "notStarted": count(ResultStatus::NotStarted),
            "inProgress": count(ResultStatus::InProgress),
            "submitted": count(ResultStatus::Submitted),
            "meanScore": r.mean_score,
        },
    }})))
}

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
    let questions: Vec<Value> = a
        .questions
        .iter()
        .map(|s| {
            json!({
                "number": s.number,
                "question": texts.get(s.number - 1).cloned().unwrap_or_default(),
                "type": kind,
                "marks": s.marks,
                "facility": s.facility_index,
                "standardDeviation": s.standard_deviation,
                "discrimination": s.discrimination_index,
                "discriminativeEfficiency": s.discriminative_efficiency,
                "meanMark": s.mean_mark,
                "options": s.options.iter().map(|o| json!({"option": o.option, "correct": o.is_key, "chosen": o.chosen})).collect::<Vec<_>>(),
                "blank": s.blank,
                "flags": s.flags,
            })
        })
        .collect();
    Ok(HttpResponse::Ok().json(json!({ "data": { "attempts": a.attempts, "questions": questions } })))
}

fn student_assignment(s: &StudentAssignment) -> Value {
    let mut v = assignment_view(&s.view);
    v["attemptsUsed"] = json!(s.attempts_used);
    v["attemptId"] = json!(s.latest.as_ref().map(|a| a.id.clone()));
    v["status"] = json!(status(s.status));
    v["score"] = json!(s.score);
    v
}

pub async fn assigned_to(app: web::Data<App>, session: Session, uid: web::Path<String>) -> ApiResult<HttpResponse> {
    let list = app.teaching.assigned_to(&session.0, &uid).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": list.iter().map(student_assignment).collect::<Vec<_>>() })))
}

// ------------------------------------------------------------------------------------------
// Moderation

fn marking(m: &Marking) -> Value {
    let questions = m.quiz.content.short_answer_questions();
    let marks = m.attempt.review.as_ref().map(|r| r.questions.as_slice()).unwrap_or_default();
    json!({ "data": {
        "attempt": {
            "id": m.attempt.id,
            "userId": m.attempt.user_id,
            "studentName": m.student.username,
            "score": m.attempt.score,
            "status": m.attempt.status.as_str(),
            "assignmentId": m.attempt.assignment_id,
            "title": m.quiz.title,
        },
        "questions": questions.iter().enumerate().map(|(i, q)| json!({
            "number": i + 1,
            "question": q.question,
            "answer": m.attempt.selected_answers.get(i).map(|a| a.text()).unwrap_or_default(),
            "modelAnswer": if m.may_moderate { q.answer.clone() } else { String::new() },
            "markingScheme": if m.may_moderate { json!(q.marking_scheme.iter().map(|p| json!({"point": p.point, "marks": p.marks})).collect::<Vec<_>>()) } else { json!([]) },
            "marks": q.marks,
            "marksAwarded": marks.get(i).map_or(0, |r| r.marks_awarded.min(q.marks)),
            "feedback": marks.get(i).map(|r| r.feedback.clone()).unwrap_or_default(),
        })).collect::<Vec<_>>(),
        "changes": m.changes.iter().map(|(c, who)| json!({
            "number": c.number, "from": c.from, "to": c.to, "comment": c.comment,
            "by": c.changed_by, "byName": who.as_ref().map(|u| u.username.clone()),
            "at": iso_time(c.changed_at),
        })).collect::<Vec<_>>(),
        "moderated": m.moderated,
        "mayModerate": m.may_moderate,
        "history": m.history.iter().map(views::attempt_run).collect::<Vec<_>>(),
    }})
}

pub async fn marks(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let m = app.teaching.marking(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(marking(&m)))
}

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
    let mut answer = marking(&m);
    answer["message"] = json!(if edits.is_empty() { "Marks confirmed." } else { "Marks saved." });
    Ok(HttpResponse::Ok().json(answer))
}

// ------------------------------------------------------------------------------------------
// A teacher's home page, and the school's time zone

pub async fn home(app: web::Data<App>, session: Session) -> ApiResult<HttpResponse> {
    let h = app.teaching.home(&session.0).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": {
        "classes": h.classes.iter().map(class_view).collect::<Vec<_>>(),
        "open": h.open.iter().map(assignment_view).collect::<Vec<_>>(),
        "upcoming": h.upcoming.iter().map(assignment_view).collect::<Vec<_>>(),
        "toModerate": h.to_moderate.iter().map(|t| json!({
            "attemptId": t.attempt.id,
            "assignmentId": t.assignment.assignment.id,
            "title": t.assignment.quiz.title,
            "className": t.assignment.class.name,
            "studentName": t.student.username,
            "submittedAt": t.attempt.completed_at.map(iso_time),
        })).collect::<Vec<_>>(),
        "weakestTopics": h.weakest_topics.iter().map(|w| json!({
            "classId": w.class.id, "className": w.class.name, "topics": w.topics,
        })).collect::<Vec<_>>(),
    }})))
}

pub async fn school(app: web::Data<App>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(json!({ "timeZone": app.teaching.time_zone().name() })))
}
