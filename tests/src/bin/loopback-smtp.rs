//! The loopback SMTP listener as a process, for the browser tests (issue 35 §6: a browser test
//! reads the message from the loopback SMTP listener and follows its link; issue 17: no mock
//! transport). `loopback-smtp [--port N] [--http-port M]` takes mail on `127.0.0.1:N` over
//! real SMTP (`staffhub_tests::smtp::SmtpSink`, the spine tests' listener) and shows what it took on
//! `http://127.0.0.1:M/messages`: a JSON array, oldest first, of `{ from, recipients, data,
//! receivedAt }` (`data` is the message as sent, headers and MIME body). It prints
//! `LISTENING smtp://127.0.0.1:N http://127.0.0.1:M` once both accept connections, and runs
//! until killed.

use std::io::Write;
use std::process::ExitCode;

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use staffhub_tests::smtp::{Received, SmtpSink};

const USAGE: &str =
    "usage: loopback-smtp [--port N] [--http-port M]   (0 or absent: any free port)";

/// The SMTP port and the HTTP port, from the command line.
fn ports_from_args() -> Result<(u16, u16), String> {
    let (mut smtp, mut http) = (0, 0);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let (name, value) = match arg.split_once('=') {
            Some((name, value)) => (name.to_owned(), value.to_owned()),
            None if arg == "-h" || arg == "--help" => return Err(String::new()),
            None => {
                let value = args.next().ok_or(format!("{arg} needs a value"))?;
                (arg, value)
            }
        };
        let port: u16 = value
            .parse()
            .map_err(|_| format!("not a port number: {value:?}"))?;
        match name.as_str() {
            "--port" | "-p" => smtp = port,
            "--http-port" => http = port,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok((smtp, http))
}

async fn messages(State(sink): State<SmtpSink>) -> Json<Vec<Received>> {
    Json(sink.received())
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let (smtp_port, http_port) = match ports_from_args() {
        Ok(ports) => ports,
        Err(problem) => {
            if !problem.is_empty() {
                eprintln!("{problem}");
            }
            eprintln!("{USAGE}");
            return if problem.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(2)
            };
        }
    };
    let sink = match SmtpSink::start_on(smtp_port).await {
        Ok(sink) => sink,
        Err(e) => {
            eprintln!("cannot listen for SMTP on 127.0.0.1:{smtp_port}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let listener = match tokio::net::TcpListener::bind(("127.0.0.1", http_port)).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("cannot listen for HTTP on 127.0.0.1:{http_port}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let http = match listener.local_addr() {
        Ok(addr) => addr,
        Err(e) => {
            eprintln!("no HTTP address: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!("LISTENING {} http://{http}", sink.url());
    let _ = std::io::stdout().flush();
    let app = Router::new()
        .route("/messages", get(messages))
        .with_state(sink);
    if let Err(e) = axum::serve(listener, app).await {
        eprintln!("the HTTP side stopped: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
