//! `/metrics`: Prometheus' text format, from the `metrics` facade and its Prometheus recorder.
//! Requests and their latency per route pattern (the matched pattern, never the raw path, so
//! the label set stays small), autosaves, marking time, the store's pool, job runs and the
//! mail queue. Open to loopback callers that did not come through a proxy, or to anyone with
//! `Authorization: Bearer $SABI_METRICS_TOKEN`.

use std::sync::{Arc, OnceLock};
use std::time::Instant;

use actix_web::dev::{Service, ServiceRequest, ServiceResponse};
use actix_web::{HttpRequest, HttpResponse, web};
use async_trait::async_trait;
use metrics::Label;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use sabi_domain::scoring::{PointMarking, Review};
use sabi_ports::{AnswerReviewer, ReviewItem, ServiceError};
use sha2::{Digest, Sha256};

/// Seconds buckets for request latency and marking time.
const SECONDS_BUCKETS: &[f64] = &[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0];

/// The process's recorder: installed once (several test servers in one process share it).
pub fn recorder() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let builder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), SECONDS_BUCKETS)
            .unwrap_or_else(|_| PrometheusBuilder::new());
        match builder.install_recorder() {
            Ok(handle) => {
                // Histograms keep their samples until drained: drain them now and then even
                // when nobody scrapes, so memory stays bounded.
                let upkeep = handle.clone();
                let _ = std::thread::Builder::new().name("metrics-upkeep".into()).spawn(move || {
                    loop {
                        std::thread::sleep(std::time::Duration::from_secs(5));
                        upkeep.run_upkeep();
                    }
                });
                handle
            }
            // Another recorder is installed already: keep a handle of our own that renders
            // nothing rather than fail the server.
            Err(e) => {
                tracing::warn!(error = %e, "metrics: a recorder was already installed");
                PrometheusBuilder::new().build_recorder().handle()
            }
        }
    })
}

/// What `/metrics` reads when it is asked: the store's pool and the mail queue.
#[derive(Clone)]
pub struct Gauges {
    pub store: sabi_store::SqlStore,
    pub mailer: Arc<dyn sabi_ports::Mailer>,
    /// SHA-256 of `SABI_METRICS_TOKEN`, compared in constant time.
    pub token_hash: Option<[u8; 32]>,
}

/// Records each request's count and latency under its route pattern.
pub fn record<S, B>(
    request: ServiceRequest,
    service: &S,
) -> impl Future<Output = Result<ServiceResponse<B>, actix_web::Error>> + use<S, B>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
    S::Future: 'static,
    B: 'static,
{
    let started = Instant::now();
    let method = request.method().to_string();
    let route = request.match_pattern().unwrap_or_else(|| "unmatched".into());
    let call = service.call(request);
    async move {
        let response = call.await;
        let status = match &response {
            Ok(r) => r.status().as_u16(),
            Err(e) => e.as_response_error().status_code().as_u16(),
        };
        let labels = vec![Label::new("method", method), Label::new("route", route)];
        let mut counted = labels.clone();
        counted.push(Label::new("status", status.to_string()));
        metrics::counter!("sabi_http_requests_total", counted).increment(1);
        metrics::histogram!("sabi_http_request_duration_seconds", labels).record(started.elapsed().as_secs_f64());
        response
    }
}

fn loopback_and_direct(request: &HttpRequest) -> bool {
    let loopback = request.peer_addr().is_some_and(|a| a.ip().is_loopback());
    // A reverse proxy on the same machine connects from loopback too: a request it forwarded
    // carries its headers and needs the token.
    let proxied = ["forwarded", "x-forwarded-for", "x-real-ip"].iter().any(|h| request.headers().contains_key(*h));
    loopback && !proxied
}

fn has_token(request: &HttpRequest, expected: &Option<[u8; 32]>) -> bool {
    let Some(expected) = expected else { return false };
    let given = request
        .headers()
        .get(actix_web::http::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|t| Sha256::digest(t.trim().as_bytes()));
    // Equal-length digests, compared without an early exit.
    given.is_some_and(|g| g.iter().zip(expected).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0)
}

pub async fn serve(request: HttpRequest, gauges: web::Data<Gauges>) -> HttpResponse {
    if !loopback_and_direct(&request) && !has_token(&request, &gauges.token_hash) {
        return HttpResponse::Forbidden().json(serde_json::json!({
            "error": "Metrics are open to this machine only, or with the metrics token."
        }));
    }
    let pool = gauges.store.pool_use();
    metrics::gauge!("sabi_store_pool_max_connections").set(pool.max_size as f64);
    metrics::gauge!("sabi_store_pool_connections").set(pool.size as f64);
    metrics::gauge!("sabi_store_pool_idle_connections").set(pool.available as f64);
    metrics::gauge!("sabi_store_pool_waiting").set(pool.waiting as f64);
    metrics::gauge!("sabi_mail_queue_length").set(gauges.mailer.queued() as f64);
    HttpResponse::Ok().content_type("text/plain; version=0.0.4; charset=utf-8").body(recorder().render())
}

/// A job's run, counted by job and outcome.
pub fn job_run(job: &'static str, ok: bool) {
    metrics::counter!("sabi_job_runs_total", "job" => job, "outcome" => if ok { "ok" } else { "error" }).increment(1);
}

/// The marker (answer reviewer), timed: `sabi_marking_seconds`.
pub struct TimedReviewer(pub Arc<dyn AnswerReviewer>);

#[async_trait]
impl AnswerReviewer for TimedReviewer {
    async fn review(&self, items: &[ReviewItem]) -> Result<Review, ServiceError> {
        let started = Instant::now();
        let review = self.0.review(items).await;
        let outcome = if review.is_ok() { "ok" } else { "error" };
        metrics::histogram!("sabi_marking_seconds", "outcome" => outcome).record(started.elapsed().as_secs_f64());
        review
    }

    /// Passed on as it is (not timed: only the editor's box asks for it).
    async fn mark_points(&self, item: &ReviewItem) -> Result<PointMarking, ServiceError> {
        self.0.mark_points(item).await
    }
}
