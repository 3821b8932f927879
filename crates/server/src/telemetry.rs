//! Logging: tracing to standard error, filtered by `RUST_LOG` (info by default); one JSON
//! object a line when `SABI_LOG_FORMAT=json` (for a log collector), readable text otherwise.

use tracing_subscriber::EnvFilter;

pub fn init(default_filter: &str) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default_filter));
    let json = std::env::var("SABI_LOG_FORMAT").is_ok_and(|f| f.trim().eq_ignore_ascii_case("json"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    let _ = if json { builder.json().flatten_event(true).try_init() } else { builder.try_init() };
}

/// Paths whose next segment is a secret (a reset or confirmation token).
const SECRET_AFTER: &[&str] = &["/reset-password/", "/confirm-email/"];

/// A request's path and query as the access log may show them: a token in a path segment
/// after `/reset-password/` (or `/confirm-email/`) and the value of any `token=` query
/// parameter become `[redacted]`. Whoever reads the log must not be able to use a link.
pub fn redact_path(path_and_query: &str) -> String {
    let (path, query) = match path_and_query.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (path_and_query, None),
    };
    let mut path = path.to_string();
    for marker in SECRET_AFTER {
        if let Some(at) = path.find(marker) {
            let start = at + marker.len();
            if start < path.len() {
                let end = path[start..].find('/').map_or(path.len(), |e| start + e);
                path.replace_range(start..end, "[redacted]");
            }
        }
    }
    match query {
        None => path,
        Some(query) => {
            let query: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((name, _)) if name.to_ascii_lowercase().contains("token") => format!("{name}=[redacted]"),
                    _ => pair.to_string(),
                })
                .collect();
            format!("{path}?{}", query.join("&"))
        }
    }
}

/// The access log: one line per request (method, redacted path, status, duration).
pub fn access_log() -> actix_web::middleware::Logger {
    actix_web::middleware::Logger::new("%{request}xi %s %Dms")
        .custom_request_replace("request", |req| {
            let target = req.uri().path_and_query().map_or_else(|| req.path().to_string(), |p| p.to_string());
            format!("{} {} {:?}", req.method(), redact_path(&target), req.version())
        })
        .exclude("/api/health")
}

#[cfg(test)]
mod tests {
    use super::redact_path;

    #[test]
    fn tokens_never_reach_the_log() {
        assert_eq!(redact_path("/reset-password/abc123"), "/reset-password/[redacted]");
        assert_eq!(redact_path("/reset-password/abc123/x?y=1"), "/reset-password/[redacted]/x?y=1");
        assert_eq!(redact_path("/reset-password/"), "/reset-password/");
        assert_eq!(redact_path("/reset-password"), "/reset-password");
        assert_eq!(
            redact_path("/api/x?a=1&token=s3cret&resetToken=t"),
            "/api/x?a=1&token=[redacted]&resetToken=[redacted]"
        );
        assert_eq!(redact_path("/api/quizzes?subject=Biology"), "/api/quizzes?subject=Biology");
        assert_eq!(redact_path("/confirm-email/zzz"), "/confirm-email/[redacted]");
    }
}
