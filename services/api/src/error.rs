//! The one edge error type. Domain rejections map to catalogue codes; anything else is an
//! internal failure: logged with its cause chain, shown to the client as a generic coded error.

use staffhub_domain::employee::EmployeeError;
use staffhub_domain::role::RoleError;
use staffhub_domain::task::TaskError;
use staffhub_journal::ExecuteError;

use crate::catalogue::Code;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// A failure the user can act on, by catalogue entry.
    #[error("{}", .0.message(crate::locale::Locale::En))]
    Coded(Code),
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

    pub fn code(&self) -> Code {
        match self {
            Self::Coded(code) => *code,
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
        match error {
            sqlx::Error::PoolTimedOut | sqlx::Error::Io(_) | sqlx::Error::PoolClosed => {
                tracing::error!(error = %staffhub_projections::worker::error_chain(&error), "database unavailable");
                Self::Coded(Code::DatabaseUnavailable)
            }
            other => Self::internal("database query failed", other),
        }
    }
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
            tracing::error!(error = %staffhub_projections::worker::error_chain(&self), "internal error");
        }
        let error = async_graphql::Error::new(code.message(crate::locale::Locale::En));
        async_graphql::ErrorExtensions::extend_with(error, |_, ext| {
            ext.set("code", code.code());
            if let Some(field) = code.field() {
                ext.set("field", field);
            }
        })
    }
}

impl From<TaskError> for ApiError {
    fn from(error: TaskError) -> Self {
        Self::Coded(match error {
            TaskError::NotFound => Code::TaskNotFound,
            TaskError::AlreadyExists => Code::InvalidId,
            TaskError::InvalidTitle => Code::InvalidTitle,
            TaskError::InvalidDescription => Code::InvalidDescription,
            TaskError::InvalidStatus => Code::InvalidStatus,
            TaskError::InvalidPriority => Code::InvalidPriority,
            TaskError::AssigneeNotFound => Code::EmployeeNotFound,
            TaskError::SameStatus => Code::SameStatus,
            TaskError::Identical => Code::Identical,
            TaskError::Lookup(reason) => {
                return Self::internal("employee lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

impl From<EmployeeError> for ApiError {
    fn from(error: EmployeeError) -> Self {
        Self::Coded(match error {
            EmployeeError::NotFound => Code::EmployeeNotFound,
            EmployeeError::AlreadyExists => Code::EmployeeExists,
            EmployeeError::InvalidName => Code::InvalidName,
            EmployeeError::InvalidEmail => Code::InvalidEmail,
            EmployeeError::DuplicateRole => Code::RoleAssignmentExists,
            EmployeeError::RoleNotFound => Code::RoleNotFound,
            EmployeeError::Identical => Code::Identical,
            EmployeeError::LastAdmin => Code::LastAdmin,
            EmployeeError::Deactivated => Code::EmployeeDeactivated,
            EmployeeError::Lookup(reason) => {
                return Self::internal("directory lookup failed", std::io::Error::other(reason));
            }
        })
    }
}

impl From<RoleError> for ApiError {
    fn from(error: RoleError) -> Self {
        Self::Coded(match error {
            RoleError::InvalidName => Code::InvalidName,
            RoleError::CategoryNotFound => Code::RoleCategoryNotFound,
            RoleError::AlreadyExists => Code::NameExists,
            RoleError::NotFound => Code::RoleNotFound,
            RoleError::Identical => Code::Identical,
            RoleError::AdminRoleIsPermanent => Code::AdminRoleIsPermanent,
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
            ExecuteError::Conflict { .. } => Self::Coded(Code::ConcurrentChange),
            journal @ ExecuteError::Journal { .. } => {
                Self::internal("command could not be stored", journal)
            }
        }
    }
}
