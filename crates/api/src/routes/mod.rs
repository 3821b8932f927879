//! Every route, registered in one place, in the order the router tries them. Each handler
//! declares itself where it is written — method and path (actix's `#[get("...")]`), who may
//! call it (`x-sabi-access`), its answer and failures (`#[utoipa::path]`) — and registering it
//! here both serves it and adds it to the document ([`crate::openapi::document`]).
//!
//! Routes with a fixed first segment come before the spec's `/api/{id}/...` shapes so that,
//! say, `/api/user/{uid}` never reads as `{uid}/user`.

mod admin;
mod attempts;
mod auth;
mod bank;
mod catalogue;
mod exports;
mod progress;
mod quizzes;
mod services;
mod teaching;
mod users;

use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use utoipa_actix_web::scope;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::openapi;

/// Registers every route of the API; the same call serves them and describes them.
pub fn register(cfg: &mut ServiceConfig) {
    cfg.map(|cfg| {
        crate::extractor_config(cfg);
        cfg
    });
    cfg.service(
        scope::scope("/api")
            .service(health)
            // The API described
            .service(openapi::openapi_json)
            .service(openapi::docs_page)
            .service(openapi::docs_file)
            // Sessions and accounts
            .service(auth::login)
            .service(auth::logout)
            .service(auth::register)
            .service(auth::reset_password)
            .service(auth::confirm_reset)
            .service(auth::confirm_email)
            .service(auth::me)
            .service(auth::check_username)
            .service(auth::check_email)
            // People
            .service(users::list_users)
            .service(users::filter)
            .service(users::search)
            .service(users::create)
            .service(users::import)
            .service(admin::stats)
            .service(admin::overview)
            .service(admin::recent_attempts)
            .service(admin::dashboard)
            .service(admin::reports)
            .service(admin::registrations)
            .service(users::get_user)
            .service(users::update_user)
            .service(users::delete_user)
            .service(users::teacher_requests)
            .service(users::new_slip)
            .service(users::approve_teacher_request)
            .service(users::refuse_teacher_request)
            // Catalogue and search
            .service(catalogue::list_subjects)
            .service(catalogue::subjects_by_class)
            .service(catalogue::find_subject)
            .service(catalogue::create_subject)
            .service(catalogue::delete_subject)
            .service(catalogue::update_subject)
            .service(catalogue::subject_usage)
            .service(catalogue::list_topics)
            .service(catalogue::filter_topics)
            .service(catalogue::create_topic)
            .service(catalogue::bulk_topics)
            .service(catalogue::update_topic)
            .service(catalogue::remove_topic)
            .service(catalogue::topic_usage)
            .service(catalogue::global_search)
            .service(catalogue::search_quizzes)
            // Quizzes
            .service(quizzes::get)
            .service(quizzes::remove)
            .service(quizzes::list)
            .service(quizzes::class_quizzes)
            .service(quizzes::generate)
            .service(quizzes::save_setup)
            .service(quizzes::update_setup)
            // The question bank (staff; docs/bank-api.md)
            .service(bank::list)
            .service(bank::create)
            .service(bank::check)
            .service(bank::get)
            .service(bank::update)
            .service(bank::delete)
            .service(bank::try_answer)
            .service(bank::import)
            .service(bank::export)
            .service(bank::build_quiz)
            .service(bank::generate)
            // Attempts and progress
            .service(attempts::save)
            .service(progress::achievements)
            .service(progress::create_achievements)
            .service(progress::leaderboard)
            // Exports
            .service(exports::export)
            // Teaching (docs/teacher-api.md)
            .service(teaching::school)
            .service(teaching::classes)
            .service(teaching::create_class)
            .service(teaching::class)
            .service(teaching::update_class)
            .service(teaching::delete_class)
            .service(teaching::enrol)
            .service(teaching::import_students)
            .service(teaching::unenrol)
            .service(teaching::assignments)
            .service(teaching::assign)
            .service(teaching::assignment)
            .service(teaching::remove_assignment)
            .service(teaching::results)
            .service(teaching::results_csv)
            .service(teaching::analysis)
            .service(teaching::marks)
            .service(teaching::moderate)
            .service(teaching::home)
            // The spec's /api/{id}/... shapes
            .service(attempts::update)
            .service(attempts::check_answer)
            .service(attempts::retake)
            .service(attempts::get)
            .service(attempts::of_user)
            .service(progress::get_streak)
            .service(progress::stats)
            .service(progress::achievements_of)
            .service(progress::notifications)
            .service(teaching::assigned_to)
            .service(users::profile_pic)
            .service(users::upload_profile_pic)
            .service(users::get_class)
            .service(users::set_class)
            .service(users::get_subjects)
            .service(users::set_subjects)
            .service(catalogue::subject_card)
            .service(catalogue::find_topic)
            .default_service(web::to(not_found)),
    )
    .service(services::multiple_choice)
    .service(services::short_answer)
    .service(services::review_answers);
    // Outside /api, another method on the services would fall through to the web app's pages
    // (200, HTML): these answer 405 instead.
    cfg.map(|cfg| {
        for (path, allowed) in [
            ("/gen/multiple-choice-quiz", "GET"),
            ("/gen/short-answer-quiz", "GET"),
            ("/review/short-answer-quiz", "POST"),
        ] {
            cfg.service(web::resource(path).default_service(web::to(method_not_allowed(allowed))));
        }
        cfg
    });
}

/// Registers the API on an actix app (the document is built from the same calls elsewhere).
pub fn configure(cfg: &mut web::ServiceConfig) {
    register(&mut ServiceConfig::new(cfg));
}

/// 405 with the method the address takes, as JSON like every other failure.
fn method_not_allowed(allowed: &'static str) -> impl Fn() -> std::future::Ready<HttpResponse> + Clone {
    move || {
        std::future::ready(
            HttpResponse::MethodNotAllowed()
                .insert_header(("Allow", allowed))
                .json(json!({ "error": format!("Use {allowed} for this address.") })),
        )
    }
}

/// The deployment's health as `/api/health` reports it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Health {
    /// `ok` or `unavailable`.
    status: &'static str,
    store: &'static str,
    /// `sqlite` or `postgres`.
    store_kind: &'static str,
    generator: &'static str,
    marker: MarkerHealth,
    mailer: &'static str,
    version: &'static str,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkerHealth {
    kind: &'static str,
    model_loaded: bool,
    model: Option<String>,
}

/// Whether the server and its store answer, and what it runs with
#[utoipa::path(tag = "service", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, body = Health), (status = 503, body = Health)))]
#[get("/health")]
async fn health(app: web::Data<sabi_app::App>, deployment: Option<web::Data<crate::Deployment>>) -> HttpResponse {
    let deployment = deployment.map(|d| d.get_ref().clone()).unwrap_or_default();
    let described = |status: &'static str| Health {
        status,
        store: status,
        store_kind: deployment.store,
        generator: deployment.generator,
        marker: MarkerHealth {
            kind: deployment.marker,
            model_loaded: deployment.marker_model.is_some(),
            model: deployment.marker_model.clone(),
        },
        mailer: app.ports.mailer.kind(),
        version: env!("CARGO_PKG_VERSION"),
    };
    match app.ports.store.ping().await {
        Ok(()) => HttpResponse::Ok().json(described("ok")),
        Err(e) => {
            tracing::error!(error = %e, "health check: the store does not answer");
            HttpResponse::ServiceUnavailable().json(described("unavailable"))
        }
    }
}

async fn not_found() -> HttpResponse {
    HttpResponse::NotFound().json(json!({ "error": "404 Not Found" }))
}
