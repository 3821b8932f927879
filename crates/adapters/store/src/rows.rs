//! Rows as the tables hold them, and their translation to and from the domain's types.
//! Text columns hold the domain's own spellings; JSON columns hold serde_json text.

use diesel::prelude::*;
use sabi_domain::achievement::Achievement;
use sabi_domain::attempt::Attempt;
use sabi_domain::catalogue::{Subject, Topic};
use sabi_domain::quiz::Quiz;
use sabi_domain::user::{User, name_key, name_skeleton};
use sabi_ports::{NewUser, QuizSetup, StoreError};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::schema::*;

pub(crate) fn parse<T: std::str::FromStr>(column: &str, value: &str) -> Result<T, StoreError>
where
    T::Err: std::fmt::Display,
{
    value.parse().map_err(|e| crate::unexpected(format!("bad {column} {value:?}: {e}")))
}

pub(crate) fn from_json<T: DeserializeOwned>(column: &str, value: &str) -> Result<T, StoreError> {
    serde_json::from_str(value).map_err(|e| crate::unexpected(format!("bad {column} JSON: {e}")))
}

pub(crate) fn to_json<T: Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(crate::unexpected)
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = users)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct UserRow {
    pub id: String,
    pub username: String,
    pub email: String,
    pub phone_number: String,
    pub password_hash: String,
    pub role: String,
    pub status: String,
    pub resident: String,
    pub school: String,
    pub age: Option<i32>,
    pub class_name: Option<String>,
    pub stream: Option<String>,
    pub profile_pic: Option<String>,
    pub subjects: String,
    pub session_epoch: i64,
    pub created_at: i64,
    pub updated_at: i64,
    /// `name_key(username)`, `name_key(email)` and `name_skeleton(username)`: what the
    /// unique indexes compare (filled for older rows when the store opens).
    pub username_key: Option<String>,
    pub email_key: Option<String>,
    pub username_skeleton: Option<String>,
    /// When the person asked to be a teacher, while an admin has not decided.
    pub teacher_requested_at: Option<i64>,
    pub full_name: String,
    pub password_change_required: bool,
}

/// What keeps email addresses unique: none for an account without one (a young pupil's).
pub(crate) fn email_key(email: &str) -> Option<String> {
    (!email.trim().is_empty()).then(|| name_key(email))
}

impl UserRow {
    pub fn new(u: NewUser) -> Result<UserRow, StoreError> {
        Ok(UserRow {
            id: u.id,
            phone_number: u.phone_number,
            password_hash: u.password_hash,
            role: u.role.as_str().into(),
            status: u.status.as_str().into(),
            resident: u.resident,
            school: u.school,
            age: u.age,
            class_name: u.class_name.map(String::from),
            stream: None,
            profile_pic: None,
            subjects: to_json(&u.subjects)?,
            session_epoch: 0,
            created_at: u.created_at,
            updated_at: u.created_at,
            username_key: Some(name_key(&u.username)),
            email_key: email_key(&u.email),
            username_skeleton: Some(name_skeleton(&u.username)),
            teacher_requested_at: u.teacher_requested_at,
            full_name: u.full_name,
            password_change_required: u.password_change_required,
            username: u.username,
            email: u.email,
        })
    }

    pub fn into_user(self) -> Result<User, StoreError> {
        Ok(User {
            role: parse("role", &self.role)?,
            status: parse("status", &self.status)?,
            class_name: self.class_name.as_deref().map(|c| parse("class_name", c)).transpose()?,
            subjects: from_json("subjects", &self.subjects)?,
            id: self.id,
            username: self.username,
            email: self.email,
            phone_number: self.phone_number,
            resident: self.resident,
            school: self.school,
            age: self.age,
            stream: self.stream,
            profile_pic: self.profile_pic,
            created_at: self.created_at,
            updated_at: self.updated_at,
            teacher_requested_at: self.teacher_requested_at,
            full_name: self.full_name,
            password_change_required: self.password_change_required,
        })
    }
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = subjects)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct SubjectRow {
    pub id: String,
    pub name: String,
    pub description: String,
    pub image: Option<String>,
    pub class_level: String,
    pub stream: Option<String>,
    pub created_at: i64,
}

impl SubjectRow {
    pub fn new(s: Subject) -> SubjectRow {
        SubjectRow {
            id: s.id,
            name: s.name,
            description: s.description,
            image: s.image,
            class_level: s.class_level.into(),
            stream: s.stream.map(String::from),
            created_at: s.created_at,
        }
    }

    pub fn into_subject(self) -> Result<Subject, StoreError> {
        Ok(Subject {
            class_level: parse("class_level", &self.class_level)?,
            stream: self.stream.as_deref().map(|s| parse("stream", s)).transpose()?,
            id: self.id,
            name: self.name,
            description: self.description,
            image: self.image,
            created_at: self.created_at,
        })
    }
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = topics)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct TopicRow {
    pub id: String,
    pub name: String,
    pub subject: String,
    pub class_level: String,
    pub description: String,
    pub image: Option<String>,
    pub subtopics: String,
    pub created_at: i64,
}

impl TopicRow {
    pub fn new(t: Topic) -> Result<TopicRow, StoreError> {
        Ok(TopicRow {
            subtopics: to_json(&t.subtopics)?,
            id: t.id,
            name: t.name,
            subject: t.subject,
            class_level: t.class_level.into(),
            description: t.description,
            image: t.image,
            created_at: t.created_at,
        })
    }

    pub fn into_topic(self) -> Result<Topic, StoreError> {
        Ok(Topic {
            class_level: parse("class_level", &self.class_level)?,
            subtopics: from_json("subtopics", &self.subtopics)?,
            id: self.id,
            name: self.name,
            subject: self.subject,
            description: self.description,
            image: self.image,
            created_at: self.created_at,
        })
    }
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = quizzes)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct QuizRow {
    pub id: String,
    pub title: String,
    pub description: String,
    pub subject: String,
    pub subject_id: Option<String>,
    pub topic: String,
    pub class_level: String,
    pub quiz_type: String,
    pub difficulty: String,
    pub source: String,
    pub estimate_time: i64,
    pub pass_points: i64,
    pub marks: i64,
    pub image: Option<String>,
    pub content: String,
    pub created_by: Option<String>,
    pub week: Option<String>,
    pub created_at: i64,
    pub retired_at: Option<i64>,
}

impl QuizRow {
    pub fn new(q: Quiz) -> Result<QuizRow, StoreError> {
        Ok(QuizRow {
            content: to_json(&q.content)?,
            id: q.id,
            title: q.title,
            description: q.description,
            subject: q.subject,
            subject_id: q.subject_id,
            topic: q.topic,
            class_level: q.class_level.into(),
            quiz_type: q.quiz_type.as_quiz_str().into(),
            difficulty: q.difficulty.as_str().into(),
            source: q.source.as_str().into(),
            estimate_time: q.estimate_time.into(),
            pass_points: q.pass_points.into(),
            marks: q.marks.into(),
            image: q.image,
            created_by: q.created_by,
            week: q.week,
            created_at: q.created_at,
            retired_at: q.retired_at,
        })
    }

    pub fn into_quiz(self) -> Result<Quiz, StoreError> {
        Ok(Quiz {
            class_level: parse("class_level", &self.class_level)?,
            quiz_type: parse("quiz_type", &self.quiz_type)?,
            difficulty: parse("difficulty", &self.difficulty)?,
            source: parse("source", &self.source)?,
            content: from_json("content", &self.content)?,
            estimate_time: self.estimate_time as u32,
            pass_points: self.pass_points as u32,
            marks: self.marks as u32,
            id: self.id,
            title: self.title,
            description: self.description,
            subject: self.subject,
            subject_id: self.subject_id,
            topic: self.topic,
            image: self.image,
            created_by: self.created_by,
            week: self.week,
            created_at: self.created_at,
            retired_at: self.retired_at,
        })
    }
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = quiz_attempts)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct AttemptRow {
    pub id: String,
    pub user_id: String,
    pub quiz_id: String,
    pub subject: String,
    pub subject_id: Option<String>,
    pub topic: String,
    pub class_level: String,
    pub quiz_type: String,
    pub quiz_mode: String,
    pub status: String,
    pub score: i64,
    pub correct_answers: i64,
    pub total_questions: i64,
    pub selected_answers: String,
    pub remaining_time: Option<i64>,
    pub time_taken: i64,
    pub review: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    pub completed_at: Option<i64>,
    pub started_at: i64,
    pub time_limit: Option<i64>,
    pub counts: String,
    pub save_number: i64,
    pub assignment_id: Option<String>,
}

impl AttemptRow {
    pub fn new(a: Attempt) -> Result<AttemptRow, StoreError> {
        Ok(AttemptRow {
            selected_answers: to_json(&a.selected_answers)?,
            review: a.review.as_ref().map(to_json).transpose()?,
            id: a.id,
            user_id: a.user_id,
            quiz_id: a.quiz_id,
            subject: a.subject,
            subject_id: a.subject_id,
            topic: a.topic,
            class_level: a.class_level,
            quiz_type: a.quiz_type.as_attempt_str().into(),
            quiz_mode: a.quiz_mode.as_str().into(),
            status: a.status.as_str().into(),
            score: a.score.into(),
            correct_answers: a.correct_answers.into(),
            total_questions: a.total_questions.into(),
            remaining_time: a.remaining_time.map(i64::from),
            time_taken: a.time_taken.into(),
            created_at: a.created_at,
            updated_at: a.updated_at,
            completed_at: a.completed_at,
            started_at: a.started_at,
            time_limit: a.time_limit.map(i64::from),
            counts: a.counting.as_str().into(),
            save_number: a.save_number.into(),
            assignment_id: a.assignment_id,
        })
    }

    pub fn into_attempt(self) -> Result<Attempt, StoreError> {
        Ok(Attempt {
            quiz_type: parse("quiz_type", &self.quiz_type)?,
            quiz_mode: parse("quiz_mode", &self.quiz_mode)?,
            status: parse("status", &self.status)?,
            selected_answers: from_json("selected_answers", &self.selected_answers)?,
            review: self.review.as_deref().map(|r| from_json("review", r)).transpose()?,
            score: self.score as u32,
            correct_answers: self.correct_answers as u32,
            total_questions: self.total_questions as u32,
            remaining_time: self.remaining_time.map(|t| t as u32),
            time_taken: self.time_taken as u32,
            id: self.id,
            user_id: self.user_id,
            quiz_id: self.quiz_id,
            subject: self.subject,
            subject_id: self.subject_id,
            topic: self.topic,
            class_level: self.class_level,
            created_at: self.created_at,
            updated_at: self.updated_at,
            completed_at: self.completed_at,
            started_at: self.started_at,
            time_limit: self.time_limit.map(|t| t.clamp(0, i64::from(u32::MAX)) as u32),
            counting: parse("counts", &self.counts)?,
            save_number: self.save_number.clamp(0, i64::from(u32::MAX)) as u32,
            assignment_id: self.assignment_id,
        })
    }
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = achievements)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct AchievementRow {
    pub id: String,
    pub title: String,
    pub description: String,
    pub category: String,
    pub rank: String,
    pub rule: Option<String>,
    pub created_at: i64,
}

impl AchievementRow {
    pub fn new(a: Achievement) -> Result<AchievementRow, StoreError> {
        Ok(AchievementRow {
            rule: a.rule.as_ref().map(to_json).transpose()?,
            id: a.id,
            title: a.title,
            description: a.description,
            category: a.category,
            rank: a.rank.into(),
            created_at: a.created_at,
        })
    }

    pub fn into_achievement(self) -> Result<Achievement, StoreError> {
        Ok(Achievement {
            rank: parse("rank", &self.rank)?,
            rule: self.rule.as_deref().map(|r| from_json("rule", r)).transpose()?,
            id: self.id,
            title: self.title,
            description: self.description,
            category: self.category,
            created_at: self.created_at,
        })
    }
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = quiz_setups)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct QuizSetupRow {
    pub id: String,
    pub user_id: String,
    pub subject: String,
    pub class_level: String,
    pub topic: Option<String>,
    pub use_timer: Option<bool>,
    pub quiz_type: Option<String>,
    pub created_at: i64,
}

impl QuizSetupRow {
    pub fn new(s: QuizSetup) -> QuizSetupRow {
        QuizSetupRow {
            id: s.id,
            user_id: s.user_id,
            subject: s.subject,
            class_level: s.class_level,
            topic: s.topic,
            use_timer: s.use_timer,
            quiz_type: s.quiz_type.map(|t| t.as_quiz_str().to_string()),
            created_at: s.created_at,
        }
    }

    pub fn into_setup(self) -> Result<QuizSetup, StoreError> {
        Ok(QuizSetup {
            quiz_type: self.quiz_type.as_deref().map(|t| parse("quiz_type", t)).transpose()?,
            id: self.id,
            user_id: self.user_id,
            subject: self.subject,
            class_level: self.class_level,
            topic: self.topic,
            use_timer: self.use_timer,
            created_at: self.created_at,
        })
    }
}

#[derive(Queryable, Selectable, Debug, Clone)]
#[diesel(table_name = user_progress)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct ProgressRow {
    pub streak_days: i64,
    pub longest_streak: i64,
    pub last_active_day: Option<String>,
    pub exam_attempts: i64,
    pub score_sum: i64,
    pub avg_score: i64,
}
