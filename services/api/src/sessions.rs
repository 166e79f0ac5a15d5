//! Sessions recently looked up, so a request need not ask PostgreSQL who is calling.
//!
//! Measured in docs/benchmarks.md (issue 6): the token lookup was the largest single cost of a
//! read; `{ __typename }` with a token ran at a quarter of the rate without one.
//!
//! Correctness rests on three things:
//! - **Invalidation.** Every change that can alter a session clears the cache: sign-out,
//!   password change and deactivation (`revoked`, here at once and on every other node by a
//!   NATS message), and role or employee changes (the hub clears it on each `Employee` or `Role`
//!   change notice, which the directory projection publishes once the read model the lookup
//!   reads has changed).
//! - **No stale refill.** A lookup that started before a clear does not put its (possibly
//!   stale) answer in the cache afterwards: each clear bumps a generation, checked at insert.
//! - **A bound.** Entries expire after the TTL (`STAFFHUB_SESSION_CACHE_MS`, default 1 s; 0
//!   turns the cache off), so a lost NATS message delays a revocation on another node by at
//!   most that long.
//!
//! Only live sessions are cached, never "no such token", so a token issued a moment ago works
//! at once, and random tokens cannot fill the cache.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use staffhub_domain::members::role::ADMIN_ROLE_ID;
use uuid::Uuid;

/// A signed-in caller, with the roles they hold right now (read per request, so a role
/// change takes effect without signing in again).
#[derive(Debug, Clone)]
pub struct Session {
    pub employee_id: Uuid,
    pub token_sha256: Vec<u8>,
    /// Roles that exist and are assigned (a deleted role grants nothing).
    pub role_ids: Vec<i32>,
    pub category_ids: Vec<i16>,
    /// The personal API token the caller signed the request with (issue 34 §3); `None` for a
    /// signed-in session. The caller is still its owner, with the owner's roles: only the
    /// token's scope and the session-only operations (`policy::check_api_token`) differ.
    pub api_token: Option<ApiTokenUse>,
}

/// A request signed with a personal API token (issue 34 §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ApiTokenUse {
    pub token_id: Uuid,
    /// A read-scope token: every mutation is refused.
    pub read_only: bool,
}

impl Session {
    pub fn is_admin(&self) -> bool {
        self.role_ids.contains(&ADMIN_ROLE_ID)
    }
}

/// The default TTL (README's configuration table).
pub const DEFAULT_TTL: Duration = Duration::from_secs(1);
/// Entries kept at most; past it the cache starts over (far above one node's live users).
const MAX_ENTRIES: usize = 10_000;

#[derive(Debug)]
pub struct SessionCache {
    ttl: Duration,
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    generation: u64,
    entries: HashMap<Vec<u8>, (Session, Instant)>,
}

/// Taken before a database lookup, handed back with its answer.
#[derive(Debug, Clone, Copy)]
pub struct Ticket(u64);

impl SessionCache {
    pub fn new(ttl: Duration) -> Self {
        Self {
            ttl,
            inner: Mutex::new(Inner::default()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panic while holding the lock leaves nothing half-written that matters here.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The cached session for a token digest, if fresh; otherwise a ticket for `put`.
    pub fn get(&self, digest: &[u8]) -> Result<Session, Ticket> {
        let inner = self.lock();
        match inner.entries.get(digest) {
            Some((session, at)) if at.elapsed() < self.ttl => Ok(session.clone()),
            _ => Err(Ticket(inner.generation)),
        }
    }

    /// Caches a session read from the database, unless the cache was cleared since `ticket`.
    pub fn put(&self, ticket: Ticket, session: &Session) {
        if self.ttl.is_zero() {
            return;
        }
        let mut inner = self.lock();
        if inner.generation != ticket.0 {
            return;
        }
        if inner.entries.len() >= MAX_ENTRIES {
            inner.entries.clear();
        }
        inner.entries.insert(
            session.token_sha256.clone(),
            (session.clone(), Instant::now()),
        );
    }

    /// Forgets every session (a role, an employee or a token changed).
    pub fn clear(&self) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.entries.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(digest: u8) -> Session {
        Session {
            employee_id: uuid::Uuid::nil(),
            token_sha256: vec![digest],
            role_ids: vec![1],
            category_ids: vec![1],
            api_token: None,
        }
    }

    #[test]
    fn a_session_put_with_a_fresh_ticket_is_served_until_cleared() {
        let cache = SessionCache::new(Duration::from_secs(60));
        let ticket = cache.get(&[1]).unwrap_err();
        cache.put(ticket, &session(1));
        assert_eq!(cache.get(&[1]).unwrap().role_ids, vec![1]);
        cache.clear();
        assert!(cache.get(&[1]).is_err());
    }

    #[test]
    fn a_lookup_that_began_before_a_clear_is_not_cached() {
        let cache = SessionCache::new(Duration::from_secs(60));
        let ticket = cache.get(&[2]).unwrap_err();
        cache.clear(); // e.g. the roles changed while the lookup ran
        cache.put(ticket, &session(2));
        assert!(cache.get(&[2]).is_err());
    }

    #[test]
    fn entries_expire_after_the_ttl_and_a_zero_ttl_caches_nothing() {
        let cache = SessionCache::new(Duration::from_millis(20));
        let ticket = cache.get(&[3]).unwrap_err();
        cache.put(ticket, &session(3));
        assert!(cache.get(&[3]).is_ok());
        std::thread::sleep(Duration::from_millis(30));
        assert!(cache.get(&[3]).is_err());

        let off = SessionCache::new(Duration::ZERO);
        let ticket = off.get(&[4]).unwrap_err();
        off.put(ticket, &session(4));
        assert!(off.get(&[4]).is_err());
    }
}
