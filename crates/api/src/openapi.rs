//! The API described for people and tools: an OpenAPI 3.1 document built with utoipa's
//! builder from one table of routes ([`ROUTES`]), served at `/api/openapi.json`, and Swagger UI
//! (vendored into the binary, so no outside host) at `/api/docs`.
//!
//! Every route registered in [`crate::routes`] has a row here; the HTTP tests check that the
//! document names every route of their permission table, with the same access.

use std::sync::{Arc, LazyLock};

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use utoipa::openapi::content::ContentBuilder;
use utoipa::openapi::extensions::ExtensionsBuilder;
use utoipa::openapi::path::{HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn, PathItem, PathsBuilder};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::schema::{
    ArrayBuilder, ComponentsBuilder, KnownFormat, ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, SchemaType, Type,
};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, Http, HttpAuthScheme, SecurityRequirement, SecurityScheme};
use utoipa::openapi::tag::TagBuilder;
use utoipa::openapi::{InfoBuilder, OpenApi, OpenApiBuilder, Ref, RefOr, Required};

use crate::session::SESSION_COOKIE;

/// Who may call a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Anyone, signed in or not.
    Public,
    /// Any signed-in person.
    SignedIn,
    /// The owner of the user, attempt or quiz setup named in the path or body, or an admin.
    Owner,
    /// Admins only.
    Admin,
    /// Admins and teachers: the school's staff.
    Staff,
    /// Admins and the teachers of the class the path names (or of its assignment or attempt).
    ClassStaff,
    /// The student whose attempt it is, the teachers of its class, and admins.
    Involved,
}

impl Access {
    pub fn as_str(self) -> &'static str {
        match self {
            Access::Public => "public",
            Access::SignedIn => "signed-in",
            Access::Owner => "owner",
            Access::Admin => "admin",
            Access::Staff => "staff",
            Access::ClassStaff => "class-staff",
            Access::Involved => "involved",
        }
    }

    fn sentence(self) -> &'static str {
        match self {
            Access::Public => "Who may call: anyone.",
            Access::SignedIn => "Who may call: any signed-in person.",
            Access::Owner => {
                "Who may call: the owner of the user, attempt or quiz setup named in the path or body, or an admin."
            }
            Access::Admin => "Who may call: admins only.",
            Access::Staff => "Who may call: admins and teachers.",
            Access::ClassStaff => "Who may call: admins and the teachers of the class concerned.",
            Access::Involved => "Who may call: the student whose attempt it is, the teachers of its class, and admins.",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Get,
    Post,
    Put,
    Delete,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Delete => "DELETE",
        }
    }

    fn http(self) -> HttpMethod {
        match self {
            Method::Get => HttpMethod::Get,
            Method::Post => HttpMethod::Post,
            Method::Put => HttpMethod::Put,
            Method::Delete => HttpMethod::Delete,
        }
    }
}

/// A field's shape, loosely.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    Integer,
    Number,
    Boolean,
    /// A list of texts (or, where the API allows it, one comma-separated text).
    Texts,
    /// A JSON object.
    Object,
    /// A list of JSON values.
    List,
    /// Any JSON value.
    Any,
    /// A file in a multipart form.
    File,
    /// One of the shapes under `components/schemas` ([`SHAPES`]).
    Shape(&'static str),
    /// A list of such shapes.
    Shapes(&'static str),
}

/// A query parameter, or a field of a body or an answer.
#[derive(Debug, Clone, Copy)]
pub struct Field {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// The value may be `null` (answers only).
    pub nullable: bool,
}

const fn opt(name: &'static str, kind: Kind) -> Field {
    Field { name, kind, required: false, nullable: false }
}

const fn req(name: &'static str, kind: Kind) -> Field {
    Field { name, kind, required: true, nullable: false }
}

impl Field {
    const fn or_null(mut self) -> Field {
        self.nullable = true;
        self
    }
}

/// What a route reads.
#[derive(Debug, Clone, Copy)]
pub enum Body {
    None,
    Json(&'static [Field]),
    /// A JSON list of such objects, or `{<wrapper>: [...]}`.
    JsonList(&'static str, &'static [Field]),
    Multipart(&'static [Field]),
}

/// What a route answers on success.
#[derive(Debug, Clone, Copy)]
pub enum Answer {
    Json(&'static [Field]),
    JsonList(&'static [Field]),
    Csv,
    Html,
    /// A question file to download: GIFT or Aiken (text), Moodle XML, or CSV.
    QuestionFile,
}

/// One route: the method and path template exactly as registered, and what it does.
#[derive(Debug, Clone, Copy)]
pub struct RouteDoc {
    pub method: Method,
    pub path: &'static str,
    pub tag: &'static str,
    pub summary: &'static str,
    pub access: Access,
    pub query: &'static [Field],
    pub body: Body,
    pub status: u16,
    pub answer: Answer,
    /// Failure statuses beyond those [`failure_statuses`] derives from the route's shape.
    pub errors: &'static [u16],
    /// More about the route, after who may call it (empty: nothing more).
    pub notes: &'static str,
}

use Access::*;
use Kind::*;
use Method::*;

const fn route(
    method: Method,
    path: &'static str,
    tag: &'static str,
    access: Access,
    summary: &'static str,
) -> RouteDoc {
    RouteDoc {
        method,
        path,
        tag,
        summary,
        access,
        query: &[],
        body: Body::None,
        status: 200,
        answer: Answer::Json(DATA),
        errors: &[],
        notes: "",
    }
}

impl RouteDoc {
    const fn query(mut self, query: &'static [Field]) -> RouteDoc {
        self.query = query;
        self
    }
    const fn body(mut self, body: Body) -> RouteDoc {
        self.body = body;
        self
    }
    const fn answers(mut self, status: u16, answer: Answer) -> RouteDoc {
        self.status = status;
        self.answer = answer;
        self
    }
    const fn errors(mut self, errors: &'static [u16]) -> RouteDoc {
        self.errors = errors;
        self
    }
    const fn notes(mut self, notes: &'static str) -> RouteDoc {
        self.notes = notes;
        self
    }
}

const MESSAGE: &[Field] = &[req("message", Text)];
/// The bank list's and export's filters (docs/bank-api.md).
const BANK_FILTERS: &[Field] = &[
    opt("subject", Text),
    opt("classLevel", Text),
    opt("topic", Text),
    opt("type", Text),
    opt("source", Text),
    opt("language", Text),
    opt("status", Text),
    opt("search", Text),
    opt("ids", Text),
    opt("page", Integer),
    opt("limit", Integer),
    opt("format", Text),
];
/// A question as the bank's editor sends it (docs/bank-api.md).
const QUESTION_FIELDS: &[Field] = &[
    req("subject", Text),
    req("classLevel", Text),
    req("topic", Text),
    req("type", Text),
    req("question", Text),
    opt("options", Texts),
    opt("answer", Any),
    opt("explanation", Text),
    opt("marks", Integer),
    opt("markingScheme", List),
    opt("modelAnswer", Text),
    opt("difficulty", Text),
    opt("language", Text),
    opt("status", Text),
    opt("name", Text),
    opt("version", Integer),
];
const DATA: &[Field] = &[req("data", Any)];
const CLASS_FIELDS: &[Field] = &[
    req("name", Text),
    req("classLevel", Text),
    opt("stream", Text),
    req("schoolYear", Text),
    opt("teacherIds", Texts),
];
const DATA_LIST: &[Field] = &[req("data", List)];
const RESULTS: &[Field] = &[req("results", List)];
const QUIZ_ANSWER: &[Field] = &[req("id", Text), req("quiz", Object), req("data", Object)];
const ATTEMPT_ANSWER: &[Field] = &[req("id", Text), req("data", Object), req("newAchievements", List)];
/// An autosave's or submission's answer: `applied` is false when a late numbered save was
/// not applied (`data` is then the attempt as stored).
const SAVE_ANSWER: &[Field] =
    &[req("id", Text), req("data", Object), req("newAchievements", List), req("applied", Boolean)];
const USER_FIELDS: &[Field] = &[
    opt("uid", Text),
    opt("username", Text),
    opt("email", Text),
    opt("phoneNumber", Text),
    opt("resident", Text),
    opt("school", Text),
    opt("age", Integer),
    opt("role", Text),
    opt("status", Text),
    opt("className", Text),
    opt("stream", Text),
    opt("subjects", Texts),
    opt("password", Text),
    opt("confirmPassword", Text),
    opt("currentPassword", Text),
];
const TOPIC_FIELDS: &[Field] = &[
    req("name", Texts),
    req("subject", Text),
    req("classLevel", Texts),
    opt("description", Text),
    opt("subtopics", List),
];
const ACHIEVEMENT_FIELDS: &[Field] = &[
    opt("id", Text),
    req("title", Text),
    req("description", Text),
    opt("category", Text),
    opt("rank", Text),
    opt("rule", Object),
];
const ATTEMPT_SAVE_FIELDS: &[Field] = &[
    req("userId", Text),
    opt("quizId", Text),
    opt("quizData", Shape("QuizData")),
    opt("subject", Text),
    opt("topic", Text),
    opt("classLevel", Text),
    opt("quizType", Text),
    opt("quizMode", Text),
    opt("status", Text),
    opt("selectedAnswers", Shapes("GivenAnswer")),
    opt("remainingTime", Number),
    opt("timeTaken", Number),
    opt("score", Number),
    opt("correctAnswers", Integer),
    opt("totalQuestions", Integer),
];
const GEN_QUERY: &[Field] =
    &[req("subject", Text), req("topic", Text), req("className", Text), opt("difficulty", Text), opt("count", Integer)];
const CLASS_QUERY: &[Field] = &[opt("classLevel", Text), opt("subject", Text)];
const PAGE_QUERY: &[Field] = &[opt("limit", Integer), opt("offset", Integer)];

/// Every route of the API, in the order [`crate::routes::configure`] registers them.
pub const ROUTES: &[RouteDoc] = &[
    route(
        Get,
        "/api/health",
        "service",
        Public,
        "Whether the server and its store answer; which store, generator, marker and mailer it uses, and its version",
    )
    .answers(
        200,
        Answer::Json(&[
            req("status", Text),
            req("store", Text),
            req("storeKind", Text),
            req("generator", Text),
            req("marker", Object),
            req("mailer", Text),
            req("version", Text),
        ]),
    ),
    route(Get, "/api/openapi.json", "service", Public, "This document")
        .answers(200, Answer::Json(&[req("openapi", Text), req("paths", Object)])),
    route(Get, "/api/docs", "service", Public, "A browsable page of this document").answers(200, Answer::Html),
    route(Get, "/api/docs/{file}", "service", Public, "The browsable page's files").answers(200, Answer::Html),
    // Sessions and accounts
    route(
        Post,
        "/api/auth/login",
        "auth",
        Public,
        "Sign in by username (or email) and password; sets the session cookie",
    )
    .body(Body::Json(&[req("username", Text), req("password", Text)]))
    .answers(200, Answer::Json(&[req("data", Object), req("uid", Text), req("token", Text), req("message", Text)]))
    .errors(&[401, 403, 429]),
    route(Post, "/api/auth/logout", "auth", Public, "Clear the session cookie").answers(200, Answer::Json(MESSAGE)),
    route(Post, "/api/auth/register", "auth", Public, "Onboarding's sign-up: a new student or teacher")
        .body(Body::Json(&[
            req("username", Text),
            req("email", Text),
            req("phoneNumber", Text),
            req("password", Text),
            req("confirmPassword", Text),
            opt("role", Text),
            opt("status", Text),
        ]))
        .answers(201, Answer::Json(&[req("docId", Text), req("id", Text), req("message", Text)]))
        .errors(&[409]),
    route(
        Post,
        "/api/auth/reset-password",
        "auth",
        Public,
        "Mail a single-use reset link; answers the same for unknown addresses",
    )
    .body(Body::Json(&[req("email", Text)]))
    .answers(200, Answer::Json(MESSAGE))
    .errors(&[429]),
    route(Post, "/api/auth/reset-password/confirm", "auth", Public, "Set a new password with a reset link's token")
        .body(Body::Json(&[req("token", Text), req("password", Text), req("confirmPassword", Text)]))
        .answers(200, Answer::Json(MESSAGE)),
    route(Post, "/api/auth/confirm-email", "auth", Public, "Confirm a new email address with the mailed link's token")
        .body(Body::Json(&[req("token", Text)]))
        .answers(200, Answer::Json(MESSAGE))
        .errors(&[429]),
    route(Get, "/api/auth/me", "auth", SignedIn, "The signed-in person")
        .answers(200, Answer::Json(&[req("data", Object), req("uid", Text)])),
    route(Get, "/api/check/username", "auth", Public, "Whether a username is taken")
        .query(&[req("username", Text)])
        .answers(200, Answer::Json(&[req("usernameExists", Boolean)]))
        .errors(&[429]),
    route(Get, "/api/check/email", "auth", Public, "Whether an email address is registered")
        .query(&[req("email", Text)])
        .answers(200, Answer::Json(&[req("emailExists", Boolean)]))
        .errors(&[429]),
    // People
    route(
        Get,
        "/api/users",
        "users",
        SignedIn,
        "Everyone with their private fields for admins; the public leaderboard view for others",
    )
    .answers(
        200,
        Answer::JsonList(&[
            req("id", Text),
            req("uid", Text),
            req("username", Text),
            opt("email", Text),
            opt("profilePic", Text).or_null(),
        ]),
    ),
    route(Get, "/api/filter-users", "users", Admin, "Users by status (active, inactive, or all)")
        .query(&[opt("status", Text)])
        .answers(200, Answer::Json(RESULTS))
        .errors(&[422]),
    route(Get, "/api/search-users", "users", Admin, "Users whose name or email matches; everyone for an empty query")
        .query(&[opt("query", Text)])
        .answers(200, Answer::Json(RESULTS)),
    route(Post, "/api/create-user", "users", Admin, "The admin's Add User form")
        .body(Body::Json(&[
            req("username", Text),
            req("email", Text),
            req("phoneNumber", Text),
            req("role", Text),
            req("password", Text),
        ]))
        .answers(201, Answer::Json(&[req("id", Text), req("data", Object), req("message", Text)]))
        .errors(&[409]),
    route(
        Post,
        "/api/users/import",
        "users",
        Admin,
        "Pupils' accounts from a CSV (name, username; class, email, phone optional): a preview, or with confirm true the accounts, each with a one-time password shown this once",
    )
    .body(Body::Json(&[req("csv", Text), opt("confirm", Boolean)]))
    .answers(
        200,
        Answer::Json(&[
            req("schoolYear", Text),
            req("ready", List),
            req("refused", List),
            req("created", List),
            req("message", Text),
        ]),
    )
    .errors(&[409]),
    route(Get, "/api/Stats", "admin", Admin, "The admin dashboard's figure")
        .answers(200, Answer::Json(&[req("Total Users", Integer)])),
    route(Get, "/api/admin/overview", "admin", Admin, "Totals of users, subjects and quizzes")
        .answers(200, Answer::Json(DATA)),
    route(Get, "/api/admin/recent-attempts", "admin", Admin, "Recent completed attempts across the school")
        .query(&[opt("limit", Integer)])
        .answers(200, Answer::Json(DATA_LIST)),
    route(
        Get,
        "/api/admin/dashboard",
        "admin",
        Admin,
        "The dashboard's cards (last 30 days against the 30 before) and charts",
    )
    .answers(200, Answer::Json(DATA)),
    route(
        Get,
        "/api/admin/reports",
        "admin",
        Admin,
        "Exam results by class and subject over the last `days` days (default 90, 0 for all time)",
    )
    .query(&[opt("days", Integer)])
    .answers(200, Answer::Json(DATA)),
    route(
        Get,
        "/api/admin/registrations",
        "admin",
        Admin,
        "Registrations of the last `days` days (default 30), newest first",
    )
    .query(&[opt("days", Integer)])
    .answers(200, Answer::Json(&[req("data", List), req("since", Object), req("total", Integer)])),
    route(Get, "/api/user/{uid}", "users", Owner, "A user's profile").answers(200, Answer::Json(DATA)),
    route(Put, "/api/user/{uid}", "users", Owner, "Change a profile (only admins change status or make admins)")
        .body(Body::Json(USER_FIELDS))
        .answers(200, Answer::Json(&[req("data", Object), req("message", Text), opt("emailPending", Boolean)]))
        .errors(&[409, 429]),
    route(Get, "/api/teacher-requests", "users", Admin, "Students who picked Teacher at onboarding, oldest first")
        .answers(200, Answer::Json(DATA_LIST)),
    route(
        Post,
        "/api/user/{uid}/slip",
        "users",
        Admin,
        "A new first-login slip for a student who forgot their password: a one-time password shown this once; their sessions end (not a student: 409)",
    )
    .answers(200, Answer::Json(&[req("data", Object), req("message", Text)]))
    .errors(&[409]),
    route(
        Post,
        "/api/user/{uid}/teacher-request/approve",
        "users",
        Admin,
        "Make the account a teacher's and settle the request (no request: 409)",
    )
    .answers(200, Answer::Json(&[req("data", Object), req("message", Text)]))
    .errors(&[409]),
    route(
        Post,
        "/api/user/{uid}/teacher-request/refuse",
        "users",
        Admin,
        "Settle the request; the account stays a student's",
    )
    .answers(200, Answer::Json(&[req("data", Object), req("message", Text)]))
    .errors(&[409]),
    route(Delete, "/api/user/{uid}", "users", Admin, "Remove a user and their attempts (not oneself: 409)")
        .answers(200, Answer::Json(MESSAGE))
        .errors(&[409]),
    // Catalogue and search
    route(Get, "/api/subjects", "catalogue", SignedIn, "Subjects, of one class when given")
        .query(CLASS_QUERY)
        .answers(200, Answer::Json(DATA_LIST))
        .errors(&[422]),
    route(Get, "/api/subjects/filter", "catalogue", SignedIn, "A class's subjects")
        .query(&[opt("classLevel", Text)])
        .answers(200, Answer::Json(&[req("data", List), req("subjects", List)]))
        .errors(&[422]),
    route(Get, "/api/userSubject/{id}", "catalogue", SignedIn, "A subject by id or (slugged) name")
        .query(&[opt("classLevel", Text)])
        .answers(
            200,
            Answer::Json(&[
                req("id", Text),
                req("name", Text),
                req("description", Text),
                opt("image", Text).or_null(),
                req("classLevel", Text),
                req("topicsCount", Integer),
            ]),
        )
        .errors(&[422]),
    route(Post, "/api/createSubject", "catalogue", Admin, "A subject for one class (call once per class)")
        .body(Body::Multipart(&[
            req("name", Text),
            req("description", Text),
            req("classLevel", Text),
            req("image", File),
            opt("meta", Text),
        ]))
        .answers(201, Answer::Json(&[req("id", Text), req("data", Object), req("message", Text)])),
    route(
        Put,
        "/api/subjects/{id}",
        "catalogue",
        Admin,
        "Rename, describe or move a subject of one class; its topics, quizzes and bank questions follow",
    )
    .body(Body::Json(&[req("name", Text), opt("description", Text), opt("classLevel", Text)]))
    .answers(200, Answer::Json(&[req("data", Object), req("message", Text)]))
    .errors(&[409]),
    route(
        Delete,
        "/api/deleteSubject/{id}",
        "catalogue",
        Admin,
        "Remove a subject: its topics deleted, its quizzes deleted (or retired if taken), its bank questions retired",
    )
    .answers(
        200,
        Answer::Json(&[
            req("message", Text),
            req("topics", Integer),
            req("quizzesRetired", Integer),
            req("quizzesDeleted", Integer),
            req("bankQuestions", Integer),
        ]),
    ),
    route(
        Get,
        "/api/subjects/{id}/usage",
        "catalogue",
        Admin,
        "How many topics, quizzes and bank questions a subject of one class holds",
    )
    .answers(200, Answer::Json(&[req("topics", Integer), req("quizzes", Integer), req("bankQuestions", Integer)])),
    route(
        Put,
        "/api/topics/{id}",
        "catalogue",
        Admin,
        "Rename, describe or move a topic; its quizzes and bank questions follow it",
    )
    .body(Body::Json(&[req("name", Text), req("subject", Text), opt("classLevel", Text), opt("description", Text)]))
    .answers(200, Answer::Json(&[req("data", Object), req("message", Text)])),
    route(
        Delete,
        "/api/topics/{id}",
        "catalogue",
        Admin,
        "Remove a topic: its quizzes deleted (or retired if taken), its bank questions retired",
    )
    .answers(200, Answer::Json(&[req("message", Text), req("quizzes", Integer), req("bankQuestions", Integer)])),
    route(Get, "/api/topics/{id}/usage", "catalogue", Admin, "How many quizzes and bank questions a topic holds")
        .answers(200, Answer::Json(&[req("quizzes", Integer), req("bankQuestions", Integer)])),
    route(Get, "/api/topics", "catalogue", SignedIn, "Topics, of one class and subject when given")
        .query(CLASS_QUERY)
        .answers(200, Answer::Json(DATA_LIST))
        .errors(&[422]),
    route(Get, "/api/filter-topics", "catalogue", SignedIn, "A class's topics of a subject")
        .query(CLASS_QUERY)
        .answers(200, Answer::Json(DATA_LIST))
        .errors(&[422]),
    route(Post, "/api/createTopic", "catalogue", Admin, "A topic, for every class given")
        .body(Body::Json(TOPIC_FIELDS))
        .answers(201, Answer::Json(&[req("id", Text), req("data", Object), req("count", Integer)])),
    route(Post, "/api/bulkTopic", "catalogue", Admin, "Several topics at once; names may be one comma-separated text")
        .body(Body::JsonList("topics", TOPIC_FIELDS))
        .answers(201, Answer::Json(&[req("count", Integer), req("data", List)])),
    route(
        Get,
        "/api/global-search",
        "catalogue",
        SignedIn,
        "Quizzes, topics and subjects matching 2 or more characters",
    )
    .query(&[req("query", Text)])
    .answers(200, Answer::Json(RESULTS)),
    route(Get, "/api/search-quizzes", "catalogue", SignedIn, "Quizzes matching 2 or more characters")
        .query(&[req("query", Text)])
        .answers(200, Answer::Json(RESULTS)),
    // Quizzes
    route(Get, "/api/quiz/{id}", "quizzes", SignedIn, "A quiz: with its key for admins, without it for others")
        .answers(200, Answer::Json(DATA)),
    route(Get, "/api/quizzes", "quizzes", Admin, "The admin's quiz list")
        .query(PAGE_QUERY)
        .answers(200, Answer::Json(DATA_LIST)),
    route(Get, "/api/filterGeneratedQuizzes", "quizzes", SignedIn, "A class's manual and weekly generated quizzes")
        .query(&[opt("classLevel", Text)])
        .answers(200, Answer::Json(&[req("manualQuizzes", List), req("weeklyQuizzes", List)]))
        .errors(&[422]),
    route(
        Post,
        "/api/generate-quiz",
        "quizzes",
        SignedIn,
        "Generate and store a quiz (an admin's are the school's manual quizzes)",
    )
    .body(Body::Json(&[
        req("subject", Text),
        req("topic", Text),
        req("classLevel", Text),
        req("quizType", Text),
        opt("difficulty", Text),
    ]))
    .answers(201, Answer::Json(QUIZ_ANSWER)),
    route(Post, "/api/saveUserQuiz", "quizzes", Owner, "Remember a student's quiz choice")
        .body(Body::Json(&[req("userId", Text), req("subject", Text), req("classLevel", Text), opt("topic", Text)]))
        .answers(201, Answer::Json(&[req("id", Text)]))
        .errors(&[404]),
    route(Post, "/api/updateUserQuiz", "quizzes", Owner, "Change a quiz choice's timer and type")
        .body(Body::Json(&[req("quizId", Text), opt("useTimer", Boolean), opt("quizType", Text)]))
        .answers(200, Answer::Json(DATA))
        .errors(&[404]),
    // Attempts and progress
    route(
        Post,
        "/api/quizzes/saveAttempt",
        "attempts",
        Owner,
        "Start an attempt (of a stored quiz, or of quiz data an older client sends); 409 for a retired quiz",
    )
    .body(Body::Json(ATTEMPT_SAVE_FIELDS))
    .answers(201, Answer::Json(ATTEMPT_ANSWER))
    .errors(&[404, 409]),
    route(Get, "/api/achievements", "progress", SignedIn, "The achievement catalogue")
        .answers(200, Answer::Json(DATA_LIST)),
    route(Post, "/api/createAchievements", "progress", Admin, "Add achievements")
        .body(Body::JsonList("achievements", ACHIEVEMENT_FIELDS))
        .answers(201, Answer::Json(&[req("count", Integer), req("data", List)]))
        .errors(&[409]),
    route(Get, "/api/leaderboard", "progress", SignedIn, "The top 10 by average exam score")
        .answers(200, Answer::Json(DATA_LIST)),
    // Exports
    route(
        Get,
        "/api/export/{name}",
        "exports",
        Admin,
        "A CSV export: users.csv, subjects.csv, quizzes.csv, topics.csv or achievements.csv",
    )
    .answers(200, Answer::Csv),
    route(
        Delete,
        "/api/quiz/{id}",
        "quizzes",
        Staff,
        "Delete a quiz nobody has taken, or retire one students have (it stays for their attempts)",
    )
    .answers(200, Answer::Json(&[req("message", Text), req("retired", Boolean)])),
    // The question bank (docs/bank-api.md)
    route(Get, "/api/bank/questions", "bank", Staff, "A page of the bank's questions, newest change first")
        .query(BANK_FILTERS)
        .answers(
            200,
            Answer::Json(&[req("data", List), req("total", Integer), req("page", Integer), req("limit", Integer)]),
        )
        .errors(&[422]),
    route(
        Post,
        "/api/bank/questions",
        "bank",
        Staff,
        "Write a question (400 with every problem when it may not be saved)",
    )
    .body(Body::Json(QUESTION_FIELDS))
    .answers(201, Answer::Json(&[req("data", Object), req("message", Text)]))
    .errors(&[409]),
    route(Post, "/api/bank/questions/check", "bank", Staff, "What is wrong with a question, without saving it")
        .body(Body::Json(QUESTION_FIELDS))
        .answers(200, Answer::Json(&[req("problems", List)])),
    route(Get, "/api/bank/questions/{id}", "bank", Staff, "A question and every version of it, oldest first")
        .answers(200, Answer::Json(&[req("data", Object), req("versions", List)])),
    route(
        Put,
        "/api/bank/questions/{id}",
        "bank",
        Staff,
        "Save a new version of a question; `version` is the one opened (409 when someone saved since)",
    )
    .body(Body::Json(QUESTION_FIELDS))
    .answers(200, Answer::Json(&[req("data", Object), req("message", Text)]))
    .errors(&[409]),
    route(Delete, "/api/bank/questions/{id}", "bank", Staff, "Remove a question (quizzes made keep their copy)")
        .answers(200, Answer::Json(MESSAGE)),
    route(
        Post,
        "/api/bank/try-answer",
        "bank",
        Staff,
        "Mark an answer against a question as a student's would be (a short answer by the built-in marker, with \
         `points`: each marking point as read, {point, marks, awarded, found}, the awards adding up to the score; \
         empty for multiple choice); nothing is stored",
    )
    .body(Body::Json(&[req("question", Object), req("answer", Any)]))
    .answers(
        200,
        Answer::Json(&[req("score", Integer), req("marks", Integer), req("feedback", Text), req("points", List)]),
    )
    .errors(&[429, 502, 503]),
    route(
        Post,
        "/api/bank/import",
        "bank",
        Staff,
        "Read a question file (GIFT, Moodle XML, Aiken, CSV): a preview, or with confirm=true the questions stored",
    )
    .body(Body::Multipart(&[
        req("file", File),
        opt("format", Text),
        opt("subject", Text),
        opt("classLevel", Text),
        opt("topic", Text),
        opt("status", Text),
        opt("confirm", Text),
    ]))
    .answers(
        200,
        Answer::Json(&[
            req("format", Text),
            req("questions", List),
            req("refused", List),
            req("toCreate", Integer),
            req("duplicates", Integer),
            opt("created", Integer),
            opt("message", Text),
        ]),
    ),
    route(
        Get,
        "/api/bank/export",
        "bank",
        Staff,
        "The questions the filters match, as a GIFT, Moodle XML, Aiken or CSV file",
    )
    .query(BANK_FILTERS)
    .answers(200, Answer::QuestionFile)
    .errors(&[422]),
    route(
        Post,
        "/api/bank/generate",
        "bank",
        Staff,
        "Questions a generator makes on one topic, kept in the bank as drafts for the quiz builder",
    )
    .body(Body::Json(&[
        req("subject", Text),
        req("classLevel", Text),
        req("topic", Text),
        req("quizType", Text),
        opt("difficulty", Text),
        opt("count", Integer),
    ]))
    .answers(200, Answer::Json(DATA_LIST))
    .errors(&[429, 502, 503]),
    route(
        Post,
        "/api/bank/quizzes",
        "bank",
        Staff,
        "A quiz the school publishes, from bank questions in the order given",
    )
    .body(Body::Json(&[
        req("title", Text),
        opt("description", Text),
        req("subject", Text),
        req("classLevel", Text),
        req("topic", Text),
        req("quizType", Text),
        opt("difficulty", Text),
        opt("estimateTime", Integer),
        req("questionIds", Texts),
    ]))
    .answers(201, Answer::Json(&[req("data", Object), req("message", Text)]))
    .errors(&[404]),
    // Teaching (docs/teacher-api.md)
    route(Get, "/api/school", "teaching", Public, "The school's time zone, in which the screens show times")
        .answers(200, Answer::Json(&[req("timeZone", Text)])),
    route(Get, "/api/classes", "teaching", Staff, "A page of classes (a teacher's own only), newest year first")
        .query(&[
            opt("q", Text),
            opt("classLevel", Text),
            opt("schoolYear", Text),
            opt("page", Integer),
            opt("limit", Integer),
        ])
        .answers(200, Answer::Json(&[req("data", List), req("total", Integer)]))
        .errors(&[422]),
    route(Post, "/api/classes", "teaching", Admin, "Create a class with its teachers")
        .body(Body::Json(CLASS_FIELDS))
        .answers(201, Answer::Json(&[req("data", Object), req("message", Text)]))
        .errors(&[409]),
    route(Get, "/api/classes/{id}", "teaching", ClassStaff, "A class with its students")
        .answers(200, Answer::Json(&[req("data", Object), req("students", List)])),
    route(Put, "/api/classes/{id}", "teaching", Admin, "Rename a class, change its year or its teachers")
        .body(Body::Json(CLASS_FIELDS))
        .answers(200, Answer::Json(&[req("data", Object), req("message", Text)]))
        .errors(&[409]),
    route(Delete, "/api/classes/{id}", "teaching", Admin, "Delete a class and its assignments (attempts stay)")
        .answers(200, Answer::Json(MESSAGE)),
    route(Post, "/api/classes/{id}/students", "teaching", Admin, "Enrol students picked by id")
        .body(Body::Json(&[req("userIds", Texts)]))
        .answers(200, Answer::Json(DATA))
        .errors(&[409]),
    route(
        Post,
        "/api/classes/{id}/students/import",
        "teaching",
        Admin,
        "Enrol the students a CSV of usernames names: a preview, or with confirm true the enrolment",
    )
    .body(Body::Json(&[req("csv", Text), opt("confirm", Boolean)]))
    .answers(200, Answer::Json(DATA))
    .errors(&[409]),
    route(Delete, "/api/classes/{id}/students/{userId}", "teaching", Admin, "Take a student out of a class")
        .answers(200, Answer::Json(MESSAGE)),
    route(Get, "/api/assignments", "teaching", Staff, "The assignments of the caller's classes, closing soonest first")
        .query(&[opt("classId", Text), opt("state", Text), opt("page", Integer), opt("limit", Integer)])
        .answers(200, Answer::Json(&[req("data", List), req("total", Integer)]))
        .errors(&[404]),
    route(
        Post,
        "/api/assignments",
        "teaching",
        ClassStaff,
        "Assign a quiz to some of the caller's classes (one assignment each)",
    )
    .body(Body::Json(&[
        req("quizId", Text),
        req("classIds", Texts),
        req("mode", Text),
        req("opensAt", Text),
        req("closesAt", Text),
        opt("timeLimitMinutes", Integer),
        opt("attemptsAllowed", Integer),
        opt("keys", Text),
    ]))
    .answers(201, Answer::Json(&[req("data", List), req("message", Text)]))
    .errors(&[404, 409]),
    route(Get, "/api/assignments/{id}", "teaching", ClassStaff, "An assignment").answers(200, Answer::Json(DATA)),
    route(Delete, "/api/assignments/{id}", "teaching", ClassStaff, "Remove an assignment (its attempts stay)")
        .answers(200, Answer::Json(MESSAGE)),
    route(Get, "/api/assignments/{id}/results", "teaching", ClassStaff, "The class's results table, as it stands now")
        .answers(200, Answer::Json(DATA)),
    route(Get, "/api/assignments/{id}/results.csv", "teaching", ClassStaff, "The class's results table as CSV")
        .answers(200, Answer::Csv),
    route(
        Get,
        "/api/assignments/{id}/analysis",
        "teaching",
        ClassStaff,
        "Moodle's quiz statistics per question over each student's first submitted attempt",
    )
    .answers(200, Answer::Json(DATA)),
    route(
        Get,
        "/api/attempts/{id}/marking",
        "teaching",
        Involved,
        "An attempt's marks, feedback and every change of mark",
    )
    .answers(200, Answer::Json(DATA)),
    route(
        Put,
        "/api/attempts/{id}/marking",
        "teaching",
        ClassStaff,
        "Change short-answer marks, each with a reason, or with none confirm them; the score follows",
    )
    .body(Body::Json(&[req("changes", List)]))
    .answers(200, Answer::Json(&[req("data", Object), req("message", Text)]))
    .errors(&[409]),
    route(
        Get,
        "/api/teacher/home",
        "teaching",
        Staff,
        "A teacher's classes, open and upcoming assignments, marks to check and weakest topics",
    )
    .answers(200, Answer::Json(DATA)),
    route(
        Get,
        "/api/{uid}/assignments",
        "teaching",
        Owner,
        "What is assigned to a student: upcoming, open, and closed in the last two weeks",
    )
    .answers(200, Answer::Json(DATA_LIST)),
    // The spec's /api/{id}/... shapes
    route(
        Put,
        "/api/{attemptId}/updateQuizAttempt",
        "attempts",
        Owner,
        "Autosave an attempt, or submit it with status 'completed' (marked by the server)",
    )
    .notes(
        "An autosave may carry `saveNumber`, a per-attempt sequence number (1 or more; optional for older \
         clients). One numbered no higher than the last applied (the attempt's `saveNumber`) is late: it is \
         not applied, and answers 200 with `applied: false` and the attempt as stored, so a retried old save \
         never undoes a newer one. A second submission answers with the same result and counts nothing.",
    )
    .body(Body::Json(&[
        opt("selectedAnswers", Shapes("GivenAnswer")),
        opt("status", Text),
        opt("remainingTime", Number),
        opt("timeTaken", Number),
        opt("saveNumber", Integer),
        opt("quizData", Shape("QuizData")),
        opt("quizType", Text),
        opt("quizMode", Text),
        opt("score", Number),
        opt("correctAnswers", Integer),
        opt("totalQuestions", Integer),
    ]))
    .answers(200, Answer::Json(SAVE_ANSWER))
    .errors(&[409]),
    route(
        Post,
        "/api/{attemptId}/checkAnswer",
        "attempts",
        Owner,
        "Practice mode's instant feedback on one question (a short answer is marked, as on submission)",
    )
    .body(Body::Json(&[req("questionIndex", Integer), req("answer", Shape("GivenAnswer"))]))
    .answers(
        200,
        Answer::Json(&[
            req("correct", Boolean),
            req("correctAnswer", Any),
            req("explanation", Text),
            opt("marksAwarded", Integer),
            opt("marks", Integer),
            opt("feedback", Text),
        ]),
    )
    .errors(&[413, 429, 502, 503]),
    route(
        Post,
        "/api/{attemptId}/retake",
        "attempts",
        Owner,
        "Put a completed attempt back in progress with blank answers",
    )
    .answers(200, Answer::Json(ATTEMPT_ANSWER)),
    route(Get, "/api/{attemptId}/quiz", "attempts", Owner, "An attempt with its quiz (the key once completed)")
        .answers(200, Answer::Json(ATTEMPT_ANSWER)),
    route(Get, "/api/{uid}/user", "attempts", Owner, "A student's attempts, newest first")
        .query(PAGE_QUERY)
        .answers(200, Answer::Json(DATA_LIST)),
    route(Get, "/api/{uid}/streak", "progress", Owner, "A student's streak")
        .answers(200, Answer::Json(&[req("streakDays", Integer), req("longestStreak", Integer)])),
    route(Get, "/api/{uid}/stats", "progress", Owner, "A student's statistics and report card")
        .answers(200, Answer::Json(DATA)),
    route(Get, "/api/{uid}/achievements", "progress", Owner, "The catalogue with what this student unlocked, and when")
        .answers(200, Answer::Json(DATA_LIST)),
    route(
        Get,
        "/api/{uid}/notifications",
        "progress",
        Owner,
        "Badges, results and the class's new weekly quizzes, newest first",
    )
    .answers(200, Answer::Json(DATA_LIST)),
    route(Get, "/api/{uid}/profile-pic", "users", Owner, "A user's picture").answers(200, Answer::Json(DATA)),
    route(Put, "/api/{uid}/profile-pic", "users", Owner, "A new picture (PNG, JPEG, GIF or WebP, 5 MB at most)")
        .body(Body::Multipart(&[req("profilePic", File)]))
        .answers(200, Answer::Json(DATA)),
    route(Get, "/api/{uid}/class", "users", Owner, "A user's class").answers(200, Answer::Json(DATA)),
    route(Put, "/api/{uid}/class", "users", Owner, "Set a user's class")
        .body(Body::Json(&[req("className", Text)]))
        .answers(200, Answer::Json(DATA)),
    route(Post, "/api/{uid}/class", "users", Owner, "Set a user's class (onboarding)")
        .body(Body::Json(&[req("className", Text)]))
        .answers(200, Answer::Json(DATA)),
    route(Get, "/api/{uid}/subject", "users", Owner, "A user's subjects").answers(200, Answer::Json(DATA)),
    route(Put, "/api/{uid}/subject", "users", Owner, "Set a user's subjects")
        .body(Body::Json(&[req("subjects", Texts)]))
        .answers(200, Answer::Json(DATA)),
    route(Post, "/api/{uid}/subject", "users", Owner, "Set a user's subjects (onboarding)")
        .body(Body::Json(&[req("subjects", Texts)]))
        .answers(200, Answer::Json(DATA)),
    route(Get, "/api/{subjectId}/userSubject", "catalogue", SignedIn, "A subject's name and image")
        .answers(200, Answer::Json(&[req("name", Text), opt("image", Text).or_null()])),
    route(Get, "/api/{id}/topic", "catalogue", SignedIn, "A topic").answers(
        200,
        Answer::Json(&[req("id", Text), req("name", Text), req("subject", Text), req("classLevel", Text)]),
    ),
    // The generation and review services
    route(Get, "/gen/multiple-choice-quiz", "services", SignedIn, "Generate a multiple-choice quiz without storing it")
        .query(GEN_QUERY)
        .answers(200, Answer::Json(&[req("estimatedTime", Text), req("quiz", Object)])),
    route(Get, "/gen/short-answer-quiz", "services", SignedIn, "Generate a short-answer quiz without storing it")
        .query(GEN_QUERY)
        .answers(200, Answer::Json(&[req("estimatedTime", Text), req("quiz", Object)])),
    route(Post, "/review/short-answer-quiz", "services", SignedIn, "Mark short answers against their marking schemes")
        .body(Body::Json(&[req("questions", Shapes("ReviewQuestion"))]))
        .answers(
            200,
            Answer::Json(&[
                req("total", Integer),
                req("correctCount", Integer),
                req("feedback", Any),
                req("questions", List),
            ]),
        ),
];

fn kind_schema(kind: Kind) -> RefOr<Schema> {
    let schema: Schema = match kind {
        Text => ObjectBuilder::new().schema_type(Type::String).into(),
        Integer => ObjectBuilder::new().schema_type(Type::Integer).into(),
        Number => ObjectBuilder::new().schema_type(Type::Number).into(),
        Boolean => ObjectBuilder::new().schema_type(Type::Boolean).into(),
        Texts => OneOfBuilder::new()
            .item(text_list())
            .item(ObjectBuilder::new().schema_type(Type::String).description(Some("Several names, comma-separated.")))
            .into(),
        Object => ObjectBuilder::new().schema_type(Type::Object).into(),
        List => ArrayBuilder::new().into(),
        Any => ObjectBuilder::new().schema_type(SchemaType::AnyValue).into(),
        File => ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Binary)))
            .into(),
        Shape(name) => return Ref::from_schema_name(name).into(),
        Shapes(name) => ArrayBuilder::new().items(Ref::from_schema_name(name)).into(),
    };
    schema.into()
}

fn text_list() -> ArrayBuilder {
    ArrayBuilder::new().items(ObjectBuilder::new().schema_type(Type::String))
}

fn null() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::Null)
}

/// The nested shapes request bodies carry, so that clients (and fuzzers) know what a quiz, an
/// answer or a marking scheme looks like: `components/schemas` keys.
pub const SHAPES: &[&str] =
    &["GivenAnswer", "MarkingPoint", "McqQuestion", "ShortAnswerQuestion", "Section", "QuizData", "ReviewQuestion"];

fn shape(name: &str) -> Schema {
    let object = || ObjectBuilder::new().schema_type(Type::Object);
    let text = || kind_schema(Text);
    let integer = || kind_schema(Integer);
    match name {
        "GivenAnswer" => OneOfBuilder::new()
            .item(ObjectBuilder::new().schema_type(Type::String))
            .item(text_list())
            .item(null())
            .description(Some("One option or text, several options, or null for no answer."))
            .into(),
        "MarkingPoint" => object()
            .property("point", text())
            .required("point")
            .property("marks", integer())
            .property("accept", text_list())
            .into(),
        "McqQuestion" => object()
            .property("question", text())
            .required("question")
            .property("options", text_list())
            .required("options")
            .property(
                "answer",
                OneOfBuilder::new().item(ObjectBuilder::new().schema_type(Type::String)).item(text_list()),
            )
            .required("answer")
            .property("explanation", text())
            .into(),
        "ShortAnswerQuestion" => object()
            .property("question", text())
            .required("question")
            .property("marks", integer())
            .property("markingScheme", kind_schema(Shapes("MarkingPoint")))
            .property("answer", text())
            .property("explanation", text())
            .into(),
        "Section" => object()
            .property("title", text())
            .property("marks", integer())
            .property("questions", kind_schema(Shapes("ShortAnswerQuestion")))
            .required("questions")
            .into(),
        "QuizData" => object()
            .property("title", text())
            .property("description", text())
            .property("estimatedTime", text())
            .property("questions", kind_schema(Shapes("McqQuestion")))
            .property("sections", kind_schema(Shapes("Section")))
            .property(
                "generatorParams",
                object().property("subject", text()).property("topic", text()).property("className", text()),
            )
            .description(Some("A quiz as an older client sends it: `questions` (MCQ) or `sections` (short answer)."))
            .into(),
        "ReviewQuestion" => object()
            .property("question", text())
            .property("answer", text())
            .property("marks", integer())
            .property(
                "markingScheme",
                OneOfBuilder::new()
                    .item(ObjectBuilder::new().schema_type(Type::String))
                    .item(kind_schema(Shapes("MarkingPoint")))
                    .item(null()),
            )
            .into(),
        _ => object().into(),
    }
}

/// A field's schema: its kind's, or that or `null` when the field may be null.
fn field_schema(field: &Field) -> RefOr<Schema> {
    if !field.nullable {
        return kind_schema(field.kind);
    }
    let simple = match field.kind {
        Text => Some(Type::String),
        Integer => Some(Type::Integer),
        Number => Some(Type::Number),
        Boolean => Some(Type::Boolean),
        Object => Some(Type::Object),
        Any => return kind_schema(Any),
        Texts | List | File | Shape(_) | Shapes(_) => None,
    };
    let schema: Schema = match simple {
        Some(t) => ObjectBuilder::new().schema_type(SchemaType::from_iter([t, Type::Null])).into(),
        None => OneOfBuilder::new().item(kind_schema(field.kind)).item(null()).into(),
    };
    schema.into()
}

fn object_schema(fields: &[Field]) -> Schema {
    let mut object = ObjectBuilder::new().schema_type(Type::Object);
    for field in fields {
        object = object.property(field.name, field_schema(field));
        if field.required {
            object = object.required(field.name);
        }
    }
    object.into()
}

fn path_parameters(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter_map(|segment| segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
}

fn describe_parameter(name: &str) -> &'static str {
    match name {
        "uid" => "A user's id.",
        "attemptId" => "A quiz attempt's id.",
        "subjectId" => "A subject's id.",
        "name" => "The export's file name.",
        _ => "An id (of the subject, topic or quiz the path names).",
    }
}

/// The failures a route may answer: those its shape implies, and its own extras.
///
/// - a JSON body: 400 (not valid JSON, or missing fields), 413 (over the size limit), 415 (not
///   sent as JSON), 422 (the domain's rules);
/// - a multipart body: 400 (not a valid form), 413, 415 (not a multipart form, or not an
///   image), 422;
/// - a query: 400 (a value of the wrong type, a field twice); 422 when a field is required;
/// - a session: 401; 403 for owners' and admins' routes;
/// - a path naming a record: 404;
/// - the generation and review services: 502 and 503.
pub fn failure_statuses(doc: &RouteDoc) -> Vec<u16> {
    let mut statuses: Vec<u16> = doc.errors.to_vec();
    match doc.body {
        Body::None => {}
        Body::Json(_) | Body::JsonList(..) | Body::Multipart(_) => statuses.extend([400, 413, 415, 422]),
    }
    if !doc.query.is_empty() {
        statuses.push(400);
    }
    if doc.query.iter().any(|f| f.required) {
        statuses.push(422);
    }
    if doc.access != Public {
        statuses.push(401);
    }
    if matches!(doc.access, Owner | Admin | Staff | ClassStaff | Involved) {
        statuses.push(403);
    }
    if path_parameters(doc.path).next().is_some() {
        statuses.push(404);
    }
    if doc.tag == "services" || doc.path == "/api/generate-quiz" || doc.path.ends_with("/updateQuizAttempt") {
        statuses.extend([502, 503]);
    }
    // Per-user rate limits: generation and review, and the daily quota of a student's quizzes.
    if doc.tag == "services" || doc.path == "/api/generate-quiz" || doc.path == "/api/quizzes/saveAttempt" {
        statuses.push(429);
    }
    statuses.sort_unstable();
    statuses.dedup();
    statuses
}

fn failure_description(status: u16) -> &'static str {
    match status {
        400 => "Bad input, in words a person can read.",
        401 => "Not signed in (or, for sign-in, a wrong username or password).",
        403 => "Not allowed (or, for sign-in, an inactive account).",
        404 => "Not found.",
        409 => "A conflict: the username or email is taken, or the record's state does not allow it.",
        413 => "The body or upload is too large.",
        415 => "Not sent as JSON (or, for uploads, not a multipart form or not a picture).",
        422 => "Well-formed but invalid input.",
        429 => "Too many tries (sign-ins, checks, resets or requests); the message says how long to wait.",
        502 => "The generation or review service failed.",
        503 => "The generation or review service does not answer.",
        _ => "A failure.",
    }
}

fn error_response(description: &str) -> RefOr<utoipa::openapi::Response> {
    ResponseBuilder::new()
        .description(description)
        .content("application/json", ContentBuilder::new().schema(Some(Ref::from_schema_name("Error"))).build())
        .build()
        .into()
}

fn operation(doc: &RouteDoc) -> utoipa::openapi::path::Operation {
    let mut op = OperationBuilder::new()
        .tag(doc.tag)
        .summary(Some(doc.summary))
        .description(Some(if doc.notes.is_empty() {
            doc.access.sentence().to_string()
        } else {
            format!("{} {}", doc.access.sentence(), doc.notes)
        }))
        .operation_id(Some(format!("{} {}", doc.method.as_str(), doc.path)))
        .extensions(Some(ExtensionsBuilder::new().add("x-sabi-access", doc.access.as_str()).build()));
    for name in path_parameters(doc.path) {
        let mut parameter = ParameterBuilder::new()
            .name(name)
            .parameter_in(ParameterIn::Path)
            .required(Required::True)
            .description(Some(describe_parameter(name)))
            .schema(Some(kind_schema(Text)));
        if name == "name" {
            let names = ["users.csv", "subjects.csv", "quizzes.csv", "topics.csv", "achievements.csv"];
            parameter = parameter.schema(Some(ObjectBuilder::new().schema_type(Type::String).enum_values(Some(names))));
        }
        op = op.parameter(parameter);
    }
    for field in doc.query {
        op = op.parameter(
            ParameterBuilder::new()
                .name(field.name)
                .parameter_in(ParameterIn::Query)
                .required(if field.required { Required::True } else { Required::False })
                .schema(Some(kind_schema(field.kind))),
        );
    }
    let body = match doc.body {
        Body::None => None,
        Body::Json(fields) => Some(("application/json", object_schema(fields))),
        Body::JsonList(wrapper, fields) => {
            let list: Schema = ArrayBuilder::new().items(RefOr::T(object_schema(fields))).into();
            let wrapped: Schema =
                ObjectBuilder::new().schema_type(Type::Object).property(wrapper, list.clone()).required(wrapper).into();
            Some(("application/json", OneOfBuilder::new().item(list).item(wrapped).into()))
        }
        Body::Multipart(fields) => Some(("multipart/form-data", object_schema(fields))),
    };
    if let Some((content_type, schema)) = body {
        op = op.request_body(Some(
            RequestBodyBuilder::new()
                .required(Some(Required::True))
                .content(content_type, ContentBuilder::new().schema(Some(schema)).build())
                .build(),
        ));
    }
    let success = match doc.answer {
        Answer::Json(fields) => ResponseBuilder::new()
            .description("Done.")
            .content("application/json", ContentBuilder::new().schema(Some(object_schema(fields))).build()),
        Answer::JsonList(fields) => ResponseBuilder::new().description("Done.").content(
            "application/json",
            ContentBuilder::new().schema(Some(ArrayBuilder::new().items(RefOr::T(object_schema(fields))))).build(),
        ),
        Answer::Csv => ResponseBuilder::new()
            .description("The CSV file, with a header row.")
            .content("text/csv", ContentBuilder::new().schema(Some(kind_schema(Text))).build()),
        Answer::Html => ResponseBuilder::new()
            .description("The page.")
            .content("text/html", ContentBuilder::new().schema(Some(kind_schema(Text))).build()),
        Answer::QuestionFile => ResponseBuilder::new()
            .description("The questions as a file of the format asked for.")
            .content("text/plain", ContentBuilder::new().schema(Some(kind_schema(Text))).build())
            .content("application/xml", ContentBuilder::new().schema(Some(kind_schema(Text))).build())
            .content("text/csv", ContentBuilder::new().schema(Some(kind_schema(Text))).build()),
    };
    op = op.response(doc.status.to_string(), success.build());
    for status in failure_statuses(doc) {
        op = op.response(status.to_string(), error_response(failure_description(status)));
    }
    if doc.access != Public {
        op = op
            .security(SecurityRequirement::new("bearer", Vec::<String>::new()))
            .security(SecurityRequirement::new("cookie", Vec::<String>::new()));
    }
    op.build()
}

/// The document, built once from [`ROUTES`].
pub fn document() -> OpenApi {
    let mut paths = PathsBuilder::new();
    let mut grouped: Vec<(&str, Vec<&RouteDoc>)> = Vec::new();
    for doc in ROUTES {
        match grouped.iter_mut().find(|(path, _)| *path == doc.path) {
            Some((_, docs)) => docs.push(doc),
            None => grouped.push((doc.path, vec![doc])),
        }
    }
    for (path, docs) in grouped {
        let mut item: Option<PathItem> = None;
        for doc in docs {
            item = Some(match item {
                None => PathItem::new(doc.method.http(), operation(doc)),
                Some(mut existing) => {
                    existing.merge_operations(PathItem::new(doc.method.http(), operation(doc)));
                    existing
                }
            });
        }
        if let Some(item) = item {
            paths = paths.path(path, item);
        }
    }
    let error: Schema = ObjectBuilder::new()
        .schema_type(Type::Object)
        .property("error", kind_schema(Text))
        .required("error")
        .description(Some("Every failure: a status and a message a person can read."))
        .into();
    let mut components = ComponentsBuilder::new().schema("Error", error);
    for name in SHAPES {
        components = components.schema(*name, shape(name));
    }
    let components = components
        .security_scheme(
            "bearer",
            SecurityScheme::Http(Http::builder().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        )
        .security_scheme("cookie", SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new(SESSION_COOKIE))))
        .build();
    let tags = [
        ("service", "The server itself"),
        ("auth", "Sessions, sign-up, password reset and availability checks"),
        ("users", "Profiles, classes, subjects, pictures and user management"),
        ("admin", "The admin's figures"),
        ("catalogue", "Subjects, topics and search"),
        ("quizzes", "Quizzes, generation and quiz choices"),
        ("bank", "The school's question bank: write, import, export, build quizzes (staff)"),
        ("teaching", "Classes, assignments, results, item analysis and moderation (docs/teacher-api.md)"),
        ("attempts", "Taking quizzes"),
        ("progress", "Streaks, statistics, achievements, leaderboard, notifications"),
        ("exports", "CSV exports"),
        ("services", "The generation and review services"),
    ]
    .map(|(name, description)| TagBuilder::new().name(name).description(Some(description)).build());
    OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("Sabi API")
                .version(env!("CARGO_PKG_VERSION"))
                .description(Some(
                    "Sabi, a school quiz app for Cameroon's curriculum. Sign in with POST /api/auth/login: its answer carries a token \
                     (send it as `Authorization: Bearer <token>`) and sets the session cookie. Failures answer `{\"error\": \"...\"}`.",
                )),
        )
        .paths(paths)
        .components(Some(components))
        .tags(Some(tags))
        .build()
}

static DOCUMENT: LazyLock<String> = LazyLock::new(|| match document().to_json() {
    Ok(json) => json,
    Err(e) => {
        tracing::error!(error = %e, "the OpenAPI document does not serialise");
        "{}".to_string()
    }
});

/// GET /api/openapi.json
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().content_type("application/json").body(DOCUMENT.as_str())
}

static SWAGGER_CONFIG: LazyLock<Arc<utoipa_swagger_ui::Config<'static>>> =
    LazyLock::new(|| Arc::new(utoipa_swagger_ui::Config::from("/api/openapi.json")));

/// GET /api/docs: Swagger UI's page, with a base so that its files resolve under /api/docs/.
pub async fn docs_page() -> HttpResponse {
    swagger_file("index.html")
}

/// GET /api/docs/{file}: Swagger UI's files, built into the binary (no outside host).
pub async fn docs_file(file: web::Path<String>) -> HttpResponse {
    let file = file.into_inner();
    swagger_file(if file.is_empty() { "index.html" } else { &file })
}

fn swagger_file(file: &str) -> HttpResponse {
    match utoipa_swagger_ui::serve(file, SWAGGER_CONFIG.clone()) {
        Ok(Some(found)) => {
            let mut response = HttpResponse::Ok();
            response.content_type(found.content_type.as_str());
            if found.gzpipped {
                response.insert_header((header::CONTENT_ENCODING, "gzip"));
            }
            if file == "index.html" {
                let page = String::from_utf8_lossy(&found.bytes)
                    .replacen("<head>", "<head>\n    <base href=\"/api/docs/\">", 1)
                    .replace("<title>Swagger UI</title>", "<title>Sabi API</title>");
                return response.body(page);
            }
            response.body(found.bytes.into_owned())
        }
        Ok(None) => HttpResponse::NotFound().json(serde_json::json!({ "error": "404 Not Found" })),
        Err(e) => {
            tracing::error!(error = %e, "Swagger UI could not be served");
            HttpResponse::InternalServerError()
                .json(serde_json::json!({ "error": "Something went wrong. Please try again." }))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_document_is_openapi_3_1_and_names_every_route_once() {
        let json: serde_json::Value = serde_json::from_str(&document().to_json().unwrap()).unwrap();
        assert!(json["openapi"].as_str().unwrap().starts_with("3.1"));
        let mut seen = std::collections::HashSet::new();
        for doc in ROUTES {
            assert!(seen.insert((doc.method.as_str(), doc.path)), "{} {} twice", doc.method.as_str(), doc.path);
            let op = &json["paths"][doc.path][doc.method.as_str().to_lowercase()];
            assert_eq!(op["x-sabi-access"], doc.access.as_str(), "{} {}", doc.method.as_str(), doc.path);
            for name in path_parameters(doc.path) {
                assert!(
                    op["parameters"].as_array().unwrap().iter().any(|p| p["name"] == name && p["in"] == "path"),
                    "{} {name}",
                    doc.path
                );
            }
        }
        assert_eq!(json["components"]["schemas"]["Error"]["required"][0], "error");
        // `data` is sometimes an object, sometimes a list: no type is claimed for it.
        let data = &json["paths"]["/api/user/{uid}"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
            ["properties"]["data"];
        assert!(data.is_object() && data.get("type").is_none(), "{data}");
        assert_eq!(json["components"]["securitySchemes"]["cookie"]["name"], SESSION_COOKIE);
    }

    /// What the fuzz run (`just test-fuzz`) found missing: statuses the server answers, fields
    /// that may be null, and the shapes inside bodies.
    #[test]
    fn the_document_names_every_failure_the_server_answers() {
        let json: serde_json::Value = serde_json::from_str(&document().to_json().unwrap()).unwrap();
        for doc in ROUTES {
            let responses = &json["paths"][doc.path][doc.method.as_str().to_lowercase()]["responses"];
            let expected: &[&str] = match doc.body {
                Body::None => &[],
                _ => &["400", "413", "415", "422"],
            };
            for status in expected {
                assert!(responses[status].is_object(), "{} {} lacks {status}", doc.method.as_str(), doc.path);
            }
            if !doc.query.is_empty() {
                assert!(responses["400"].is_object(), "{} {} lacks 400", doc.method.as_str(), doc.path);
            }
            for (status, response) in responses.as_object().unwrap() {
                if status.starts_with('4') || status.starts_with('5') {
                    assert_eq!(response["content"]["application/json"]["schema"]["$ref"], "#/components/schemas/Error");
                }
            }
        }
        let login = &json["paths"]["/api/auth/login"]["post"]["responses"];
        for status in ["401", "403", "429"] {
            assert!(login[status].is_object(), "login lacks {status}");
        }
        let users = &json["paths"]["/api/users"]["get"]["responses"]["200"]["content"]["application/json"]["schema"];
        assert_eq!(users["items"]["properties"]["profilePic"]["type"], serde_json::json!(["string", "null"]));
        for name in SHAPES {
            assert!(json["components"]["schemas"][name].is_object(), "{name}");
        }
        let review = &json["paths"]["/review/short-answer-quiz"]["post"]["requestBody"]["content"]["application/json"]
            ["schema"]["properties"]["questions"];
        assert_eq!(review["items"]["$ref"], "#/components/schemas/ReviewQuestion");
    }
}
