//! Logging: tracing to standard error, filtered by `RUST_LOG` (info by default); one JSON
//! object a line when `SABI_LOG_FORMAT=json` (for a log collector), readable text otherwise.

use tracing_subscriber::EnvFilter;

pub fn init(default_filter: &str) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default_filter));
    let json = std::env::var("SABI_LOG_FORMAT").is_ok_and(|f| f.trim().eq_ignore_ascii_case("json"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    let _ = if json { builder.json().flatten_event(true).try_init() } else { builder.try_init() };
}
