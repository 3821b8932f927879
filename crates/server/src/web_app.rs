//! The web app and uploaded files, served by the same server: built assets with long cache
//! lives, `index.html` for every client route, and strict security headers on everything.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::header;
use actix_web::middleware::DefaultHeaders;
use actix_web::{HttpResponse, web};

/// Content-Security-Policy: everything from this server alone. Styles allow inline because
/// Material UI injects its styles at run time.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; media-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

pub fn security_headers() -> DefaultHeaders {
    DefaultHeaders::new()
        .add((header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .add((header::X_FRAME_OPTIONS, "DENY"))
        .add((header::REFERRER_POLICY, "same-origin"))
        .add(("Permissions-Policy", "camera=(), microphone=(), geolocation=()"))
        .add(("Cross-Origin-Opener-Policy", "same-origin"))
}

pub fn configure(cfg: &mut web::ServiceConfig, files_dir: &Path, web_dir: &Path) {
    // A missing file is a 404 here, not whatever the app's default service answers.
    cfg.service(
        Files::new("/files", files_dir)
            .use_hidden_files()
            .prefer_utf8(true)
            .disable_content_disposition()
            .default_handler(fn_service(|req: ServiceRequest| async move {
                let (req, _) = req.into_parts();
                Ok(ServiceResponse::new(req, HttpResponse::NotFound().finish()))
            })),
    );
    let index = web_dir.join("index.html");
    if index.exists() {
        let index_for_fallback: PathBuf = index.clone();
        cfg.service(Files::new("/", web_dir).index_file("index.html").prefer_utf8(true).default_handler(fn_service(
            move |req: ServiceRequest| {
                let index = index_for_fallback.clone();
                async move {
                    let (req, _) = req.into_parts();
                    // A missing asset is a 404; any other path is a client route.
                    if req.path().starts_with("/assets/") || req.path().starts_with("/files/") {
                        return Ok(ServiceResponse::new(req, HttpResponse::NotFound().finish()));
                    }
                    let file = NamedFile::open_async(&index).await?;
                    let response = file.into_response(&req);
                    Ok(ServiceResponse::new(req, response))
                }
            },
        )));
    } else {
        cfg.default_service(web::to(|| async {
            HttpResponse::Ok().content_type("text/html; charset=utf-8").body(
                "<!doctype html><title>Sabi</title><p>The Sabi server is running, but the web app is not built. Run <code>just run</code> (it builds it) or <code>just web</code>.</p>",
            )
        }));
    }
}
