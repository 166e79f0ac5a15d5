//! Personal API tokens' secrets (issue 34 §3): made here, shown once, kept only as their
//! SHA-256 in the auth store (`api_token_secrets`), and checked on every request that carries
//! one as `Authorization: Bearer`.
//!
//! SHA-256, not argon2: the secret is 256 random bits, so no dictionary can guess it, and it is
//! checked on every request, where a slow hash would cost every call. What people see of a
//! token (name, scope, expiry, revocation) is the journal's (`staffhub_domain::api_tokens`),
//! read from the `api_tokens` read model; the secret never enters the journal.

use std::time::{Duration, Instant};

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;
use uuid::Uuid;

use super::{Identity, token_digest};
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::sessions::{ApiTokenUse, Session};

/// Every secret starts so, which makes a leaked one greppable (secret scanners, logs).
pub const SECRET_PREFIX: &str = "shp_";
/// How much of the secret, after [`SECRET_PREFIX`], is kept in sight to recognise it by.
const VISIBLE_CHARS: usize = 6;
/// A token's last use is recorded at most this often (per node; the statement also skips a
/// row another node wrote within the minute), not a write per request.
pub const LAST_USED_EVERY: Duration = Duration::from_secs(60);

/// A new token's secret, its visible prefix and the digest that is kept.
pub struct NewSecret {
    pub secret: String,
    pub prefix: String,
    pub digest: Vec<u8>,
}

impl std::fmt::Debug for NewSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the secret, not even in a debug log.
        f.debug_struct("NewSecret")
            .field("prefix", &self.prefix)
            .finish_non_exhaustive()
    }
}

/// 32 random bytes, URL-safe base64, behind [`SECRET_PREFIX`].
pub fn new_secret() -> NewSecret {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let secret = format!("{SECRET_PREFIX}{}", URL_SAFE_NO_PAD.encode(bytes));
    let prefix = secret[..SECRET_PREFIX.len() + VISIBLE_CHARS].to_owned();
    let digest = token_digest(&secret);
    NewSecret {
        secret,
        prefix,
        digest,
    }
}

/// What the read model says of a token behind a digest.
#[derive(sqlx::FromRow)]
struct Found {
    token_id: Uuid,
    owner_id: Option<Uuid>,
    scope: Option<String>,
    expired: Option<bool>,
    revoked: Option<bool>,
    owner_active: bool,
    role_ids: Vec<i32>,
    category_ids: Vec<i16>,
}

impl Identity {
    /// Keeps a new token's digest before its `ApiTokenCreated` is recorded, as an email is
    /// reserved before a registration.
    pub async fn keep_api_token_secret(
        &self,
        token_id: Uuid,
        owner_id: Uuid,
        digest: &[u8],
    ) -> ApiResult<()> {
        sqlx::query(
            "INSERT INTO api_token_secrets (token_id, token_sha256, owner_id) VALUES ($1, $2, $3)",
        )
        .bind(token_id)
        .bind(digest)
        .bind(owner_id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Forgets a digest whose token was refused (nothing recorded it).
    pub async fn forget_api_token_secret(&self, token_id: Uuid) -> ApiResult<()> {
        sqlx::query("DELETE FROM api_token_secrets WHERE token_id = $1")
            .bind(token_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A token was revoked: no node serves it from its session cache any more.
    pub async fn api_token_revoked(&self) {
        self.revoked().await;
    }

    /// The caller behind a bearer's token, as its owner, or why not (each a 401's code):
    /// unknown, expired, revoked, or its owner deactivated.
    pub async fn authenticate_api_token(&self, token: &str) -> ApiResult<Result<Session, Code>> {
        if !token.starts_with(SECRET_PREFIX) || token.len() > 200 {
            return Ok(Err(Code::ApiTokenUnknown));
        }
        self.api_token_session(token_digest(token)).await
    }

    /// [`Identity::authenticate_api_token`] by the secret's digest (cached for the session
    /// TTL, as sessions are; a revocation clears the cache on every node).
    pub(crate) async fn api_token_session(
        &self,
        digest: Vec<u8>,
    ) -> ApiResult<Result<Session, Code>> {
        let ticket = match self.sessions.get(&digest) {
            Ok(session) => return Ok(Ok(session)),
            Err(ticket) => ticket,
        };
        let found: Option<Found> = sqlx::query_as(
            "SELECT s.token_id, t.owner_id, t.scope,
                    t.expires_at <= now() AS expired,
                    t.revoked_at IS NOT NULL AS revoked,
                    (d.employee_id IS NOT NULL AND d.deactivated_at IS NULL) AS owner_active,
                    coalesce(array_agg(r.role_id ORDER BY r.role_id) FILTER (WHERE r.role_id IS NOT NULL), '{}') AS role_ids,
                    coalesce(array_agg(DISTINCT r.category_id) FILTER (WHERE r.role_id IS NOT NULL), '{}') AS category_ids
             FROM api_token_secrets s
             LEFT JOIN api_tokens t ON t.token_id = s.token_id
             LEFT JOIN employee_directory d ON d.employee_id = t.owner_id
             LEFT JOIN role_directory r ON r.role_id = ANY (d.role_ids) AND r.deleted_at IS NULL
             WHERE s.token_sha256 = $1
             GROUP BY s.token_id, t.owner_id, t.scope, t.expires_at, t.revoked_at, d.employee_id, d.deactivated_at",
        )
        .bind(&digest)
        .fetch_optional(&self.pool)
        .await?;
        let Some(found) = found else {
            return Ok(Err(Code::ApiTokenUnknown));
        };
        // A digest kept for a token whose creation was not (yet) recorded is no token.
        let (Some(owner_id), Some(scope)) = (found.owner_id, found.scope.as_deref()) else {
            return Ok(Err(Code::ApiTokenUnknown));
        };
        if found.revoked == Some(true) {
            return Ok(Err(Code::ApiTokenRevoked));
        }
        if found.expired != Some(false) {
            return Ok(Err(Code::ApiTokenExpired));
        }
        if !found.owner_active {
            return Ok(Err(Code::ApiTokenOwnerDeactivated));
        }
        let session = Session {
            employee_id: owner_id,
            token_sha256: digest,
            role_ids: found.role_ids,
            category_ids: found.category_ids,
            api_token: Some(ApiTokenUse {
                token_id: found.token_id,
                read_only: scope != "read_write",
            }),
        };
        self.sessions.put(ticket, &session);
        self.used(found.token_id);
        Ok(Ok(session))
    }

    /// Records a token's use, at most once a minute per node and in the background: the
    /// request does not wait for it, and a failure only leaves "last used" older.
    fn used(&self, token_id: Uuid) {
        {
            let mut uses = self
                .api_token_uses
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            let now = Instant::now();
            if uses
                .get(&token_id)
                .is_some_and(|at| now.duration_since(*at) < LAST_USED_EVERY)
            {
                return;
            }
            if uses.len() >= 10_000 {
                uses.clear();
            }
            uses.insert(token_id, now);
        }
        let pool = self.pool.clone();
        tokio::spawn(async move {
            let written = sqlx::query(
                "UPDATE api_token_secrets SET last_used_at = now()
                 WHERE token_id = $1
                   AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))",
            )
            .bind(token_id)
            .bind(LAST_USED_EVERY.as_secs_f64())
            .execute(&pool)
            .await;
            if let Err(error) = written {
                tracing::warn!(%error, %token_id, "could not record an API token's use");
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_prefixed_random_and_only_its_digest_and_start_are_kept() {
        let one = new_secret();
        let two = new_secret();
        assert!(one.secret.starts_with("shp_"));
        assert_eq!(one.secret.len(), 4 + 43);
        assert_ne!(one.secret, two.secret);
        assert_eq!(one.prefix, one.secret[..10]);
        assert_eq!(one.digest, token_digest(&one.secret));
        assert_eq!(one.digest.len(), 32);
        assert!(!format!("{one:?}").contains(&one.secret));
    }
}
