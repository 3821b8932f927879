//! The web app and uploaded files, served by the same server: built assets with long cache
//! lives, `index.html` for every client route, and strict security headers on everything.
//! Uploaded pictures come from the data folder or from the database (`SABI_FILES`), under the
//! same `/files/...` paths and with the same answers: the picture, or an empty 404.
//!
//! The web build holds a brotli (`.br`) and a gzip (`.gz`) copy beside each text file, made once
//! at build time (frontend/vite.config.ts, issue 20 item 3): a request gets the best copy its
//! `Accept-Encoding` allows (brotli, then gzip, else the plain file) with the original's type,
//! so nothing is compressed per request (the `Compress` middleware leaves a response that has a
//! `Content-Encoding` alone). Hashed files under `/assets/` are cached for good; everything else
//! (`index.html`, `sw.js`, the manifest, icons) is revalidated, so a deployment is seen at once.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use actix_files::{Files, NamedFile, PathBufWrap};
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::header::{self, ContentEncoding};
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
        let web_dir = Arc::new(web_dir.to_path_buf());
        let serve = move |req: HttpRequest| {
            let web_dir = web_dir.clone();
            async move { from_web_build(&web_dir, &req).await }
        };
        cfg.service(web::resource("/{rest:.*}").route(web::get().to(serve.clone())).route(web::head().to(serve)));
    } else {
        cfg.default_service(web::to(|| async {
            HttpResponse::Ok().content_type("text/html; charset=utf-8").body(
                "<!doctype html><title>Sabi</title><p>The Sabi server is running, but the web app is not built. Run <code>just run</code> (it builds it) or <code>just web</code>.</p>",
            )
        }));
    }
}

/// Hashed build output: its name changes with its content, so it never needs revalidating.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Everything else of the web build keeps its name across deployments: always revalidated
/// (a 304 when unchanged), so a new `index.html` or `sw.js` is picked up on the next visit.
const REVALIDATE: &str = "no-cache";
/// The copies a build may hold beside a file, best first.
const PRECOMPRESSED: [(ContentEncoding, &str, &str); 2] =
    [(ContentEncoding::Brotli, "br", "br"), (ContentEncoding::Gzip, "gzip", "gz")];

/// The folder of the page the build wrote for `/` (the landing page, drawn by its HTML before
/// its script arrives); without it `/` gets `index.html`, as every client route does.
const HOME_PAGE_FOLDER: &str = "home";

/// A file of the web build, or `index.html` for a client route (a missing `/assets/` file is a
/// 404; a route the build wrote a page for gets that page: login/index.html for `/login`,
/// home/index.html for `/`, and start-quiz/index.html for `/start-quiz/subject/…`, the page of
/// the nearest folder above). The path is parsed as actix-files does: no `..` above the folder,
/// no hidden files.
async fn from_web_build(web_dir: &Path, req: &HttpRequest) -> Result<HttpResponse, actix_web::Error> {
    let relative = PathBufWrap::parse_req_path(req, false)?;
    let relative: &Path = relative.as_ref();
    let relative = if relative.as_os_str().is_empty() { Path::new(HOME_PAGE_FOLDER) } else { relative };
    let wanted = web_dir.join(relative);
    let (path, cache_control) = if is_file(&wanted).await {
        (wanted, if req.path().starts_with("/assets/") { IMMUTABLE } else { REVALIDATE })
    } else if req.path().starts_with("/assets/") || req.path().starts_with("/files/") {
        return Ok(HttpResponse::NotFound().finish());
    } else {
        (route_page(web_dir, relative).await, REVALIDATE)
    };
    let (file, negotiated) = best_copy(req, &path).await?;
    let mut response = file.prefer_utf8(true).disable_content_disposition().into_response(req);
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, header::HeaderValue::from_static(cache_control));
    if negotiated {
        headers.insert(header::VARY, header::HeaderValue::from_static("accept-encoding"));
    }
    Ok(response)
}

/// The page for a client route: the index.html of the route's folder or of the nearest one above
/// it that has one (a route's own page, with its code preloaded and its form drawn in HTML:
/// `/login` is login/index.html, `/start-quiz/subject/…/mode/exam` start-quiz/index.html), else
/// the app's index.html. At most one look per path segment, and the path is already bounded.
async fn route_page(web_dir: &Path, relative: &Path) -> PathBuf {
    for folder in relative.ancestors().filter(|folder| !folder.as_os_str().is_empty()) {
        let page = web_dir.join(folder).join("index.html");
        if is_file(&page).await {
            return page;
        }
    }
    web_dir.join("index.html")
}

async fn is_file(path: &Path) -> bool {
    tokio::fs::metadata(path).await.is_ok_and(|m| m.is_file())
}

/// The best copy of `path` the request accepts, and whether the answer depended on
/// `Accept-Encoding` (a compressed copy exists). A range request gets the plain file: a range
/// counts bytes of the file as stored, and actix-files marks a partial answer `identity`.
async fn best_copy(req: &HttpRequest, path: &Path) -> std::io::Result<(NamedFile, bool)> {
    let plain = NamedFile::open_async(path).await?;
    let mut negotiated = false;
    for (encoding, token, suffix) in PRECOMPRESSED {
        let mut sibling = path.as_os_str().to_owned();
        sibling.push(".");
        sibling.push(suffix);
        let Ok(copy) = NamedFile::open_async(PathBuf::from(sibling)).await else { continue };
        negotiated = true;
        if !req.headers().contains_key(header::RANGE) && accepts(req, token) {
            let content_type = plain.content_type().clone();
            return Ok((copy.set_content_type(content_type).set_content_encoding(encoding), true));
        }
    }
    Ok((plain, negotiated))
}

/// Whether the request's `Accept-Encoding` allows `coding`: named with a q above 0, or not
/// named and `*` allowed. No header, or a q that does not parse, is a no.
fn accepts(req: &HttpRequest, coding: &str) -> bool {
    let Some(value) = req.headers().get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let mut any = false;
    for item in value.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or_default().trim();
        let weight = parts
            .find_map(|p| {
                let p = p.trim();
                p.strip_prefix("q=").or_else(|| p.strip_prefix("Q="))
            })
            .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok());
        let allowed = weight.is_some_and(|q| q > 0.0);
        if name.eq_ignore_ascii_case(coding) {
            return allowed;
        }
        if name == "*" {
            any = allowed;
        }
    }
    any
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
