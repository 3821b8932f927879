//! The catalogue: subjects per class, topics, and search across quizzes, topics and subjects.

use std::collections::HashSet;
use std::sync::Arc;

use sabi_domain::bank::{self, BankQuestion, Placement};
use sabi_domain::catalogue::{self, SearchQuery, Subject, Subtopic, Topic};
use sabi_domain::class_level::{ClassLevel, Stream};
use sabi_domain::slug::unslugify;
use sabi_ports::{
    BankQuery, Clock, FileStore, IdGenerator, MovedQuestion, QuizQuery, Store, SubjectQuery, SubjectRemoval,
    SubjectWithCount, TopicQuery,
};

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

/// What hangs on a topic: its quizzes and its bank questions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TopicUsage {
    pub quizzes: i64,
    pub bank_questions: i64,
}

/// Each question to the placement `to` gives it, with the fingerprint it will have there.
fn moves_to(questions: &[BankQuestion], to: impl Fn(&BankQuestion) -> Placement) -> Vec<MovedQuestion> {
    questions
        .iter()
        .map(|q| {
            let placement = to(q);
            MovedQuestion { id: q.id.clone(), fingerprint: bank::fingerprint(&placement, &q.question), placement }
        })
        .collect()
}

/// What hangs on a subject of one class: its topics, quizzes and bank questions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubjectUsage {
    pub topics: i64,
    pub quizzes: i64,
    pub bank_questions: i64,
}

fn subject_quizzes(subject: &Subject) -> QuizQuery {
    QuizQuery { class_level: Some(subject.class_level), subject: Some(subject.name.clone()), ..Default::default() }
}

fn subject_questions(subject: &Subject) -> BankQuery {
    BankQuery {
        subject: Some(subject.name.clone()),
        class_level: Some(subject.class_level),
        limit: Some(crate::bank::MAX_EXPORT_QUESTIONS),
        ..Default::default()
    }
}

fn topic_quizzes(topic: &Topic) -> QuizQuery {
    QuizQuery {
        class_level: Some(topic.class_level),
        subject: Some(topic.subject.clone()),
        topic: Some(topic.name.clone()),
        ..Default::default()
    }
}

fn topic_questions(topic: &Topic) -> BankQuery {
    let placement =
        Placement { subject: topic.subject.clone(), class_level: topic.class_level, topic: topic.name.clone() };
    BankQuery::of_placement(&placement, crate::bank::MAX_EXPORT_QUESTIONS)
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

    /// What a subject of one class holds, said before it is renamed, moved or removed.
    pub async fn subject_usage(&self, caller: &Caller, id: &str) -> AppResult<SubjectUsage> {
        caller.require_admin()?;
        let found = self.store.subject(id).await.or_not_found("Subject not found.")?;
        let subject = &found.subject;
        let quizzes = self.store.count_quizzes(&subject_quizzes(subject)).await?;
        let bank_questions = self.store.count_bank_questions(&subject_questions(subject)).await?;
        Ok(SubjectUsage { topics: found.topics_count, quizzes, bank_questions })
    }

    /// Removes a subject of one class: its topics go, its quizzes are deleted or, where
    /// students have taken them, retired, and its bank questions are retired (kept, offered
    /// to no quiz); all in one transaction. Attempts keep what they were taken under.
    pub async fn delete_subject(&self, caller: &Caller, id: &str) -> AppResult<SubjectRemoval> {
        caller.require_admin()?;
        let subject = self.store.subject(id).await.or_not_found("Subject not found.")?.subject;
        let questions = self.store.bank_questions(&subject_questions(&subject)).await?;
        let ids: Vec<String> = questions.into_iter().map(|q| q.id).collect();
        let removal =
            self.store.delete_subject(&subject, &ids, self.clock.now()).await.or_not_found("Subject not found.")?;
        if let Some(image) = subject.image.filter(|i| i.starts_with("/files/")) {
            let _ = self.files.remove(&image).await;
        }
        Ok(removal)
    }

    /// Renames, describes or moves a subject of one class (`class_level` empty: it stays):
    /// its topics, quizzes and bank questions follow the new name and class (a question that
    /// would become the twin of one already there stays behind). A name the class already
    /// has is refused. Attempts keep the name and class they were taken under.
    pub async fn update_subject(
        &self,
        caller: &Caller,
        id: &str,
        name: &str,
        description: &str,
        class_level: &str,
    ) -> AppResult<Subject> {
        caller.require_admin()?;
        let stored = self.store.subject(id).await.or_not_found("Subject not found.")?.subject;
        let name = catalogue::check_name("Subject", name)?;
        if name.is_empty() {
            return Err(sabi_domain::DomainError::MissingSubjectFields.into());
        }
        let class_level: ClassLevel =
            if class_level.trim().is_empty() { stored.class_level } else { class_level.parse()? };
        if class_level != stored.class_level || name.to_lowercase() != stored.name.to_lowercase() {
            let others = self
                .store
                .subjects(&SubjectQuery {
                    class_level: Some(class_level),
                    name: Some(name.clone()),
                    ..Default::default()
                })
                .await?;
            let others: Vec<Subject> = others.into_iter().map(|s| s.subject).collect();
            catalogue::check_subject_place(&stored.id, &name, class_level, &others)?;
        }
        let changed = Subject {
            name: name.clone(),
            description: description.trim().chars().take(2_000).collect(),
            class_level,
            ..stored.clone()
        };
        let questions = self.store.bank_questions(&subject_questions(&stored)).await?;
        let moves = moves_to(&questions, |q| Placement {
            subject: name.clone(),
            class_level,
            topic: q.placement.topic.clone(),
        });
        let moves = self.without_twins(&questions, moves).await?;
        self.store.update_subject(&changed, &moves).await.or_not_found("Subject not found.")
    }

    /// Moves that would not make a question the twin of another already in the bank.
    async fn without_twins(&self, moving: &[BankQuestion], moves: Vec<MovedQuestion>) -> AppResult<Vec<MovedQuestion>> {
        let prints: Vec<String> = moves.iter().map(|m| m.fingerprint.clone()).collect();
        let own: HashSet<&str> = moving.iter().map(|q| q.fingerprint.as_str()).collect();
        let taken: HashSet<String> =
            self.store.known_fingerprints(&prints).await?.into_iter().filter(|p| !own.contains(p.as_str())).collect();
        Ok(moves.into_iter().filter(|m| !taken.contains(&m.fingerprint)).collect())
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

    /// What a topic holds, said before it is renamed, moved or removed.
    pub async fn topic_usage(&self, caller: &Caller, id: &str) -> AppResult<TopicUsage> {
        caller.require_admin()?;
        let topic = self.topic(id).await?;
        let quizzes = self.store.count_quizzes(&topic_quizzes(&topic)).await?;
        let questions = self.store.count_bank_questions(&topic_questions(&topic)).await?;
        Ok(TopicUsage { quizzes, bank_questions: questions })
    }

    /// Renames, describes or moves a topic; its quizzes and bank questions follow it (a
    /// question that would become the twin of one already at the new place stays behind,
    /// under the old name). Attempts keep the name they were taken under.
    pub async fn update_topic(&self, caller: &Caller, id: &str, form: &TopicForm) -> AppResult<Topic> {
        caller.require_admin()?;
        let stored = self.topic(id).await?;
        let name = catalogue::check_name("Topic", &form.name)?;
        let subject = catalogue::check_name("Subject", &form.subject)?;
        if name.is_empty() || subject.is_empty() {
            return Err(sabi_domain::DomainError::MissingTopicFields.into());
        }
        let class_level: ClassLevel =
            if form.class_level.trim().is_empty() { stored.class_level } else { form.class_level.parse()? };
        let changed = Topic {
            name,
            subject,
            class_level,
            description: form.description.trim().chars().take(2_000).collect(),
            ..stored.clone()
        };
        let to = Placement { subject: changed.subject.clone(), class_level, topic: changed.name.clone() };
        let questions = self.store.bank_questions(&topic_questions(&stored)).await?;
        let moves = self.without_twins(&questions, moves_to(&questions, |_| to.clone())).await?;
        self.store.update_topic(&changed, &moves).await.or_not_found("Topic not found.")
    }

    /// Removes a topic: its quizzes are deleted, or retired where students have taken them;
    /// its bank questions are retired (kept, and offered to no quiz).
    pub async fn remove_topic(&self, caller: &Caller, id: &str) -> AppResult<TopicUsage> {
        caller.require_admin()?;
        let topic = self.topic(id).await?;
        let quizzes = self.store.quizzes(&QuizQuery { limit: Some(10_000), ..topic_quizzes(&topic) }).await?;
        let now = self.clock.now();
        for quiz in &quizzes {
            self.store.remove_quiz(&quiz.id, now).await?;
        }
        let questions = self.store.bank_questions(&topic_questions(&topic)).await?;
        let ids: Vec<String> = questions.iter().map(|q| q.id.clone()).collect();
        self.store.delete_topic(id, &ids, now).await.or_not_found("Topic not found.")?;
        Ok(TopicUsage { quizzes: quizzes.len() as i64, bank_questions: ids.len() as i64 })
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
