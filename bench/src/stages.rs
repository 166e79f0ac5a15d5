//! Where a P1 command's time goes: the server's own stage histograms
//! (`staffhub_command_stage_seconds`, services/api/src/metrics.rs) and its `/graphql` request
//! histogram, scraped from `/metrics` just before and just after P1's GraphQL load. The
//! differences give each stage's mean over exactly that load (issue 6: P1's latency budget).

use std::collections::HashMap;

use anyhow::Context;

/// Sums and counts of the series the budget needs, as read from one scrape.
#[derive(Debug, Default, Clone)]
pub struct Scrape {
    /// series name with labels (e.g. `staffhub_command_stage_seconds_sum{stage="append"}`) →
    /// value
    values: HashMap<String, f64>,
}

/// The stages, in the order a command passes them, and what the table calls them.
pub const STAGES: [(&str, &str); 3] = [
    (
        "append",
        "append: load the aggregate (cached), decide, durable group-committed append",
    ),
    (
        "read_model_wait",
        "wait until the projection has committed the command's position",
    ),
    ("read_back", "read the changed task back for the payload"),
];

const STAGE_SERIES: &str = "staffhub_command_stage_seconds";
const REQUEST_SERIES: &str = "staffhub_http_request_duration_seconds";
const GRAPHQL_ROUTE: &str = "route=\"/graphql\"";

impl Scrape {
    /// Parses the Prometheus text format, keeping the `_sum` and `_count` series.
    pub fn parse(text: &str) -> Self {
        let values = text
            .lines()
            .filter(|line| !line.starts_with('#'))
            .filter_map(|line| line.rsplit_once(' '))
            .filter(|(series, _)| {
                let name = series.split('{').next().unwrap_or(series);
                name.ends_with("_sum") || name.ends_with("_count")
            })
            .filter_map(|(series, value)| Some((series.to_owned(), value.parse().ok()?)))
            .collect();
        Self { values }
    }

    fn get(&self, series: &str) -> f64 {
        self.values.get(series).copied().unwrap_or(0.0)
    }

    /// Mean seconds and count of a histogram between `before` and `self`.
    fn mean_since(&self, before: &Scrape, name: &str, labels: &str) -> Option<(f64, u64)> {
        let sum = format!("{name}_sum{{{labels}}}");
        let count = format!("{name}_count{{{labels}}}");
        let n = self.get(&count) - before.get(&count);
        (n >= 1.0).then(|| ((self.get(&sum) - before.get(&sum)) / n, n as u64))
    }
}

/// The means over one load, in milliseconds.
#[derive(Debug, Clone)]
pub struct Budget {
    /// The whole `/graphql` request as the server timed it, and how many.
    pub request_ms: f64,
    pub requests: u64,
    /// Each stage's mean, in [`STAGES`] order.
    pub stages_ms: Vec<f64>,
}

impl Budget {
    pub fn between(before: &Scrape, after: &Scrape) -> Option<Self> {
        let (request, requests) = after.mean_since(before, REQUEST_SERIES, GRAPHQL_ROUTE)?;
        let stages_ms = STAGES
            .iter()
            .map(|(stage, _)| {
                after
                    .mean_since(before, STAGE_SERIES, &format!("stage=\"{stage}\""))
                    .map(|(mean, _)| mean * 1000.0)
            })
            .collect::<Option<Vec<f64>>>()?;
        Some(Self {
            request_ms: request * 1000.0,
            requests,
            stages_ms,
        })
    }

    /// The request's time outside the three stages: HTTP, session, GraphQL parse, validation,
    /// execution and serialization.
    pub fn rest_ms(&self) -> f64 {
        self.request_ms - self.stages_ms.iter().sum::<f64>()
    }
}

pub async fn scrape(http: &reqwest::Client, url: &str) -> anyhow::Result<Scrape> {
    let text = http
        .get(format!("{url}/metrics"))
        .send()
        .await?
        .error_for_status()?
        .text()
        .await
        .context("reading /metrics")?;
    Ok(Scrape::parse(&text))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(request_sum: f64, request_count: u64, stage_sums: [f64; 3], count: u64) -> String {
        let mut out = String::from("# HELP x y\n");
        out.push_str(&format!(
            "staffhub_http_request_duration_seconds_bucket{{route=\"/graphql\",le=\"+Inf\"}} {request_count}\n"
        ));
        out.push_str(&format!(
            "staffhub_http_request_duration_seconds_sum{{route=\"/graphql\"}} {request_sum}\n"
        ));
        out.push_str(&format!(
            "staffhub_http_request_duration_seconds_count{{route=\"/graphql\"}} {request_count}\n"
        ));
        for ((stage, _), sum) in STAGES.iter().zip(stage_sums) {
            out.push_str(&format!(
                "staffhub_command_stage_seconds_sum{{stage=\"{stage}\"}} {sum}\n"
            ));
            out.push_str(&format!(
                "staffhub_command_stage_seconds_count{{stage=\"{stage}\"}} {count}\n"
            ));
        }
        out
    }

    #[test]
    fn the_budget_is_the_mean_of_what_happened_between_two_scrapes() {
        let before = Scrape::parse(&text(1.0, 10, [0.5, 0.5, 0.5], 10));
        let after = Scrape::parse(&text(1.0 + 0.008 * 100.0, 110, [0.7, 0.9, 0.6], 110));
        let budget = Budget::between(&before, &after).unwrap();
        assert_eq!(budget.requests, 100);
        assert!((budget.request_ms - 8.0).abs() < 1e-9);
        let expected = [2.0, 4.0, 1.0];
        for (got, want) in budget.stages_ms.iter().zip(expected) {
            assert!((got - want).abs() < 1e-9, "{got} vs {want}");
        }
        assert!((budget.rest_ms() - 1.0).abs() < 1e-9);
    }

    #[test]
    fn no_budget_without_commands_between_the_scrapes() {
        let same = Scrape::parse(&text(1.0, 10, [0.5, 0.5, 0.5], 10));
        assert!(Budget::between(&same, &same).is_none());
        assert!(Budget::between(&Scrape::default(), &Scrape::default()).is_none());
    }
}
