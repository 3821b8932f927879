//! The domain's nested shapes as the document names them (`components/schemas`): what a quiz,
//! an answer, a marking scheme or a review looks like on the wire. The domain crate stays free
//! of the documentation library, so these are described here, by hand, once; views and forms
//! point at them with `#[schema(value_type = shapes::...)]`.

use std::borrow::Cow;

use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, OneOfBuilder, Schema, SchemaType, Type};
use utoipa::openapi::{Ref, RefOr};
use utoipa::{PartialSchema, ToSchema};

fn text() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::String)
}

fn integer() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(0))
}

fn texts() -> ArrayBuilder {
    ArrayBuilder::new().items(text())
}

fn list_of(name: &str) -> ArrayBuilder {
    ArrayBuilder::new().items(Ref::from_schema_name(name))
}

fn object() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::Object)
}

/// One schema under `components/schemas`, written by hand; `$deps` are the shapes it refers to.
macro_rules! shape {
    ($name:ident, [$($dep:ident),*], $schema:expr) => {
        #[doc = concat!("The `", stringify!($name), "` shape.")]
        pub struct $name;
        impl PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                let schema: Schema = $schema.into();
                schema.into()
            }
        }
        impl ToSchema for $name {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed(stringify!($name))
            }
            #[allow(unused_variables)]
            fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
                $(
                    schemas.push((stringify!($dep).to_string(), <$dep as PartialSchema>::schema()));
                    <$dep as ToSchema>::schemas(schemas);
                )*
            }
        }
    };
}

shape!(
    GivenAnswer,
    [],
    OneOfBuilder::new()
        .item(text())
        .item(texts())
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .description(Some("One option or text, several options, or null for no answer."))
);

shape!(AnswerKey, [], OneOfBuilder::new().item(text()).item(texts()).description(Some("One option, or several.")));

shape!(
    MarkingPoint,
    [],
    object().property("point", text()).required("point").property("marks", integer()).property("accept", texts())
);

shape!(
    SchemePoint,
    [],
    object()
        .property("point", text())
        .required("point")
        .property("marks", integer())
        .required("marks")
        .property("accept", texts())
        .required("accept")
        .description(Some("A marking point as an answer gives it: what it is worth and the phrasings that earn it."))
);

shape!(
    McqQuestion,
    [AnswerKey],
    object()
        .property("question", text())
        .required("question")
        .property("options", texts())
        .required("options")
        .property("answer", Ref::from_schema_name("AnswerKey"))
        .required("answer")
        .property("explanation", text())
);

shape!(
    ShortAnswerQuestion,
    [MarkingPoint],
    object()
        .property("question", text())
        .required("question")
        .property("marks", integer())
        .property("markingScheme", list_of("MarkingPoint"))
        .property("answer", text())
        .property("explanation", text())
);

shape!(
    Section,
    [ShortAnswerQuestion],
    object()
        .property("title", text())
        .property("marks", integer())
        .property("questions", list_of("ShortAnswerQuestion"))
        .required("questions")
);

shape!(
    QuizData,
    [McqQuestion, Section],
    object()
        .property("title", text())
        .property("description", text())
        .property("estimatedTime", text())
        .property("questions", list_of("McqQuestion"))
        .property("sections", list_of("Section"))
        .property(
            "generatorParams",
            object().property("subject", text()).property("topic", text()).property("className", text()),
        )
        .description(Some("A quiz as an older client sends it: `questions` (MCQ) or `sections` (short answer)."))
);

shape!(
    ReviewQuestion,
    [MarkingPoint],
    object().property("question", text()).property("answer", text()).property("marks", integer()).property(
        "markingScheme",
        OneOfBuilder::new()
            .item(text())
            .item(list_of("MarkingPoint"))
            .item(ObjectBuilder::new().schema_type(Type::Null)),
    )
);

shape!(
    QuestionReview,
    [],
    object()
        .property("marksAwarded", integer())
        .required("marksAwarded")
        .property("feedback", text())
        .required("feedback")
);

shape!(
    Review,
    [QuestionReview],
    object()
        .property("total", integer())
        .required("total")
        .property("correctCount", integer())
        .required("correctCount")
        .property("feedback", text())
        .required("feedback")
        .property("questions", list_of("QuestionReview"))
        .required("questions")
        .description(Some("How a short-answer attempt was marked."))
);

shape!(AchievementRule, [], {
    // One object per rule, tagged by `kind` (the domain's `AchievementRule`, camelCase).
    let rule = |kind: &str, numbers: &[&str]| {
        let mut object = object().property("kind", text().enum_values(Some([kind]))).required("kind");
        for number in numbers {
            object = object.property(*number, integer()).required(*number);
        }
        object
    };
    OneOfBuilder::new()
        .item(rule("attemptsCompleted", &["count"]))
        .item(rule("perfectScores", &["count"]))
        .item(rule("streakDays", &["days"]))
        .item(rule("subjectMastery", &["minAverage", "minAttempts"]))
        .item(rule("subjectsExplored", &["count"]))
        .item(rule("highAverage", &["minAverage", "minAttempts"]))
        .description(Some("When a badge is earned: its `kind` and that kind's numbers."))
});

shape!(Subtopic, [], object().property("name", text()).required("name").property("description", text()));

/// Any JSON value: the schema with no constraint.
pub struct AnyValue;
impl PartialSchema for AnyValue {
    fn schema() -> RefOr<Schema> {
        let schema: Schema = ObjectBuilder::new().schema_type(SchemaType::AnyValue).into();
        schema.into()
    }
}
impl ToSchema for AnyValue {}

/// A multiple-choice quiz's questions as a view shows them, with or without their key (without
/// it, a question has no `answer` or `explanation`).
pub struct MultipleChoiceQuestions;
impl PartialSchema for MultipleChoiceQuestions {
    fn schema() -> RefOr<Schema> {
        let mcq = object()
            .property("question", text())
            .required("question")
            .property("options", texts())
            .required("options")
            .property("answer", Ref::from_schema_name("AnswerKey"))
            .property("explanation", text())
            .property(
                "severalAnswers",
                ObjectBuilder::new().schema_type(Type::Boolean).description(Some(
                    "Sent (true) when the key is several options: the student picks all that apply.",
                )),
            );
        let schema: Schema = ArrayBuilder::new().items(mcq).into();
        schema.into()
    }
}
impl ToSchema for MultipleChoiceQuestions {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push(("AnswerKey".to_string(), <AnswerKey as PartialSchema>::schema()));
    }
}

/// A short-answer quiz's sections as a view shows them, with or without their key (without it,
/// a question has no `answer`, `markingScheme` or `explanation`).
pub struct Sections;
impl PartialSchema for Sections {
    fn schema() -> RefOr<Schema> {
        let schema: Schema = list_of("Section").into();
        schema.into()
    }
}
impl ToSchema for Sections {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push(("Section".to_string(), <Section as PartialSchema>::schema()));
        <Section as ToSchema>::schemas(schemas);
    }
}

/// A text that is one of a domain enum's names, as the document lists them.
macro_rules! names {
    ($name:ident, $description:literal, [$($value:literal),*]) => {
        #[doc = $description]
        pub struct $name;
        impl PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                let schema: Schema = text().enum_values(Some([$($value),*])).description(Some($description)).into();
                schema.into()
            }
        }
        impl ToSchema for $name {}
    };
}

names!(Role, "A person's role.", ["student", "teacher", "admin"]);
names!(UserStatus, "Whether an account may sign in.", ["active", "inactive"]);
names!(QuizMode, "Practice (instant feedback) or exam (countdown, feedback hidden).", ["practice", "exam"]);
names!(AttemptStatus, "Whether an attempt is still being taken.", ["in progress", "completed"]);
names!(QuizType, "A quiz's type, as quizzes name it.", ["multiple-choice-questions", "short-answer"]);
names!(AttemptQuizType, "A quiz's type, as attempts name it.", ["mcq", "short-answer"]);
names!(
    NotificationKind,
    "What a notification is about.",
    ["achievement", "result", "weeklyQuiz", "assignment", "markChanged"]
);
names!(SearchCollection, "Where a search result comes from.", ["subjects", "quizzes", "topics"]);
names!(KeysShown, "When a class's students see an assignment's keys.", ["atOnce", "afterClosing", "never"]);
names!(AssignmentState, "Where an assignment stands.", ["upcoming", "open", "closed"]);
names!(ResultStatus, "Where a student stands on an assignment.", ["notStarted", "inProgress", "submitted"]);
names!(
    QuestionFlag,
    "Why a question deserves a second look.",
    ["tooEasy", "tooHard", "negativeDiscrimination", "weakDiscrimination"]
);
names!(QuestionKind, "A bank question's type.", ["singleChoice", "multipleAnswers", "trueFalse", "shortAnswer"]);
names!(QuestionSource, "Where a bank question came from.", ["seeded", "generated", "written", "imported"]);
names!(QuestionStatus, "Whether a bank question is offered.", ["draft", "published", "retired"]);
names!(QuestionLanguage, "The language a bank question is written in.", ["en", "fr"]);
names!(Counting, "What the server counted an attempt for.", ["exam", "practice", "none"]);
names!(Difficulty, "How hard a quiz is.", ["easy", "normal", "hard"]);
names!(QuizSource, "Where a quiz comes from.", ["manual", "weekly", "student"]);

/// Every hand-written shape above under its name, for the document's `components/schemas`.
pub fn all(out: &mut Vec<(String, RefOr<Schema>)>) {
    macro_rules! each {
        ($($shape:ident),*) => { $( out.push((stringify!($shape).to_string(), <$shape as PartialSchema>::schema())); )* };
    }
    each!(
        GivenAnswer,
        AnswerKey,
        MarkingPoint,
        SchemePoint,
        McqQuestion,
        ShortAnswerQuestion,
        Section,
        QuizData,
        ReviewQuestion,
        QuestionReview,
        Review,
        AchievementRule,
        Subtopic
    );
}
