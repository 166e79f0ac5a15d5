//! Personal API tokens' application layer (issue 34 §3): `descriptor` (what the shared
//! machinery reads), `targets` (the command path's read-back and fold), and here the id
//! decoder, who may revoke one and the domain's refusals as catalogue codes. The secret is the
//! identity store's (`identity::api_tokens`).

mod descriptor;
mod history;
mod targets;

pub use descriptor::AREA;
pub use targets::ApiTokenTarget;

use async_graphql::ID;
use staffhub_domain::api_tokens::ApiTokenError;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::read::api_tokens as token_reads;
use crate::sessions::Session;
use crate::state::AppState;

/// A token's id ('Invalid id' when it is not one).
pub fn api_token_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "ApiToken", Code::InvalidId)
}

/// Its owner revokes a token, and an admin any employee's. One the caller may not read reads
/// as not found.
pub async fn may_revoke(state: &AppState, session: &Session, id: Uuid) -> ApiResult<()> {
    match token_reads::by_id(&state.reads, id).await? {
        Some(row) if row.owner_id == session.employee_id || session.is_admin() => Ok(()),
        _ => Err(ApiError::Coded(Code::ApiTokenNotFound)),
    }
}

impl From<ApiTokenError> for ApiError {
    fn from(error: ApiTokenError) -> Self {
        Self::Coded(match error {
            ApiTokenError::NotFound => Code::ApiTokenNotFound,
            ApiTokenError::AlreadyExists => Code::InvalidId,
            ApiTokenError::InvalidName => Code::InvalidName,
            ApiTokenError::InvalidExpiry => Code::InvalidApiTokenExpiry,
            ApiTokenError::AlreadyRevoked => Code::ApiTokenAlreadyRevoked,
        })
    }
}
