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
mod catalogue;
mod exports;
mod progress;
mod quizzes;
mod services;
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
            .service(auth::me)
            .service(auth::check_username)
            .service(auth::check_email)
            // People
            .service(users::list_users)
            .service(users::filter)
            .service(users::search)
            .service(users::create)
            .service(admin::stats)
            .service(admin::overview)
            .service(admin::recent_attempts)
            .service(admin::dashboard)
            .service(admin::reports)
            .service(admin::registrations)
            .service(users::get_user)
            .service(users::update_user)
            .service(users::delete_user)
            // Catalogue and search
            .service(catalogue::list_subjects)
            .service(catalogue::subjects_by_class)
            .service(catalogue::find_subject)
            .service(catalogue::create_subject)
            .service(catalogue::delete_subject)
            .service(catalogue::list_topics)
            .service(catalogue::filter_topics)
            .service(catalogue::create_topic)
            .service(catalogue::bulk_topics)
            .service(catalogue::global_search)
            .service(catalogue::search_quizzes)
            // Quizzes
            .service(quizzes::get)
            .service(quizzes::list)
            .service(quizzes::class_quizzes)
            .service(quizzes::generate)
            .service(quizzes::save_setup)
            .service(quizzes::update_setup)
            // Attempts and progress
            .service(attempts::save)
            .service(progress::achievements)
            .service(progress::create_achievements)
            .service(progress::leaderboard)
            // Exports
            .service(exports::export)
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

#[derive(Serialize, ToSchema)]
pub struct Health {
    /// `ok` or `unavailable`.
    status: &'static str,
    store: &'static str,
}

/// Whether the server and its store answer
#[utoipa::path(tag = "service", extensions(("x-sabi-access" = json!("public"))),
    responses((status = 200, body = Health), (status = 503, body = Health)))]
#[get("/health")]
async fn health(app: web::Data<sabi_app::App>) -> HttpResponse {
    match app.ports.store.ping().await {
        Ok(()) => HttpResponse::Ok().json(Health { status: "ok", store: "ok" }),
        Err(e) => {
            tracing::error!(error = %e, "health check: the store does not answer");
            HttpResponse::ServiceUnavailable().json(Health { status: "unavailable", store: "unavailable" })
        }
    }
}

async fn not_found() -> HttpResponse {
    HttpResponse::NotFound().json(json!({ "error": "404 Not Found" }))
}
