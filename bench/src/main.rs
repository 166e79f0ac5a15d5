//! Benchmark harness (issue: benchmarks). Placeholder until the harness lands.

fn main() {
    println!("the benchmark harness is not built yet");
}
