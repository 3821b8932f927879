//! The API described for people and tools: an OpenAPI 3.1 document collected from the routes
//! themselves (each handler's `#[utoipa::path]`, registered in [`crate::routes`]), served at
//! `/api/openapi.json`, and Swagger UI (vendored into the binary, so no outside host) at
//! `/api/docs`.
//!
//! A handler declares what is particular to it: its answer, its extra failures, and who may
//! call it (`x-sabi-access`). [`document`] adds what follows from those, the same for every
//! route: the access in words, the security schemes, and the failures a route's shape implies
//! ([`failure_statuses`]), each answered as the `Error` shape.

use std::sync::{Arc, LazyLock};

use actix_web::http::header;
use actix_web::{HttpResponse, get, web};
use utoipa::openapi::content::ContentBuilder;
use utoipa::openapi::path::{Operation, Parameter, ParameterIn};
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, Http, HttpAuthScheme, SecurityRequirement, SecurityScheme};
use utoipa::openapi::tag::TagBuilder;
use utoipa::openapi::{InfoBuilder, OpenApi, Ref, RefOr};
use utoipa_actix_web::AppExt;

use crate::session::SESSION_COOKIE;
use crate::shapes;

/// The extension in which each route declares who may call it.
pub const ACCESS_EXTENSION: &str = "x-sabi-access";

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
    pub const ALL: [Access; 7] = [
        Access::Public,
        Access::SignedIn,
        Access::Owner,
        Access::Admin,
        Access::Staff,
        Access::ClassStaff,
        Access::Involved,
    ];

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

    pub fn parse(text: &str) -> Option<Access> {
        Access::ALL.into_iter().find(|a| a.as_str() == text)
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

/// The access an operation declares, if it declares a known one.
pub fn access_of(op: &Operation) -> Option<Access> {
    op.extensions.as_ref()?.get(ACCESS_EXTENSION)?.as_str().and_then(Access::parse)
}

/// Every route of the document as (method, path, access), in the document's order.
pub fn routes(doc: &OpenApi) -> Vec<(String, String, Option<Access>)> {
    let mut routes = Vec::new();
    for (path, item) in &doc.paths.paths {
        for (method, op) in operations(item) {
            routes.push((method.to_string(), path.clone(), access_of(op)));
        }
    }
    routes
}

fn operations(item: &utoipa::openapi::PathItem) -> impl Iterator<Item = (&'static str, &Operation)> {
    [("GET", &item.get), ("POST", &item.post), ("PUT", &item.put), ("DELETE", &item.delete), ("PATCH", &item.patch)]
        .into_iter()
        .filter_map(|(m, op)| op.as_ref().map(|op| (m, op)))
}

fn operations_mut(item: &mut utoipa::openapi::PathItem) -> impl Iterator<Item = (&'static str, &mut Operation)> {
    [
        ("GET", &mut item.get),
        ("POST", &mut item.post),
        ("PUT", &mut item.put),
        ("DELETE", &mut item.delete),
        ("PATCH", &mut item.patch),
    ]
    .into_iter()
    .filter_map(|(m, op)| op.as_mut().map(|op| (m, op)))
}

/// The failures a route may answer beyond those it declares, from its shape:
///
/// - a body: 400 (not valid JSON or not a valid form, or missing fields), 413 (over the size
///   limit), 415 (not sent as JSON or a multipart form), 422 (the domain's rules);
/// - a query: 400 (a value of the wrong type, a field twice); 422 when a field is required;
/// - a session: 401; 403 for owners' and admins' routes;
/// - a path naming a record: 404.
pub fn failure_statuses(op: &Operation, access: Option<Access>) -> Vec<u16> {
    let mut statuses = Vec::new();
    if op.request_body.is_some() {
        statuses.extend([400, 413, 415, 422]);
    }
    let parameters: Vec<&Parameter> = op
        .parameters
        .iter()
        .flatten()
        .filter_map(|p| match p {
            RefOr::T(p) => Some(p),
            RefOr::Ref(_) => None,
        })
        .collect();
    let query: Vec<_> = parameters.iter().filter(|p| p.parameter_in == ParameterIn::Query).collect();
    if !query.is_empty() {
        statuses.push(400);
    }
    if query.iter().any(|p| p.required == utoipa::openapi::Required::True) {
        statuses.push(422);
    }
    if parameters.iter().any(|p| p.parameter_in == ParameterIn::Path) {
        statuses.push(404);
    }
    match access {
        Some(Access::Public) => {}
        Some(Access::SignedIn) | None => statuses.push(401),
        Some(Access::Owner | Access::Admin | Access::Staff | Access::ClassStaff | Access::Involved) => {
            statuses.extend([401, 403])
        }
    }
    statuses
}

pub(crate) fn failure_description(status: &str) -> &'static str {
    match status {
        "400" => "Bad input, in words a person can read.",
        "401" => "Not signed in (or, for sign-in, a wrong username or password).",
        "403" => "Not allowed (or, for sign-in, an inactive account).",
        "404" => "Not found.",
        "409" => "A conflict: the username or email is taken, or the record's state does not allow it.",
        "413" => "The body or upload is too large.",
        "415" => "Not sent as JSON (or, for uploads, not a multipart form or not a picture).",
        "422" => "Well-formed but invalid input.",
        "429" => "Too many tries (sign-ins, checks, resets or requests); the message says how long to wait.",
        "502" => "The generation or review service failed.",
        "503" => "The generation or review service does not answer.",
        _ => "A failure.",
    }
}

pub(crate) fn describe_parameter(name: &str) -> &'static str {
    match name {
        "uid" => "A user's id.",
        "attemptId" => "A quiz attempt's id.",
        "subjectId" => "A subject's id.",
        "name" => "The export's file name.",
        "file" => "A file of the browsable page.",
        _ => "An id (of the subject, topic or quiz the path names).",
    }
}

/// Adds to one declared operation what follows from its declaration.
fn complete(method: &str, path: &str, op: &mut Operation) {
    let access = access_of(op);
    op.operation_id = Some(format!("{method} {path}"));
    if let Some(access) = access {
        op.description = Some(match op.description.take().filter(|d| !d.trim().is_empty()) {
            Some(d) => format!("{d}\n\n{}", access.sentence()),
            None => access.sentence().to_string(),
        });
    }
    if access != Some(Access::Public) {
        op.security = Some(vec![
            SecurityRequirement::new("bearer", Vec::<String>::new()),
            SecurityRequirement::new("cookie", Vec::<String>::new()),
        ]);
    }
    for parameter in op.parameters.iter_mut().flatten() {
        let RefOr::T(parameter) = parameter else { continue };
        if parameter.parameter_in == ParameterIn::Path {
            parameter.description = Some(describe_parameter(&parameter.name).to_string());
            if parameter.name == "name" {
                let names = ["users.csv", "subjects.csv", "quizzes.csv", "topics.csv", "achievements.csv"];
                parameter.schema = Some(ObjectBuilder::new().schema_type(Type::String).enum_values(Some(names)).into());
            }
        }
    }
    for status in failure_statuses(op, access) {
        op.responses.responses.entry(status.to_string()).or_insert_with(|| ResponseBuilder::new().build().into());
    }
    for (status, response) in op.responses.responses.iter_mut() {
        let RefOr::T(response) = response else { continue };
        if !(status.starts_with('4') || status.starts_with('5')) {
            continue;
        }
        if response.description.trim().is_empty() {
            response.description = failure_description(status).to_string();
        }
        if response.content.is_empty() {
            response.content.insert(
                "application/json".to_string(),
                RefOr::T(ContentBuilder::new().schema(Some(Ref::from_schema_name("Error"))).build()),
            );
        }
    }
    for (status, response) in op.responses.responses.iter_mut() {
        if let RefOr::T(response) = response
            && status.starts_with('2')
            && response.description.trim().is_empty()
        {
            response.description = "Done.".to_string();
        }
    }
}

/// What registering the routes collects: every route declared at its handler, as declared.
fn declared() -> OpenApi {
    actix_web::App::new().into_utoipa_app().configure(crate::routes::register).split_for_parts().1
}

/// Every route registered, as (method, path, access): what registering them collected.
pub fn declared_routes() -> Vec<(String, String, Option<Access>)> {
    routes(&declared())
}

/// The document: every registered route as its handler declares it, completed.
pub fn document() -> OpenApi {
    let mut doc = declared();
    for (path, item) in doc.paths.paths.iter_mut() {
        for (method, op) in operations_mut(item) {
            complete(method, path, op);
        }
    }
    let error: Schema = ObjectBuilder::new()
        .schema_type(Type::Object)
        .property("error", ObjectBuilder::new().schema_type(Type::String))
        .required("error")
        .description(Some("Every failure: a status and a message a person can read."))
        .into();
    let components = doc.components.get_or_insert_with(Default::default);
    components.schemas.insert("Error".to_string(), error.into());
    // The shapes bodies and answers carry, under stable names, whether or not a route names
    // them directly.
    let mut extra = Vec::new();
    shapes::all(&mut extra);
    for (name, schema) in extra {
        components.schemas.entry(name).or_insert(schema);
    }
    components.security_schemes.insert(
        "bearer".to_string(),
        RefOr::T(SecurityScheme::Http(Http::builder().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build())),
    );
    components.security_schemes.insert(
        "cookie".to_string(),
        RefOr::T(SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new(SESSION_COOKIE)))),
    );
    doc.tags = Some(
        [
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
        .map(|(name, description)| TagBuilder::new().name(name).description(Some(description)).build())
        .to_vec(),
    );
    doc.info = InfoBuilder::new()
        .title("Sabi API")
        .version(env!("CARGO_PKG_VERSION"))
        .description(Some(
            "Sabi, a school quiz app for Cameroon's curriculum. Sign in with POST /api/auth/login: its answer carries a token \
             (send it as `Authorization: Bearer <token>`) and sets the session cookie. Failures answer `{\"error\": \"...\"}`.",
        ))
        .build();
    doc
}

static DOCUMENT: LazyLock<String> = LazyLock::new(|| {
    let json = serde_json::to_value(document()).map(answers_always_carry_their_nulls);
    match json.and_then(|json| serde_json::to_string_pretty(&json)) {
        Ok(json) => json,
        Err(e) => {
            tracing::error!(error = %e, "the OpenAPI document does not serialise");
            "{}".to_string()
        }
    }
});

/// Marks as required every field of an answer's shape that may be `null`.
///
/// utoipa describes an `Option` field as optional and nullable; an answer always sends it
/// (as `null` when empty), except the fields it skips when empty, which the views declare
/// `nullable = false`. So in an answer "may be null" means "always there", and clients (the
/// front end's generated types) may rely on it. Shapes a request names (bodies, parameters,
/// and what they refer to) are left alone: there an `Option` field may be left out.
fn answers_always_carry_their_nulls(mut doc: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    fn refs(value: &Value, found: &mut Vec<String>) {
        match value {
            Value::Object(map) => {
                if let Some(Value::String(r)) = map.get("$ref")
                    && let Some(name) = r.strip_prefix("#/components/schemas/")
                {
                    found.push(name.to_string());
                }
                map.values().for_each(|v| refs(v, found));
            }
            Value::Array(items) => items.iter().for_each(|v| refs(v, found)),
            _ => {}
        }
    }
    fn nullable(schema: &Value) -> bool {
        let typed_null = schema["type"].as_array().is_some_and(|t| t.iter().any(|t| t == "null"));
        let one_of_null = ["oneOf", "anyOf"]
            .iter()
            .filter_map(|k| schema[*k].as_array())
            .any(|items| items.iter().any(|i| i["type"] == "null"));
        typed_null || one_of_null
    }
    // The schema and every object inside it (not following references: those are done by name).
    fn require_nullables(schema: &mut Value) {
        for key in ["allOf", "oneOf", "anyOf"] {
            if let Some(items) = schema.get_mut(key).and_then(Value::as_array_mut) {
                items.iter_mut().for_each(require_nullables);
            }
        }
        if let Some(items) = schema.get_mut("items") {
            require_nullables(items);
        }
        if let Some(properties) = schema.get_mut("properties").and_then(Value::as_object_mut) {
            properties.values_mut().for_each(require_nullables);
        }
        let Some(properties) = schema.get("properties").and_then(Value::as_object) else { return };
        let names: Vec<String> = properties.iter().filter(|(_, p)| nullable(p)).map(|(n, _)| n.clone()).collect();
        if names.is_empty() {
            return;
        }
        let required = schema.as_object_mut().map(|o| o.entry("required").or_insert_with(|| Value::Array(Vec::new())));
        if let Some(Value::Array(required)) = required {
            for name in names {
                if !required.iter().any(|r| r == &Value::String(name.clone())) {
                    required.push(Value::String(name));
                }
            }
        }
    }
    // The shapes requests name, and those they name in turn.
    let mut asked = Vec::new();
    if let Some(paths) = doc["paths"].as_object() {
        for item in paths.values() {
            for op in item.as_object().into_iter().flat_map(|m| m.values()) {
                refs(&op["requestBody"], &mut asked);
                refs(&op["parameters"], &mut asked);
            }
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    while let Some(name) = asked.pop() {
        if seen.insert(name.clone()) {
            refs(&doc["components"]["schemas"][&name], &mut asked);
        }
    }
    // Answers written inline (a generic envelope such as `Data<T>` is inlined).
    if let Some(paths) = doc["paths"].as_object_mut() {
        for item in paths.values_mut() {
            for op in item.as_object_mut().into_iter().flat_map(|m| m.values_mut()) {
                if let Some(responses) = op.get_mut("responses").and_then(Value::as_object_mut) {
                    for response in responses.values_mut() {
                        if let Some(content) = response.get_mut("content").and_then(Value::as_object_mut) {
                            content.values_mut().for_each(|media| require_nullables(&mut media["schema"]));
                        }
                    }
                }
            }
        }
    }
    if let Some(schemas) = doc["components"]["schemas"].as_object_mut() {
        for (name, schema) in schemas.iter_mut() {
            if !seen.contains(name) {
                require_nullables(schema);
            }
        }
    }
    doc
}

/// The document as JSON, as `/api/openapi.json` serves it (and `sabi openapi` prints it).
pub fn document_json() -> &'static str {
    DOCUMENT.as_str()
}

/// This document
#[utoipa::path(tag = "service", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, body = shapes::AnyValue, content_type = "application/json")))]
#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().content_type("application/json").body(DOCUMENT.as_str())
}

static SWAGGER_CONFIG: LazyLock<Arc<utoipa_swagger_ui::Config<'static>>> =
    LazyLock::new(|| Arc::new(utoipa_swagger_ui::Config::from("/api/openapi.json")));

/// A browsable page of this document
///
/// Swagger UI's page, with a base so that its files resolve under /api/docs/.
#[utoipa::path(tag = "service", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, description = "The page.", content_type = "text/html", body = String)))]
#[get("/docs")]
pub async fn docs_page() -> HttpResponse {
    swagger_file("index.html")
}

/// The browsable page's files
///
/// Swagger UI's files, built into the binary (no outside host).
#[utoipa::path(tag = "service", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, description = "The file.", content_type = "text/html", body = String)))]
#[get("/docs/{file:.*}")]
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

    fn json() -> serde_json::Value {
        serde_json::from_str(document_json()).unwrap()
    }

    #[test]
    fn every_route_declares_who_may_call_it_and_is_named_once() {
        let doc = document();
        let routes = routes(&doc);
        assert!(routes.len() > 60, "{routes:?}");
        let undeclared: Vec<_> = routes.iter().filter(|(_, _, a)| a.is_none()).collect();
        assert!(undeclared.is_empty(), "routes without a known x-sabi-access: {undeclared:?}");
        let json = json();
        assert!(json["openapi"].as_str().unwrap().starts_with("3.1"));
        let mut ids = std::collections::HashSet::new();
        for (method, path, access) in &routes {
            let op = &json["paths"][path][method.to_lowercase()];
            assert!(ids.insert(op["operationId"].as_str().unwrap().to_string()), "{method} {path}");
            assert_eq!(op[ACCESS_EXTENSION], access.unwrap().as_str());
            for name in path.split('/').filter_map(|s| s.strip_prefix('{').and_then(|s| s.strip_suffix('}'))) {
                assert!(
                    op["parameters"].as_array().unwrap().iter().any(|p| p["name"] == name && p["in"] == "path"),
                    "{path} {name}"
                );
            }
        }
        assert_eq!(json["components"]["schemas"]["Error"]["required"][0], "error");
        assert_eq!(json["components"]["securitySchemes"]["cookie"]["name"], SESSION_COOKIE);
    }

    /// What the fuzz run (`just test-fuzz`) found missing: statuses the server answers, fields
    /// that may be null, and the shapes inside bodies.
    #[test]
    fn the_document_names_every_failure_the_server_answers() {
        let json = json();
        for (path, item) in json["paths"].as_object().unwrap() {
            for (method, op) in item.as_object().unwrap() {
                let responses = &op["responses"];
                if op["requestBody"].is_object() {
                    for status in ["400", "413", "415", "422"] {
                        assert!(responses[status].is_object(), "{method} {path} lacks {status}");
                    }
                }
                if op[ACCESS_EXTENSION] != "public" {
                    assert!(responses["401"].is_object(), "{method} {path} lacks 401");
                    assert!(op["security"].as_array().is_some_and(|s| !s.is_empty()), "{method} {path}");
                }
                for (status, response) in responses.as_object().unwrap() {
                    if (status.starts_with('4') || status.starts_with('5')) && path != "/api/health" {
                        assert_eq!(
                            response["content"]["application/json"]["schema"]["$ref"], "#/components/schemas/Error",
                            "{method} {path} {status}"
                        );
                    }
                }
            }
        }
        let login = &json["paths"]["/api/auth/login"]["post"]["responses"];
        for status in ["401", "403", "429"] {
            assert!(login[status].is_object(), "login lacks {status}");
        }
        for name in [
            "GivenAnswer",
            "MarkingPoint",
            "McqQuestion",
            "ShortAnswerQuestion",
            "Section",
            "QuizData",
            "ReviewQuestion",
        ] {
            assert!(json["components"]["schemas"][name].is_object(), "{name}");
        }
        let review =
            &json["paths"]["/review/short-answer-quiz"]["post"]["requestBody"]["content"]["application/json"]["schema"];
        assert!(review.is_object(), "{review}");
    }

    /// An answer's nullable field is always sent, so it is required; one skipped when empty is
    /// neither required nor nullable (schemathesis holds the server to both).
    #[test]
    fn answers_require_their_nullable_fields_and_not_those_they_skip() {
        let json = json();
        let schemas = &json["components"]["schemas"];
        let required = |shape: &str, field: &str| {
            schemas[shape]["required"].as_array().is_some_and(|r| r.iter().any(|f| f == field))
        };
        assert!(required("AttemptView", "completedAt"), "{}", schemas["AttemptView"]);
        assert!(!required("AttemptView", "quiz"), "{}", schemas["AttemptView"]);
        assert!(!required("UpdatedUser", "emailPending"), "{}", schemas["UpdatedUser"]);
        assert_eq!(schemas["UpdatedUser"]["properties"]["emailPending"]["type"], "boolean");
        assert!(!required("TallyView", "classLevel"), "{}", schemas["TallyView"]);
        // A request's optional field stays optional.
        assert!(!required("UserBody", "email"), "{}", schemas["UserBody"]);
    }

    /// The answers' odd names stay as the spec has them.
    #[test]
    fn the_spec_names_of_answers_are_kept() {
        let json = json();
        let schemas = &json["components"]["schemas"];
        assert!(schemas["TotalUsers"]["properties"]["Total Users"].is_object());
        assert!(schemas["UserView"]["properties"]["profilePic"].is_object());
        assert!(schemas["RegisterAnswer"]["properties"]["docId"].is_object());
    }
}
