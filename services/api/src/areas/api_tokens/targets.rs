//! API tokens' command target: how the command path reads a token back, and the row a token's
//! own events fold to when the read model is behind.

use staffhub_domain::api_tokens::ApiToken as ApiTokenAggregate;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::Target;
use crate::error::ApiResult;
use crate::read::api_tokens::{self as token_reads, ApiTokenRow};
use crate::state::AppState;

/// How the command path reads a token back.
pub struct ApiTokenTarget;

impl Target for ApiTokenTarget {
    type Aggregate = ApiTokenAggregate;
    type Row = ApiTokenRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::ApiTokenNotFound;

    fn services(_: &AppState) -> &() {
        &()
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<ApiTokenRow>> {
        Ok(token_reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &ApiTokenRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        token: ApiTokenAggregate,
        events: &[JournalEvent],
    ) -> Option<ApiTokenRow> {
        let (first, last) = (events.first()?, events.last()?);
        Some(ApiTokenRow {
            token_id: id,
            owner_id: token.owner_id?,
            name: token.name,
            scope: token.scope.name().to_owned(),
            prefix: token.prefix,
            expires_at: token.expires_at?,
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            revoked_at: token.revoked.then_some(last.recorded_at),
            revoked_by: if token.revoked {
                last.metadata.actor_id
            } else {
                None
            },
            // The auth store's; not in the journal.
            last_used_at: None,
            version: last.sequence,
        })
    }
}
