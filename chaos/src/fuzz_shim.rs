// XXX-SHIM: placeholder until tests/src/fuzz.rs lands; never committed.
pub struct FuzzConfig {
    pub http_url: String,
    pub ws_url: String,
    pub token: String,
    pub requests: usize,
    pub seed: u64,
    pub concurrency: usize,
}
pub struct FuzzReport {
    pub tried: usize,
    pub by_operation: usize,
    pub server_errors_5xx: usize,
    pub uncoded: usize,
    pub malformed: usize,
    pub transport_failures: usize,
    pub samples: Vec<String>,
}
pub async fn run(_c: &FuzzConfig) -> anyhow::Result<FuzzReport> {
    anyhow::bail!("fuzzer not landed")
}
