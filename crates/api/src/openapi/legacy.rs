//! The routes not yet declared at their handler: one table ([`ROUTES`]) of the rows the old
//! document was built from. [`super::document`] adds a row only when no handler declares the
//! same method and path, and a unit test fails when a declared route keeps its row, so the table
//! only shrinks: to convert a route, declare it at its handler (docs/api.md, "Where a route is
//! declared") and delete its row here.

use utoipa::openapi::content::ContentBuilder;
use utoipa::openapi::extensions::ExtensionsBuilder;
use utoipa::openapi::path::{HttpMethod, Operation, OperationBuilder, ParameterBuilder, ParameterIn, PathItem};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::schema::{
    ArrayBuilder, KnownFormat, ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, SchemaType, Type,
};
use utoipa::openapi::security::SecurityRequirement;
use utoipa::openapi::{OpenApi, Ref, RefOr, Required};

use super::Access;

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
}

/// A query parameter, or a field of a body or an answer.
#[derive(Debug, Clone, Copy)]
pub struct Field {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
}

const fn opt(name: &'static str, kind: Kind) -> Field {
    Field { name, kind, required: false }
}

const fn req(name: &'static str, kind: Kind) -> Field {
    Field { name, kind, required: true }
}

/// What a route reads.
#[derive(Debug, Clone, Copy)]
pub enum Body {
    None,
    Json(&'static [Field]),
    Multipart(&'static [Field]),
}

/// What a route answers on success.
#[derive(Debug, Clone, Copy)]
pub enum Answer {
    Json(&'static [Field]),
    Csv,
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

/// Every route of the API, in the order [`crate::routes::configure`] registers them.
pub const ROUTES: &[RouteDoc] = &[
    // Sessions and accounts
    // People
    // Catalogue and search
    // Quizzes
    // Attempts and progress
    // Exports
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
    // The generation and review services
];

fn kind_schema(kind: Kind) -> RefOr<Schema> {
    let schema: Schema = match kind {
        Text => ObjectBuilder::new().schema_type(Type::String).into(),
        Integer => ObjectBuilder::new().schema_type(Type::Integer).into(),
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
    };
    schema.into()
}

fn text_list() -> ArrayBuilder {
    ArrayBuilder::new().items(ObjectBuilder::new().schema_type(Type::String))
}

fn object_schema(fields: &[Field]) -> Schema {
    let mut object = ObjectBuilder::new().schema_type(Type::Object);
    for field in fields {
        object = object.property(field.name, kind_schema(field.kind));
        if field.required {
            object = object.required(field.name);
        }
    }
    object.into()
}

fn path_parameters(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter_map(|segment| segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
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
        Body::Json(_) | Body::Multipart(_) => statuses.extend([400, 413, 415, 422]),
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
            .description(Some(super::describe_parameter(name)))
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
        Answer::Csv => ResponseBuilder::new()
            .description("The CSV file, with a header row.")
            .content("text/csv", ContentBuilder::new().schema(Some(kind_schema(Text))).build()),
        Answer::QuestionFile => ResponseBuilder::new()
            .description("The questions as a file of the format asked for.")
            .content("text/plain", ContentBuilder::new().schema(Some(kind_schema(Text))).build())
            .content("application/xml", ContentBuilder::new().schema(Some(kind_schema(Text))).build())
            .content("text/csv", ContentBuilder::new().schema(Some(kind_schema(Text))).build()),
    };
    op = op.response(doc.status.to_string(), success.build());
    for status in failure_statuses(doc) {
        op = op.response(status.to_string(), error_response(super::failure_description(&status.to_string())));
    }
    if doc.access != Public {
        op = op
            .security(SecurityRequirement::new("bearer", Vec::<String>::new()))
            .security(SecurityRequirement::new("cookie", Vec::<String>::new()));
    }
    op.build()
}

/// Adds every row no handler declares to the document, grouped under its path as the table
/// orders them.
pub fn add_undeclared(doc: &mut OpenApi) {
    for row in ROUTES {
        let item = doc
            .paths
            .paths
            .entry(row.path.to_string())
            .or_insert_with(|| PathItem::new(row.method.http(), Operation::new()));
        let slot = match row.method {
            Method::Get => &mut item.get,
            Method::Post => &mut item.post,
            Method::Put => &mut item.put,
            Method::Delete => &mut item.delete,
        };
        if slot.as_ref().is_none_or(|op| op.operation_id.is_none()) {
            *slot = Some(operation(row));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A route declared at its handler has no row here: the table only shrinks.
    #[test]
    fn no_declared_route_keeps_its_row() {
        let declared = super::super::declared_routes();
        let kept: Vec<_> = ROUTES
            .iter()
            .filter(|row| declared.iter().any(|(m, p, _)| m == row.method.as_str() && p == row.path))
            .map(|row| format!("{} {}", row.method.as_str(), row.path))
            .collect();
        assert!(kept.is_empty(), "declared at their handler and still in the table: {kept:?}");
        assert!(!ROUTES.is_empty() || declared.len() > 100);
    }
}
