//! Prometheus metrics at `/metrics` (issue: operability): request rates and latencies by
//! route, commands by type and outcome, where a command's time goes (its stages), and
//! projection lag (read at scrape time).
//!
//! A small in-process registry: a few labelled counters and one histogram family are all we
//! need, and the text format is simple enough not to warrant a dependency.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use sqlx::PgPool;
use staffhub_projections::ProjectionStatus;

/// A per-projection series: name, Prometheus type, help text, and its value.
type ProjectionFigure = (
    &'static str,
    &'static str,
    &'static str,
    fn(&ProjectionStatus) -> String,
);

/// Latency buckets, in seconds.
const BUCKETS: [f64; 11] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// Buckets for the stages of a command, in seconds: they take from a fraction of a
/// millisecond (a cached aggregate, an idle database) to the read-your-writes bound.
const STAGE_BUCKETS: [f64; 13] = [
    0.00025, 0.0005, 0.001, 0.002, 0.004, 0.008, 0.016, 0.032, 0.064, 0.128, 0.5, 1.0, 5.0,
];

/// Cumulative counts per bucket bound, plus sum and count (Prometheus' histogram).
struct Histogram<const N: usize> {
    bounds: &'static [f64; N],
    counts: [u64; N],
    sum: f64,
    count: u64,
}

impl<const N: usize> Histogram<N> {
    fn new(bounds: &'static [f64; N]) -> Self {
        Self {
            bounds,
            counts: [0; N],
            sum: 0.0,
            count: 0,
        }
    }

    fn observe(&mut self, elapsed: Duration) {
        let seconds = elapsed.as_secs_f64();
        for (count, bound) in self.counts.iter_mut().zip(self.bounds) {
            if seconds <= *bound {
                *count += 1;
            }
        }
        self.sum += seconds;
        self.count += 1;
    }

    /// The `_bucket`, `_sum` and `_count` lines of one series, labelled `label="value"`.
    fn render(&self, out: &mut String, name: &str, label: &str, value: &str) {
        for (bound, count) in self.bounds.iter().zip(self.counts) {
            let _ = writeln!(
                out,
                "{name}_bucket{{{label}=\"{value}\",le=\"{bound}\"}} {count}"
            );
        }
        let _ = writeln!(
            out,
            "{name}_bucket{{{label}=\"{value}\",le=\"+Inf\"}} {}",
            self.count
        );
        let _ = writeln!(out, "{name}_sum{{{label}=\"{value}\"}} {}", self.sum);
        let _ = writeln!(out, "{name}_count{{{label}=\"{value}\"}} {}", self.count);
    }
}

/// The stages of a command between its request arriving and its answer (issue 6, P1: the
/// latency budget of a command, read by `staffhub-bench`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CommandStage {
    /// Loading the aggregate, deciding, and the durable append (group commit).
    Append,
    /// Waiting until the read model shows the command's position (read-your-writes).
    ReadModelWait,
    /// Reading the changed entity back from the read model for the payload.
    ReadBack,
}

impl CommandStage {
    fn label(self) -> &'static str {
        match self {
            Self::Append => "append",
            Self::ReadModelWait => "read_model_wait",
            Self::ReadBack => "read_back",
        }
    }
}

#[derive(Default)]
struct Registry {
    /// (method, route, status) → count
    requests: BTreeMap<(String, String, u16), u64>,
    /// route → latency
    latency: BTreeMap<String, Histogram<{ BUCKETS.len() }>>,
    /// (aggregate, command, outcome) → count
    commands: BTreeMap<(String, String, String), u64>,
    /// stage → time spent in it
    stages: BTreeMap<CommandStage, Histogram<{ STAGE_BUCKETS.len() }>>,
}

#[derive(Clone, Default)]
pub struct Metrics(Arc<Mutex<Registry>>);

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

/// The route label for a path: known routes by name, everything else folded so labels stay
/// few (no ids or file names in labels).
pub fn route_label(path: &str) -> &'static str {
    match path {
        "/graphql" => "/graphql",
        "/healthz" => "/healthz",
        "/readyz" => "/readyz",
        "/metrics" => "/metrics",
        p if p.starts_with("/files/") => "/files",
        p if p.starts_with("/export/") => "/export",
        p if p.starts_with("/assets/") => "/assets",
        _ => "/app",
    }
}

/// The request path as logs may show it: the secret in an email's tracking and unsubscribe
/// links (`/t/o/{token}`, `/t/c/{token}`, `/u/{token}`) is replaced by `{token}`, since
/// anyone holding it acts for the recipient (issue 19: tokens in URLs are never logged).
/// Query strings (signed file links) are never logged at all.
pub fn loggable_path(path: &str) -> std::borrow::Cow<'_, str> {
    for prefix in ["/t/o/", "/t/c/", "/u/"] {
        if path.starts_with(prefix) {
            return format!("{prefix}{{token}}").into();
        }
    }
    path.into()
}

impl Metrics {
    pub fn observe_request(&self, method: &str, route: &str, status: u16, elapsed: Duration) {
        let Ok(mut registry) = self.0.lock() else {
            return;
        };
        *registry
            .requests
            .entry((method.to_owned(), route.to_owned(), status))
            .or_default() += 1;
        registry
            .latency
            .entry(route.to_owned())
            .or_insert_with(|| Histogram::new(&BUCKETS))
            .observe(elapsed);
    }

    /// `outcome`: ok, rejected (a business rule), stale (an edit form behind the entity),
    /// conflict, or error.
    pub fn observe_command(&self, aggregate: &str, command: &str, outcome: &str) {
        let Ok(mut registry) = self.0.lock() else {
            return;
        };
        *registry
            .commands
            .entry((aggregate.to_owned(), command.to_owned(), outcome.to_owned()))
            .or_default() += 1;
    }

    /// Time one command spent in each of its stages (one lock per command, not per stage).
    pub fn observe_stages(&self, stages: &[(CommandStage, Duration)]) {
        let Ok(mut registry) = self.0.lock() else {
            return;
        };
        for (stage, elapsed) in stages {
            registry
                .stages
                .entry(*stage)
                .or_insert_with(|| Histogram::new(&STAGE_BUCKETS))
                .observe(*elapsed);
        }
    }

    /// The Prometheus text exposition, including projection lag read now.
    pub async fn render(&self, pool: &PgPool) -> String {
        let mut out = String::new();
        {
            let Ok(registry) = self.0.lock() else {
                return out;
            };
            out.push_str(
                "# HELP staffhub_http_requests_total HTTP requests by method, route and status.\n",
            );
            out.push_str("# TYPE staffhub_http_requests_total counter\n");
            for ((method, route, status), count) in &registry.requests {
                let _ = writeln!(
                    out,
                    "staffhub_http_requests_total{{method=\"{method}\",route=\"{route}\",status=\"{status}\"}} {count}"
                );
            }
            out.push_str(
                "# HELP staffhub_http_request_duration_seconds HTTP request latency by route.\n",
            );
            out.push_str("# TYPE staffhub_http_request_duration_seconds histogram\n");
            for (route, histogram) in &registry.latency {
                histogram.render(
                    &mut out,
                    "staffhub_http_request_duration_seconds",
                    "route",
                    route,
                );
            }
            out.push_str(
                "# HELP staffhub_commands_total Commands by aggregate, command and outcome.\n",
            );
            out.push_str("# TYPE staffhub_commands_total counter\n");
            for ((aggregate, command, outcome), count) in &registry.commands {
                let _ = writeln!(
                    out,
                    "staffhub_commands_total{{aggregate=\"{aggregate}\",command=\"{command}\",outcome=\"{outcome}\"}} {count}"
                );
            }
            out.push_str(
                "# HELP staffhub_command_stage_seconds Time commands spent in each stage: append, read_model_wait, read_back.\n",
            );
            out.push_str("# TYPE staffhub_command_stage_seconds histogram\n");
            for (stage, histogram) in &registry.stages {
                histogram.render(
                    &mut out,
                    "staffhub_command_stage_seconds",
                    "stage",
                    stage.label(),
                );
            }
        }
        match staffhub_projections::status_of_all(pool).await {
            Ok(statuses) => {
                // One series per projection for each of these figures.
                let figures: [ProjectionFigure; 3] = [
                    (
                        "staffhub_projection_lag_events",
                        "gauge",
                        "Journal events not yet applied by a projection.",
                        |s| s.lag_events.to_string(),
                    ),
                    (
                        "staffhub_projection_lag_seconds",
                        "gauge",
                        "Age of the oldest event a projection has not applied.",
                        |s| s.lag_seconds.to_string(),
                    ),
                    (
                        "staffhub_projection_events_applied_total",
                        "counter",
                        "Events a projection has applied.",
                        |s| s.events_applied.to_string(),
                    ),
                ];
                for (name, kind, help, value) in figures {
                    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
                    for s in &statuses {
                        let _ = writeln!(out, "{name}{{projection=\"{}\"}} {}", s.name, value(s));
                    }
                }
            }
            Err(error) => tracing::warn!(%error, "projection status unavailable for /metrics"),
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_in_tracking_and_unsubscribe_links_never_reach_the_logs() {
        assert_eq!(loggable_path("/u/abc.def-secret"), "/u/{token}");
        assert_eq!(loggable_path("/t/o/secret"), "/t/o/{token}");
        assert_eq!(loggable_path("/t/c/secret/more"), "/t/c/{token}");
        assert_eq!(loggable_path("/graphql"), "/graphql");
        assert_eq!(loggable_path("/tasks/123"), "/tasks/123");
    }

    #[test]
    fn routes_are_folded_so_labels_never_carry_ids() {
        assert_eq!(route_label("/files/images/0192.png"), "/files");
        assert_eq!(route_label("/tasks/VGFzazox"), "/app");
        assert_eq!(route_label("/graphql"), "/graphql");
    }
}
