//! The one edge error type. Domain rejections map to catalogue codes; anything else is an
//! internal failure: logged with its cause chain, shown to the client as a generic coded error.

//!
//! Each area converts its own domain errors (`impl From<TaskError> for ApiError` lives beside
//! the tasks schema), so this module knows no area.

use staffhub_journal::ExecuteError;

use crate::catalogue::Code;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// A failure the user can act on, by catalogue entry.
    #[error("{}", .0.message(crate::locale::Locale::En))]
    Coded(Code),
    /// An edit form's version is behind the entity's: someone else changed it since. The
    /// client gets both versions (`extensions.expectedVersion`, `currentVersion`) to show what
    /// changed (`history(id, sinceVersion:)`).
    #[error("{}", Code::StaleVersion.message(crate::locale::Locale::En))]
    Stale { expected: i64, current: i64 },
    /// Issue 37 §1: what is to be deleted has dependents; the client gets them by kind
    /// (`extensions.dependents`, e.g. `{"members": 3, "documents": 0}`) to say what.
    #[error("{}", .code.message(crate::locale::Locale::En))]
    InUse {
        code: Code,
        dependents: Vec<(&'static str, i64)>,
    },
    /// Our failure. The context says what we were doing; the source says why.
    #[error("{context}")]
    Internal {
        context: String,
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
}

pub type ApiResult<T> = Result<T, ApiError>;

impl ApiError {
    pub fn internal(
        context: impl Into<String>,
        source: impl std::error::Error + Send + Sync + 'static,
    ) -> Self {
        Self::Internal {
            context: context.into(),
            source: Box::new(source),
        }
    }

    /// A refusal: the request was turned down and nothing was written (a rule, invalid input,
    /// a stale version, a conflict). Anything else is an internal failure, after which a
    /// command may or may not have been stored.
    pub fn is_refusal(&self) -> bool {
        // 'The database is unavailable' may come from a commit whose answer was lost with its
        // connection (chaos `postgres` counts such commands written), so it is not a refusal.
        !matches!(
            self,
            Self::Internal { .. } | Self::Coded(Code::DatabaseUnavailable)
        )
    }

    pub fn code(&self) -> Code {
        match self {
            Self::Coded(code) => *code,
            Self::Stale { .. } => Code::StaleVersion,
            Self::InUse { code, .. } => *code,
            Self::Internal { .. } => Code::Unknown,
        }
    }
}

impl From<Code> for ApiError {
    fn from(code: Code) -> Self {
        Self::Coded(code)
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        if database_unavailable(&error) {
            tracing::error!(error = %error_chain(&error), "database unavailable");
            return Self::Coded(Code::DatabaseUnavailable);
        }
        if text_refused(&error) {
            return Self::Coded(Code::InvalidRequest);
        }
        Self::internal("database query failed", error)
    }
}

/// Whether PostgreSQL refused a text the client sent, not our query: a NUL character, which
/// neither `text` nor `jsonb` can hold (SQLSTATE 22021 in a text parameter, 22P05 as `\u0000`
/// in JSON). JSON and GraphQL strings may carry one, so hostile input reaches the database
/// with it; nothing is written, and it is the client's invalid input (the fuzzer found a
/// name with NUL answered as an unknown error).
pub fn text_refused(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Database(db) => db
            .code()
            .is_some_and(|code| matches!(code.as_ref(), "22021" | "22P05")),
        _ => false,
    }
}

/// The first `sqlx::Error` in an error's cause chain.
fn sqlx_cause<'a>(error: &'a (dyn std::error::Error + 'static)) -> Option<&'a sqlx::Error> {
    let mut cause = Some(error);
    while let Some(current) = cause {
        if let Some(sqlx) = current.downcast_ref::<sqlx::Error>() {
            return Some(sqlx);
        }
        cause = current.source();
    }
    None
}

/// Whether the database could not be reached or dropped the connection, rather than refused
/// the query: no connection, a pool timeout, a cut socket, or the server ending sessions as it
/// shuts down or starts (SQLSTATE class 08, 57P01–57P03, 53300). The client gets
/// 'The database is unavailable' (104) and may try again; chaos `postgres` restarts
/// PostgreSQL under load to keep this true (docs/reliability.md).
pub fn database_unavailable(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Io(_)
        | sqlx::Error::Tls(_) => true,
        sqlx::Error::Database(db) => db.code().is_some_and(|code| {
            code.starts_with("08") || matches!(code.as_ref(), "57P01" | "57P02" | "57P03" | "53300")
        }),
        _ => false,
    }
}

/// [`database_unavailable`] for an error whose cause chain holds a `sqlx::Error`.
fn caused_by_unavailable_database(error: &(dyn std::error::Error + 'static)) -> bool {
    sqlx_cause(error).is_some_and(database_unavailable)
}

/// What resolvers return: an `async_graphql::Error` that already carries its catalogue code.
/// (A newtype because async-graphql converts any `Display` error by message alone, which
/// would drop the code; this type deliberately has no `Display`.)
#[derive(Debug, Clone)]
pub struct GqlError(pub async_graphql::Error);

pub type GqlResult<T> = Result<T, GqlError>;

impl From<GqlError> for async_graphql::Error {
    fn from(error: GqlError) -> Self {
        error.0
    }
}

impl From<ApiError> for GqlError {
    fn from(error: ApiError) -> Self {
        GqlError(error.into_graphql())
    }
}

impl From<Code> for GqlError {
    fn from(code: Code) -> Self {
        ApiError::Coded(code).into()
    }
}

impl From<sqlx::Error> for GqlError {
    fn from(error: sqlx::Error) -> Self {
        ApiError::from(error).into()
    }
}

impl ApiError {
    /// The client's view: the code, the (English, later translated) message and the field.
    /// Internal errors are logged here with their whole cause chain, once.
    pub fn into_graphql(self) -> async_graphql::Error {
        let code = self.code();
        if let ApiError::Internal { .. } = &self {
            tracing::error!(error = %error_chain(&self), "internal error");
        }
        let error = async_graphql::Error::new(code.message(crate::locale::Locale::En));
        let versions = match &self {
            ApiError::Stale { expected, current } => Some((*expected, *current)),
            _ => None,
        };
        let dependents = match self {
            ApiError::InUse { dependents, .. } => Some(
                dependents
                    .into_iter()
                    .map(|(kind, count)| (async_graphql::Name::new(kind), count.into()))
                    .collect::<async_graphql::indexmap::IndexMap<_, async_graphql::Value>>(),
            ),
            _ => None,
        };
        async_graphql::ErrorExtensions::extend_with(error, |_, ext| {
            ext.set("code", code.code());
            if let Some(field) = code.field() {
                ext.set("field", field);
            }
            if let Some((expected, current)) = versions {
                ext.set("expectedVersion", expected);
                ext.set("currentVersion", current);
            }
            if let Some(dependents) = &dependents {
                ext.set(
                    "dependents",
                    async_graphql::Value::Object(dependents.clone()),
                );
            }
        })
    }
}

impl<E> From<ExecuteError<E>> for ApiError
where
    E: std::error::Error + Send + Sync + 'static + Into<ApiError>,
{
    fn from(error: ExecuteError<E>) -> Self {
        match error {
            ExecuteError::Rejected(rejection) => rejection.into(),
            ExecuteError::Stale {
                expected, current, ..
            } => Self::Stale { expected, current },
            ExecuteError::Conflict { .. } => Self::Coded(Code::ConcurrentChange),
            journal @ ExecuteError::Journal { .. } => {
                if caused_by_unavailable_database(&journal) {
                    tracing::error!(error = %error_chain(&journal), "database unavailable");
                    return Self::Coded(Code::DatabaseUnavailable);
                }
                if sqlx_cause(&journal).is_some_and(text_refused) {
                    // An event carrying a NUL: refused by `jsonb`, nothing appended.
                    return Self::Coded(Code::InvalidRequest);
                }
                Self::internal("command could not be stored", journal)
            }
        }
    }
}

/// An error and its causes, on one line ("context: cause: root cause") for the logs.
pub fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_connection_or_a_pool_timeout_is_the_database_unavailable_not_an_unknown_error() {
        let io = sqlx::Error::Io(std::io::Error::from(std::io::ErrorKind::ConnectionReset));
        assert_eq!(ApiError::from(io).code(), Code::DatabaseUnavailable);
        assert_eq!(
            ApiError::from(sqlx::Error::PoolTimedOut).code(),
            Code::DatabaseUnavailable
        );
        assert_eq!(
            ApiError::from(sqlx::Error::RowNotFound).code(),
            Code::Unknown
        );
    }

    #[test]
    fn a_journal_failure_caused_by_a_lost_connection_is_the_database_unavailable() {
        #[derive(Debug, thiserror::Error)]
        #[error("could not append to the journal")]
        struct Append(#[source] sqlx::Error);
        #[derive(Debug, thiserror::Error)]
        #[error("rejected")]
        struct Rejected;
        impl From<Rejected> for ApiError {
            fn from(_: Rejected) -> Self {
                Code::Unknown.into()
            }
        }
        let cut = ExecuteError::<Rejected>::Journal {
            aggregate_type: "task",
            aggregate_id: "x".into(),
            source: Box::new(Append(sqlx::Error::PoolClosed)),
        };
        assert_eq!(ApiError::from(cut).code(), Code::DatabaseUnavailable);
        let cut = ExecuteError::<Rejected>::Journal {
            aggregate_type: "task",
            aggregate_id: "x".into(),
            source: Box::new(Append(sqlx::Error::PoolClosed)),
        };
        assert!(
            !ApiError::from(cut).is_refusal(),
            "a cut commit may have been written: not a refusal"
        );
        let fault = ExecuteError::<Rejected>::Journal {
            aggregate_type: "task",
            aggregate_id: "x".into(),
            source: Box::new(std::io::Error::other("a bug")),
        };
        assert_eq!(ApiError::from(fault).code(), Code::Unknown);
    }
}
