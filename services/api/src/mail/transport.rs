//! Where messages go: an SMTP relay through lettre's pooled async transport, or, with no
//! relay configured, `.eml` files in `<data dir>/outbox` named after their delivery (a job's
//! page links to them).

use std::path::PathBuf;

use lettre::transport::smtp::PoolConfig;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use uuid::Uuid;

use super::render::Rendered;

pub enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Files(PathBuf),
}

impl std::fmt::Debug for Transport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            // The relay's URL may hold a password: never printed.
            Self::Smtp(_) => f.write_str("Transport::Smtp(..)"),
            Self::Files(dir) => write!(f, "Transport::Files({})", dir.display()),
        }
    }
}

/// The relay's answer when it took the message.
#[derive(Debug, Clone)]
pub struct Accepted {
    pub response: String,
}

/// Why a message was not taken: `permanent` for the relay's 5xx answers (the address or the
/// message is refused; sending again will not help), otherwise worth a retry.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{reason}")]
pub struct SendFailure {
    pub permanent: bool,
    pub reason: String,
}

#[derive(Debug, thiserror::Error)]
pub enum TransportError {
    #[error("STAFFHUB_SMTP_URL is not a usable SMTP URL: {0}")]
    Url(String),
    #[error("cannot create the outbox directory {path}: {source}")]
    Outbox {
        path: String,
        source: std::io::Error,
    },
}

/// The `.eml` file of a delivery written by the file transport.
pub fn eml_path(outbox: &std::path::Path, delivery_id: Uuid) -> PathBuf {
    outbox.join(format!("{delivery_id}.eml"))
}

impl Transport {
    /// The relay in `smtp_url`, pooled with `connections` connections, or the outbox
    /// directory when there is none.
    pub fn new(
        smtp_url: Option<&str>,
        outbox: PathBuf,
        connections: usize,
    ) -> Result<Self, TransportError> {
        match smtp_url {
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    // lettre's message may quote the URL: only its kind is shown.
                    .map_err(|e| TransportError::Url(e.to_string().replace(url, "<url>")))?
                    .pool_config(PoolConfig::new().max_size(connections.max(1) as u32))
                    .build();
                Ok(Self::Smtp(transport))
            }
            None => {
                std::fs::create_dir_all(&outbox).map_err(|source| TransportError::Outbox {
                    path: outbox.display().to_string(),
                    source,
                })?;
                Ok(Self::Files(outbox))
            }
        }
    }

    pub fn outbox(&self) -> Option<&std::path::Path> {
        match self {
            Self::Files(dir) => Some(dir),
            Self::Smtp(_) => None,
        }
    }

    pub async fn send(
        &self,
        delivery_id: Uuid,
        message: &Rendered,
    ) -> Result<Accepted, SendFailure> {
        match self {
            Self::Smtp(smtp) => match smtp.send_raw(&message.envelope, &message.bytes).await {
                Ok(response) => Ok(Accepted {
                    response: format!(
                        "{} {}",
                        response.code(),
                        response.message().collect::<Vec<_>>().join(" ")
                    ),
                }),
                Err(error) => Err(SendFailure {
                    permanent: error.is_permanent(),
                    reason: error.to_string(),
                }),
            },
            Self::Files(dir) => {
                let path = eml_path(dir, delivery_id);
                // Written to a temporary name and renamed, so a reader never sees half a file.
                let partial = path.with_extension("eml.partial");
                let written = async {
                    tokio::fs::write(&partial, &message.bytes).await?;
                    tokio::fs::rename(&partial, &path).await
                }
                .await;
                match written {
                    Ok(()) => Ok(Accepted {
                        response: format!("written to {}", path.display()),
                    }),
                    Err(error) => Err(SendFailure {
                        permanent: false,
                        reason: format!("writing the outbox file failed: {error}"),
                    }),
                }
            }
        }
    }
}
