//! What the API sends: typed views of the domain's values in the field names the
//! specification's clients read (camelCase, `uid` beside `id`, timestamps as
//! `{seconds, nanoseconds}`). Each view derives `Serialize` (the wire) and `ToSchema` (the
//! document, and from it the front end's types), so the two cannot drift apart.
//!
//! Quizzes have two views: with their key (admins, completed attempts) and without it (the
//! quiz page of an attempt in progress), so an exam's answers never reach the browser early.

use sabi_domain::Timestamp;
use sabi_domain::achievement::{Achievement, AchievementRule, AchievementStatus};
use sabi_domain::attempt::{Attempt, AttemptRun};
use sabi_domain::catalogue::{Subject, Subtopic, Topic};
use sabi_domain::leaderboard::LeaderboardEntry;
use sabi_domain::quiz::{McqQuestion, Quiz, QuizContent};
use sabi_domain::scoring::{GivenAnswer, Review};
use sabi_domain::timing;
use sabi_domain::user::User;
use sabi_ports::SubjectWithCount;
use serde::Serialize;
use serde_json::{Value, json};
use utoipa::ToSchema;

use crate::shapes;

/// `{data: ...}`, the spec's usual envelope.
#[derive(Debug, Serialize, ToSchema)]
pub struct Data<T> {
    pub data: T,
}

/// Wraps an answer in `{data: ...}`.
pub fn data<T>(data: T) -> Data<T> {
    Data { data }
}

/// `{results: [...]}`, the search calls' envelope.
#[derive(Debug, Serialize, ToSchema)]
pub struct Results<T> {
    pub results: Vec<T>,
}

/// `{message: ...}`: a sentence for the person.
#[derive(Debug, Serialize, ToSchema)]
pub struct Message {
    pub message: &'static str,
}

pub fn message(message: &'static str) -> Message {
    Message { message }
}

/// A moment, as the spec's clients read it.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct Seconds {
    pub seconds: i64,
    pub nanoseconds: i64,
}

pub fn seconds(at: Timestamp) -> Seconds {
    Seconds { seconds: at, nanoseconds: 0 }
}

/// A calendar date ("2026-11-21", UTC) for charts.
pub fn iso_date(at: Timestamp) -> String {
    chrono::DateTime::from_timestamp(at, 0).map(|d| d.format("%Y-%m-%d").to_string()).unwrap_or_default()
}

/// A user as they and admins see them.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub id: String,
    pub uid: String,
    pub username: String,
    pub email: String,
    pub phone_number: String,
    #[schema(value_type = shapes::Role)]
    pub role: &'static str,
    #[schema(value_type = shapes::UserStatus)]
    pub status: &'static str,
    pub resident: String,
    pub school: String,
    pub age: Option<i32>,
    pub class_name: Option<String>,
    pub stream: Option<String>,
    pub profile_pic: Option<String>,
    pub subjects: Vec<String>,
    pub streak: u32,
    pub streak_days: u32,
    pub created_at: Seconds,
    pub updated_at: Seconds,
    /// When they asked to be a teacher, while an admin has not decided.
    pub teacher_requested_at: Option<Seconds>,
    pub name: String,
    /// Signed in with a one-time password: the app asks for a new one before anything.
    pub must_change_password: bool,
}

pub fn user(u: &User, streak: Option<u32>) -> UserView {
    UserView {
        id: u.id.clone(),
        uid: u.id.clone(),
        username: u.username.clone(),
        email: u.email.clone(),
        phone_number: u.phone_number.clone(),
        role: u.role.as_str(),
        status: u.status.as_str(),
        resident: u.resident.clone(),
        school: u.school.clone(),
        age: u.age,
        class_name: u.class_name.map(|c| c.to_string()),
        stream: u.stream.clone(),
        profile_pic: u.profile_pic.clone(),
        subjects: u.subjects.clone(),
        streak: streak.unwrap_or(0),
        streak_days: streak.unwrap_or(0),
        created_at: seconds(u.created_at),
        updated_at: seconds(u.updated_at),
        teacher_requested_at: u.teacher_requested_at.map(seconds),
        name: u.full_name.clone(),
        must_change_password: u.password_change_required,
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubjectView {
    pub id: String,
    pub name: String,
    pub description: String,
    pub image: Option<String>,
    pub class_level: String,
    pub classes: Vec<String>,
    pub meta: SubjectMetaView,
    pub stream: Option<String>,
    pub topics_count: i64,
    pub created_at: Seconds,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SubjectMetaView {
    pub stream: Option<String>,
}

pub fn subject(s: &SubjectWithCount) -> SubjectView {
    subject_of(&s.subject, s.topics_count)
}

pub fn subject_of(s: &Subject, topics_count: i64) -> SubjectView {
    let stream = s.stream.map(|st| st.to_string());
    SubjectView {
        id: s.id.clone(),
        name: s.name.clone(),
        description: s.description.clone(),
        image: s.image.clone(),
        class_level: s.class_level.to_string(),
        classes: vec![s.class_level.to_string()],
        meta: SubjectMetaView { stream: stream.clone() },
        stream,
        topics_count,
        created_at: seconds(s.created_at),
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicView {
    pub id: String,
    pub name: String,
    pub image: Option<String>,
    pub class_level: String,
    pub subject: String,
    pub description: String,
    #[schema(value_type = Vec<shapes::Subtopic>)]
    pub subtopics: Vec<Subtopic>,
    pub created_at: Seconds,
}

pub fn topic(t: &Topic) -> TopicView {
    TopicView {
        id: t.id.clone(),
        name: t.name.clone(),
        image: t.image.clone(),
        class_level: t.class_level.to_string(),
        subject: t.subject.clone(),
        description: t.description.clone(),
        subtopics: t.subtopics.clone(),
        created_at: seconds(t.created_at),
    }
}

/// A quiz's questions without the key: MCQ questions and options; short-answer questions
/// and marks, in their sections.
pub fn questions_without_key(content: &QuizContent) -> Value {
    match content {
        QuizContent::MultipleChoice { questions } => Value::Array(
            questions
                .iter()
                .map(|q| several(q, json!({ "question": q.question, "options": q.options })))
                .collect(),
        ),
        QuizContent::ShortAnswer { sections } => Value::Array(
            sections
                .iter()
                .map(|s| {
                    json!({
                        "title": s.title,
                        "marks": s.marks,
                        "questions": s.questions.iter().map(|q| json!({ "question": q.question, "marks": q.marks })).collect::<Vec<_>>(),
                    })
                })
                .collect(),
        ),
    }
}

/// A multiple-choice question's view says `severalAnswers: true` when its key is several options.
fn several(q: &McqQuestion, mut view: Value) -> Value {
    if q.takes_several() {
        view["severalAnswers"] = Value::Bool(true);
    }
    view
}

fn questions_with_key(content: &QuizContent) -> Value {
    match content {
        QuizContent::MultipleChoice { questions } => {
            Value::Array(questions.iter().map(|q| several(q, serde_json::to_value(q).unwrap_or(Value::Null))).collect())
        }
        QuizContent::ShortAnswer { sections } => serde_json::to_value(sections).unwrap_or(Value::Null),
    }
}

/// Whether a view of a quiz carries its answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    Shown,
    Hidden,
}

/// What a quiz was generated from.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GeneratorParams {
    pub subject: String,
    pub topic: String,
    pub class_name: String,
}

/// A quiz's questions under the name its type uses: `questions` (MCQ) or `sections` (short
/// answer); the other is absent.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
pub struct QuestionsOf {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<shapes::MultipleChoiceQuestions>, nullable = false)]
    pub questions: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<shapes::Sections>, nullable = false)]
    pub sections: Option<Value>,
}

impl QuestionsOf {
    pub fn of(content: &QuizContent, key: Key) -> QuestionsOf {
        let questions = match key {
            Key::Shown => questions_with_key(content),
            Key::Hidden => questions_without_key(content),
        };
        match content {
            QuizContent::MultipleChoice { .. } => QuestionsOf { questions: Some(questions), sections: None },
            QuizContent::ShortAnswer { .. } => QuestionsOf { questions: None, sections: Some(questions) },
        }
    }
}

/// The quiz as the spec's clients first stored it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizDataView {
    pub title: String,
    pub description: String,
    pub estimated_time: String,
    pub generator_params: GeneratorParams,
    pub image: Option<String>,
    pub created_at: Seconds,
    #[serde(flatten)]
    pub questions: QuestionsOf,
}

/// A quiz with its questions (its key as the caller may see it): the list's summary and the rest.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizView {
    #[serde(flatten)]
    pub summary: QuizSummary,
    pub subject_id: Option<String>,
    /// Retired: students took it before it was removed; it is no longer offered.
    pub retired: bool,
    pub time_limit: u32,
    pub pass_points: u32,
    pub week: Option<String>,
    pub generator_params: GeneratorParams,
    pub quiz_data: QuizDataView,
    #[serde(flatten)]
    pub questions: QuestionsOf,
}

pub fn quiz(q: &Quiz, key: Key) -> QuizView {
    let questions = QuestionsOf::of(&q.content, key);
    let generator_params =
        GeneratorParams { subject: q.subject.clone(), topic: q.topic.clone(), class_name: q.class_level.to_string() };
    QuizView {
        summary: quiz_summary(q),
        subject_id: q.subject_id.clone(),
        retired: q.retired_at.is_some(),
        time_limit: timing::mcq_seconds(q.estimate_time),
        pass_points: q.pass_points,
        week: q.week.clone(),
        generator_params: generator_params.clone(),
        quiz_data: QuizDataView {
            title: q.title.clone(),
            description: q.description.clone(),
            estimated_time: timing::minutes_text(q.estimate_time),
            generator_params,
            image: q.image.clone(),
            created_at: seconds(q.created_at),
            questions: questions.clone(),
        },
        questions,
    }
}

/// A quiz in a list: no questions at all.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizSummary {
    pub id: String,
    pub title: String,
    pub description: String,
    pub subject: String,
    pub topic: String,
    pub class_level: String,
    #[schema(value_type = shapes::QuizType)]
    pub quiz_type: &'static str,
    #[schema(value_type = shapes::Difficulty)]
    pub difficulty: &'static str,
    #[schema(value_type = shapes::QuizSource)]
    pub source: &'static str,
    pub estimate_time: u32,
    pub total_questions: usize,
    pub marks: u32,
    pub image: Option<String>,
    pub created_at: Seconds,
}

pub fn quiz_summary(q: &Quiz) -> QuizSummary {
    QuizSummary {
        id: q.id.clone(),
        title: q.title.clone(),
        description: q.description.clone(),
        subject: q.subject.clone(),
        topic: q.topic.clone(),
        class_level: q.class_level.to_string(),
        quiz_type: q.quiz_type.as_quiz_str(),
        difficulty: q.difficulty.as_str(),
        source: q.source.as_str(),
        estimate_time: q.estimate_time,
        total_questions: q.content.question_count(),
        marks: q.marks,
        image: q.image.clone(),
        created_at: seconds(q.created_at),
    }
}

/// An earlier run of an attempt (before a retake).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttemptRunView {
    pub score: u32,
    pub correct_answers: u32,
    pub total_questions: u32,
    pub time_taken: u32,
    pub started_at: Seconds,
    pub completed_at: Option<Seconds>,
    /// It counted for the student's results (an exam's first completion).
    pub counted: bool,
}

pub fn attempt_run(r: &AttemptRun) -> AttemptRunView {
    AttemptRunView {
        score: r.score,
        correct_answers: r.correct_answers,
        total_questions: r.total_questions,
        time_taken: r.time_taken,
        started_at: seconds(r.started_at),
        completed_at: r.completed_at.map(seconds),
        counted: r.counted,
    }
}

/// An attempt; with its quiz when given, its key as the app decided (only once the attempt is
/// completed, and never while an exam of the quiz is open for its student).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttemptView {
    pub id: String,
    pub user_id: String,
    pub quiz_id: String,
    pub subject: String,
    pub subject_id: Option<String>,
    pub topic: String,
    pub class_level: String,
    pub score: u32,
    #[schema(value_type = shapes::AttemptQuizType)]
    pub quiz_type: &'static str,
    pub quiz_type_label: &'static str,
    #[schema(value_type = shapes::QuizMode)]
    pub quiz_mode: &'static str,
    pub quiz_mode_label: &'static str,
    pub correct_answers: u32,
    pub total_questions: u32,
    #[schema(value_type = Vec<shapes::GivenAnswer>)]
    pub selected_answers: Vec<GivenAnswer>,
    #[schema(value_type = shapes::AttemptStatus)]
    pub status: &'static str,
    pub remaining_time: Option<u32>,
    pub time_taken: u32,
    #[schema(value_type = Option<shapes::Review>)]
    pub review: Option<Review>,
    pub created_at: Seconds,
    pub updated_at: Seconds,
    pub completed_at: Option<Seconds>,
    pub started_at: Seconds,
    pub time_limit: Option<u32>,
    /// What the server counted it for: the results page says so.
    #[schema(value_type = shapes::Counting)]
    pub counting: &'static str,
    pub counts_towards_stats: bool,
    /// The highest autosave number applied: a client resumes its numbering after it.
    pub save_number: u32,
    pub assignment_id: Option<String>,
    /// The earlier runs (before retakes), with the attempt and its quiz.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub history: Option<Vec<AttemptRunView>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub quiz_data: Option<QuizDataView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub quiz: Option<QuizView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub estimated_time: Option<String>,
}

pub fn attempt(a: &Attempt, quiz_of: Option<(&Quiz, Key)>) -> AttemptView {
    let key = match quiz_of {
        Some((_, key)) if a.is_completed() => key,
        _ => Key::Hidden,
    };
    let mut review = a.review.clone();
    if quiz_of.is_some() && key == Key::Hidden {
        // A marker's feedback on a question names the points missed: the key, by another
        // name. While the key is hidden only the marks are shown.
        for question in review.iter_mut().flat_map(|r| r.questions.iter_mut()) {
            question.feedback.clear();
        }
    }
    let full = quiz_of.map(|(q, _)| quiz(q, key));
    AttemptView {
        id: a.id.clone(),
        user_id: a.user_id.clone(),
        quiz_id: a.quiz_id.clone(),
        subject: a.subject.clone(),
        subject_id: a.subject_id.clone(),
        topic: a.topic.clone(),
        class_level: a.class_level.clone(),
        score: a.score,
        quiz_type: a.quiz_type.as_attempt_str(),
        quiz_type_label: a.quiz_type.label(),
        quiz_mode: a.quiz_mode.as_str(),
        quiz_mode_label: a.quiz_mode.label(),
        correct_answers: a.correct_answers,
        total_questions: a.total_questions,
        selected_answers: a.selected_answers.clone(),
        status: a.status.as_str(),
        remaining_time: a.remaining_time,
        time_taken: a.time_taken,
        review,
        created_at: seconds(a.created_at),
        updated_at: seconds(a.updated_at),
        completed_at: a.completed_at.map(seconds),
        started_at: seconds(a.started_at),
        time_limit: a.time_limit,
        counting: a.counting.as_str(),
        counts_towards_stats: a.counts_towards_stats(),
        save_number: a.save_number,
        assignment_id: a.assignment_id.clone(),
        history: None,
        quiz_data: full.as_ref().map(|f| f.quiz_data.clone()),
        estimated_time: quiz_of.map(|(q, _)| timing::minutes_text(q.estimate_time)),
        quiz: full,
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AchievementView {
    pub id: String,
    pub title: String,
    pub description: String,
    pub category: String,
    pub rank: &'static str,
    #[schema(value_type = Option<shapes::AchievementRule>)]
    pub rule: Option<AchievementRule>,
    pub created_at: Seconds,
}

pub fn achievement(a: &Achievement) -> AchievementView {
    AchievementView {
        id: a.id.clone(),
        title: a.title.clone(),
        description: a.description.clone(),
        category: a.category.clone(),
        rank: a.rank.as_str(),
        rule: a.rule.clone(),
        created_at: seconds(a.created_at),
    }
}

/// An achievement with whether (and when) this student unlocked it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AchievementStatusView {
    #[serde(flatten)]
    pub achievement: AchievementView,
    pub unlocked: bool,
    pub earned_at: Option<Seconds>,
}

pub fn achievement_status(s: &AchievementStatus) -> AchievementStatusView {
    AchievementStatusView {
        achievement: achievement(&s.achievement),
        unlocked: s.earned_at.is_some(),
        earned_at: s.earned_at.map(seconds),
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeaderboardEntryView {
    pub uid: String,
    pub user: String,
    pub username: String,
    pub avatar: Option<String>,
    pub school: String,
    pub streak: u32,
    pub avg_score: u32,
    pub attempts: u32,
}

pub fn leaderboard_entry(e: &LeaderboardEntry) -> LeaderboardEntryView {
    LeaderboardEntryView {
        uid: e.user_id.clone(),
        user: e.username.clone(),
        username: e.username.clone(),
        avatar: e.avatar.clone(),
        school: e.school.clone(),
        streak: e.streak,
        avg_score: e.avg_score,
        attempts: e.exam_attempts,
    }
}

/// An attempt as saving, reading, retaking or submitting it answers: the attempt (with its
/// quiz, except for a plain autosave) and the badges the call unlocked.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttemptAnswer {
    pub id: String,
    pub data: AttemptView,
    pub new_achievements: Vec<AchievementView>,
    /// Autosaves and submissions only: false when a late numbered save was not applied (a
    /// newer one is stored, and `data` is the attempt as stored).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub applied: Option<bool>,
}

/// An instant as ISO 8601 in UTC ("2026-11-24T10:00:00Z"), as the bank's views send it.
pub fn iso_time(at: Timestamp) -> String {
    chrono::DateTime::from_timestamp(at, 0).map(|d| d.format("%Y-%m-%dT%H:%M:%SZ").to_string()).unwrap_or_default()
}

/// A question's content in the editor's flat fields (docs/bank-api.md): every field, the `type`
/// deciding which count (a multiple-choice question's `marks` is 1, its scheme empty and its
/// model answer blank; a short answer's `options` are empty and its `answer` blank).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionFields {
    /// `singleChoice`, `multipleAnswers`, `trueFalse` or `shortAnswer`.
    #[serde(rename = "type")]
    #[schema(value_type = shapes::QuestionKind)]
    pub kind: &'static str,
    pub question: String,
    pub options: Vec<String>,
    /// The key: one option (a text) or several (a list); a short answer's is blank.
    #[schema(value_type = shapes::AnswerKey)]
    pub answer: sabi_domain::quiz::AnswerKey,
    pub explanation: String,
    pub marks: u32,
    #[schema(value_type = Vec<shapes::SchemePoint>)]
    pub marking_scheme: Vec<sabi_domain::quiz::MarkingPoint>,
    pub model_answer: String,
}

/// A question's content in the editor's flat fields.
fn question_fields(question: &sabi_domain::bank::Question) -> QuestionFields {
    use sabi_domain::bank::Question;
    use sabi_domain::quiz::AnswerKey;
    match question {
        Question::MultipleChoice(q) => QuestionFields {
            kind: question.kind().as_str(),
            question: q.question.clone(),
            options: q.options.clone(),
            answer: q.answer.clone(),
            explanation: q.explanation.clone(),
            marks: 1,
            marking_scheme: Vec::new(),
            model_answer: String::new(),
        },
        Question::ShortAnswer(q) => QuestionFields {
            kind: question.kind().as_str(),
            question: q.question.clone(),
            options: Vec::new(),
            answer: AnswerKey::One(String::new()),
            explanation: q.explanation.clone(),
            marks: q.marks,
            marking_scheme: q.marking_scheme.clone(),
            model_answer: q.answer.clone(),
        },
    }
}

/// A question of the bank, at its current version.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BankQuestionView {
    #[serde(flatten)]
    pub fields: QuestionFields,
    pub id: String,
    /// 1 when written; each edit adds one.
    pub version: u32,
    pub subject: String,
    pub class_level: String,
    pub topic: String,
    #[schema(value_type = shapes::Difficulty)]
    pub difficulty: &'static str,
    /// `en` or `fr`.
    #[schema(value_type = shapes::QuestionLanguage)]
    pub language: &'static str,
    /// `seeded`, `generated`, `written` or `imported`.
    #[schema(value_type = shapes::QuestionSource)]
    pub source: &'static str,
    /// `draft`, `published` or `retired`.
    #[schema(value_type = shapes::QuestionStatus)]
    pub status: &'static str,
    /// Who wrote or imported it (none for the shipped bank and generated questions).
    pub author_id: Option<String>,
    /// Its name in the file it came from.
    pub name: Option<String>,
    /// ISO 8601, UTC.
    pub created_at: String,
    /// ISO 8601, UTC.
    pub updated_at: String,
}

/// A question of the bank, at its current version.
pub fn bank_question(q: &sabi_domain::bank::BankQuestion) -> BankQuestionView {
    BankQuestionView {
        fields: question_fields(&q.question),
        id: q.id.clone(),
        version: q.version,
        subject: q.placement.subject.clone(),
        class_level: q.placement.class_level.as_str().to_string(),
        topic: q.placement.topic.clone(),
        difficulty: q.difficulty.as_str(),
        language: q.language.as_str(),
        source: q.source.as_str(),
        status: q.status.as_str(),
        author_id: q.author_id.clone(),
        name: q.name.clone(),
        created_at: iso_time(q.created_at),
        updated_at: iso_time(q.updated_at),
    }
}

/// One kept version of a question.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionVersionView {
    #[serde(flatten)]
    pub fields: QuestionFields,
    pub version: u32,
    pub subject: String,
    pub class_level: String,
    pub topic: String,
    /// Who saved this version (none for the shipped bank and generated questions).
    pub changed_by: Option<String>,
    /// ISO 8601, UTC.
    pub changed_at: String,
}

/// One kept version of a question.
pub fn question_version(v: &sabi_domain::bank::QuestionVersion) -> QuestionVersionView {
    QuestionVersionView {
        fields: question_fields(&v.question),
        version: v.version,
        subject: v.placement.subject.clone(),
        class_level: v.placement.class_level.as_str().to_string(),
        topic: v.placement.topic.clone(),
        changed_by: v.changed_by.clone(),
        changed_at: iso_time(v.changed_at),
    }
}

/// What a question's problem says besides its sentence (described for the document; the
/// domain's `QuestionProblem` is what is sent): its name, and the details it has (absent
/// otherwise).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct QuestionProblemDetails {
    /// The problem's name: `noText`, `textTooLong`, `tooFewOptions`, `tooManyOptions`,
    /// `blankOption`, `optionTooLong`, `repeatedOption`, `noKey`, `keyNotAmongOptions`,
    /// `severalKeys`, `explanationTooLong`, `marksOutOfRange`, `noMarkingScheme`,
    /// `blankMarkingPoint`, `pointMarksOutOfRange`, `pointsExceedMarks`, `modelAnswerTooLong`,
    /// `scheme` or `noPlacement`.
    problem: String,
    /// A limit exceeded (characters, options or marks).
    #[schema(nullable = false)]
    limit: Option<u32>,
    /// The option's or marking point's number, from 1.
    #[schema(nullable = false)]
    number: Option<u32>,
    /// The repeated option.
    #[schema(nullable = false)]
    option: Option<String>,
    /// The key that is not among the options.
    #[schema(nullable = false)]
    key: Option<String>,
    #[schema(nullable = false)]
    marks: Option<u32>,
    #[schema(nullable = false)]
    points: Option<u32>,
    /// Why the marking scheme cannot be read.
    #[schema(nullable = false)]
    reason: Option<String>,
}

/// A problem of a question: its name, its details and its sentence.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct QuestionProblemView {
    #[serde(flatten)]
    #[schema(value_type = QuestionProblemDetails)]
    pub problem: sabi_domain::bank::QuestionProblem,
    /// The problem in words a teacher reads in the editor.
    pub message: String,
}

/// Each problem of a question: its name, its details and its sentence.
pub fn question_problems(problems: &[sabi_domain::bank::QuestionProblem]) -> Vec<QuestionProblemView> {
    problems.iter().map(|p| QuestionProblemView { problem: p.clone(), message: p.to_string() }).collect()
}
