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

shape!(
    AchievementRule,
    [],
    object().property("kind", text()).required("kind").description(Some(
        "When a badge is earned: `kind` and its numbers (count, days, minAttempts, minAverage, subject)."
    ))
);

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

/// The questions of a quiz as a view shows them: `McqQuestion`s or `Section`s, with or without
/// their key.
pub struct Questions;
impl PartialSchema for Questions {
    fn schema() -> RefOr<Schema> {
        let schema: Schema = ArrayBuilder::new().items(object()).into();
        schema.into()
    }
}
impl ToSchema for Questions {}

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
