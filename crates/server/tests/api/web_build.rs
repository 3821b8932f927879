//! The built web app as the server sends it (issue 20, item 3): the brotli or gzip copy the
//! build wrote beside a file, chosen by `Accept-Encoding`, with the original's type; hashed
//! assets cached for good, the rest revalidated; HEAD, ranges and revalidation still working,
//! and nothing compressed a second time by the `Compress` middleware.

use reqwest::header::{self, HeaderMap};
use reqwest::{Method, StatusCode};

use sabi_store::Backend;

use crate::helpers::{TestApp, spawn_app_with};

// The copies' bytes are not real brotli or gzip: the server never reads them, and distinct
// bytes show which copy was sent.
const SCRIPT: &str = "export const answer = 42; // the plain file\n";
const SCRIPT_BR: &[u8] = b"BROTLI COPY OF THE SCRIPT";
const SCRIPT_GZ: &[u8] = b"GZIP COPY OF THE SCRIPT, LONGER";
const INDEX: &str = "<!doctype html><title>Sabi</title><div id=root></div>";
const INDEX_BR: &[u8] = b"BROTLI COPY OF INDEX";
const INDEX_GZ: &[u8] = b"GZIP COPY OF INDEX";
const LOGIN_PAGE: &str = "<!doctype html><title>Sabi</title><link rel=modulepreload href=/assets/Login.js>";
const ASSET: &str = "/assets/app-Ab12Cd34.js";

/// A server whose web folder holds index.html, sw.js and a hashed script, each with its
/// `.br` and `.gz` copies, a hashed picture with none, and a hidden file.
async fn app_with_build() -> TestApp {
    app_with_build_and(&[]).await
}

/// The same build, and `more` files.
async fn app_with_build_and(more: &'static [(&'static str, &'static [u8])]) -> TestApp {
    let files: [(&str, &[u8]); 13] = [
        ("index.html", INDEX.as_bytes()),
        ("index.html.br", INDEX_BR),
        ("index.html.gz", INDEX_GZ),
        ("sw.js", b"self.addEventListener('fetch', () => {});"),
        ("sw.js.br", b"BROTLI SW"),
        ("sw.js.gz", b"GZIP SW"),
        ("assets/app-Ab12Cd34.js", SCRIPT.as_bytes()),
        ("assets/app-Ab12Cd34.js.br", SCRIPT_BR),
        ("assets/app-Ab12Cd34.js.gz", SCRIPT_GZ),
        ("assets/logo-Zz99Yy88.png", b"\x89PNG not really"),
        (".vite/manifest.json", b"{}"),
        ("login/index.html", LOGIN_PAGE.as_bytes()),
        ("login/index.html.br", b"BROTLI COPY OF THE LOGIN PAGE"),
    ];
    // The web folder is looked at when the server starts: it is made before.
    spawn_app_with(Backend::Sqlite, |config| {
        for &(path, bytes) in files.iter().chain(more) {
            let path = config.web_dir.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, bytes).unwrap();
        }
    })
    .await
}

async fn fetch(
    app: &TestApp,
    method: Method,
    path: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, HeaderMap, Vec<u8>) {
    let mut request = app.client.request(method, app.url(path));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.expect("the server answers");
    let (status, headers) = (response.status(), response.headers().clone());
    (status, headers, response.bytes().await.expect("a body").to_vec())
}

fn one(headers: &HeaderMap, name: header::HeaderName) -> Option<String> {
    let values: Vec<_> = headers.get_all(&name).iter().map(|v| v.to_str().unwrap().to_string()).collect();
    assert!(values.len() <= 1, "{name} sent {} times: {values:?}", values.len());
    values.into_iter().next()
}

#[tokio::test]
async fn a_hashed_asset_is_sent_as_the_best_copy_the_browser_accepts() {
    let app = app_with_build().await;
    let cases: [(Option<&str>, Option<&str>, &[u8]); 9] = [
        (Some("gzip, deflate, br, zstd"), Some("br"), SCRIPT_BR),
        (Some("br"), Some("br"), SCRIPT_BR),
        (Some("gzip"), Some("gzip"), SCRIPT_GZ),
        (Some("br;q=0, gzip;q=0.5"), Some("gzip"), SCRIPT_GZ),
        (Some("BR;Q=0.1"), Some("br"), SCRIPT_BR),
        (Some("*"), Some("br"), SCRIPT_BR),
        (Some("br;q=0, gzip;q=0"), None, SCRIPT.as_bytes()),
        (Some("identity"), None, SCRIPT.as_bytes()),
        (None, None, SCRIPT.as_bytes()),
    ];
    for (accept, encoding, body) in cases {
        let headers: Vec<(&str, &str)> = accept.map(|a| ("accept-encoding", a)).into_iter().collect();
        let (status, headers, got) = fetch(&app, Method::GET, ASSET, &headers).await;
        assert_eq!(status, StatusCode::OK, "{accept:?}");
        assert_eq!(got, body, "{accept:?}: the copy sent");
        assert_eq!(one(&headers, header::CONTENT_ENCODING).as_deref(), encoding, "{accept:?}");
        assert_eq!(one(&headers, header::CONTENT_LENGTH), Some(body.len().to_string()), "{accept:?}");
        assert_eq!(
            one(&headers, header::CONTENT_TYPE).as_deref(),
            Some("text/javascript"),
            "{accept:?}: the original's type"
        );
        assert_eq!(one(&headers, header::VARY).as_deref(), Some("accept-encoding"), "{accept:?}");
        assert_eq!(
            one(&headers, header::CACHE_CONTROL).as_deref(),
            Some("public, max-age=31536000, immutable"),
            "{accept:?}"
        );
        assert_eq!(one(&headers, header::X_CONTENT_TYPE_OPTIONS).as_deref(), Some("nosniff"));
    }
}

#[tokio::test]
async fn index_html_and_the_service_worker_are_compressed_but_always_revalidated() {
    let app = app_with_build().await;
    // The page itself and any client route answer index.html.
    for path in ["/", "/studentDashboard", "/quiz/some-id/start"] {
        let (status, headers, body) = fetch(&app, Method::GET, path, &[("accept-encoding", "gzip, br")]).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert_eq!(body, INDEX_BR, "{path}");
        assert_eq!(one(&headers, header::CONTENT_ENCODING).as_deref(), Some("br"), "{path}");
        assert_eq!(one(&headers, header::CONTENT_TYPE).as_deref(), Some("text/html; charset=utf-8"), "{path}");
        assert_eq!(one(&headers, header::CACHE_CONTROL).as_deref(), Some("no-cache"), "{path}");
        assert!(one(&headers, header::CONTENT_SECURITY_POLICY).is_some(), "{path}");
    }
    // A route the build wrote its own page for gets that page, and so do the routes under it.
    for path in ["/login", "/login/", "/login/more/below"] {
        let (status, headers, body) = fetch(&app, Method::GET, path, &[]).await;
        assert_eq!((status, body.as_slice()), (StatusCode::OK, LOGIN_PAGE.as_bytes()), "{path}");
        assert_eq!(one(&headers, header::CACHE_CONTROL).as_deref(), Some("no-cache"), "{path}");
        assert_eq!(one(&headers, header::VARY).as_deref(), Some("accept-encoding"), "{path}");
    }
    let (_, _, body) = fetch(&app, Method::GET, "/login", &[("accept-encoding", "br")]).await;
    assert_eq!(body, b"BROTLI COPY OF THE LOGIN PAGE");
    let (_, headers, body) = fetch(&app, Method::GET, "/index.html", &[("accept-encoding", "gzip")]).await;
    assert_eq!((body.as_slice(), one(&headers, header::CONTENT_ENCODING).as_deref()), (INDEX_GZ, Some("gzip")));
    let (_, headers, body) = fetch(&app, Method::GET, "/", &[]).await;
    assert_eq!((body.as_slice(), one(&headers, header::CONTENT_ENCODING)), (INDEX.as_bytes(), None));

    let (status, headers, body) = fetch(&app, Method::GET, "/sw.js", &[("accept-encoding", "br")]).await;
    assert_eq!((status, body.as_slice()), (StatusCode::OK, b"BROTLI SW".as_slice()));
    assert_eq!(one(&headers, header::CACHE_CONTROL).as_deref(), Some("no-cache"));
    assert_eq!(one(&headers, header::CONTENT_TYPE).as_deref(), Some("text/javascript"));
}

#[tokio::test]
async fn the_root_gets_the_page_the_build_wrote_for_it() {
    const HOME_PAGE: &[u8] = b"<!doctype html><title>Sabi</title><main><h1>Know your curriculum</h1></main>";
    let app = app_with_build_and(&[("home/index.html", HOME_PAGE)]).await;
    let (status, headers, body) = fetch(&app, Method::GET, "/", &[]).await;
    assert_eq!((status, body.as_slice()), (StatusCode::OK, HOME_PAGE));
    assert_eq!(one(&headers, header::CONTENT_TYPE).as_deref(), Some("text/html; charset=utf-8"));
    assert_eq!(one(&headers, header::CACHE_CONTROL).as_deref(), Some("no-cache"));
    // Every other route, and index.html itself, still get the app's index.html.
    for path in ["/studentDashboard", "/index.html", "/home-work", "/assignments/home"] {
        let (status, _, body) = fetch(&app, Method::GET, path, &[]).await;
        assert_eq!((status, body.as_slice()), (StatusCode::OK, INDEX.as_bytes()), "{path}");
    }
}

#[tokio::test]
async fn head_revalidation_and_ranges_keep_working() {
    let app = app_with_build().await;
    let br = [("accept-encoding", "br")];

    let (status, headers, body) = fetch(&app, Method::HEAD, ASSET, &br).await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.is_empty());
    assert_eq!(one(&headers, header::CONTENT_ENCODING).as_deref(), Some("br"));
    assert_eq!(one(&headers, header::CONTENT_LENGTH), Some(SCRIPT_BR.len().to_string()));

    // Each copy has its own validator: the brotli copy's ETag revalidates the brotli copy only.
    let (_, headers, _) = fetch(&app, Method::GET, ASSET, &br).await;
    let br_etag = one(&headers, header::ETAG).expect("an ETag");
    let (_, headers, _) = fetch(&app, Method::GET, ASSET, &[]).await;
    let plain_etag = one(&headers, header::ETAG).expect("an ETag");
    assert_ne!(br_etag, plain_etag);
    let (status, headers, body) =
        fetch(&app, Method::GET, ASSET, &[("accept-encoding", "br"), ("if-none-match", br_etag.as_str())]).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    assert!(body.is_empty());
    assert_eq!(one(&headers, header::CONTENT_ENCODING).as_deref(), Some("br"));
    let (status, _, body) =
        fetch(&app, Method::GET, ASSET, &[("accept-encoding", "gzip"), ("if-none-match", br_etag.as_str())]).await;
    assert_eq!((status, body.as_slice()), (StatusCode::OK, SCRIPT_GZ));

    // A range is a range of the plain file, never of a compressed copy.
    let (status, headers, body) =
        fetch(&app, Method::GET, ASSET, &[("accept-encoding", "br, gzip"), ("range", "bytes=0-5")]).await;
    assert_eq!(status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(body, &SCRIPT.as_bytes()[..6]);
    assert_ne!(one(&headers, header::CONTENT_ENCODING).as_deref(), Some("br"));
    assert_eq!(one(&headers, header::CONTENT_RANGE), Some(format!("bytes 0-5/{}", SCRIPT.len())));
    let (status, _, _) = fetch(&app, Method::GET, ASSET, &[("range", "bytes=999-1000")]).await;
    assert_eq!(status, StatusCode::RANGE_NOT_SATISFIABLE);
}

#[tokio::test]
async fn missing_and_hidden_paths_are_refused_and_other_files_sent_as_they_are() {
    let app = app_with_build().await;
    // A file with no copies is sent as it is, still cached for good, with no Vary of ours.
    let (status, headers, body) =
        fetch(&app, Method::GET, "/assets/logo-Zz99Yy88.png", &[("accept-encoding", "br")]).await;
    assert_eq!((status, body.as_slice()), (StatusCode::OK, b"\x89PNG not really".as_slice()));
    assert_eq!(one(&headers, header::CONTENT_TYPE).as_deref(), Some("image/png"));
    assert_eq!(one(&headers, header::CONTENT_ENCODING), None);
    assert_eq!(one(&headers, header::CACHE_CONTROL).as_deref(), Some("public, max-age=31536000, immutable"));

    let (status, _, body) = fetch(&app, Method::GET, "/assets/gone-00000000.js", &[("accept-encoding", "br")]).await;
    assert_eq!((status, body.len()), (StatusCode::NOT_FOUND, 0));
    for path in ["/.vite/manifest.json", "/assets/%2e%2e/.vite/manifest.json"] {
        let (status, _, body) = fetch(&app, Method::GET, path, &[]).await;
        assert!(status.is_client_error(), "{path}: {status}");
        assert_ne!(body, b"{}", "{path}");
    }
    // A path above the folder stays inside it (here: a client route, so index.html).
    let (_, body) = app.raw_get("/../../etc/passwd").await;
    assert!(!String::from_utf8_lossy(&body).contains("root:"));
    let (status, _, _) = fetch(&app, Method::POST, ASSET, &[]).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
}
