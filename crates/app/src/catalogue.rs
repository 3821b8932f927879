//! The catalogue: subjects per class, topics, and search across quizzes, topics and subjects.

use std::sync::Arc;

use sabi_domain::catalogue::{self, SearchQuery, Subject, Subtopic, Topic};
use sabi_domain::class_level::{ClassLevel, Stream};
use sabi_domain::slug::unslugify;
use sabi_ports::{Clock, FileStore, IdGenerator, QuizQuery, Store, SubjectQuery, SubjectWithCount, TopicQuery};

use crate::Ports;
use crate::caller::Caller;
use crate::error::{AppError, AppResult, OrNotFound};

/// How many results a search returns per collection.
pub const SEARCH_LIMIT: i64 = 10;

/// The admin's create-subject call, one class at a time.
#[derive(Debug, Clone, Default)]
pub struct SubjectForm {
    pub name: String,
    pub description: String,
    pub class_level: String,
    pub stream: Option<String>,
    pub image: Option<Vec<u8>>,
}

/// One topic to create.
#[derive(Debug, Clone, Default)]
pub struct TopicForm {
    pub name: String,
    pub subject: String,
    pub class_level: String,
    pub description: String,
    pub subtopics: Vec<Subtopic>,
}

/// Where a search result lives, so the web app knows where to send the student.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Collection {
    Quizzes,
    Topics,
    Subjects,
}

impl Collection {
    pub fn as_str(self) -> &'static str {
        match self {
            Collection::Quizzes => "quizzes",
            Collection::Topics => "topics",
            Collection::Subjects => "subjects",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct SearchResult {
    pub id: String,
    pub collection: Collection,
    pub title: String,
    pub subject: String,
    pub topic: Option<String>,
    pub class_level: String,
}

#[derive(Clone)]
pub struct CatalogueService {
    store: Arc<dyn Store>,
    files: Arc<dyn FileStore>,
    clock: Arc<dyn Clock>,
    ids: Arc<dyn IdGenerator>,
}

impl CatalogueService {
    pub fn new(ports: &Ports) -> CatalogueService {
        CatalogueService {
            store: ports.store.clone(),
            files: ports.files.clone(),
            clock: ports.clock.clone(),
            ids: ports.ids.clone(),
        }
    }

    pub async fn subjects(&self, class_level: Option<&str>) -> AppResult<Vec<SubjectWithCount>> {
        let class_level = class_level.filter(|c| !c.trim().is_empty()).map(str::parse::<ClassLevel>).transpose()?;
        Ok(self.store.subjects(&SubjectQuery { class_level, ..Default::default() }).await?)
    }

    /// A subject by id, or by name (as URLs carry it, slugged or not), preferring the class given.
    pub async fn subject(&self, id_or_name: &str, class_level: Option<&str>) -> AppResult<SubjectWithCount> {
        match self.store.subject(id_or_name).await {
            Ok(s) => return Ok(s),
            Err(sabi_ports::StoreError::NotFound) => {}
            Err(e) => return Err(e.into()),
        }
        let name = unslugify(id_or_name);
        let candidates = [name.clone(), name.replace('-', "/")];
        let class = class_level.and_then(|c| c.parse::<ClassLevel>().ok());
        for candidate in candidates {
            let found = self.store.subjects(&SubjectQuery { name: Some(candidate), ..Default::default() }).await?;
            let preferred = found.iter().find(|s| Some(s.subject.class_level) == class).or(found.first());
            if let Some(s) = preferred {
                return Ok(s.clone());
            }
        }
        Err(AppError::not_found("Subject not found."))
    }

    pub async fn create_subject(&self, caller: &Caller, form: SubjectForm) -> AppResult<Subject> {
        caller.require_admin()?;
        // A blank class is a missing one: the spec's message, not "Unknown class level".
        let given: Vec<String> = [form.class_level.clone()].into_iter().filter(|c| !c.trim().is_empty()).collect();
        let classes = catalogue::check_subject_form(&form.name, &form.description, form.image.is_some(), &given)?;
        let class_level = classes.first().copied().ok_or(sabi_domain::DomainError::MissingSubjectFields)?;
        let stream = form.stream.as_deref().filter(|s| !s.trim().is_empty()).map(str::parse::<Stream>).transpose()?;
        let image = match form.image {
            Some(bytes) => {
                let (extension, bytes) = crate::pictures::clean_picture(bytes).await?;
                Some(self.files.save("subjects", extension, bytes).await?)
            }
            None => None,
        };
        let subject = Subject {
            id: self.ids.new_id(),
            name: catalogue::check_name("Name", &form.name)?,
            description: form.description.trim().chars().take(2_000).collect(),
            image,
            class_level,
            stream,
            created_at: self.clock.now(),
        };
        Ok(self.store.create_subject(subject).await?)
    }

    pub async fn delete_subject(&self, caller: &Caller, id: &str) -> AppResult<()> {
        caller.require_admin()?;
        let subject = self.store.subject(id).await.or_not_found("Subject not found.")?;
        self.store.delete_subject(id).await.or_not_found("Subject not found.")?;
        if let Some(image) = subject.subject.image.filter(|i| i.starts_with("/files/")) {
            let _ = self.files.remove(&image).await;
        }
        Ok(())
    }

    pub async fn topics(&self, class_level: Option<&str>, subject: Option<&str>) -> AppResult<Vec<Topic>> {
        let class_level = class_level.filter(|c| !c.trim().is_empty()).map(str::parse::<ClassLevel>).transpose()?;
        let subject = subject.filter(|s| !s.trim().is_empty()).map(unslugify);
        Ok(self.store.topics(&TopicQuery { class_level, subject, ..Default::default() }).await?)
    }

    pub async fn topic(&self, id: &str) -> AppResult<Topic> {
        self.store.topic(id).await.or_not_found("Topic not found.")
    }

    /// Creates topics: every name for every class given (the bulk form sends several).
    pub async fn create_topics(&self, caller: &Caller, forms: &[TopicForm]) -> AppResult<Vec<Topic>> {
        caller.require_admin()?;
        if forms.is_empty() || forms.len() > 500 {
            return Err(sabi_domain::DomainError::MissingTopicFields.into());
        }
        // Check everything before writing anything, so a bad row stores nothing.
        let mut topics = Vec::new();
        for form in forms {
            let given: Vec<String> = [form.class_level.clone()].into_iter().filter(|c| !c.trim().is_empty()).collect();
            let classes = catalogue::check_topic_form(std::slice::from_ref(&form.name), &form.subject, &given)?;
            for class_level in classes {
                topics.push(Topic {
                    id: self.ids.new_id(),
                    name: catalogue::check_name("Topic", &form.name)?,
                    subject: catalogue::check_name("Subject", &form.subject)?,
                    class_level,
                    description: form.description.trim().chars().take(2_000).collect(),
                    image: None,
                    subtopics: form.subtopics.clone(),
                    created_at: self.clock.now(),
                });
            }
        }
        let mut created = Vec::with_capacity(topics.len());
        for topic in topics {
            created.push(self.store.create_topic(topic).await?);
        }
        Ok(created)
    }

    /// The header's global search: quizzes, topics and subjects matching 2+ characters.
    pub async fn global_search(&self, text: &str) -> AppResult<Vec<SearchResult>> {
        let query = SearchQuery::parse(text)?;
        let mut results = self.search_quizzes_with(&query).await?;
        let topics = self
            .store
            .topics(&TopicQuery {
                search: Some(query.as_str().into()),
                limit: Some(SEARCH_LIMIT),
                ..Default::default()
            })
            .await?;
        results.extend(topics.into_iter().map(|t| SearchResult {
            id: t.id,
            collection: Collection::Topics,
            title: t.name.clone(),
            subject: t.subject,
            topic: Some(t.name),
            class_level: t.class_level.to_string(),
        }));
        let subjects = self
            .store
            .subjects(&SubjectQuery {
                search: Some(query.as_str().into()),
                limit: Some(SEARCH_LIMIT),
                ..Default::default()
            })
            .await?;
        results.extend(subjects.into_iter().map(|s| SearchResult {
            id: s.subject.id,
            collection: Collection::Subjects,
            title: s.subject.name.clone(),
            subject: s.subject.name,
            topic: None,
            class_level: s.subject.class_level.to_string(),
        }));
        Ok(results)
    }

    pub async fn search_quizzes(&self, text: &str) -> AppResult<Vec<SearchResult>> {
        self.search_quizzes_with(&SearchQuery::parse(text)?).await
    }

    async fn search_quizzes_with(&self, query: &SearchQuery) -> AppResult<Vec<SearchResult>> {
        let quizzes = self
            .store
            .quizzes(&QuizQuery {
                search: Some(query.as_str().into()),
                limit: Some(SEARCH_LIMIT),
                ..Default::default()
            })
            .await?;
        Ok(quizzes
            .into_iter()
            .map(|q| SearchResult {
                id: q.id,
                collection: Collection::Quizzes,
                title: q.title,
                subject: q.subject,
                topic: Some(q.topic),
                class_level: q.class_level.to_string(),
            })
            .collect())
    }
}
