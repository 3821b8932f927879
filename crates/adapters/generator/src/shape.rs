//! Reading a quiz out of whatever JSON a service or a model answered, leniently where the
//! spec allows variants (the MCQ key's four names, estimatedTime as text or number, the quiz
//! nested or double-encoded) and strictly where it matters: the result must pass
//! [`validate_content`].

use sabi_domain::quiz::{
    AnswerKey, MarkingPoint, McqQuestion, QuizContent, QuizType, Section, ShortAnswerQuestion, validate_content,
};
use sabi_ports::{GeneratedQuiz, QuizRequest};
use serde_json::{Map, Value};

/// Reads the spec's estimatedTime: `20`, `"20"`, `"20 minutes"`, `"1 hour 30 minutes"`, `"1h30"`.
pub(crate) fn estimated_minutes(value: Option<&Value>) -> Option<u32> {
    match value? {
        Value::Number(n) => n.as_f64().filter(|m| *m > 0.0 && *m < 10_000.0).map(|m| m.round() as u32),
        Value::String(text) => minutes_in_text(text),
        _ => None,
    }
}

fn minutes_in_text(text: &str) -> Option<u32> {
    // Runs of digits and runs of letters, in order; each number takes the unit word after it.
    let mut runs: Vec<(bool, String)> = Vec::new();
    for c in text.to_lowercase().chars() {
        let numeric = c.is_ascii_digit() || c == '.';
        if !(numeric || c.is_alphabetic()) {
            continue;
        }
        match runs.last_mut() {
            Some((was_numeric, run)) if *was_numeric == numeric => run.push(c),
            _ => runs.push((numeric, c.to_string())),
        }
    }
    let mut total = 0.0;
    let mut found = false;
    for (i, (numeric, run)) in runs.iter().enumerate() {
        let Some(value) = numeric.then(|| run.parse::<f64>().ok()).flatten() else { continue };
        let unit = runs.get(i + 1).filter(|(n, _)| !n).map(|(_, u)| u.as_str()).unwrap_or("");
        total += if unit.starts_with('h') { value * 60.0 } else { value };
        found = true;
    }
    (found && total > 0.0 && total < 10_000.0).then(|| total.round() as u32)
}

/// The object that holds the questions: `quiz` (an object, or a string of JSON), else the root.
fn quiz_object(root: &Value) -> Result<Value, String> {
    match root.get("quiz") {
        Some(Value::String(text)) => {
            serde_json::from_str(strip_fences(text)).map_err(|e| format!("its quiz is a string that is not JSON ({e})"))
        }
        Some(quiz @ (Value::Object(_) | Value::Array(_))) => Ok(quiz.clone()),
        Some(_) => Err("its quiz is neither an object nor a list".into()),
        None if root.is_object() => Ok(root.clone()),
        None => Err("it is not a JSON object".into()),
    }
}

/// Models like to wrap JSON in Markdown fences even when asked not to.
pub fn strip_fences(text: &str) -> &str {
    let text = text.trim();
    let Some(rest) = text.strip_prefix("```") else { return text };
    let rest = rest.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    rest.trim().strip_suffix("```").unwrap_or(rest).trim()
}

/// Reads the questions of a quiz of the requested type and checks them.
pub(crate) fn read_content(root: &Value, quiz_type: QuizType) -> Result<QuizContent, String> {
    let quiz = quiz_object(root)?;
    let content = match quiz_type {
        QuizType::MultipleChoice => {
            let questions = list(&quiz, "questions").ok_or("it has no list of questions")?;
            let questions = questions
                .iter()
                .enumerate()
                .map(|(i, q)| mcq(q).map_err(|e| format!("question {}: {e}", i + 1)))
                .collect::<Result<Vec<_>, _>>()?;
            QuizContent::MultipleChoice { questions }
        }
        QuizType::ShortAnswer => {
            let sections = if let Some(sections) = list(&quiz, "sections") {
                sections.iter().map(section).collect::<Result<Vec<_>, _>>()?
            } else if let Some(questions) = list(&quiz, "questions") {
                vec![Section { title: "Section A".into(), marks: 0, questions: short_answers(questions)? }]
            } else {
                return Err("it has neither sections nor questions".into());
            };
            QuizContent::ShortAnswer { sections }.with_section_totals()
        }
    };
    validate_content(&content).map_err(|e| e.to_string())?;
    Ok(content)
}

fn list<'a>(value: &'a Value, key: &str) -> Option<&'a Vec<Value>> {
    match value {
        Value::Array(items) if key == "questions" => Some(items),
        _ => value.get(key).and_then(Value::as_array),
    }
}

fn text(value: Option<&Value>) -> Option<String> {
    match value? {
        Value::String(s) => Some(s.trim().to_string()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

fn field<'a>(object: &'a Map<String, Value>, names: &[&str]) -> Option<&'a Value> {
    names.iter().find_map(|name| object.get(*name))
}

fn mcq(value: &Value) -> Result<McqQuestion, String> {
    let object = value.as_object().ok_or("it is not an object")?;
    let question = text(field(object, &["question", "text", "prompt"])).ok_or("it has no question text")?;
    let options: Vec<String> = match field(object, &["options", "choices"]) {
        Some(Value::Array(items)) => items.iter().filter_map(|o| text(Some(o))).collect(),
        // {"A": "...", "B": "..."}: kept in key order, which is the lettering.
        Some(Value::Object(map)) => {
            let mut entries: Vec<_> = map.iter().collect();
            entries.sort_by(|a, b| a.0.cmp(b.0));
            entries.into_iter().filter_map(|(_, o)| text(Some(o))).collect()
        }
        _ => return Err("it has no options".into()),
    };
    let key = field(object, &["answer", "correctAnswer", "correct", "correct_answer"]).ok_or("it has no answer")?;
    let answer = match key {
        Value::Array(items) => {
            AnswerKey::Many(items.iter().filter_map(|a| resolve_key(&text(Some(a))?, &options)).collect())
        }
        other => AnswerKey::One(
            text(Some(other)).map(|a| resolve_key(&a, &options).unwrap_or(a)).ok_or("its answer is not text")?,
        ),
    };
    let explanation = text(field(object, &["explanation", "rationale", "reason"])).unwrap_or_default();
    Ok(McqQuestion { question, options, answer, explanation })
}

/// The key as one of the options: itself, or a letter ("B", "b)", "Option B") naming one.
fn resolve_key(key: &str, options: &[String]) -> Option<String> {
    let key = key.trim();
    if options.iter().any(|o| o.trim() == key) {
        return Some(key.to_string());
    }
    if let Some(o) = options.iter().find(|o| o.trim().eq_ignore_ascii_case(key)) {
        return Some(o.clone());
    }
    let letter = key.trim_start_matches("Option").trim_start_matches("option").trim();
    let letter = letter.trim_end_matches([')', '.', ':']).trim();
    let mut chars = letter.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => {
            let index = (c.to_ascii_uppercase() as u8).checked_sub(b'A')? as usize;
            options.get(index).cloned()
        }
        _ => Some(key.to_string()),
    }
}

fn section(value: &Value) -> Result<Section, String> {
    let title = text(value.get("title").or_else(|| value.get("name"))).unwrap_or_default();
    let questions = value.get("questions").and_then(Value::as_array).ok_or("a section has no questions")?;
    Ok(Section { title, marks: 0, questions: short_answers(questions)? })
}

fn short_answers(values: &[Value]) -> Result<Vec<ShortAnswerQuestion>, String> {
    values
        .iter()
        .enumerate()
        .map(|(i, q)| short_answer(q).map_err(|e| format!("short-answer question {}: {e}", i + 1)))
        .collect()
}

fn marks(value: Option<&Value>) -> Option<u32> {
    match value? {
        Value::Number(n) => n.as_f64().filter(|m| *m >= 0.0).map(|m| m.round() as u32),
        Value::String(s) => s.split_whitespace().next()?.parse().ok(),
        _ => None,
    }
}

fn short_answer(value: &Value) -> Result<ShortAnswerQuestion, String> {
    let object = value.as_object().ok_or("it is not an object")?;
    let question = text(field(object, &["question", "text", "prompt"])).ok_or("it has no question text")?;
    let scheme = match field(object, &["markingScheme", "marking_scheme", "scheme"]) {
        Some(Value::Array(points)) => points.iter().filter_map(marking_point).collect(),
        Some(Value::String(s)) => vec![MarkingPoint { point: s.clone(), marks: 1, accept: vec![] }],
        _ => Vec::new(),
    };
    // An outside service's numbers are not trusted to add up within u32.
    let scheme_marks: u32 = scheme.iter().fold(0u32, |sum, p: &MarkingPoint| sum.saturating_add(p.marks));
    let marks = marks(object.get("marks")).unwrap_or(scheme_marks.max(1));
    Ok(ShortAnswerQuestion {
        question,
        marks,
        marking_scheme: scheme,
        answer: text(field(object, &["answer", "modelAnswer", "model_answer"])).unwrap_or_default(),
        explanation: text(object.get("explanation")).unwrap_or_default(),
    })
}

fn marking_point(value: &Value) -> Option<MarkingPoint> {
    match value {
        Value::String(s) => Some(MarkingPoint { point: s.clone(), marks: 1, accept: vec![] }),
        Value::Object(o) => Some(MarkingPoint {
            point: text(field(o, &["point", "text", "criterion", "description"]))?,
            marks: marks(o.get("marks")).unwrap_or(1),
            accept: o
                .get("accept")
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(|s| text(Some(s))).collect())
                .unwrap_or_default(),
        }),
        _ => None,
    }
}

/// The default title of a quiz on `request`.
pub(crate) fn default_title(request: &QuizRequest) -> String {
    sabi_domain::quiz::default_title(&request.topic, request.quiz_type)
}

pub(crate) fn default_description(request: &QuizRequest) -> String {
    sabi_domain::quiz::default_description(request.difficulty, &request.subject, &request.topic, request.class_level)
}

pub(crate) use sabi_domain::quiz::default_minutes;

/// The generated quiz from a service's JSON answer (shared by the HTTP and model adapters).
pub(crate) fn generated_quiz(root: &Value, request: &QuizRequest) -> Result<GeneratedQuiz, String> {
    let mut content = read_content(root, request.quiz_type)?;
    // A service asked for fewer questions than it sent: keep the first ones.
    if let (Some(wanted), QuizContent::MultipleChoice { questions }) = (request.question_count, &mut content) {
        questions.truncate(wanted.max(1) as usize);
    }
    let quiz = root.get("quiz").filter(|q| q.is_object());
    let pick = |key: &str| text(root.get(key).or_else(|| quiz.and_then(|q| q.get(key)))).filter(|t| !t.is_empty());
    let minutes = estimated_minutes(root.get("estimatedTime").or_else(|| quiz.and_then(|q| q.get("estimatedTime"))))
        .unwrap_or_else(|| default_minutes(&content));
    Ok(GeneratedQuiz {
        title: pick("title").unwrap_or_else(|| default_title(request)),
        description: pick("description").unwrap_or_else(|| default_description(request)),
        estimated_minutes: minutes,
        content,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn estimated_time_reads_numbers_and_words() {
        let cases = [
            (json!(20), Some(20)),
            (json!("20 minutes"), Some(20)),
            (json!("20"), Some(20)),
            (json!("1 hour"), Some(60)),
            (json!("1 hour 30 minutes"), Some(90)),
            (json!("1h30"), Some(90)),
            (json!("about 15 mins"), Some(15)),
            (json!("soon"), None),
            (json!(null), None),
            (json!(-3), None),
        ];
        for (value, expected) in cases {
            assert_eq!(estimated_minutes(Some(&value)), expected, "{value}");
        }
    }

    #[test]
    fn the_mcq_key_is_read_under_any_name_or_as_a_letter() {
        for key in ["answer", "correctAnswer", "correct", "correct_answer"] {
            let root = json!({"quiz": {"questions": [
                {"question": "2 + 2?", "options": ["3", "4"], key: "4", "explanation": "Count."}
            ]}});
            assert!(read_content(&root, QuizType::MultipleChoice).is_ok(), "{key}");
        }
        let root = json!({"questions": [{"question": "2 + 2?", "options": ["3", "4"], "answer": "B", "explanation": "Count."}]});
        match read_content(&root, QuizType::MultipleChoice) {
            Ok(QuizContent::MultipleChoice { questions }) => {
                assert_eq!(questions[0].answer, AnswerKey::One("4".into()))
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_double_encoded_quiz_and_flat_short_answers_are_read() {
        let inner = json!({"questions": [
            {"question": "Define osmosis.", "marks": "2", "markingScheme": ["movement of water", {"point": "through a membrane"}]}
        ]});
        let root = json!({"quiz": format!("```json\n{inner}\n```")});
        let content = read_content(&root, QuizType::ShortAnswer).unwrap();
        assert_eq!(content.total_marks(), 2);
    }

    #[test]
    fn marking_points_whose_marks_overflow_do_not_panic() {
        let huge = u64::from(u32::MAX);
        let root = json!({"questions": [{"question": "Define osmosis.", "markingScheme": [
            {"point": "movement of water", "marks": huge}, {"point": "through a membrane", "marks": huge}
        ]}]});
        // Read without a panic; whether such a quiz is acceptable is the domain's check.
        let _ = read_content(&root, QuizType::ShortAnswer);
    }

    #[test]
    fn a_key_outside_the_options_is_refused() {
        let root =
            json!({"questions": [{"question": "2 + 2?", "options": ["3", "5"], "answer": "4", "explanation": "x"}]});
        let err = read_content(&root, QuizType::MultipleChoice).unwrap_err();
        assert!(err.contains("not exactly one of its options"), "{err}");
    }
}
