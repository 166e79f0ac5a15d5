//! Latency samples and their percentiles (nearest-rank), without extra dependencies.

use std::time::Duration;

/// A set of latency samples in microseconds.
#[derive(Debug, Default, Clone)]
pub struct Samples {
    micros: Vec<u64>,
}

impl Samples {
    pub fn push(&mut self, latency: Duration) {
        self.micros
            .push(u64::try_from(latency.as_micros()).unwrap_or(u64::MAX));
    }

    pub fn push_micros(&mut self, micros: u64) {
        self.micros.push(micros);
    }

    pub fn extend(&mut self, other: Samples) {
        self.micros.extend(other.micros);
    }

    /// The `q`-quantile (0..=1) in milliseconds, nearest rank; None when empty.
    pub fn quantile_ms(&self, q: f64) -> Option<f64> {
        if self.micros.is_empty() {
            return None;
        }
        let mut sorted = self.micros.clone();
        sorted.sort_unstable();
        let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
        Some(sorted[rank - 1] as f64 / 1000.0)
    }

    pub fn p50(&self) -> Option<f64> {
        self.quantile_ms(0.5)
    }

    pub fn p99(&self) -> Option<f64> {
        self.quantile_ms(0.99)
    }

    pub fn mean_ms(&self) -> Option<f64> {
        (!self.micros.is_empty())
            .then(|| self.micros.iter().sum::<u64>() as f64 / self.micros.len() as f64 / 1000.0)
    }

    pub fn max_ms(&self) -> Option<f64> {
        self.micros.iter().max().map(|m| *m as f64 / 1000.0)
    }
}

/// "12.3 ms", or "–" when there is no value.
pub fn ms(value: Option<f64>) -> String {
    match value {
        Some(v) if v >= 100.0 => format!("{v:.0} ms"),
        Some(v) if v >= 10.0 => format!("{v:.1} ms"),
        Some(v) => format!("{v:.2} ms"),
        None => "–".to_owned(),
    }
}

/// A rate with thousands separators, e.g. "12,345/s".
pub fn rate(per_second: f64) -> String {
    format!("{}/s", thousands(per_second.round() as u64))
}

pub fn thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_percentiles() {
        let mut samples = Samples::default();
        for i in 1..=100 {
            samples.push_micros(i * 1000);
        }
        assert_eq!(samples.p50(), Some(50.0));
        assert_eq!(samples.p99(), Some(99.0));
        assert_eq!(Samples::default().p50(), None);
    }

    #[test]
    fn formats() {
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(thousands(12), "12");
        assert_eq!(ms(Some(1.234)), "1.23 ms");
        assert_eq!(ms(None), "–");
    }
}
