//! The authorization rules (issue: members, roles and permissions; spec §6): what each
//! [`Rule`] asks of a caller. Which operation needs which rule is declared by the areas, one
//! row per root operation (`graphql::areas`, shown for people in `docs/authorization.md`), and
//! enforced by the guard in `graphql::guard` on every transport.
//!
//! Roles: Admin (role id 1) may do everything. Management-category roles (category 1) manage
//! the business areas (projects, organizations, email, workflow templates as they land).
//! Employees with any role (the staff) work on tasks and other day-to-day areas. Any signed-in
//! employee may read their profile and the directory and manage their own account.

use crate::catalogue::Code;
use crate::error::ApiError;
use crate::sessions::{ApiTokenUse, Session};

/// What an operation requires of its caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Anyone, signed in or not.
    Public,
    /// Any signed-in, active employee.
    SignedIn,
    /// An employee holding at least one role (of any category).
    Staff,
    /// The Admin role or any Management-category role.
    Management,
    /// The Admin role.
    Admin,
}

const MANAGEMENT_CATEGORY: i16 = 1;

/// Whether `session` satisfies `rule`: `Unauthenticated` without a session, `Unauthorized`
/// when signed in without the needed role.
pub fn check(rule: Rule, session: Option<&Session>) -> Result<(), Code> {
    let session = match (rule, session) {
        (Rule::Public, _) => return Ok(()),
        (_, None) => return Err(Code::Unauthenticated),
        (_, Some(session)) => session,
    };
    let allowed = match rule {
        Rule::Public | Rule::SignedIn => true,
        Rule::Staff => session.is_admin() || !session.role_ids.is_empty(),
        Rule::Management => {
            session.is_admin() || session.category_ids.contains(&MANAGEMENT_CATEGORY)
        }
        Rule::Admin => session.is_admin(),
    };
    if allowed {
        Ok(())
    } else {
        Err(Code::Unauthorized)
    }
}

/// The code a refused root operation answers: a subscription the caller may not open is the
/// spec's 102.S001.001 'Cannot subscribe to this resource' (§8), whether they are signed out
/// or lack the role; queries and mutations say which (102.X000.001 or 002).
pub fn refusal(operation: &str, code: Code) -> Code {
    if operation.starts_with("Subscription.") {
        Code::CannotSubscribe
    } else {
        code
    }
}

/// What only a signed-in session may run, never a personal API token (issue 34 §3): so a
/// leaked token cannot mint more, nor revoke its owner's others.
pub const SESSION_ONLY: &[&str] = &["Mutation.createApiToken", "Mutation.revokeApiToken"];

/// What a request signed with a personal API token may run beyond its owner's rules (issue 34
/// §3): the owner's rule is checked first ([`check`]), so a token never does more than its
/// owner; a read-scope token runs no mutation, and no token runs [`SESSION_ONLY`].
pub fn check_api_token(operation: &str, token: &ApiTokenUse) -> Result<(), Code> {
    if SESSION_ONLY.contains(&operation) {
        return Err(Code::ApiTokenSessionOnly);
    }
    if token.read_only && operation.starts_with("Mutation.") {
        return Err(Code::ApiTokenReadOnly);
    }
    Ok(())
}

/// Only the employee themself or an admin.
pub fn authorize_self_or_admin(session: &Session, employee_id: uuid::Uuid) -> Result<(), ApiError> {
    if session.employee_id == employee_id || session.is_admin() {
        Ok(())
    } else {
        Err(Code::Unauthorized.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(role_ids: Vec<i32>, category_ids: Vec<i16>) -> Session {
        Session {
            employee_id: uuid::Uuid::nil(),
            token_sha256: vec![],
            role_ids,
            category_ids,
            api_token: None,
        }
    }

    #[test]
    fn rules_grant_by_role_and_category() {
        let admin = session(vec![1], vec![1]);
        let manager = session(vec![2], vec![1]);
        let engineer = session(vec![3], vec![2]);
        let nobody = session(vec![], vec![]);
        assert_eq!(check(Rule::Public, None), Ok(()));
        assert_eq!(check(Rule::SignedIn, None), Err(Code::Unauthenticated));
        assert_eq!(check(Rule::SignedIn, Some(&nobody)), Ok(()));
        assert_eq!(check(Rule::Staff, Some(&nobody)), Err(Code::Unauthorized));
        assert_eq!(check(Rule::Staff, Some(&engineer)), Ok(()));
        assert_eq!(
            check(Rule::Management, Some(&engineer)),
            Err(Code::Unauthorized)
        );
        assert_eq!(check(Rule::Management, Some(&manager)), Ok(()));
        assert_eq!(check(Rule::Admin, Some(&manager)), Err(Code::Unauthorized));
        assert_eq!(check(Rule::Admin, Some(&admin)), Ok(()));
    }

    #[test]
    fn a_read_token_runs_no_mutation_and_no_token_manages_tokens() {
        let read = ApiTokenUse {
            token_id: uuid::Uuid::nil(),
            read_only: true,
        };
        let write = ApiTokenUse {
            read_only: false,
            ..read
        };
        assert_eq!(check_api_token("Query.tasks", &read), Ok(()));
        assert_eq!(check_api_token("Subscription.tasksChanged", &read), Ok(()));
        assert_eq!(
            check_api_token("Mutation.createTask", &read),
            Err(Code::ApiTokenReadOnly)
        );
        assert_eq!(check_api_token("Mutation.createTask", &write), Ok(()));
        for operation in SESSION_ONLY {
            for token in [&read, &write] {
                assert_eq!(
                    check_api_token(operation, token),
                    Err(Code::ApiTokenSessionOnly)
                );
            }
        }
    }
}
