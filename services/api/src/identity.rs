//! Identity: employees' credentials, sign-in, access tokens (architecture brief §4).
//!
//! Credentials and tokens live in an auth store beside the journal (schema 0002), never in
//! events: the journal cannot forget, so it must never hold a secret.

use std::sync::Arc;

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use staffhub_domain::Aggregate;
use staffhub_domain::members::employee::{
    Employee, EmployeeCommand, EmployeeError, EmployeeServices,
};
use staffhub_domain::members::role::{ADMIN_ROLE_ID, Role, RoleCommand, RoleError, RoleServices};
use staffhub_domain::text;
use staffhub_journal::{Committed, ExecuteError, Journal, Metadata};
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::sessions::SessionCache;

pub mod api_tokens;
mod reset;
pub use reset::{
    ADMIN_LINK_MINUTES, ClientAddress, REQUESTED_LINK_MINUTES, REQUESTS_PER_ADDRESS,
    REQUESTS_PER_CLIENT, ResetLink,
};

/// Failed sign-ins for one email within this window count towards a lock.
const FAILURE_WINDOW_MINUTES: i32 = 15;
/// Failures allowed in the window before sign-in is locked for that email.
const FAILURES_BEFORE_LOCK: i32 = 5;
pub const PASSWORD_MIN_CHARS: usize = 8;
pub const PASSWORD_MAX_CHARS: usize = 128;

pub use crate::sessions::Session;

#[derive(Debug, Clone)]
pub struct NewEmployee {
    pub name: String,
    pub email: String,
    pub password: String,
    pub role_ids: Vec<i32>,
}

#[derive(Clone)]
pub struct Identity {
    pool: PgPool,
    journal: Journal,
    employees: EmployeeServices,
    sessions: Arc<SessionCache>,
    /// Where to announce revocations to the other nodes' caches (NATS client, subject).
    announce: Option<(async_nats::Client, String)>,
    /// When this node last recorded each API token's use (`api_tokens::LAST_USED_EVERY`).
    api_token_uses: Arc<std::sync::Mutex<std::collections::HashMap<Uuid, std::time::Instant>>>,
}

impl std::fmt::Debug for Identity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Identity").finish_non_exhaustive()
    }
}

pub(crate) fn token_digest(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

fn check_password_policy(password: &str) -> ApiResult<()> {
    let chars = password.chars().count();
    if (PASSWORD_MIN_CHARS..=PASSWORD_MAX_CHARS).contains(&chars) {
        Ok(())
    } else {
        Err(Code::InvalidPassword.into())
    }
}

/// argon2id with a random salt; CPU-heavy, so off the async workers.
async fn hash_password(password: String) -> ApiResult<String> {
    tokio::task::spawn_blocking(move || {
        Argon2::default()
            .hash_password(password.as_bytes())
            .map(|hash| hash.to_string())
    })
    .await
    .map_err(|e| ApiError::internal("password hashing task failed", e))?
    .map_err(|e| {
        ApiError::internal(
            "password hashing failed",
            std::io::Error::other(e.to_string()),
        )
    })
}

async fn verify_password(password: String, stored: Option<String>) -> ApiResult<bool> {
    tokio::task::spawn_blocking(move || {
        // An unknown email still costs one verification, so timing does not reveal which
        // emails exist.
        let stored = stored.unwrap_or_else(|| DUMMY_HASH.clone());
        match PasswordHash::new(&stored) {
            Ok(hash) => Argon2::default()
                .verify_password(password.as_bytes(), &hash)
                .is_ok(),
            Err(_) => false,
        }
    })
    .await
    .map_err(|e| ApiError::internal("password verification task failed", e))
}

static DUMMY_HASH: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    Argon2::default()
        .hash_password(b"staffhub-dummy-password")
        .map(|h| h.to_string())
        .unwrap_or_default()
});

impl Identity {
    pub fn new(pool: PgPool, journal: Journal) -> Self {
        let employees = EmployeeServices {
            directory: std::sync::Arc::new(crate::lookups::DirectoryLookup(pool.clone())),
        };
        Self {
            pool,
            journal,
            employees,
            // No cache unless `with_sessions` gives one (the CLI has no hub to clear it).
            sessions: Arc::new(SessionCache::new(std::time::Duration::ZERO)),
            announce: None,
            api_token_uses: Default::default(),
        }
    }

    /// Uses `sessions` for `authenticate`, and announces revocations on `subject`.
    pub fn with_sessions(
        mut self,
        sessions: Arc<SessionCache>,
        nats: async_nats::Client,
        subject: String,
    ) -> Self {
        self.sessions = sessions;
        self.announce = Some((nats, subject));
        self
    }

    /// Tokens were revoked: forget cached sessions here at once, and tell the other nodes.
    pub(crate) async fn revoked(&self) {
        self.sessions.clear();
        if let Some((nats, subject)) = &self.announce {
            let sent = nats.publish(subject.clone(), bytes::Bytes::new()).await;
            if let Err(error) = sent.map(|_| ()) {
                // Other nodes still drop the session when their entry expires (the TTL).
                tracing::warn!(%error, "could not announce revoked sessions");
            } else if let Err(error) = nats.flush().await {
                tracing::warn!(%error, "could not announce revoked sessions");
            }
        }
    }

    pub fn employee_services(&self) -> &EmployeeServices {
        &self.employees
    }

    /// Defines the built-in Admin role (id 1, Management) unless it exists.
    pub async fn ensure_builtin_roles(&self, metadata: &Metadata) -> ApiResult<()> {
        let command = RoleCommand::DefineRole {
            role_id: ADMIN_ROLE_ID,
            name: crate::areas::members::BUILT_IN_ADMIN_NAME.into(),
            category_id: 1,
        };
        match self
            .journal
            .execute::<Role>(
                &ADMIN_ROLE_ID.to_string(),
                command,
                // Defining asks nothing of the rest of the system.
                &RoleServices {
                    usage: std::sync::Arc::new(crate::lookups::DirectoryLookup(self.pool.clone())),
                },
                metadata,
            )
            .await
        {
            // Role names are unique (`names`): the built-in one is reserved when it is defined.
            // Once defined it may have been renamed, and its old name taken by another role,
            // so a later run leaves the claims alone.
            Ok(_) => crate::names::Names::new(self.pool.clone(), Role::TYPE)
                .claim(
                    crate::areas::members::BUILT_IN_ADMIN_NAME,
                    &ADMIN_ROLE_ID.to_string(),
                )
                .await
                .map(|_| ()),
            Err(ExecuteError::Rejected(RoleError::AlreadyExists)) => Ok(()),
            Err(other) => Err(other.into()),
        }
    }

    pub async fn email_exists(&self, email: &str) -> ApiResult<bool> {
        let email = text::email(email).ok_or(Code::InvalidEmail)?;
        Ok(sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM employee_credentials WHERE email = $1)",
        )
        .bind(email)
        .fetch_one(&self.pool)
        .await?)
    }

    /// Registers an employee with a password: the email is reserved in the credential store
    /// first (unique), so two concurrent registrations of one email cannot both succeed; then
    /// `register` runs the `RegisterEmployee` command for the new id (the API through the
    /// command path's `execute`, the seed straight on the journal). Refused, the email is
    /// given back.
    pub async fn create_employee<T, F, Fut>(&self, new: NewEmployee, register: F) -> ApiResult<T>
    where
        F: FnOnce(Uuid, EmployeeCommand) -> Fut,
        Fut: Future<Output = ApiResult<T>>,
    {
        text::required_text(
            &new.name,
            staffhub_domain::members::employee::NAME_MAX_CHARS,
        )
        .ok_or(Code::InvalidName)?;
        let email = text::email(&new.email).ok_or(Code::InvalidEmail)?;
        check_password_policy(&new.password)?;
        let password_hash = hash_password(new.password).await?;
        let employee_id = Uuid::now_v7();
        let reserved = sqlx::query(
            "INSERT INTO employee_credentials (employee_id, email, password_hash) VALUES ($1, $2, $3)
             ON CONFLICT (email) DO NOTHING",
        )
        .bind(employee_id)
        .bind(&email)
        .bind(&password_hash)
        .execute(&self.pool)
        .await?;
        if reserved.rows_affected() == 0 {
            return Err(Code::EmployeeExists.into());
        }
        let command = EmployeeCommand::RegisterEmployee {
            employee_id,
            name: new.name,
            email,
            role_ids: new.role_ids,
        };
        match register(employee_id, command).await {
            Ok(registered) => Ok(registered),
            // An internal failure may have stored the registration: keep the credentials (an
            // employee who cannot sign in would be worse than a reserved email).
            Err(error) if !error.is_refusal() => Err(error),
            Err(error) => {
                // Refused: nothing was registered; give the email back.
                sqlx::query("DELETE FROM employee_credentials WHERE employee_id = $1")
                    .bind(employee_id)
                    .execute(&self.pool)
                    .await?;
                Err(error)
            }
        }
    }

    /// [`Identity::create_employee`] straight on the journal, for the CLI and the seed (no
    /// read model to wait for): the new id and where its registration sits in the journal.
    pub async fn register(
        &self,
        new: NewEmployee,
        metadata: &Metadata,
    ) -> ApiResult<(Uuid, Committed)> {
        self.create_employee(new, |id, command| async move {
            let committed = self
                .journal
                .execute::<Employee>(&id.to_string(), command, &self.employees, metadata)
                .await?;
            Ok((id, committed))
        })
        .await
    }

    /// Checks the password and issues a new access token.
    pub async fn sign_in(&self, email: &str, password: String) -> ApiResult<(String, Uuid)> {
        let email = email.trim().to_lowercase();
        let locked: Option<bool> = sqlx::query_scalar(
            "SELECT locked_until > now() FROM sign_in_failures WHERE email = $1",
        )
        .bind(&email)
        .fetch_optional(&self.pool)
        .await?
        .flatten();
        if locked == Some(true) {
            return Err(Code::TooManySignInAttempts.into());
        }
        let credentials: Option<(Uuid, String)> = sqlx::query_as(
            // Deactivated employees cannot sign in; they get the same message as a wrong
            // password, so the answer does not reveal which accounts exist.
            "SELECT c.employee_id, c.password_hash FROM employee_credentials c
             WHERE c.email = $1 AND NOT EXISTS (
               SELECT 1 FROM employee_directory d
               WHERE d.employee_id = c.employee_id AND d.deactivated_at IS NOT NULL)",
        )
        .bind(&email)
        .fetch_optional(&self.pool)
        .await?;
        let (employee_id, stored) = match credentials {
            Some((id, hash)) => (Some(id), Some(hash)),
            None => (None, None),
        };
        let verified = verify_password(password, stored).await?;
        let Some(employee_id) = employee_id.filter(|_| verified) else {
            self.record_failure(&email).await?;
            return Err(Code::WrongEmailOrPassword.into());
        };
        sqlx::query("DELETE FROM sign_in_failures WHERE email = $1")
            .bind(&email)
            .execute(&self.pool)
            .await?;
        let token = self.issue_token(employee_id).await?;
        Ok((token, employee_id))
    }

    async fn record_failure(&self, email: &str) -> ApiResult<()> {
        // Count failures in a sliding window; from the fifth on, lock for 30 s doubling per
        // further failure, at most 15 minutes.
        sqlx::query(
            "INSERT INTO sign_in_failures AS f (email, failed_attempts, first_failed_at)
             VALUES ($1, 1, now())
             ON CONFLICT (email) DO UPDATE SET
               failed_attempts = CASE WHEN f.first_failed_at < now() - make_interval(mins => $2) THEN 1
                                      ELSE f.failed_attempts + 1 END,
               first_failed_at = CASE WHEN f.first_failed_at < now() - make_interval(mins => $2) THEN now()
                                      ELSE f.first_failed_at END",
        )
        .bind(email)
        .bind(FAILURE_WINDOW_MINUTES)
        .execute(&self.pool)
        .await?;
        sqlx::query(
            "UPDATE sign_in_failures
             SET locked_until = now() + least(make_interval(mins => $2),
                                              make_interval(secs => 30 * power(2, failed_attempts - $3)))
             WHERE email = $1 AND failed_attempts >= $3",
        )
        .bind(email)
        .bind(FAILURE_WINDOW_MINUTES)
        .bind(FAILURES_BEFORE_LOCK)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn issue_token(&self, employee_id: Uuid) -> ApiResult<String> {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        let token = URL_SAFE_NO_PAD.encode(bytes);
        sqlx::query("INSERT INTO access_tokens (token_sha256, employee_id) VALUES ($1, $2)")
            .bind(token_digest(&token))
            .bind(employee_id)
            .execute(&self.pool)
            .await?;
        Ok(token)
    }

    /// The session behind a token, if the token is live and its employee active.
    pub async fn authenticate(&self, token: &str) -> ApiResult<Option<Session>> {
        if token.is_empty() || token.len() > 200 {
            return Ok(None);
        }
        if token.starts_with(api_tokens::SECRET_PREFIX) {
            return Ok(self.authenticate_api_token(token).await?.ok());
        }
        self.session_for_digest(token_digest(token)).await
    }

    /// The session behind a token's digest, as of now (cached for the session TTL): a
    /// long-lived subscription re-reads it to follow role changes, deactivation and sign-out.
    pub async fn session_for_digest(&self, digest: Vec<u8>) -> ApiResult<Option<Session>> {
        let ticket = match self.sessions.get(&digest) {
            Ok(session) => return Ok(Some(session)),
            Err(ticket) => ticket,
        };
        let row: Option<(Uuid, Vec<i32>, Vec<i16>)> = sqlx::query_as(
            "SELECT t.employee_id,
                    coalesce(array_agg(r.role_id ORDER BY r.role_id) FILTER (WHERE r.role_id IS NOT NULL), '{}'),
                    coalesce(array_agg(DISTINCT r.category_id) FILTER (WHERE r.role_id IS NOT NULL), '{}')
             FROM access_tokens t
             JOIN employee_directory d ON d.employee_id = t.employee_id AND d.deactivated_at IS NULL
             LEFT JOIN role_directory r ON r.role_id = ANY (d.role_ids) AND r.deleted_at IS NULL
             WHERE t.token_sha256 = $1 AND t.revoked_at IS NULL
             GROUP BY t.employee_id",
        )
        .bind(&digest)
        .fetch_optional(&self.pool)
        .await?;
        let Some((employee_id, role_ids, category_ids)) = row else {
            // Not a session: a personal API token's digest (a subscription opened with one
            // re-reads it the same way), else nothing live.
            return Ok(self.api_token_session(digest).await?.ok());
        };
        let session = Session {
            employee_id,
            token_sha256: digest,
            role_ids,
            category_ids,
            api_token: None,
        };
        self.sessions.put(ticket, &session);
        Ok(Some(session))
    }

    /// Revokes every session of an employee (deactivation).
    pub async fn revoke_all(&self, employee_id: Uuid) -> ApiResult<u64> {
        let revoked = sqlx::query("UPDATE access_tokens SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL")
            .bind(employee_id)
            .execute(&self.pool)
            .await?
            .rows_affected();
        self.revoked().await;
        Ok(revoked)
    }

    /// Moves an employee's sign-in email (the unique reservation) before a profile update.
    /// Returns the email it replaced, to give back if the update is refused; `None` when
    /// another employee has the new one.
    pub async fn claim_email(&self, employee_id: Uuid, email: &str) -> ApiResult<Option<String>> {
        let email = text::email(email).ok_or(Code::InvalidEmail)?;
        let result: Result<Option<String>, sqlx::Error> = sqlx::query_scalar(
            "UPDATE employee_credentials c SET email = $2, updated_at = now()
             FROM employee_credentials old
             WHERE c.employee_id = $1 AND old.employee_id = $1
             RETURNING old.email",
        )
        .bind(employee_id)
        .bind(&email)
        .fetch_optional(&self.pool)
        .await;
        match result {
            Ok(Some(previous)) => Ok(Some(previous)),
            Ok(None) => Err(Code::EmployeeNotFound.into()),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    pub async fn sign_out(&self, session: &Session) -> ApiResult<()> {
        sqlx::query("UPDATE access_tokens SET revoked_at = now() WHERE token_sha256 = $1 AND revoked_at IS NULL")
            .bind(&session.token_sha256)
            .execute(&self.pool)
            .await?;
        self.revoked().await;
        Ok(())
    }

    /// Changes the password and revokes every other session of the employee; returns how many.
    pub async fn change_password(
        &self,
        session: &Session,
        old_password: String,
        new_password: String,
        metadata: &Metadata,
    ) -> ApiResult<u64> {
        let stored: Option<String> = sqlx::query_scalar(
            "SELECT password_hash FROM employee_credentials WHERE employee_id = $1",
        )
        .bind(session.employee_id)
        .fetch_optional(&self.pool)
        .await?;
        if stored.is_none() || !verify_password(old_password, stored).await? {
            return Err(Code::InvalidCredentials.into());
        }
        check_password_policy(&new_password)?;
        let hash = hash_password(new_password).await?;
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE employee_credentials SET password_hash = $2, updated_at = now() WHERE employee_id = $1")
            .bind(session.employee_id)
            .bind(hash)
            .execute(&mut *tx)
            .await?;
        let revoked = sqlx::query(
            "UPDATE access_tokens SET revoked_at = now()
             WHERE employee_id = $1 AND token_sha256 <> $2 AND revoked_at IS NULL",
        )
        .bind(session.employee_id)
        .bind(&session.token_sha256)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        // A reset link asked for before the change must not undo it (issue 37 §7).
        sqlx::query(
            "UPDATE password_reset_tokens SET used_at = now()
             WHERE employee_id = $1 AND used_at IS NULL",
        )
        .bind(session.employee_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.revoked().await;
        // The journal records that it happened (for auditors), never the secret.
        self.journal
            .execute::<Employee>(
                &session.employee_id.to_string(),
                EmployeeCommand::RecordPasswordChange,
                &self.employees,
                metadata,
            )
            .await
            .map_err(|e| match e {
                ExecuteError::Rejected(EmployeeError::NotFound) => {
                    ApiError::Coded(Code::EmployeeNotFound)
                }
                other => other.into(),
            })?;
        Ok(revoked)
    }
}
