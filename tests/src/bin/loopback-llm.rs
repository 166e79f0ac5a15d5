//! The loopback AI provider as a process, for the browser test and demos (no internet, no API
//! key): `loopback-llm [--port N]` serves Anthropic's `/v1/messages` and the OpenAI-compatible
//! `/v1/chat/completions` and `/v1/models` on 127.0.0.1, prints `LISTENING http://127.0.0.1:PORT`
//! once it accepts connections, and runs until killed. Models: see `DEMO_MODELS`
//! (`loopback-chat`, `loopback-slow`, `loopback-tools`, `loopback-broken`, `loopback-echo`).

use std::io::Write;
use std::process::ExitCode;

use staffhub_tests::llm::{DEMO_MODELS, LoopbackLlm};

const USAGE: &str = "usage: loopback-llm [--port N]   (N = 0 or absent: any free port)";

fn port_from_args() -> Result<u16, String> {
    let mut port = 0;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = match arg.as_str() {
            "-h" | "--help" => return Err(String::new()),
            "--port" | "-p" => args.next().ok_or("--port needs a value")?,
            other => match other.strip_prefix("--port=") {
                Some(value) => value.to_owned(),
                None => return Err(format!("unknown argument {other:?}")),
            },
        };
        port = value
            .parse()
            .map_err(|_| format!("not a port number: {value:?}"))?;
    }
    Ok(port)
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let port = match port_from_args() {
        Ok(port) => port,
        Err(problem) => {
            if !problem.is_empty() {
                eprintln!("{problem}");
            }
            eprintln!("{USAGE}\nmodels: {}", DEMO_MODELS.join(", "));
            return if problem.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(2)
            };
        }
    };
    let server = match LoopbackLlm::start_on(port).await {
        Ok(server) => server,
        Err(e) => {
            eprintln!("cannot listen on 127.0.0.1:{port}: {e}");
            return ExitCode::FAILURE;
        }
    };
    server.script_demo_models();
    println!("LISTENING {}", server.base_url());
    let _ = std::io::stdout().flush();
    eprintln!("models: {}", DEMO_MODELS.join(", "));
    std::future::pending::<()>().await;
    ExitCode::SUCCESS
}
