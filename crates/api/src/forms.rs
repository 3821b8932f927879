//! Request bodies and queries as clients send them: every field optional and leniently typed,
//! so that a missing field gets the spec's message from the app rather than a parser's. Each
//! body derives `ToSchema` (queries `IntoParams`) so the document describes exactly what is
//! read, and becomes the app's or the domain's form through `From`/`TryFrom` here, not by
//! copying fields in handlers.

use sabi_app::accounts::ProfileUpdate;
use sabi_app::attempts::UpdateForm;
use sabi_app::catalogue::{SubjectForm, TopicForm};
use sabi_app::quizzes::GenerateForm;
use sabi_app::teaching::{AssignForm, ClassForm};
use sabi_domain::Timestamp;
use sabi_domain::achievement::{AchievementForm, AchievementRule};
use sabi_domain::catalogue::{Subtopic, split_bulk_names};
use sabi_domain::scoring::GivenAnswer;
use sabi_domain::user::{AdminUserForm, RegistrationForm, UserStatus};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::error::ApiError;
use crate::shapes;

/// A list of names sent either as a JSON list or as one comma-separated string.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum Names {
    List(Vec<String>),
    /// Several names, comma-separated.
    Text(String),
}

impl Names {
    pub fn into_vec(self) -> Vec<String> {
        match self {
            Names::List(v) => v,
            Names::Text(s) => s.split(',').map(|p| p.trim().to_string()).filter(|p| !p.is_empty()).collect(),
        }
    }
}

/// A number that may arrive as a JSON number or a numeric string.
pub fn number(v: &Option<Value>) -> Option<f64> {
    match v {
        Some(Value::Number(n)) => n.as_f64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Seconds as whole numbers; fractions are rounded, absurd values are passed on as such for
/// the domain to refuse.
pub fn whole(v: &Option<Value>) -> Option<i64> {
    number(v).map(|n| if n.is_finite() { n.round() as i64 } else { i64::MAX })
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginBody {
    #[serde(default)]
    #[schema(required = true)]
    pub username: String,
    #[serde(default)]
    #[schema(required = true)]
    pub password: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct RegisterBody {
    #[schema(required = true)]
    pub username: String,
    #[schema(required = true)]
    pub email: String,
    #[schema(required = true)]
    pub phone_number: String,
    #[schema(required = true)]
    pub password: String,
    #[schema(required = true)]
    pub confirm_password: String,
    pub role: Option<String>,
    pub status: Option<String>,
}

impl From<RegisterBody> for RegistrationForm {
    fn from(b: RegisterBody) -> RegistrationForm {
        RegistrationForm {
            username: b.username,
            email: b.email,
            phone_number: b.phone_number,
            password: b.password,
            confirm_password: b.confirm_password,
            role: b.role,
            status: b.status,
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct EmailBody {
    #[schema(required = true)]
    pub email: String,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct EmailQuery {
    pub email: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ResetConfirmBody {
    #[schema(required = true)]
    pub token: String,
    #[schema(required = true)]
    pub password: String,
    #[schema(required = true)]
    pub confirm_password: String,
}

/// A confirmation link's token.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct TokenBody {
    pub token: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct UserBody {
    pub uid: Option<String>,
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone_number: Option<String>,
    pub resident: Option<String>,
    pub school: Option<String>,
    #[schema(value_type = Option<i64>)]
    pub age: Option<Value>,
    pub role: Option<String>,
    pub status: Option<String>,
    pub class_name: Option<String>,
    pub stream: Option<String>,
    pub subjects: Option<Names>,
    pub password: Option<String>,
    pub confirm_password: Option<String>,
    /// Needed when students and teachers change their own password or email.
    pub current_password: Option<String>,
}

impl TryFrom<UserBody> for ProfileUpdate {
    type Error = ApiError;

    /// An age may be a number, a numeric text, or blank for none.
    fn try_from(b: UserBody) -> Result<ProfileUpdate, ApiError> {
        let age = match &b.age {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) if s.trim().is_empty() => None,
            some => Some(whole(some).ok_or_else(|| ApiError::bad_request("Age must be a number."))?),
        };
        Ok(ProfileUpdate {
            username: b.username,
            email: b.email,
            phone_number: b.phone_number,
            resident: b.resident,
            school: b.school,
            age,
            role: b.role,
            status: b.status,
            class_name: b.class_name,
            stream: b.stream,
            subjects: b.subjects.map(Names::into_vec),
            password: b.password,
            confirm_password: b.confirm_password,
            current_password: b.current_password,
        })
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ClassBody {
    #[schema(required = true)]
    pub class_name: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubjectsBody {
    #[schema(required = true)]
    pub subjects: Option<Names>,
}

impl TryFrom<SubjectsBody> for Vec<String> {
    type Error = ApiError;

    fn try_from(b: SubjectsBody) -> Result<Vec<String>, ApiError> {
        Ok(b.subjects.ok_or_else(|| ApiError::bad_request("subjects is required."))?.into_vec())
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AdminUserBody {
    #[schema(required = true)]
    pub username: String,
    #[schema(required = true)]
    pub email: String,
    #[schema(required = true)]
    pub phone_number: String,
    #[schema(required = true)]
    pub role: String,
    #[schema(required = true)]
    pub password: String,
}

impl From<AdminUserBody> for AdminUserForm {
    fn from(b: AdminUserBody) -> AdminUserForm {
        AdminUserForm {
            username: b.username,
            email: b.email,
            phone_number: b.phone_number,
            role: b.role,
            password: b.password,
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct GenerateBody {
    #[schema(required = true)]
    pub subject: String,
    #[schema(required = true)]
    pub topic: String,
    #[schema(required = true)]
    pub class_level: String,
    /// Older clients' name for `classLevel`.
    pub class_name: Option<String>,
    #[schema(required = true)]
    pub quiz_type: String,
    pub difficulty: Option<String>,
}

impl From<GenerateBody> for GenerateForm {
    fn from(b: GenerateBody) -> GenerateForm {
        let class_level =
            if b.class_level.trim().is_empty() { b.class_name.unwrap_or_default() } else { b.class_level };
        GenerateForm {
            subject: b.subject,
            topic: b.topic,
            class_level,
            quiz_type: b.quiz_type,
            difficulty: b.difficulty,
        }
    }
}

/// What every save of an attempt carries: the answers so far, its state and its clock.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AttemptProgressBody {
    #[schema(value_type = Option<Vec<shapes::GivenAnswer>>)]
    pub selected_answers: Option<Vec<GivenAnswer>>,
    /// `in progress`, or `completed` to submit.
    pub status: Option<String>,
    #[schema(value_type = Option<f64>)]
    pub remaining_time: Option<Value>,
    #[schema(value_type = Option<f64>)]
    pub time_taken: Option<Value>,
}

/// The counts older clients send with a save: read and ignored, the server marks and counts.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ClientCountsBody {
    #[schema(value_type = Option<f64>)]
    pub score: Option<Value>,
    #[schema(value_type = Option<i64>)]
    pub correct_answers: Option<Value>,
    #[schema(value_type = Option<i64>)]
    pub total_questions: Option<Value>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SaveAttemptBody {
    #[schema(required = true)]
    pub user_id: String,
    pub quiz_id: Option<String>,
    #[schema(value_type = Option<shapes::QuizData>)]
    pub quiz_data: Option<Value>,
    pub subject: Option<String>,
    pub topic: Option<String>,
    pub class_level: Option<String>,
    pub quiz_type: Option<String>,
    /// `practice` or `exam`.
    pub quiz_mode: Option<String>,
    /// An assignment to start (docs/teacher-api.md): it decides the quiz, mode and time.
    pub assignment_id: Option<String>,
    #[serde(flatten)]
    pub progress: AttemptProgressBody,
    #[serde(flatten)]
    pub counts: ClientCountsBody,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct UpdateAttemptBody {
    #[serde(flatten)]
    pub progress: AttemptProgressBody,
    /// The client's per-attempt autosave number (optional: older clients send none).
    #[schema(value_type = Option<i64>)]
    pub save_number: Option<Value>,
    /// Read and ignored: the attempt's quiz, type and mode were fixed when it started.
    #[schema(value_type = Option<shapes::QuizData>)]
    pub quiz_data: Option<Value>,
    pub quiz_type: Option<String>,
    pub quiz_mode: Option<String>,
    #[serde(flatten)]
    pub counts: ClientCountsBody,
}

impl TryFrom<UpdateAttemptBody> for UpdateForm {
    type Error = crate::error::ApiError;

    fn try_from(b: UpdateAttemptBody) -> Result<UpdateForm, Self::Error> {
        let save_number =
            match whole(&b.save_number) {
                None => None,
                Some(n) => Some(u32::try_from(n).ok().filter(|n| *n > 0).ok_or_else(|| {
                    crate::error::ApiError::bad_request("saveNumber must be a whole number, 1 or more.")
                })?),
            };
        Ok(UpdateForm {
            remaining_time: whole(&b.progress.remaining_time),
            time_taken: whole(&b.progress.time_taken),
            selected_answers: b.progress.selected_answers,
            status: b.progress.status,
            save_number,
        })
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckAnswerBody {
    pub question_index: usize,
    #[serde(default)]
    #[schema(value_type = shapes::GivenAnswer, required = true)]
    pub answer: GivenAnswer,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SaveUserQuizBody {
    #[schema(required = true)]
    pub user_id: String,
    #[schema(required = true)]
    pub subject: String,
    #[schema(required = true)]
    pub class_level: String,
    pub topic: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct UpdateUserQuizBody {
    #[schema(required = true)]
    pub quiz_id: String,
    pub use_timer: Option<bool>,
    pub quiz_type: Option<String>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct TopicBody {
    #[schema(required = true)]
    pub name: Option<Names>,
    #[schema(required = true)]
    pub subject: String,
    #[schema(required = true)]
    pub class_level: Option<Names>,
    pub description: String,
    #[schema(value_type = Vec<shapes::Subtopic>)]
    pub subtopics: Vec<Subtopic>,
}

impl TopicBody {
    /// The body's forms: every name (split on commas or white space when several are sent
    /// as text and `split_names`) for every class.
    pub fn into_forms(self, split_names: bool) -> Vec<TopicForm> {
        let names: Vec<String> = match self.name {
            Some(Names::Text(text)) if split_names => split_bulk_names(&text),
            Some(names) => names.into_vec(),
            None => Vec::new(),
        };
        let classes = self.class_level.map(Names::into_vec).unwrap_or_default();
        let mut forms = Vec::new();
        for name in &names {
            for class in &classes {
                forms.push(TopicForm {
                    name: name.clone(),
                    subject: self.subject.clone(),
                    class_level: class.clone(),
                    description: self.description.clone(),
                    subtopics: self.subtopics.clone(),
                });
            }
        }
        if forms.is_empty() {
            // Let the app answer with the spec's message for what is missing.
            forms.push(TopicForm {
                name: names.first().cloned().unwrap_or_default(),
                subject: self.subject,
                class_level: classes.first().cloned().unwrap_or_default(),
                ..Default::default()
            });
        }
        forms
    }
}

/// bulkTopic: a list of topics, or `{topics: [...]}`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum BulkTopicBody {
    List(Vec<TopicBody>),
    Wrapped { topics: Vec<TopicBody> },
}

impl From<BulkTopicBody> for Vec<TopicForm> {
    fn from(b: BulkTopicBody) -> Vec<TopicForm> {
        let (BulkTopicBody::List(bodies) | BulkTopicBody::Wrapped { topics: bodies }) = b;
        bodies.into_iter().flat_map(|b| b.into_forms(true)).collect()
    }
}

/// One achievement to add.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AchievementBody {
    pub id: Option<String>,
    #[schema(required = true)]
    pub title: String,
    #[schema(required = true)]
    pub description: String,
    pub category: Option<String>,
    /// `bronze`, `silver`, `gold` or `platinum`.
    pub rank: Option<String>,
    #[schema(value_type = Option<shapes::AchievementRule>)]
    pub rule: Option<AchievementRule>,
}

impl From<AchievementBody> for AchievementForm {
    fn from(b: AchievementBody) -> AchievementForm {
        AchievementForm {
            id: b.id,
            title: b.title,
            description: b.description,
            category: b.category,
            rank: b.rank,
            rule: b.rule,
        }
    }
}

/// createAchievements: `{achievements: [...]}`, or a list.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum AchievementsBody {
    Wrapped { achievements: Vec<AchievementBody> },
    List(Vec<AchievementBody>),
}

impl From<AchievementsBody> for Vec<AchievementForm> {
    fn from(b: AchievementsBody) -> Vec<AchievementForm> {
        let (AchievementsBody::Wrapped { achievements } | AchievementsBody::List(achievements)) = b;
        achievements.into_iter().map(AchievementForm::from).collect()
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct SearchQuery {
    /// Two or more characters.
    pub query: String,
}

/// An empty query lists everyone; a status filter is optional.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct UserSearchQuery {
    pub query: Option<String>,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase", default)]
pub struct ClassQuery {
    pub class_level: Option<String>,
    pub subject: Option<String>,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct PageQuery {
    pub limit: Option<i64>,
    pub offset: Option<i64>,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct UsernameQuery {
    pub username: String,
}

/// `active`, `inactive`, or `all` (also blank, `All` or `All Users`).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct StatusQuery {
    pub status: Option<String>,
}

impl TryFrom<&StatusQuery> for Option<UserStatus> {
    type Error = ApiError;

    fn try_from(q: &StatusQuery) -> Result<Option<UserStatus>, ApiError> {
        Ok(match q.status.as_deref().map(str::trim) {
            None | Some("" | "all" | "All" | "All Users") => None,
            Some(s) => Some(s.parse::<UserStatus>()?),
        })
    }
}

/// `?days=N`: the window a report covers.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct DaysQuery {
    pub days: Option<i64>,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase", default)]
pub struct GenQuery {
    pub subject: String,
    pub topic: String,
    pub class_name: String,
    pub difficulty: Option<String>,
    pub count: Option<u32>,
}

/// The spec's review call: each question with its answer, marks and marking scheme (a list of
/// points, or one text worth all the marks).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewBody {
    #[schema(value_type = Vec<shapes::ReviewQuestion>)]
    pub questions: Vec<ReviewQuestion>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewQuestion {
    #[serde(default)]
    pub question: String,
    #[serde(default)]
    pub answer: String,
    #[serde(default)]
    pub marks: Option<u32>,
    #[serde(default)]
    pub marking_scheme: Option<Value>,
}

/// A question as the bank's editor sends it (docs/bank-api.md): flat fields, the `type`
/// deciding which count.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct QuestionBody {
    pub subject: String,
    pub class_level: String,
    pub topic: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub question: String,
    pub options: Vec<String>,
    /// One option (a text) or several (a list).
    #[schema(value_type = Option<shapes::AnswerKey>)]
    pub answer: Option<Value>,
    pub explanation: String,
    pub marks: Option<Value>,
    #[schema(value_type = Vec<shapes::MarkingPoint>)]
    pub marking_scheme: Vec<sabi_domain::quiz::MarkingPoint>,
    pub model_answer: String,
    pub difficulty: Option<String>,
    pub language: Option<String>,
    pub status: Option<String>,
    pub name: Option<String>,
    /// The version that was opened (an update only).
    pub version: Option<Value>,
}

/// The quiz builder's plan (docs/bank-api.md).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct QuizPlanBody {
    pub title: String,
    pub description: String,
    pub subject: String,
    pub class_level: String,
    pub topic: String,
    pub quiz_type: String,
    pub difficulty: Option<String>,
    pub estimate_time: Option<Value>,
    pub question_ids: Vec<String>,
}

/// An answer tried against a question in the editor.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct TryAnswerBody {
    pub question: QuestionBody,
    /// The options chosen (a list), or a text.
    #[schema(value_type = Option<shapes::GivenAnswer>)]
    pub answer: Option<Value>,
}

/// The bank list's and export's filters.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase", default)]
pub struct BankListQuery {
    pub subject: Option<String>,
    pub class_level: Option<String>,
    pub topic: Option<String>,
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub source: Option<String>,
    pub language: Option<String>,
    pub status: Option<String>,
    pub search: Option<String>,
    /// Question ids separated by commas, at most a page of them.
    pub ids: Option<String>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
    pub format: Option<String>,
}

/// What the quiz builder asks a generator for.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct GenerateDraftsBody {
    pub subject: String,
    pub class_level: String,
    pub topic: String,
    pub quiz_type: String,
    pub difficulty: Option<String>,
    pub count: Option<Value>,
}

/// A topic's new name, subject, class and description (every field sent; a blank class keeps
/// the topic's own).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct TopicEditBody {
    pub name: String,
    pub subject: String,
    pub class_level: String,
    pub description: String,
}

impl From<TopicEditBody> for TopicForm {
    /// A topic's change: rename, describe, or move to another subject or class.
    fn from(b: TopicEditBody) -> TopicForm {
        TopicForm {
            name: b.name,
            subject: b.subject,
            class_level: b.class_level,
            description: b.description,
            subtopics: Vec::new(),
        }
    }
}

// ------------------------------------------------------------------------------------------
// Teaching (docs/teacher-api.md)

/// The class lists' filters and page.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase", default)]
pub struct ClassListQuery {
    /// Words of the class's name.
    pub q: Option<String>,
    /// A class level (`Form 1` ...), or `all`.
    pub class_level: Option<String>,
    /// A school year (`2025-2026`), or `all`.
    pub school_year: Option<String>,
    /// From 1.
    pub page: Option<i64>,
    /// Classes a page, 1 to 100 (20 when not given).
    pub limit: Option<i64>,
}

/// An admin's class form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SchoolClassBody {
    #[schema(required = true)]
    pub name: String,
    #[schema(required = true)]
    pub class_level: String,
    pub stream: Option<String>,
    /// Such as `2025-2026`.
    #[schema(required = true)]
    pub school_year: String,
    pub teacher_ids: Option<Vec<String>>,
}

impl From<SchoolClassBody> for ClassForm {
    fn from(b: SchoolClassBody) -> ClassForm {
        ClassForm {
            name: b.name,
            class_level: b.class_level,
            stream: b.stream,
            school_year: b.school_year,
            teacher_ids: b.teacher_ids,
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct EnrolBody {
    #[schema(required = true)]
    pub user_ids: Vec<String>,
}

/// A CSV an admin pasted or chose (a class list, a file of pupils): `confirm: false` previews.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CsvImportBody {
    pub csv: String,
    pub confirm: bool,
}

/// A teacher's "Assign" form; times are ISO 8601.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AssignBody {
    #[schema(required = true)]
    pub quiz_id: String,
    #[schema(required = true)]
    pub class_ids: Vec<String>,
    /// `practice` or `exam`.
    #[schema(required = true)]
    pub mode: String,
    #[schema(required = true)]
    pub opens_at: String,
    #[schema(required = true)]
    pub closes_at: String,
    pub time_limit_minutes: Option<u32>,
    /// 1 when not given.
    pub attempts_allowed: Option<u32>,
    /// When the students see the keys: `atOnce`, `afterClosing` (when not given) or `never`.
    pub keys: String,
}

/// An ISO 8601 moment ("2026-11-24T08:00:00Z", or with an offset).
fn moment(field: &str, text: &str) -> Result<Timestamp, ApiError> {
    chrono::DateTime::parse_from_rfc3339(text.trim())
        .map(|t| t.timestamp())
        .map_err(|_| ApiError::bad_request(format!("{field} is not a date and time such as 2026-11-24T08:00:00Z.")))
}

impl TryFrom<AssignBody> for AssignForm {
    type Error = ApiError;

    fn try_from(b: AssignBody) -> Result<AssignForm, ApiError> {
        Ok(AssignForm {
            opens_at: moment("opensAt", &b.opens_at)?,
            closes_at: moment("closesAt", &b.closes_at)?,
            quiz_id: b.quiz_id,
            // Bounded before the app reads it: a request names at most 100 classes.
            class_ids: b.class_ids.into_iter().take(100).collect(),
            mode: b.mode,
            time_limit_minutes: b.time_limit_minutes,
            attempts_allowed: b.attempts_allowed.unwrap_or(1),
            keys: b.keys,
        })
    }
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase", default)]
pub struct AssignmentListQuery {
    /// One of the caller's classes.
    pub class_id: Option<String>,
    /// `upcoming`, `open`, `closed` or `all`.
    pub state: Option<String>,
    /// From 1.
    pub page: Option<i64>,
    /// Assignments a page, 1 to 100 (20 when not given).
    pub limit: Option<i64>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ModerationBody {
    /// Empty: the marks are confirmed as they are.
    #[schema(required = true)]
    pub changes: Vec<MarkEditBody>,
}

#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct MarkEditBody {
    pub number: u32,
    pub marks: u32,
    pub comment: String,
}

/// createSubject's multipart form (described for the document; read with [`crate::upload`]).
#[derive(ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct SubjectUpload {
    name: String,
    description: String,
    class_level: String,
    #[schema(value_type = String, format = Binary)]
    image: Vec<u8>,
    /// JSON such as `{"stream": "Science"}`.
    meta: Option<String>,
}

impl TryFrom<crate::upload::Form> for SubjectForm {
    type Error = ApiError;

    /// The class may come as `classLevel` or older clients' `className`/`classes`; the stream as
    /// `meta` (`{"stream": ...}`) or a plain `stream` field.
    fn try_from(mut form: crate::upload::Form) -> Result<SubjectForm, ApiError> {
        let stream = match form.given("meta") {
            Some(meta) => {
                let meta: Value = serde_json::from_str(&meta)
                    .map_err(|_| ApiError::bad_request("meta must be JSON such as {\"stream\": \"Science\"}."))?;
                meta.get("stream").and_then(Value::as_str).map(str::to_string)
            }
            None => form.texts.get("stream").cloned(),
        };
        let class_level =
            ["classLevel", "className", "classes"].into_iter().find_map(|n| form.given(n)).unwrap_or_default();
        Ok(SubjectForm {
            name: form.text("name"),
            description: form.text("description"),
            class_level,
            stream,
            image: form.files.remove("image"),
        })
    }
}

/// The bank import's multipart form (described for the document; read with [`crate::upload`]).
#[derive(ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct QuestionFileUpload {
    /// A GIFT, Moodle XML, Aiken or CSV file of at most 10 MB.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// `gift`, `moodleXml`, `aiken` or `csv`; `auto` or none: from the file's name and content.
    format: Option<String>,
    /// The placement of questions the file does not place.
    subject: Option<String>,
    class_level: Option<String>,
    topic: Option<String>,
    /// The stored questions' status: `published` unless given.
    status: Option<String>,
    /// `true` (or `1`) stores the questions; otherwise the answer is a preview.
    confirm: Option<String>,
}

/// A profile picture upload (described for the document; read with [`crate::upload`]).
#[derive(ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct PictureUpload {
    #[schema(value_type = String, format = Binary)]
    profile_pic: Vec<u8>,
}
