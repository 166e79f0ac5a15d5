//! Personal API tokens (issue 34 §3): an employee makes a token for a script, with a name, a
//! scope and an expiry; its secret is answered once (`createApiToken`'s `secret`) and kept only
//! as its SHA-256 (`identity::api_tokens`). Sent as `Authorization: Bearer`, it acts as its
//! owner, within its scope. Only a signed-in session creates or revokes one
//! (`policy::SESSION_ONLY`).

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Duration, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use staffhub_domain::api_tokens::{ApiTokenCommand, ApiTokenScope, DEFAULT_LIFETIME_DAYS};
use std::time::Instant;
use uuid::Uuid;

use super::connection::{self, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::{ids, request, session, state};
use crate::access::Caller;
use crate::areas::api_tokens::{ApiTokenTarget, api_token_id, may_revoke};
use crate::areas::members::employee_id;
use crate::command::{self, Expect};
use crate::error::{ApiResult, GqlResult};
use crate::identity::api_tokens::new_secret;
use crate::read::api_tokens::{self as token_reads, ApiTokenListFilter, ApiTokenRow};
use crate::state::AppState;

/// How `node(id)` loads one token (the descriptor's read model decides who may).
pub(crate) fn api_token_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(token_reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::ApiToken(ApiToken(row))))
    })
}

/// What a token may do.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(name = "ApiTokenScope")]
pub enum Scope {
    /// Queries and subscriptions only: every mutation is refused (102.U001.005).
    Read,
    /// Whatever its owner may do, except creating or revoking tokens.
    ReadWrite,
}

impl Scope {
    fn domain(self) -> ApiTokenScope {
        match self {
            Self::Read => ApiTokenScope::Read,
            Self::ReadWrite => ApiTokenScope::ReadWrite,
        }
    }
}

/// Whether a token works now.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApiTokenStatus {
    Active,
    Expired,
    Revoked,
}

/// A personal API token, as its owner (or an admin) sees it: never its secret.
pub struct ApiToken(pub ApiTokenRow);

#[Object]
impl ApiToken {
    pub async fn id(&self) -> ID {
        ids::encode("ApiToken", self.0.token_id)
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn scope(&self) -> Scope {
        if self.0.scope == ApiTokenScope::ReadWrite.name() {
            Scope::ReadWrite
        } else {
            Scope::Read
        }
    }

    /// The secret's visible start ("shp_" and six characters), to recognise it by.
    async fn prefix(&self) -> &str {
        &self.0.prefix
    }

    async fn status(&self) -> ApiTokenStatus {
        if self.0.revoked_at.is_some() {
            ApiTokenStatus::Revoked
        } else if self.0.expires_at <= Utc::now() {
            ApiTokenStatus::Expired
        } else {
            ApiTokenStatus::Active
        }
    }

    async fn owner(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, Some(self.0.owner_id)).await?)
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn expires_at(&self) -> DateTime<Utc> {
        self.0.expires_at
    }

    /// When a request last used it (recorded at most once a minute); null: never used.
    async fn last_used_at(&self) -> Option<DateTime<Utc>> {
        self.0.last_used_at
    }

    async fn revoked_at(&self) -> Option<DateTime<Utc>> {
        self.0.revoked_at
    }

    async fn revoked_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.revoked_by).await?)
    }

    async fn version(&self) -> i64 {
        self.0.version
    }
}

connection!(
    ApiTokenConnection,
    ApiTokenEdge,
    ApiToken,
    ApiTokenListFilter,
    token_reads::count
);

fn to_filter(
    ctx: &Context<'_>,
    owner_id: Option<&ID>,
    include_revoked: Option<bool>,
) -> ApiResult<ApiTokenListFilter> {
    let caller = Caller::of(session(ctx)?);
    let owner_id = match owner_id {
        Some(id) => employee_id(id)?,
        None => caller.employee_id,
    };
    Ok(ApiTokenListFilter {
        caller,
        owner_id,
        include_revoked: include_revoked.unwrap_or(true),
    })
}

#[derive(Default)]
pub struct ApiTokenQuery;

#[Object(guard = "Policy::query()")]
impl ApiTokenQuery {
    /// An employee's personal API tokens, newest first: the caller's own, or (for an admin) the
    /// employee `ownerId` names; another's reads as empty to anyone else. Revoked ones too
    /// unless `includeRevoked` is false. first: default 20, 1..=100.
    async fn api_tokens(
        &self,
        ctx: &Context<'_>,
        owner_id: Option<ID>,
        include_revoked: Option<bool>,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<ApiTokenConnection> {
        let filter = to_filter(ctx, owner_id.as_ref(), include_revoked)?;
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            token_reads::list(reads, &filter, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, ApiToken(row)))
            .collect();
        Ok(ApiTokenConnection::new(edges, page_info, filter))
    }
}

#[derive(InputObject)]
pub struct CreateApiTokenInput {
    /// 1–100 characters: what the token is for ("Nightly report").
    name: String,
    scope: Scope,
    /// When it stops working: after now, at most a year away (203.U001.001). Null: in 90
    /// days.
    expires_at: Option<DateTime<Utc>>,
}

#[derive(SimpleObject)]
pub struct CreateApiTokenPayload {
    api_token: ApiToken,
    api_token_edge: ApiTokenEdge,
    /// The token itself, to send as `Authorization: Bearer …`. Answered this once: only its
    /// SHA-256 is kept, so it cannot be shown again.
    secret: String,
}

#[derive(InputObject)]
pub struct RevokeApiTokenInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct RevokeApiTokenPayload {
    api_token: ApiToken,
}

#[derive(Default)]
pub struct ApiTokenMutation;

#[Object(guard = "Policy::mutation()")]
impl ApiTokenMutation {
    /// A new token for the caller, acting as them within its scope. Only a signed-in session
    /// creates one, never a token (102.U001.006).
    async fn create_api_token(
        &self,
        ctx: &Context<'_>,
        input: CreateApiTokenInput,
    ) -> GqlResult<CreateApiTokenPayload> {
        let state = state(ctx);
        let owner_id = session(ctx)?.employee_id;
        let metadata = request(ctx)?.metadata();
        let now = Utc::now();
        let id = Uuid::now_v7();
        let secret = new_secret();
        let command = ApiTokenCommand::CreateApiToken {
            token_id: id,
            owner_id,
            name: input.name,
            scope: input.scope.domain(),
            prefix: secret.prefix.clone(),
            expires_at: input
                .expires_at
                .unwrap_or(now + Duration::days(DEFAULT_LIFETIME_DAYS)),
            now,
        };
        // The digest is kept first, as an email is reserved before a registration: the token
        // works from the moment its creation is recorded.
        state
            .identity
            .keep_api_token_secret(id, owner_id, &secret.digest)
            .await?;
        let started = Instant::now();
        let committed =
            match command::execute::<ApiTokenTarget>(state, &metadata, id, command, Expect::New)
                .await
            {
                Ok(committed) => committed,
                Err(error) => {
                    if error.is_refusal() {
                        state.identity.forget_api_token_secret(id).await?;
                    }
                    return Err(error.into());
                }
            };
        let row = command::answer_row::<ApiTokenTarget>(state, id, committed, started).await?;
        Ok(CreateApiTokenPayload {
            api_token: ApiToken(row.clone()),
            api_token_edge: ApiTokenEdge {
                cursor: connection::cursor(0),
                node: ApiToken(row),
            },
            secret: secret.secret,
        })
    }

    /// Its owner (or an admin) revokes a token: it stops working at once, on every node. Only a
    /// signed-in session revokes one (102.U001.006).
    async fn revoke_api_token(
        &self,
        ctx: &Context<'_>,
        input: RevokeApiTokenInput,
    ) -> GqlResult<RevokeApiTokenPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = api_token_id(&input.id)?;
        may_revoke(state, session(ctx)?, id).await?;
        let started = Instant::now();
        let committed = command::execute::<ApiTokenTarget>(
            state,
            &metadata,
            id,
            ApiTokenCommand::RevokeApiToken,
            Expect::Any,
        )
        .await?;
        // Read-your-writes: the check reads the read model, which now says revoked; no node
        // serves it from its session cache any more.
        let row = command::answer_row::<ApiTokenTarget>(state, id, committed, started).await?;
        state.identity.api_token_revoked().await;
        Ok(RevokeApiTokenPayload {
            api_token: ApiToken(row),
        })
    }
}

/// A token created or revoked.
#[derive(SimpleObject)]
pub struct ApiTokenChange {
    kind: ChangeKind,
    id: ID,
    /// Whether the token, as it is now, is in the subscriber's list.
    matches: bool,
    /// The fresh token, while the subscriber may read it.
    api_token: Option<ApiToken>,
}

#[derive(Default)]
pub struct ApiTokenSubscription;

#[Subscription]
impl ApiTokenSubscription {
    /// Every token of the list `apiTokens(ownerId, includeRevoked)` shows, created or revoked
    /// (on another tab, or by an admin), each told with whether it is now in that list.
    async fn api_tokens_changed(
        &self,
        ctx: &Context<'_>,
        owner_id: Option<ID>,
        include_revoked: Option<bool>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<ApiTokenChange>>> {
        authorize(ctx, "Subscription.apiTokensChanged").map_err(coded)?;
        let filter = to_filter(ctx, owner_id.as_ref(), include_revoked).map_err(coded)?;
        let changes = live::list_changes(ctx, "ApiToken", move |state, caller, id| {
            let filter = ApiTokenListFilter {
                caller,
                ..filter.clone()
            };
            async move {
                let row = token_reads::visible_by_id(&state.reads, id, &filter.caller).await?;
                let Some(row) = row else {
                    return Ok((None, false));
                };
                let matches = token_reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(ApiToken(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| ApiTokenChange {
                kind: change.kind,
                id: ids::encode("ApiToken", change.id),
                matches: change.matches,
                api_token: change.row,
            })
        }))
    }
}
