//! Subjects, topics and search.

use actix_multipart::Multipart;
use actix_web::{HttpResponse, web};
use sabi_app::App;
use sabi_app::catalogue::{SearchResult, SubjectForm, TopicForm};
use sabi_domain::catalogue::split_bulk_names;
use serde_json::{Value, json};

use crate::error::{ApiError, ApiResult};
use crate::forms::{BulkTopicBody, ClassQuery, SearchQuery, TopicBody, TopicEditBody};
use crate::session::Session;
use crate::upload::read_form;
use crate::{UPLOAD_LIMIT, views};

pub async fn subjects(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    let subjects = app.catalogue.subjects(query.class_level.as_deref()).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": subjects.iter().map(views::subject).collect::<Vec<_>>() })))
}

pub async fn subjects_by_class(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    let subjects: Vec<Value> =
        app.catalogue.subjects(query.class_level.as_deref()).await?.iter().map(views::subject).collect();
    Ok(HttpResponse::Ok().json(json!({ "data": subjects, "subjects": subjects })))
}

pub async fn subject(
    app: web::Data<App>,
    _session: Session,
    id: web::Path<String>,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    let subject = app.catalogue.subject(&id, query.class_level.as_deref()).await?;
    Ok(HttpResponse::Ok().json(views::subject(&subject)))
}

pub async fn subject_card(app: web::Data<App>, _session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let subject = app.catalogue.subject(&id, None).await?;
    Ok(HttpResponse::Ok().json(json!({ "name": subject.subject.name, "image": subject.subject.image })))
}

/// One call per class: name, description, classLevel, image, and optional meta `{stream}`.
pub async fn create_subject(app: web::Data<App>, session: Session, payload: Multipart) -> ApiResult<HttpResponse> {
    session.0.require_admin()?;
    let mut form = read_form(payload, UPLOAD_LIMIT).await?;
    let stream = match form.texts.get("meta").map(|m| m.trim()).filter(|m| !m.is_empty()) {
        Some(meta) => {
            let meta: Value = serde_json::from_str(meta)
                .map_err(|_| ApiError::bad_request("meta must be JSON such as {\"stream\": \"Science\"}."))?;
            meta.get("stream").and_then(Value::as_str).map(str::to_string)
        }
        None => form.texts.get("stream").cloned(),
    };
    let class_level = [form.text("classLevel"), form.text("className"), form.text("classes")]
        .into_iter()
        .find(|c| !c.trim().is_empty())
        .unwrap_or_default();
    let subject = SubjectForm {
        name: form.text("name"),
        description: form.text("description"),
        class_level,
        stream,
        image: form.files.remove("image"),
    };
    let created = app.catalogue.create_subject(&session.0, subject).await?;
    Ok(HttpResponse::Created()
        .json(json!({ "id": created.id, "data": views::subject_of(&created, 0), "message": "Subject created." })))
}

/// Removes a subject of one class, and says what went with it.
pub async fn delete_subject(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let removal = app.catalogue.delete_subject(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(json!({
        "message": "Subject deleted.",
        "topics": removal.topics,
        "quizzesRetired": removal.quizzes_retired,
        "quizzesDeleted": removal.quizzes_deleted,
        "bankQuestions": removal.bank_questions,
    })))
}

/// What removing, renaming or moving a subject touches, for the confirmation.
pub async fn subject_usage(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let usage = app.catalogue.subject_usage(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(json!({
        "topics": usage.topics,
        "quizzes": usage.quizzes,
        "bankQuestions": usage.bank_questions,
    })))
}

pub async fn topics(app: web::Data<App>, _session: Session, query: web::Query<ClassQuery>) -> ApiResult<HttpResponse> {
    let topics = app.catalogue.topics(query.class_level.as_deref(), query.subject.as_deref()).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": topics.iter().map(views::topic).collect::<Vec<_>>() })))
}

pub async fn topic(app: web::Data<App>, _session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(views::topic(&app.catalogue.topic(&id).await?)))
}

/// A topic body's forms: every name (split on commas and line breaks when several are sent
/// as text) for every class.
fn topic_forms(body: TopicBody, split_names: bool) -> Vec<TopicForm> {
    let names: Vec<String> = match body.name {
        Some(crate::forms::Names::Text(text)) if split_names => split_bulk_names(&text),
        Some(names) => names.into_vec(),
        None => Vec::new(),
    };
    let classes = body.class_level.map(crate::forms::Names::into_vec).unwrap_or_default();
    let mut forms = Vec::new();
    for name in &names {
        for class in &classes {
            forms.push(TopicForm {
                name: name.clone(),
                subject: body.subject.clone(),
                class_level: class.clone(),
                description: body.description.clone(),
                subtopics: body.subtopics.clone(),
            });
        }
    }
    if forms.is_empty() {
        // Let the app answer with the spec's message for what is missing.
        forms.push(TopicForm {
            name: names.first().cloned().unwrap_or_default(),
            subject: body.subject,
            class_level: classes.first().cloned().unwrap_or_default(),
            ..Default::default()
        });
    }
    forms
}

pub async fn create_topic(
    app: web::Data<App>,
    session: Session,
    body: web::Json<TopicBody>,
) -> ApiResult<HttpResponse> {
    let created = app.catalogue.create_topics(&session.0, &topic_forms(body.into_inner(), false)).await?;
    let first = created.first().map(views::topic).unwrap_or(Value::Null);
    Ok(HttpResponse::Created().json(json!({ "id": first["id"], "data": first, "count": created.len() })))
}

/// A subject's new name and description, and optionally its new class (one class's subject).
pub async fn update_subject(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<TopicEditBody>,
) -> ApiResult<HttpResponse> {
    let subject =
        app.catalogue.update_subject(&session.0, &id, &body.name, &body.description, &body.class_level).await?;
    let subject = app.catalogue.subject(&subject.id, None).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": views::subject(&subject), "message": "Subject saved." })))
}

/// A topic's change: rename, describe, or move to another subject or class.
pub async fn update_topic(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<TopicEditBody>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let form = TopicForm {
        name: body.name,
        subject: body.subject,
        class_level: body.class_level,
        description: body.description,
        subtopics: Vec::new(),
    };
    let topic = app.catalogue.update_topic(&session.0, &id, &form).await?;
    Ok(HttpResponse::Ok().json(json!({ "data": views::topic(&topic), "message": "Topic saved." })))
}

/// What removing, renaming or moving a topic touches, for the confirmation.
pub async fn topic_usage(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let usage = app.catalogue.topic_usage(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(json!({ "quizzes": usage.quizzes, "bankQuestions": usage.bank_questions })))
}

pub async fn remove_topic(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let usage = app.catalogue.remove_topic(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(json!({
        "message": "Topic removed.",
        "quizzes": usage.quizzes,
        "bankQuestions": usage.bank_questions,
    })))
}

pub async fn bulk_topics(
    app: web::Data<App>,
    session: Session,
    body: web::Json<BulkTopicBody>,
) -> ApiResult<HttpResponse> {
    let bodies = match body.into_inner() {
        BulkTopicBody::List(list) => list,
        BulkTopicBody::Wrapped { topics } => topics,
    };
    let forms: Vec<TopicForm> = bodies.into_iter().flat_map(|b| topic_forms(b, true)).collect();
    let created = app.catalogue.create_topics(&session.0, &forms).await?;
    Ok(HttpResponse::Created()
        .json(json!({ "count": created.len(), "data": created.iter().map(views::topic).collect::<Vec<_>>() })))
}

fn results(found: Vec<SearchResult>) -> HttpResponse {
    let results: Vec<Value> = found
        .into_iter()
        .map(|r| {
            json!({
                "id": r.id,
                "collection": r.collection.as_str(),
                "title": r.title,
                "name": r.title,
                "subject": r.subject,
                "topic": r.topic,
                "classLevel": r.class_level,
            })
        })
        .collect();
    HttpResponse::Ok().json(json!({ "results": results }))
}

pub async fn global_search(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<SearchQuery>,
) -> ApiResult<HttpResponse> {
    Ok(results(app.catalogue.global_search(&query.query).await?))
}

pub async fn search_quizzes(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<SearchQuery>,
) -> ApiResult<HttpResponse> {
    Ok(results(app.catalogue.search_quizzes(&query.query).await?))
}
