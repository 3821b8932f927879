//! Every route, registered in one place. Routes with a fixed first segment come before the
//! spec's `/api/{id}/...` shapes so that, say, `/api/user/{uid}` never reads as `{uid}/user`.

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

use actix_web::{HttpResponse, web};
use serde_json::json;

use crate::error::ApiResult;

pub fn configure(cfg: &mut web::ServiceConfig) {
    crate::extractor_config(cfg);
    cfg.service(
        web::scope("/api")
            .route("/health", web::get().to(health))
            // The API described (public)
            .route("/openapi.json", web::get().to(crate::openapi::openapi_json))
            .route("/docs", web::get().to(crate::openapi::docs_page))
            .route("/docs/{file:.*}", web::get().to(crate::openapi::docs_file))
            // Sessions and accounts (public)
            .route("/auth/login", web::post().to(auth::login))
            .route("/auth/logout", web::post().to(auth::logout))
            .route("/auth/register", web::post().to(auth::register))
            .route("/auth/reset-password", web::post().to(auth::reset_password))
            .route("/auth/reset-password/confirm", web::post().to(auth::confirm_reset))
            .route("/auth/confirm-email", web::post().to(auth::confirm_email))
            .route("/auth/me", web::get().to(auth::me))
            .route("/check/username", web::get().to(auth::check_username))
            .route("/check/email", web::get().to(auth::check_email))
            // People
            .route("/users", web::get().to(users::list))
            .route("/filter-users", web::get().to(users::filter))
            .route("/search-users", web::get().to(users::search))
            .route("/create-user", web::post().to(users::create))
            .route("/users/import", web::post().to(users::import))
            .route("/Stats", web::get().to(admin::stats))
            .route("/admin/overview", web::get().to(admin::overview))
            .route("/admin/recent-attempts", web::get().to(admin::recent_attempts))
            .route("/admin/dashboard", web::get().to(admin::dashboard))
            .route("/admin/reports", web::get().to(admin::reports))
            .route("/admin/registrations", web::get().to(admin::registrations))
            .route("/user/{uid}", web::get().to(users::get))
            .route("/user/{uid}", web::put().to(users::update))
            .route("/user/{uid}", web::delete().to(users::delete))
            .route("/teacher-requests", web::get().to(users::teacher_requests))
            .route("/user/{uid}/slip", web::post().to(users::new_slip))
            .route("/user/{uid}/teacher-request/approve", web::post().to(users::approve_teacher_request))
            .route("/user/{uid}/teacher-request/refuse", web::post().to(users::refuse_teacher_request))
            // Catalogue and search
            .route("/subjects", web::get().to(catalogue::subjects))
            .route("/subjects/filter", web::get().to(catalogue::subjects_by_class))
            .route("/userSubject/{id}", web::get().to(catalogue::subject))
            .route("/createSubject", web::post().to(catalogue::create_subject))
            .route("/deleteSubject/{id}", web::delete().to(catalogue::delete_subject))
            .route("/subjects/{id}", web::put().to(catalogue::update_subject))
            .route("/subjects/{id}/usage", web::get().to(catalogue::subject_usage))
            .route("/topics", web::get().to(catalogue::topics))
            .route("/filter-topics", web::get().to(catalogue::topics))
            .route("/createTopic", web::post().to(catalogue::create_topic))
            .route("/bulkTopic", web::post().to(catalogue::bulk_topics))
            .route("/topics/{id}", web::put().to(catalogue::update_topic))
            .route("/topics/{id}", web::delete().to(catalogue::remove_topic))
            .route("/topics/{id}/usage", web::get().to(catalogue::topic_usage))
            .route("/global-search", web::get().to(catalogue::global_search))
            .route("/search-quizzes", web::get().to(catalogue::search_quizzes))
            // Quizzes
            .route("/quiz/{id}", web::get().to(quizzes::get))
            .route("/quiz/{id}", web::delete().to(quizzes::remove))
            .route("/quizzes", web::get().to(quizzes::list))
            .route("/filterGeneratedQuizzes", web::get().to(quizzes::class_quizzes))
            .route("/generate-quiz", web::post().to(quizzes::generate))
            .route("/saveUserQuiz", web::post().to(quizzes::save_setup))
            .route("/updateUserQuiz", web::post().to(quizzes::update_setup))
            // The question bank (staff)
            .route("/bank/questions", web::get().to(bank::list))
            .route("/bank/questions", web::post().to(bank::create))
            .route("/bank/questions/check", web::post().to(bank::check))
            .route("/bank/questions/{id}", web::get().to(bank::get))
            .route("/bank/questions/{id}", web::put().to(bank::update))
            .route("/bank/questions/{id}", web::delete().to(bank::delete))
            .route("/bank/try-answer", web::post().to(bank::try_answer))
            .route("/bank/import", web::post().to(bank::import))
            .route("/bank/export", web::get().to(bank::export))
            .route("/bank/quizzes", web::post().to(bank::build_quiz))
            .route("/bank/generate", web::post().to(bank::generate))
            // Attempts and progress
            .route("/quizzes/saveAttempt", web::post().to(attempts::save))
            .route("/achievements", web::get().to(progress::achievements))
            .route("/createAchievements", web::post().to(progress::create_achievements))
            .route("/leaderboard", web::get().to(progress::leaderboard))
            // Exports
            .route("/export/{name}", web::get().to(exports::export))
            // Teaching (docs/teacher-api.md)
            .route("/school", web::get().to(teaching::school))
            .route("/classes", web::get().to(teaching::classes))
            .route("/classes", web::post().to(teaching::create_class))
            .route("/classes/{id}", web::get().to(teaching::class))
            .route("/classes/{id}", web::put().to(teaching::update_class))
            .route("/classes/{id}", web::delete().to(teaching::delete_class))
            .route("/classes/{id}/students", web::post().to(teaching::enrol))
            .route("/classes/{id}/students/import", web::post().to(teaching::import_students))
            .route("/classes/{id}/students/{userId}", web::delete().to(teaching::unenrol))
            .route("/assignments", web::get().to(teaching::assignments))
            .route("/assignments", web::post().to(teaching::assign))
            .route("/assignments/{id}", web::get().to(teaching::assignment))
            .route("/assignments/{id}", web::delete().to(teaching::remove_assignment))
            .route("/assignments/{id}/results", web::get().to(teaching::results))
            .route("/assignments/{id}/results.csv", web::get().to(teaching::results_csv))
            .route("/assignments/{id}/analysis", web::get().to(teaching::analysis))
            .route("/attempts/{id}/marking", web::get().to(teaching::marks))
            .route("/attempts/{id}/marking", web::put().to(teaching::moderate))
            .route("/teacher/home", web::get().to(teaching::home))
            // The spec's /api/{id}/... shapes
            .route("/{attemptId}/updateQuizAttempt", web::put().to(attempts::update))
            .route("/{attemptId}/checkAnswer", web::post().to(attempts::check_answer))
            .route("/{attemptId}/retake", web::post().to(attempts::retake))
            .route("/{attemptId}/quiz", web::get().to(attempts::get))
            .route("/{uid}/user", web::get().to(attempts::of_user))
            .route("/{uid}/streak", web::get().to(progress::streak))
            .route("/{uid}/stats", web::get().to(progress::stats))
            .route("/{uid}/achievements", web::get().to(progress::achievements_of))
            .route("/{uid}/notifications", web::get().to(progress::notifications))
            .route("/{uid}/assignments", web::get().to(teaching::assigned_to))
            .route("/{uid}/profile-pic", web::get().to(users::profile_pic))
            .route("/{uid}/profile-pic", web::put().to(users::upload_profile_pic))
            .route("/{uid}/class", web::get().to(users::class))
            .route("/{uid}/class", web::put().to(users::set_class))
            .route("/{uid}/class", web::post().to(users::set_class))
            .route("/{uid}/subject", web::get().to(users::subjects))
            .route("/{uid}/subject", web::put().to(users::set_subjects))
            .route("/{uid}/subject", web::post().to(users::set_subjects))
            .route("/{subjectId}/userSubject", web::get().to(catalogue::subject_card))
            .route("/{id}/topic", web::get().to(catalogue::topic))
            .default_service(web::to(not_found)),
    )
    .route("/gen/multiple-choice-quiz", web::get().to(services::multiple_choice))
    .route("/gen/short-answer-quiz", web::get().to(services::short_answer))
    .route("/review/short-answer-quiz", web::post().to(services::review));
    // Outside /api, another method on the services would fall through to the web app's pages
    // (200, HTML): these answer 405 instead.
    for (path, allowed) in
        [("/gen/multiple-choice-quiz", "GET"), ("/gen/short-answer-quiz", "GET"), ("/review/short-answer-quiz", "POST")]
    {
        cfg.service(web::resource(path).default_service(web::to(method_not_allowed(allowed))));
    }
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

async fn health(app: web::Data<sabi_app::App>, deployment: Option<web::Data<crate::Deployment>>) -> HttpResponse {
    let deployment = deployment.map(|d| d.get_ref().clone()).unwrap_or_default();
    let described = |status: &str, store: &str| {
        json!({
            "status": status,
            "store": store,
            "storeKind": deployment.store,
            "generator": deployment.generator,
            "marker": {
                "kind": deployment.marker,
                "modelLoaded": deployment.marker_model.is_some(),
                "model": deployment.marker_model,
            },
            "mailer": app.ports.mailer.kind(),
            "version": env!("CARGO_PKG_VERSION"),
        })
    };
    match app.ports.store.ping().await {
        Ok(()) => HttpResponse::Ok().json(described("ok", "ok")),
        Err(e) => {
            tracing::error!(error = %e, "health check: the store does not answer");
            HttpResponse::ServiceUnavailable().json(described("unavailable", "unavailable"))
        }
    }
}

async fn not_found() -> ApiResult<HttpResponse> {
    Ok(HttpResponse::NotFound().json(json!({ "error": "404 Not Found" })))
}
