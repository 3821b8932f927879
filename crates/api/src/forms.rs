//! Request bodies as clients send them: every field optional and leniently typed, so that a
//! missing field gets the spec's message from the app rather than a parser's.

use sabi_domain::scoring::GivenAnswer;
use serde::Deserialize;
use serde_json::Value;

/// A list of names sent either as a JSON list or as one comma-separated string.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Names {
    List(Vec<String>),
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

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginBody {
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub password: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RegisterBody {
    pub username: String,
    pub email: String,
    pub phone_number: String,
    pub password: String,
    pub confirm_password: String,
    pub role: Option<String>,
    pub status: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct EmailBody {
    pub email: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ResetConfirmBody {
    pub token: String,
    pub password: String,
    pub confirm_password: String,
}

/// A confirmation link's token.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct TokenBody {
    pub token: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct UserBody {
    pub uid: Option<String>,
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone_number: Option<String>,
    pub resident: Option<String>,
    pub school: Option<String>,
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

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ClassBody {
    pub class_name: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubjectsBody {
    pub subjects: Option<Names>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AdminUserBody {
    pub username: String,
    pub email: String,
    pub phone_number: String,
    pub role: String,
    pub password: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct GenerateBody {
    pub subject: String,
    pub topic: String,
    pub class_level: String,
    pub class_name: Option<String>,
    pub quiz_type: String,
    pub difficulty: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SaveAttemptBody {
    pub user_id: String,
    pub quiz_id: Option<String>,
    pub quiz_data: Option<Value>,
    pub subject: Option<String>,
    pub topic: Option<String>,
    pub class_level: Option<String>,
    pub quiz_type: Option<String>,
    pub quiz_mode: Option<String>,
    pub status: Option<String>,
    pub selected_answers: Option<Vec<GivenAnswer>>,
    pub remaining_time: Option<Value>,
    pub time_taken: Option<Value>,
    /// An assignment to start (docs/teacher-api.md): it decides the quiz, mode and time.
    pub assignment_id: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct UpdateAttemptBody {
    pub selected_answers: Option<Vec<GivenAnswer>>,
    pub status: Option<String>,
    pub remaining_time: Option<Value>,
    pub time_taken: Option<Value>,
    /// The client's per-attempt autosave number (optional: older clients send none).
    pub save_number: Option<Value>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CheckAnswerBody {
    pub question_index: usize,
    #[serde(default)]
    pub answer: GivenAnswer,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SaveUserQuizBody {
    pub user_id: String,
    pub subject: String,
    pub class_level: String,
    pub topic: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct UpdateUserQuizBody {
    pub quiz_id: String,
    pub use_timer: Option<bool>,
    pub quiz_type: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct TopicBody {
    pub name: Option<Names>,
    pub subject: String,
    pub class_level: Option<Names>,
    pub description: String,
    pub subtopics: Vec<sabi_domain::catalogue::Subtopic>,
}

/// bulkTopic: a list of topics, or `{topics: [...]}`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum BulkTopicBody {
    List(Vec<TopicBody>),
    Wrapped { topics: Vec<TopicBody> },
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum AchievementsBody {
    Wrapped { achievements: Vec<sabi_domain::achievement::AchievementForm> },
    List(Vec<sabi_domain::achievement::AchievementForm>),
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct SearchQuery {
    pub query: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ClassQuery {
    pub class_level: Option<String>,
    pub subject: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct PageQuery {
    pub limit: Option<i64>,
    pub offset: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct UsernameQuery {
    pub username: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct StatusQuery {
    pub status: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
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
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewBody {
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
#[derive(Debug, Default, Deserialize)]
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
    pub answer: Option<Value>,
    pub explanation: String,
    pub marks: Option<Value>,
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
#[derive(Debug, Default, Deserialize)]
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
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct TryAnswerBody {
    pub question: QuestionBody,
    pub answer: Option<Value>,
}

/// The bank list's and export's filters.
#[derive(Debug, Default, Deserialize)]
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
#[derive(Debug, Default, Deserialize)]
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
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct TopicEditBody {
    pub name: String,
    pub subject: String,
    pub class_level: String,
    pub description: String,
}

// ------------------------------------------------------------------------------------------
// Teaching (docs/teacher-api.md)

/// The class lists' filters and page.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ClassListQuery {
    pub q: Option<String>,
    pub class_level: Option<String>,
    pub school_year: Option<String>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// An admin's class form.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SchoolClassBody {
    pub name: String,
    pub class_level: String,
    pub stream: Option<String>,
    pub school_year: String,
    pub teacher_ids: Option<Vec<String>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct EnrolBody {
    pub user_ids: Vec<String>,
}

/// A CSV an admin pasted or chose (a class list, a file of pupils): `confirm: false` previews.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct CsvImportBody {
    pub csv: String,
    pub confirm: bool,
}

/// A teacher's "Assign" form; times are ISO 8601.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AssignBody {
    pub quiz_id: String,
    pub class_ids: Vec<String>,
    pub mode: String,
    pub opens_at: String,
    pub closes_at: String,
    pub time_limit_minutes: Option<u32>,
    pub attempts_allowed: Option<u32>,
    pub keys: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AssignmentListQuery {
    pub class_id: Option<String>,
    pub state: Option<String>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ModerationBody {
    pub changes: Vec<MarkEditBody>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct MarkEditBody {
    pub number: u32,
    pub marks: u32,
    pub comment: String,
}
