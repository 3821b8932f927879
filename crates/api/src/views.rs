//! What the API sends: the domain's values in the field names the specification's clients
//! read (camelCase, `uid` beside `id`, timestamps as `{seconds, nanoseconds}`).
//!
//! Quizzes have two views: with their key (admins, completed attempts) and without it (the
//! quiz page of an attempt in progress), so an exam's answers never reach the browser early.

use sabi_domain::Timestamp;
use sabi_domain::achievement::{Achievement, AchievementStatus};
use sabi_domain::attempt::{Attempt, AttemptRun};
use sabi_domain::catalogue::{Subject, Topic};
use sabi_domain::leaderboard::LeaderboardEntry;
use sabi_domain::quiz::{Quiz, QuizContent};
use sabi_domain::timing;
use sabi_domain::user::User;
use sabi_ports::SubjectWithCount;
use serde_json::{Value, json};

pub fn seconds(at: Timestamp) -> Value {
    json!({ "seconds": at, "nanoseconds": 0 })
}

/// A calendar date ("2026-11-21", UTC) for charts.
pub fn iso_date(at: Timestamp) -> String {
    chrono::DateTime::from_timestamp(at, 0).map(|d| d.format("%Y-%m-%d").to_string()).unwrap_or_default()
}

/// A user as they and admins see them.
pub fn user(u: &User, streak: Option<u32>) -> Value {
    json!({
        "id": u.id,
        "uid": u.id,
        "username": u.username,
        "email": u.email,
        "phoneNumber": u.phone_number,
        "role": u.role.as_str(),
        "status": u.status.as_str(),
        "resident": u.resident,
        "school": u.school,
        "age": u.age,
        "className": u.class_name.map(|c| c.to_string()),
        "stream": u.stream,
        "profilePic": u.profile_pic,
        "subjects": u.subjects,
        "streak": streak.unwrap_or(0),
        "streakDays": streak.unwrap_or(0),
        "createdAt": seconds(u.created_at),
        "updatedAt": seconds(u.updated_at),
        // When they asked to be a teacher, while an admin has not decided.
        "teacherRequestedAt": u.teacher_requested_at.map(seconds),
        "name": u.full_name,
        // Signed in with a one-time password: the app asks for a new one before anything.
        "mustChangePassword": u.password_change_required,
    })
}

/// A user as other students see them: no email, phone or age.
pub fn public_user(u: &User) -> Value {
    json!({
        "id": u.id,
        "uid": u.id,
        "username": u.username,
        "role": u.role.as_str(),
        "school": u.school,
        "className": u.class_name.map(|c| c.to_string()),
        "profilePic": u.profile_pic,
    })
}

pub fn subject(s: &SubjectWithCount) -> Value {
    subject_of(&s.subject, s.topics_count)
}

pub fn subject_of(s: &Subject, topics_count: i64) -> Value {
    json!({
        "id": s.id,
        "name": s.name,
        "description": s.description,
        "image": s.image,
        "classLevel": s.class_level.to_string(),
        "classes": [s.class_level.to_string()],
        "meta": { "stream": s.stream.map(|st| st.to_string()) },
        "stream": s.stream.map(|st| st.to_string()),
        "topicsCount": topics_count,
        "createdAt": seconds(s.created_at),
    })
}

pub fn topic(t: &Topic) -> Value {
    json!({
        "id": t.id,
        "name": t.name,
        "image": t.image,
        "classLevel": t.class_level.to_string(),
        "subject": t.subject,
        "description": t.description,
        "subtopics": t.subtopics,
        "createdAt": seconds(t.created_at),
    })
}

/// A quiz's questions without the key: MCQ questions and options; short-answer questions
/// and marks, in their sections.
pub fn questions_without_key(content: &QuizContent) -> Value {
    match content {
        QuizContent::MultipleChoice { questions } => Value::Array(
            questions.iter().map(|q| json!({ "question": q.question, "options": q.options })).collect(),
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

fn questions_with_key(content: &QuizContent) -> Value {
    match content {
        QuizContent::MultipleChoice { questions } => serde_json::to_value(questions).unwrap_or(Value::Null),
        QuizContent::ShortAnswer { sections } => serde_json::to_value(sections).unwrap_or(Value::Null),
    }
}

/// Whether a view of a quiz carries its answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    Shown,
    Hidden,
}

pub fn quiz(q: &Quiz, key: Key) -> Value {
    let questions = match key {
        Key::Shown => questions_with_key(&q.content),
        Key::Hidden => questions_without_key(&q.content),
    };
    let questions_field = match q.content {
        QuizContent::MultipleChoice { .. } => "questions",
        QuizContent::ShortAnswer { .. } => "sections",
    };
    let generator_params = json!({ "subject": q.subject, "topic": q.topic, "className": q.class_level.to_string() });
    let mut quiz_data = json!({
        "title": q.title,
        "description": q.description,
        "estimatedTime": timing::minutes_text(q.estimate_time),
        "generatorParams": generator_params,
        "image": q.image,
        "createdAt": seconds(q.created_at),
    });
    quiz_data[questions_field] = questions.clone();
    let mut view = json!({
        "id": q.id,
        "title": q.title,
        "description": q.description,
        "subject": q.subject,
        "subjectId": q.subject_id,
        "topic": q.topic,
        "classLevel": q.class_level.to_string(),
        "quizType": q.quiz_type.as_quiz_str(),
        "difficulty": q.difficulty.as_str(),
        "source": q.source.as_str(),
        "retired": q.retired_at.is_some(),
        "estimateTime": q.estimate_time,
        "timeLimit": timing::mcq_seconds(q.estimate_time),
        "passPoints": q.pass_points,
        "marks": q.marks,
        "totalQuestions": q.content.question_count(),
        "image": q.image,
        "week": q.week,
        "createdAt": seconds(q.created_at),
        "generatorParams": generator_params,
        "quizData": quiz_data,
    });
    view[questions_field] = questions;
    view
}

/// A quiz in a list: no questions at all.
pub fn quiz_summary(q: &Quiz) -> Value {
    json!({
        "id": q.id,
        "title": q.title,
        "description": q.description,
        "subject": q.subject,
        "topic": q.topic,
        "classLevel": q.class_level.to_string(),
        "quizType": q.quiz_type.as_quiz_str(),
        "difficulty": q.difficulty.as_str(),
        "source": q.source.as_str(),
        "estimateTime": q.estimate_time,
        "totalQuestions": q.content.question_count(),
        "marks": q.marks,
        "image": q.image,
        "createdAt": seconds(q.created_at),
    })
}

/// An attempt; with its quiz when given, its key as the app decided (only once the attempt is
/// completed, and never while an exam of the quiz is open for its student).
/// An earlier run of an attempt (before a retake).
pub fn attempt_run(r: &AttemptRun) -> Value {
    json!({
        "score": r.score,
        "correctAnswers": r.correct_answers,
        "totalQuestions": r.total_questions,
        "timeTaken": r.time_taken,
        "startedAt": seconds(r.started_at),
        "completedAt": r.completed_at.map(seconds),
        "counted": r.counted,
    })
}

pub fn attempt(a: &Attempt, quiz_of: Option<(&Quiz, Key)>) -> Value {
    let mut view = json!({
        "id": a.id,
        "userId": a.user_id,
        "quizId": a.quiz_id,
        "subject": a.subject,
        "subjectId": a.subject_id,
        "topic": a.topic,
        "classLevel": a.class_level,
        "score": a.score,
        "quizType": a.quiz_type.as_attempt_str(),
        "quizTypeLabel": a.quiz_type.label(),
        "quizMode": a.quiz_mode.as_str(),
        "quizModeLabel": a.quiz_mode.label(),
        "correctAnswers": a.correct_answers,
        "totalQuestions": a.total_questions,
        "selectedAnswers": a.selected_answers,
        "status": a.status.as_str(),
        "remainingTime": a.remaining_time,
        "timeTaken": a.time_taken,
        "review": a.review,
        "createdAt": seconds(a.created_at),
        "updatedAt": seconds(a.updated_at),
        "completedAt": a.completed_at.map(seconds),
        "startedAt": seconds(a.started_at),
        "timeLimit": a.time_limit,
        // What the server counted it for: the results page says so.
        "counting": a.counting.as_str(),
        "countsTowardsStats": a.counts_towards_stats(),
        // The highest autosave number applied: a client resumes its numbering after it.
        "saveNumber": a.save_number,
        "assignmentId": a.assignment_id,
    });
    if let Some((q, key)) = quiz_of {
        let key = if a.is_completed() { key } else { Key::Hidden };
        if key == Key::Hidden {
            // A marker's feedback on a question names the points missed: the key, by another
            // name. While the key is hidden only the marks are shown.
            if let Some(questions) = view["review"]["questions"].as_array_mut() {
                for question in questions {
                    question["feedback"] = json!("");
                }
            }
        }
        let full = quiz(q, key);
        view["quizData"] = full["quizData"].clone();
        view["quiz"] = full;
        view["estimatedTime"] = json!(timing::minutes_text(q.estimate_time));
    }
    view
}

pub fn achievement(a: &Achievement) -> Value {
    json!({
        "id": a.id,
        "title": a.title,
        "description": a.description,
        "category": a.category,
        "rank": a.rank.as_str(),
        "rule": a.rule,
        "createdAt": seconds(a.created_at),
    })
}

pub fn achievement_status(s: &AchievementStatus) -> Value {
    let mut view = achievement(&s.achievement);
    view["unlocked"] = json!(s.earned_at.is_some());
    view["earnedAt"] = s.earned_at.map(seconds).unwrap_or(Value::Null);
    view
}

pub fn leaderboard_entry(e: &LeaderboardEntry) -> Value {
    json!({
        "uid": e.user_id,
        "user": e.username,
        "username": e.username,
        "avatar": e.avatar,
        "school": e.school,
        "streak": e.streak,
        "avgScore": e.avg_score,
        "attempts": e.exam_attempts,
    })
}

/// An instant as ISO 8601 in UTC ("2026-11-24T10:00:00Z"), as the bank's views send it.
pub fn iso_time(at: Timestamp) -> String {
    chrono::DateTime::from_timestamp(at, 0).map(|d| d.format("%Y-%m-%dT%H:%M:%SZ").to_string()).unwrap_or_default()
}

/// A question's content in the editor's flat fields (docs/bank-api.md).
fn question_fields(question: &sabi_domain::bank::Question) -> serde_json::Map<String, Value> {
    use sabi_domain::bank::Question;
    use sabi_domain::quiz::AnswerKey;
    let value = match question {
        Question::MultipleChoice(q) => json!({
            "type": question.kind().as_str(),
            "question": q.question,
            "options": q.options,
            "answer": match &q.answer { AnswerKey::One(k) => json!(k), AnswerKey::Many(ks) => json!(ks) },
            "explanation": q.explanation,
            "marks": 1,
            "markingScheme": [],
            "modelAnswer": "",
        }),
        Question::ShortAnswer(q) => json!({
            "type": question.kind().as_str(),
            "question": q.question,
            "options": [],
            "answer": "",
            "explanation": q.explanation,
            "marks": q.marks,
            "markingScheme": q.marking_scheme,
            "modelAnswer": q.answer,
        }),
    };
    match value {
        Value::Object(map) => map,
        _ => serde_json::Map::new(),
    }
}

/// A question of the bank, at its current version.
pub fn bank_question(q: &sabi_domain::bank::BankQuestion) -> Value {
    let mut fields = question_fields(&q.question);
    let rest = json!({
        "id": q.id,
        "version": q.version,
        "subject": q.placement.subject,
        "classLevel": q.placement.class_level.as_str(),
        "topic": q.placement.topic,
        "difficulty": q.difficulty.as_str(),
        "language": q.language.as_str(),
        "source": q.source.as_str(),
        "status": q.status.as_str(),
        "authorId": q.author_id,
        "name": q.name,
        "createdAt": iso_time(q.created_at),
        "updatedAt": iso_time(q.updated_at),
    });
    if let Value::Object(rest) = rest {
        fields.extend(rest);
    }
    Value::Object(fields)
}

/// One kept version of a question.
pub fn question_version(v: &sabi_domain::bank::QuestionVersion) -> Value {
    let mut fields = question_fields(&v.question);
    fields.insert("version".into(), json!(v.version));
    fields.insert("subject".into(), json!(v.placement.subject));
    fields.insert("classLevel".into(), json!(v.placement.class_level.as_str()));
    fields.insert("topic".into(), json!(v.placement.topic));
    fields.insert("changedBy".into(), json!(v.changed_by));
    fields.insert("changedAt".into(), json!(iso_time(v.changed_at)));
    Value::Object(fields)
}

/// Each problem of a question: its name, its details and its sentence.
pub fn question_problems(problems: &[sabi_domain::bank::QuestionProblem]) -> Value {
    Value::Array(
        problems
            .iter()
            .map(|p| {
                let mut v = serde_json::to_value(p).unwrap_or_else(|_| json!({}));
                if let Value::Object(map) = &mut v {
                    map.insert("message".into(), json!(p.to_string()));
                }
                v
            })
            .collect(),
    )
}
