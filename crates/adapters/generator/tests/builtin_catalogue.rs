//! The built-in generator over the whole catalogue (crates/app/data/catalogue.json): every
//! subject, class and topic, both quiz types, every difficulty. Each request either gives a
//! quiz that passes the domain's checks, or (only for a subject with no bank questions of
//! that type that is not mathematics) says it has nothing to offer.

use std::collections::{BTreeMap, HashSet};

use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::{AnswerKey, Difficulty, QuizContent, QuizType, validate_content};
use sabi_generator::{BuiltinGenerator, bank_counts};
use sabi_ports::{QuizGenerator, QuizRequest, ServiceError};
use serde::Deserialize;

#[derive(Deserialize)]
struct Catalogue {
    subjects: Vec<Subject>,
}

#[derive(Deserialize)]
struct Subject {
    name: String,
    offerings: Vec<Offering>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Offering {
    class_level: ClassLevel,
    topics: Vec<Topic>,
}

#[derive(Deserialize)]
struct Topic {
    name: String,
}

fn catalogue() -> Catalogue {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../app/data/catalogue.json");
    serde_json::from_str(&std::fs::read_to_string(path).expect("the catalogue is readable"))
        .expect("the catalogue parses")
}

fn is_maths(subject: &str) -> bool {
    subject.to_lowercase().contains("math")
}

#[tokio::test]
async fn every_catalogue_topic_gets_a_valid_quiz_or_a_clear_refusal() {
    let generator = BuiltinGenerator::with_seed(2024);
    let counts = bank_counts();
    let with_mcq: HashSet<String> = counts.iter().filter(|c| c.2 > 0).map(|c| c.0.to_lowercase()).collect();
    let with_saq: HashSet<String> = counts.iter().filter(|c| c.3 > 0).map(|c| c.0.to_lowercase()).collect();
    let mut outcomes: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for subject in catalogue().subjects {
        for offering in &subject.offerings {
            for topic in &offering.topics {
                for quiz_type in [QuizType::MultipleChoice, QuizType::ShortAnswer] {
                    for difficulty in [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard] {
                        let request = QuizRequest {
                            subject: subject.name.clone(),
                            topic: topic.name.clone(),
                            class_level: offering.class_level,
                            quiz_type,
                            difficulty,
                            question_count: None,
                            topic_only: false,
                        };
                        let where_ = format!(
                            "{} / {} / {} / {quiz_type} / {}",
                            subject.name,
                            offering.class_level,
                            topic.name,
                            difficulty.as_str()
                        );
                        let has_bank = match quiz_type {
                            QuizType::MultipleChoice => with_mcq.contains(&subject.name.to_lowercase()),
                            QuizType::ShortAnswer => with_saq.contains(&subject.name.to_lowercase()),
                        };
                        let entry = outcomes.entry(subject.name.clone()).or_default();
                        match generator.generate(&request).await {
                            Ok(quiz) => {
                                entry.0 += 1;
                                if let Err(e) = validate_content(&quiz.content) {
                                    failures.push(format!("{where_}: invalid quiz: {e}"));
                                }
                                if quiz.content.quiz_type() != quiz_type {
                                    failures.push(format!("{where_}: wrong quiz type"));
                                }
                                let wanted = if quiz_type == QuizType::MultipleChoice { 10 } else { 5 };
                                if is_maths(&subject.name) && quiz.content.question_count() != wanted {
                                    failures.push(format!("{where_}: {} questions", quiz.content.question_count()));
                                }
                                if quiz.estimated_minutes == 0 || quiz.title.is_empty() {
                                    failures.push(format!("{where_}: no time or title"));
                                }
                            }
                            Err(ServiceError::NothingToOffer(message)) if !is_maths(&subject.name) && !has_bank => {
                                entry.1 += 1;
                                assert!(message.contains(&subject.name), "{where_}: unclear message {message}");
                            }
                            Err(e) => failures.push(format!("{where_}: {e}")),
                        }
                    }
                }
            }
        }
    }
    for (subject, (made, refused)) in &outcomes {
        println!("{subject:<36} {made:>4} quizzes, {refused:>3} refused");
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.iter().take(30).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// "Add: 4 305 + 87" -> (4305, 87).
fn operands(question: &str, sign: &str) -> Option<(i64, i64)> {
    let body = question.split_once(':')?.1;
    let (a, b) = body.split_once(sign)?;
    let number = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>().parse::<i64>().ok();
    Some((number(a)?, number(b)?))
}

#[tokio::test]
async fn arithmetic_answers_are_right_when_read_back_from_the_question() {
    let generator = BuiltinGenerator::with_seed(99);
    let mut checked = 0;
    for difficulty in [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard] {
        for _ in 0..20 {
            let request = QuizRequest {
                subject: "Mathematics".into(),
                topic: "Addition and Subtraction".into(),
                class_level: ClassLevel::Class4,
                quiz_type: QuizType::MultipleChoice,
                difficulty,
                question_count: Some(10),
                topic_only: false,
            };
            let quiz = generator.generate(&request).await.unwrap();
            let QuizContent::MultipleChoice { questions } = quiz.content else { panic!("not multiple choice") };
            for q in questions {
                let AnswerKey::One(key) = &q.answer else { panic!("one key expected") };
                let key: Option<i64> = key.chars().filter(char::is_ascii_digit).collect::<String>().parse().ok();
                let expected =
                    if let Some((a, b)) = q.question.strip_prefix("Add").and_then(|_| operands(&q.question, "+")) {
                        Some(a + b)
                    } else if let Some((a, b)) =
                        q.question.strip_prefix("Subtract").and_then(|_| operands(&q.question, "-"))
                    {
                        Some(a - b)
                    } else {
                        None
                    };
                if let Some(expected) = expected {
                    assert_eq!(key, Some(expected), "{}", q.question);
                    assert_eq!(q.options.len(), 4, "{:?}", q.options);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} sums read back");
}

#[tokio::test]
async fn difficulty_changes_what_is_asked() {
    let ask = |difficulty| QuizRequest {
        subject: "Mathematics".into(),
        topic: "Linear Equations".into(),
        class_level: ClassLevel::Form2,
        quiz_type: QuizType::MultipleChoice,
        difficulty,
        question_count: Some(30),
        topic_only: false,
    };
    let generator = BuiltinGenerator::with_seed(5);
    let text = |content: &QuizContent| match content {
        QuizContent::MultipleChoice { questions } => {
            questions.iter().map(|q| q.question.clone()).collect::<Vec<_>>().join("\n")
        }
        QuizContent::ShortAnswer { .. } => String::new(),
    };
    let easy = text(&generator.generate(&ask(Difficulty::Easy)).await.unwrap().content);
    let hard = text(&generator.generate(&ask(Difficulty::Hard)).await.unwrap().content);
    // Hard linear equations have brackets on both sides; easy ones never do.
    assert!(hard.contains("(x - 1)"), "{hard}");
    assert!(!easy.contains("(x - 1)"), "{easy}");
}

#[test]
fn the_bank_is_counted_per_subject_and_class() {
    let counts = bank_counts();
    for (subject, class, mcq, saq) in &counts {
        assert!(mcq + saq > 0, "{subject} {class}");
        assert!(class.parse::<ClassLevel>().is_ok(), "{class}");
    }
}
