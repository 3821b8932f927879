//! The web app and uploaded files, served by the same server: built assets with long cache
//! lives, `index.html` for every client route, and strict security headers on everything.
//! Uploaded pictures come from the data folder or from the database (`SABI_FILES`), under the
//! same `/files/...` paths and with the same answers: the picture, or an empty 404.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::header;
use actix_web::middleware::DefaultHeaders;
use actix_web::{HttpRequest, HttpResponse, web};
use sabi_store::DatabaseFiles;

/// Where `/files/...` is served from.
#[derive(Debug, Clone)]
pub enum ServedFiles {
    /// A folder on disk (`SABI_FILES=disk`).
    Disk(PathBuf),
    /// The database's `files` table (`SABI_FILES=database`).
    Database(DatabaseFiles),
}

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

pub fn configure(cfg: &mut web::ServiceConfig, files: &ServedFiles, web_dir: &Path) {
    match files {
        // A missing file is a 404 here, not whatever the app's default service answers.
        ServedFiles::Disk(files_dir) => {
            cfg.service(
                // Hidden files (`.htaccess`, `.env`, anything named with a leading dot) are
                // never served: actix-files refuses them unless told otherwise.
                Files::new("/files", files_dir).prefer_utf8(true).disable_content_disposition().default_handler(
                    fn_service(|req: ServiceRequest| async move {
                        let (req, _) = req.into_parts();
                        Ok(ServiceResponse::new(req, HttpResponse::NotFound().finish()))
                    }),
                ),
            );
        }
        ServedFiles::Database(stored) => {
            let stored = stored.clone();
            let serve = move |req: HttpRequest| {
                let stored = stored.clone();
                async move { from_database(&stored, &req).await }
            };
            cfg.service(
                web::resource(["/files", "/files/{rest:.*}"])
                    .route(web::get().to(serve.clone()))
                    .route(web::head().to(serve)),
            );
        }
    }
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

/// A picture from the database. Its name is a fresh UUID per upload and never reused, so the
/// name is its validator and it may be cached for good. The raw (still percent-encoded) path
/// is checked, so an encoded `..` or `/` is simply not a name a store makes: 404.
async fn from_database(stored: &DatabaseFiles, req: &HttpRequest) -> HttpResponse {
    if req.path().split('/').any(|segment| segment.starts_with('.')) {
        return HttpResponse::NotFound().finish();
    }
    match stored.read(req.path()).await {
        Ok(Some(file)) => {
            let etag = header::EntityTag::new_strong(req.path().rsplit('/').next().unwrap_or_default().to_string());
            let fresh = req
                .headers()
                .get(header::IF_NONE_MATCH)
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.split(',').any(|t| t.trim() == etag.to_string() || t.trim() == "*"));
            let mut response = if fresh { HttpResponse::NotModified() } else { HttpResponse::Ok() };
            response
                .insert_header((header::ETAG, etag))
                .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"));
            if fresh {
                return response.finish();
            }
            response.content_type(file.content_type).body(file.bytes)
        }
        Ok(None) => HttpResponse::NotFound().finish(),
        Err(e) => {
            tracing::error!(error = %e, path = req.path(), "could not read a stored file");
            HttpResponse::InternalServerError().finish()
        }
    }
}
