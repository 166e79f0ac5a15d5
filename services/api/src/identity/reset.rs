//! Password resets (issue 37 §7): a forgotten password is no longer a permanent lockout.
//!
//! - **By email**, public: `request` answers the same whether or not the address belongs to
//!   an active member (no account enumeration), is limited per address and per client, and,
//!   for an active member, issues a random single-use token that expires, of which only the
//!   SHA-256 is stored (schema 0018). `reset` checks it (unknown, used or replaced, expired:
//!   each its own coded error), applies the change-password rules, consumes it atomically,
//!   signs the member out of every session and records `PasswordResetByLink`.
//! - **By an admin**: `admin_reset` emails the member a reset link, and only once the relay
//!   took it makes the old password unusable and signs the member out everywhere
//!   (`PasswordResetByAdmin` records who did it). A link rather than a temporary password:
//!   the admin never learns a secret of the member's, and nothing secret travels through a
//!   chat or a sticky note.
//!
//! Like the credentials, tokens stay in the auth store beside the journal (it cannot forget).

use std::net::IpAddr;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;
use uuid::Uuid;

use super::{Identity, check_password_policy, hash_password, token_digest};
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::locale::Locale;

/// How long a link the member asked for works.
pub const REQUESTED_LINK_MINUTES: i64 = 30;
/// How long a link sent by an admin's reset works: the member may not be at their desk, and
/// until they use it they cannot sign in.
pub const ADMIN_LINK_MINUTES: i64 = 24 * 60;
/// The window the request limits count in.
const REQUEST_WINDOW_MINUTES: i32 = 15;
/// Requests per address in the window: enough for a lost email and a retry.
pub const REQUESTS_PER_ADDRESS: i32 = 3;
/// Requests per client (IP address) in the window, whatever the addresses.
pub const REQUESTS_PER_CLIENT: i32 = 10;
/// What an unusable password hash looks like: no argon2 PHC string starts with `!`, so no
/// password verifies against it (an admin reset leaves it until the member picks a new one).
const RESET_HASH: &str = "!reset-by-admin";

/// The client's address, as a request carries it (put in the request's data by `http`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

impl ClientAddress {
    /// The peer's address; behind a proxy on this host (a loopback peer), the address that
    /// proxy appended last to `X-Forwarded-For`. A remote peer's header is not trusted: anyone
    /// could write one to escape the per-client limit.
    pub fn of(peer: IpAddr, forwarded_for: Option<&str>) -> Self {
        if peer.is_loopback()
            && let Some(last) = forwarded_for
                .and_then(|value| value.rsplit(',').next())
                .and_then(|hop| hop.trim().parse::<IpAddr>().ok())
        {
            return Self(last);
        }
        Self(peer)
    }
}

/// A reset link to email: to whom, in which language, and its token.
#[derive(Clone)]
pub struct ResetLink {
    pub employee_id: Uuid,
    pub email: String,
    pub name: String,
    pub locale: Locale,
    pub token: String,
    pub valid_minutes: i64,
}

/// Never shows the token: it is a secret until used, and a debug line could reach a log.
impl std::fmt::Debug for ResetLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResetLink")
            .field("employee_id", &self.employee_id)
            .field("locale", &self.locale)
            .field("valid_minutes", &self.valid_minutes)
            .finish_non_exhaustive()
    }
}

fn locale_of(stored: Option<&str>) -> Option<Locale> {
    match stored {
        Some("ja") => Some(Locale::Ja),
        Some("en") => Some(Locale::En),
        _ => None,
    }
}

impl Identity {
    /// Remembers the language an employee signed in with: an admin's reset email is written in
    /// it (issue 37 §7).
    pub async fn remember_locale(&self, employee_id: Uuid, locale: Locale) -> ApiResult<()> {
        let tag = match locale {
            Locale::En => "en",
            Locale::Ja => "ja",
        };
        sqlx::query(
            "UPDATE employee_credentials SET locale = $2
             WHERE employee_id = $1 AND locale IS DISTINCT FROM $2",
        )
        .bind(employee_id)
        .bind(tag)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Counts one request under `key`; false when the window's limit was already reached.
    async fn count_request(&self, key: &str, limit: i32) -> ApiResult<bool> {
        let requests: i32 = sqlx::query_scalar(
            "INSERT INTO password_reset_requests AS r (key, requests, window_started_at)
             VALUES ($1, 1, now())
             ON CONFLICT (key) DO UPDATE SET
               requests = CASE WHEN r.window_started_at < now() - make_interval(mins => $2) THEN 1
                               ELSE r.requests + 1 END,
               window_started_at = CASE WHEN r.window_started_at < now() - make_interval(mins => $2)
                                        THEN now() ELSE r.window_started_at END
             RETURNING requests",
        )
        .bind(key)
        .bind(REQUEST_WINDOW_MINUTES)
        .fetch_one(&self.pool)
        .await?;
        Ok(requests <= limit)
    }

    /// A new link for `employee_id`, valid `minutes`; the employee's earlier links stop working.
    async fn issue_reset_token(
        &self,
        employee_id: Uuid,
        minutes: i64,
        issued_by: Option<Uuid>,
    ) -> ApiResult<String> {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        let token = URL_SAFE_NO_PAD.encode(bytes);
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "UPDATE password_reset_tokens SET used_at = now()
             WHERE employee_id = $1 AND used_at IS NULL",
        )
        .bind(employee_id)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO password_reset_tokens (token_sha256, employee_id, expires_at, issued_by)
             VALUES ($1, $2, now() + make_interval(mins => $3), $4)",
        )
        .bind(token_digest(&token))
        .bind(employee_id)
        .bind(minutes as i32)
        .bind(issued_by)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(token)
    }

    /// Forgets a link whose email could not be sent.
    pub async fn withdraw_reset_token(&self, token: &str) -> ApiResult<()> {
        sqlx::query("DELETE FROM password_reset_tokens WHERE token_sha256 = $1")
            .bind(token_digest(token))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// "Forgot password": counts the request against the address's and the client's limits
    /// (`102.A001.004` past either, for known and unknown addresses alike), and, when the
    /// address is an active member's, a new link to email them in `locale` (the language of the
    /// page they asked from). `None` otherwise: the caller answers the same either way.
    pub async fn request_password_reset(
        &self,
        email: &str,
        client: Option<ClientAddress>,
        locale: Locale,
    ) -> ApiResult<Option<ResetLink>> {
        let email = staffhub_domain::text::email(email).ok_or(Code::InvalidEmail)?;
        if let Some(ClientAddress(ip)) = client
            && !self
                .count_request(&format!("client:{ip}"), REQUESTS_PER_CLIENT)
                .await?
        {
            return Err(Code::TooManyResetRequests.into());
        }
        if !self
            .count_request(&format!("email:{email}"), REQUESTS_PER_ADDRESS)
            .await?
        {
            return Err(Code::TooManyResetRequests.into());
        }
        let member: Option<(Uuid, String)> = sqlx::query_as(
            "SELECT c.employee_id, d.name FROM employee_credentials c
             JOIN employee_directory d ON d.employee_id = c.employee_id
             WHERE c.email = $1 AND d.deactivated_at IS NULL",
        )
        .bind(&email)
        .fetch_optional(&self.pool)
        .await?;
        let Some((employee_id, name)) = member else {
            return Ok(None);
        };
        let token = self
            .issue_reset_token(employee_id, REQUESTED_LINK_MINUTES, None)
            .await?;
        Ok(Some(ResetLink {
            employee_id,
            email,
            name,
            locale,
            token,
            valid_minutes: REQUESTED_LINK_MINUTES,
        }))
    }

    /// The employee a link resets, if it can still be used; otherwise why not.
    async fn check_reset_token(&self, digest: &[u8]) -> ApiResult<Uuid> {
        let row: Option<(Uuid, bool, bool)> = sqlx::query_as(
            "SELECT t.employee_id, t.used_at IS NOT NULL, t.expires_at <= now()
             FROM password_reset_tokens t WHERE t.token_sha256 = $1",
        )
        .bind(digest)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            None => Err(Code::ResetLinkUnknown.into()),
            Some((_, true, _)) => Err(Code::ResetLinkUsed.into()),
            Some((_, _, true)) => Err(Code::ResetLinkExpired.into()),
            Some((employee_id, false, false)) => Ok(employee_id),
        }
    }

    /// Sets a new password with a link: the link is checked and consumed (once, even when two
    /// requests race), the member's other links stop working, and every session of theirs is
    /// signed out. Returns the employee, for the journal's record. The new password follows the
    /// change-password rules (`203.M001.003`); a refused one leaves the link usable.
    pub async fn reset_password(&self, token: &str, new_password: String) -> ApiResult<Uuid> {
        if token.is_empty() || token.len() > 200 {
            return Err(Code::ResetLinkUnknown.into());
        }
        let digest = token_digest(token);
        self.check_reset_token(&digest).await?;
        check_password_policy(&new_password)?;
        let hash = hash_password(new_password).await?;
        let mut tx = self.pool.begin().await?;
        // Consumed only if still open and the member still active: the check above may be
        // stale by now.
        let consumed: Option<Uuid> = sqlx::query_scalar(
            "UPDATE password_reset_tokens t SET used_at = now()
             WHERE t.token_sha256 = $1 AND t.used_at IS NULL AND t.expires_at > now()
               AND NOT EXISTS (SELECT 1 FROM employee_directory d
                               WHERE d.employee_id = t.employee_id AND d.deactivated_at IS NOT NULL)
             RETURNING t.employee_id",
        )
        .bind(&digest)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(employee_id) = consumed else {
            tx.rollback().await?;
            // Used or expired meanwhile (or the member was deactivated): say which.
            self.check_reset_token(&digest).await?;
            return Err(Code::ResetLinkUnknown.into());
        };
        let email: Option<String> = sqlx::query_scalar(
            "UPDATE employee_credentials SET password_hash = $2, updated_at = now()
             WHERE employee_id = $1 RETURNING email",
        )
        .bind(employee_id)
        .bind(hash)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(email) = email else {
            tx.rollback().await?;
            return Err(Code::ResetLinkUnknown.into());
        };
        sqlx::query(
            "UPDATE password_reset_tokens SET used_at = now()
             WHERE employee_id = $1 AND used_at IS NULL",
        )
        .bind(employee_id)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE access_tokens SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL",
        )
        .bind(employee_id)
        .execute(&mut *tx)
        .await?;
        // Whoever proved they own the mailbox may sign in at once, even after failed guesses.
        sqlx::query("DELETE FROM sign_in_failures WHERE email = $1")
            .bind(&email)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        self.revoked().await;
        Ok(employee_id)
    }

    /// An admin's reset, step one: a link for the member (valid [`ADMIN_LINK_MINUTES`]), in the
    /// language they last signed in with, else `fallback`. The caller emails it, then calls
    /// [`Identity::lock_out`]; if the email fails it withdraws the link and nothing changed.
    pub async fn admin_reset_link(
        &self,
        employee_id: Uuid,
        admin_id: Uuid,
        fallback: Locale,
    ) -> ApiResult<ResetLink> {
        let member: Option<(String, String, Option<String>, bool)> = sqlx::query_as(
            "SELECT c.email, d.name, c.locale, d.deactivated_at IS NOT NULL
             FROM employee_credentials c
             JOIN employee_directory d ON d.employee_id = c.employee_id
             WHERE c.employee_id = $1",
        )
        .bind(employee_id)
        .fetch_optional(&self.pool)
        .await?;
        let Some((email, name, locale, deactivated)) = member else {
            return Err(Code::EmployeeNotFound.into());
        };
        if deactivated {
            return Err(Code::EmployeeDeactivated.into());
        }
        let token = self
            .issue_reset_token(employee_id, ADMIN_LINK_MINUTES, Some(admin_id))
            .await?;
        Ok(ResetLink {
            employee_id,
            email,
            name,
            locale: locale_of(locale.as_deref()).unwrap_or(fallback),
            token,
            valid_minutes: ADMIN_LINK_MINUTES,
        })
    }

    /// An admin's reset, step two: the old password stops working and every session of the
    /// member is signed out, here and on every node; returns how many sessions were revoked.
    pub async fn lock_out(&self, employee_id: Uuid) -> ApiResult<u64> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "UPDATE employee_credentials SET password_hash = $2, updated_at = now()
             WHERE employee_id = $1",
        )
        .bind(employee_id)
        .bind(RESET_HASH)
        .execute(&mut *tx)
        .await?;
        let revoked = sqlx::query(
            "UPDATE access_tokens SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL",
        )
        .bind(employee_id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        tx.commit().await?;
        self.revoked().await;
        Ok(revoked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forwarded_address_counts_only_behind_a_local_proxy() {
        let local: IpAddr = "127.0.0.1".parse().unwrap();
        let remote: IpAddr = "203.0.113.7".parse().unwrap();
        assert_eq!(
            ClientAddress::of(local, Some("198.51.100.1, 192.0.2.9")),
            ClientAddress("192.0.2.9".parse().unwrap())
        );
        assert_eq!(ClientAddress::of(local, None), ClientAddress(local));
        assert_eq!(
            ClientAddress::of(remote, Some("192.0.2.9")),
            ClientAddress(remote),
            "a remote client cannot choose its own address"
        );
        assert_eq!(
            ClientAddress::of(local, Some("not an address")),
            ClientAddress(local)
        );
    }

    #[test]
    fn the_reset_hash_is_never_a_password_hash() {
        assert!(argon2::password_hash::phc::PasswordHash::new(RESET_HASH).is_err());
    }
}

#[cfg(test)]
mod link_tests {
    use super::*;

    #[test]
    fn a_reset_links_debug_form_never_shows_its_token_or_address() {
        let link = ResetLink {
            employee_id: Uuid::nil(),
            email: "hanako@staffhub.test".into(),
            name: "Hanako".into(),
            locale: Locale::Ja,
            token: "secret-token-value".into(),
            valid_minutes: 30,
        };
        let shown = format!("{link:?}");
        assert!(!shown.contains("secret-token-value"), "{shown}");
        assert!(!shown.contains("hanako@"), "{shown}");
    }
}
