//! Subjects, topics and search.

use actix_multipart::Multipart;
use actix_web::{HttpResponse, delete, get, post, put, web};
use sabi_app::App;
use sabi_app::catalogue::{SearchResult, SubjectForm, TopicForm};
use serde::Serialize;
use utoipa::ToSchema;

use crate::UPLOAD_LIMIT;
use crate::error::ApiResult;
use crate::forms::{BulkTopicBody, ClassQuery, SearchQuery, SubjectUpload, TopicBody, TopicEditBody};
use crate::session::Session;
use crate::shapes;
use crate::upload::read_form;
use crate::views::{self, Data, Results, SubjectView, TopicView, data};

/// Subjects, of one class when given
#[utoipa::path(params(ClassQuery), tag = "catalogue", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Data<Vec<SubjectView>>), (status = 422)))]
#[get("/subjects")]
pub async fn list_subjects(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    let subjects = app.catalogue.subjects(query.class_level.as_deref()).await?;
    Ok(HttpResponse::Ok().json(data(subjects.iter().map(views::subject).collect::<Vec<_>>())))
}

/// A class's subjects, under both names the spec's clients read.
#[derive(Serialize, ToSchema)]
pub struct ClassSubjects {
    data: Vec<SubjectView>,
    subjects: Vec<SubjectView>,
}

/// A class's subjects
#[utoipa::path(params(ClassQuery), tag = "catalogue", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = ClassSubjects), (status = 422)))]
#[get("/subjects/filter")]
pub async fn subjects_by_class(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    let subjects: Vec<SubjectView> =
        app.catalogue.subjects(query.class_level.as_deref()).await?.iter().map(views::subject).collect();
    Ok(HttpResponse::Ok().json(ClassSubjects { data: subjects.clone(), subjects }))
}

/// A subject by id or (slugged) name
#[utoipa::path(params(ClassQuery), tag = "catalogue", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = SubjectView), (status = 422)))]
#[get("/userSubject/{id}")]
pub async fn find_subject(
    app: web::Data<App>,
    _session: Session,
    id: web::Path<String>,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    let subject = app.catalogue.subject(&id, query.class_level.as_deref()).await?;
    Ok(HttpResponse::Ok().json(views::subject(&subject)))
}

#[derive(Serialize, ToSchema)]
pub struct SubjectCard {
    name: String,
    image: Option<String>,
}

/// A subject's name and image
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = SubjectCard)))]
#[get("/{subjectId}/userSubject")]
pub async fn subject_card(app: web::Data<App>, _session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let subject = app.catalogue.subject(&id, None).await?;
    Ok(HttpResponse::Ok().json(SubjectCard { name: subject.subject.name, image: subject.subject.image }))
}

#[derive(Serialize, ToSchema)]
pub struct CreatedSubject {
    id: String,
    data: SubjectView,
    message: &'static str,
}

/// A subject for one class (call once per class)
///
/// One call per class: name, description, classLevel, image, and optional meta `{stream}`.
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("admin"))),
    request_body(content = SubjectUpload, content_type = "multipart/form-data"),
    responses((status = 201, body = CreatedSubject)))]
#[post("/createSubject")]
pub async fn create_subject(app: web::Data<App>, session: Session, payload: Multipart) -> ApiResult<HttpResponse> {
    session.0.require_admin()?;
    let subject = SubjectForm::try_from(read_form(payload, UPLOAD_LIMIT).await?)?;
    let created = app.catalogue.create_subject(&session.0, subject).await?;
    Ok(HttpResponse::Created().json(CreatedSubject {
        id: created.id.clone(),
        data: views::subject_of(&created, 0),
        message: "Subject created.",
    }))
}

/// What removing a subject took with it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubjectRemoved {
    message: &'static str,
    topics: i64,
    quizzes_retired: i64,
    quizzes_deleted: i64,
    bank_questions: i64,
}

/// Remove a subject: its topics deleted, its quizzes deleted (or retired if taken), its bank questions retired
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = SubjectRemoved)))]
#[delete("/deleteSubject/{id}")]
pub async fn delete_subject(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    // Removes a subject of one class, and says what went with it.
    let removal = app.catalogue.delete_subject(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(SubjectRemoved {
        message: "Subject deleted.",
        topics: removal.topics,
        quizzes_retired: removal.quizzes_retired,
        quizzes_deleted: removal.quizzes_deleted,
        bank_questions: removal.bank_questions,
    }))
}

/// What removing, renaming or moving a subject touches, for the confirmation.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubjectUsageView {
    topics: i64,
    quizzes: i64,
    bank_questions: i64,
}

/// How many topics, quizzes and bank questions a subject of one class holds
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = SubjectUsageView)))]
#[get("/subjects/{id}/usage")]
pub async fn subject_usage(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let usage = app.catalogue.subject_usage(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(SubjectUsageView {
        topics: usage.topics,
        quizzes: usage.quizzes,
        bank_questions: usage.bank_questions,
    }))
}

async fn topics_of(app: &App, query: &ClassQuery) -> ApiResult<HttpResponse> {
    let topics = app.catalogue.topics(query.class_level.as_deref(), query.subject.as_deref()).await?;
    Ok(HttpResponse::Ok().json(data(topics.iter().map(views::topic).collect::<Vec<_>>())))
}

/// Topics, of one class and subject when given
#[utoipa::path(params(ClassQuery), tag = "catalogue", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Data<Vec<TopicView>>), (status = 422)))]
#[get("/topics")]
pub async fn list_topics(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    topics_of(&app, &query).await
}

/// A class's topics of a subject
#[utoipa::path(params(ClassQuery), tag = "catalogue", extensions(("x-sabi-access" = json!("signed-in"))),
    responses((status = 200, body = Data<Vec<TopicView>>), (status = 422)))]
#[get("/filter-topics")]
pub async fn filter_topics(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<ClassQuery>,
) -> ApiResult<HttpResponse> {
    topics_of(&app, &query).await
}

/// A topic
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("signed-in"))), responses((status = 200, body = TopicView)))]
#[get("/{id}/topic")]
pub async fn find_topic(app: web::Data<App>, _session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    Ok(HttpResponse::Ok().json(views::topic(&app.catalogue.topic(&id).await?)))
}

#[derive(Serialize, ToSchema)]
pub struct CreatedTopic {
    /// The first topic made (one per class).
    id: Option<String>,
    data: Option<TopicView>,
    count: usize,
}

/// A topic, for every class given
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("admin"))), responses((status = 201, body = CreatedTopic)))]
#[post("/createTopic")]
pub async fn create_topic(
    app: web::Data<App>,
    session: Session,
    body: web::Json<TopicBody>,
) -> ApiResult<HttpResponse> {
    let created = app.catalogue.create_topics(&session.0, &body.into_inner().into_forms(false)).await?;
    let first = created.first().map(views::topic);
    Ok(HttpResponse::Created().json(CreatedTopic {
        id: first.as_ref().map(|t| t.id.clone()),
        data: first,
        count: created.len(),
    }))
}

/// A subject, saved.
#[derive(Serialize, ToSchema)]
pub struct SavedSubject {
    data: SubjectView,
    message: &'static str,
}

/// Rename, describe or move a subject of one class; its topics, quizzes and bank questions follow
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = SavedSubject), (status = 409)))]
#[put("/subjects/{id}")]
pub async fn update_subject(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<TopicEditBody>,
) -> ApiResult<HttpResponse> {
    // A subject's new name and description, and optionally its new class (one class's subject).
    let subject =
        app.catalogue.update_subject(&session.0, &id, &body.name, &body.description, &body.class_level).await?;
    let subject = app.catalogue.subject(&subject.id, None).await?;
    Ok(HttpResponse::Ok().json(SavedSubject { data: views::subject(&subject), message: "Subject saved." }))
}

/// A topic, saved.
#[derive(Serialize, ToSchema)]
pub struct SavedTopic {
    data: TopicView,
    message: &'static str,
}

/// Rename, describe or move a topic; its quizzes and bank questions follow it
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = SavedTopic)))]
#[put("/topics/{id}")]
pub async fn update_topic(
    app: web::Data<App>,
    session: Session,
    id: web::Path<String>,
    body: web::Json<TopicEditBody>,
) -> ApiResult<HttpResponse> {
    let topic = app.catalogue.update_topic(&session.0, &id, &TopicForm::from(body.into_inner())).await?;
    Ok(HttpResponse::Ok().json(SavedTopic { data: views::topic(&topic), message: "Topic saved." }))
}

/// What removing, renaming or moving a topic touches, for the confirmation.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicUsageView {
    quizzes: i64,
    bank_questions: i64,
}

/// How many quizzes and bank questions a topic holds
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = TopicUsageView)))]
#[get("/topics/{id}/usage")]
pub async fn topic_usage(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let usage = app.catalogue.topic_usage(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(TopicUsageView { quizzes: usage.quizzes, bank_questions: usage.bank_questions }))
}

/// What removing a topic took with it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicRemoved {
    message: &'static str,
    quizzes: i64,
    bank_questions: i64,
}

/// Remove a topic: its quizzes deleted (or retired if taken), its bank questions retired
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("admin"))),
    responses((status = 200, body = TopicRemoved)))]
#[delete("/topics/{id}")]
pub async fn remove_topic(app: web::Data<App>, session: Session, id: web::Path<String>) -> ApiResult<HttpResponse> {
    let usage = app.catalogue.remove_topic(&session.0, &id).await?;
    Ok(HttpResponse::Ok().json(TopicRemoved {
        message: "Topic removed.",
        quizzes: usage.quizzes,
        bank_questions: usage.bank_questions,
    }))
}

#[derive(Serialize, ToSchema)]
pub struct CreatedTopics {
    count: usize,
    data: Vec<TopicView>,
}

/// Several topics at once; names may be one comma-separated text
#[utoipa::path(tag = "catalogue", extensions(("x-sabi-access" = json!("admin"))), responses((status = 201, body = CreatedTopics)))]
#[post("/bulkTopic")]
pub async fn bulk_topics(
    app: web::Data<App>,
    session: Session,
    body: web::Json<BulkTopicBody>,
) -> ApiResult<HttpResponse> {
    let forms: Vec<TopicForm> = body.into_inner().into();
    let created = app.catalogue.create_topics(&session.0, &forms).await?;
    Ok(HttpResponse::Created()
        .json(CreatedTopics { count: created.len(), data: created.iter().map(views::topic).collect() }))
}

/// A quiz, topic or subject found by a search.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Found {
    id: String,
    /// `quizzes`, `topics` or `subjects`.
    #[schema(value_type = shapes::SearchCollection)]
    collection: &'static str,
    title: String,
    name: String,
    subject: String,
    topic: Option<String>,
    class_level: String,
}

fn results(found: Vec<SearchResult>) -> HttpResponse {
    let results = found
        .into_iter()
        .map(|r| Found {
            id: r.id,
            collection: r.collection.as_str(),
            name: r.title.clone(),
            title: r.title,
            subject: r.subject,
            topic: r.topic,
            class_level: r.class_level,
        })
        .collect();
    HttpResponse::Ok().json(Results { results })
}

/// Quizzes, topics and subjects matching 2 or more characters
#[utoipa::path(params(SearchQuery), tag = "catalogue", extensions(("x-sabi-access" = json!("signed-in"))), responses((status = 200, body = Results<Found>), (status = 422)))]
#[get("/global-search")]
pub async fn global_search(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<SearchQuery>,
) -> ApiResult<HttpResponse> {
    Ok(results(app.catalogue.global_search(&query.query).await?))
}

/// Quizzes matching 2 or more characters
#[utoipa::path(params(SearchQuery), tag = "catalogue", extensions(("x-sabi-access" = json!("signed-in"))), responses((status = 200, body = Results<Found>), (status = 422)))]
#[get("/search-quizzes")]
pub async fn search_quizzes(
    app: web::Data<App>,
    _session: Session,
    query: web::Query<SearchQuery>,
) -> ApiResult<HttpResponse> {
    Ok(results(app.catalogue.search_quizzes(&query.query).await?))
}
