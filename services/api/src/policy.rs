//! The authorization policy (issue: members, roles and permissions; spec §6). One table,
//! [`POLICY`], maps every root operation of the schema to the rule it needs; the
//! [`PolicyExtension`] enforces it on the server before any resolver runs, and
//! `docs/authorization.md` shows the same table for people. A root field without an entry is
//! refused ('Denied schema permission'), and a test walks every operation in the schema.
//!
//! Roles: Admin (role id 1) may do everything. Management-category roles (category 1) manage
//! the business areas (projects, organizations, email, workflow templates as they land).
//! Employees with any role (the staff) work on tasks and other day-to-day areas. Any signed-in
//! employee may read their profile and the directory and manage their own account.

use std::sync::Arc;

use async_graphql::extensions::{
    Extension, ExtensionContext, ExtensionFactory, NextResolve, ResolveInfo,
};
use async_graphql::{ServerResult, Value};

use crate::catalogue::Code;
use crate::error::ApiError;
use crate::graphql::RequestContext;
use crate::identity::Session;

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

/// Every root operation and its rule. Field-level checks inside resolvers add ownership
/// ("your own profile, or an admin") and entity-type rules (history of a task needs Staff).
pub const POLICY: &[(&str, Rule)] = &[
    ("Query.node", Rule::SignedIn),
    ("Query.profile", Rule::SignedIn),
    ("Query.employees", Rule::SignedIn),
    ("Query.roles", Rule::SignedIn),
    ("Query.roleCategories", Rule::SignedIn),
    ("Query.tasks", Rule::Staff),
    ("Query.myTasks", Rule::Staff),
    ("Query.history", Rule::SignedIn),
    ("Query.nodeAsOf", Rule::SignedIn),
    ("Query.historyDiff", Rule::SignedIn),
    ("Mutation.signIn", Rule::Public),
    ("Mutation.signOut", Rule::SignedIn),
    ("Mutation.changePassword", Rule::SignedIn),
    ("Mutation.createTask", Rule::Staff),
    ("Mutation.updateTask", Rule::Staff),
    ("Mutation.changeTaskStatus", Rule::Staff),
    ("Mutation.changeTaskPriority", Rule::Staff),
    ("Mutation.assignTask", Rule::Staff),
    ("Mutation.uploadImage", Rule::Staff),
    ("Mutation.createEmployee", Rule::Admin),
    ("Mutation.updateEmployee", Rule::SignedIn),
    ("Mutation.changeEmployeeAvatar", Rule::SignedIn),
    ("Mutation.updateEmployeeRoles", Rule::Admin),
    ("Mutation.deactivateEmployee", Rule::Admin),
    ("Mutation.createRole", Rule::Admin),
    ("Mutation.renameRole", Rule::Admin),
    ("Mutation.deleteRole", Rule::Admin),
    ("Subscription.taskChanged", Rule::Staff),
    ("Subscription.tasksChanged", Rule::Staff),
];

pub fn rule_for(operation: &str) -> Option<Rule> {
    POLICY
        .iter()
        .find(|(name, _)| *name == operation)
        .map(|(_, rule)| *rule)
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

/// Checks `operation` (e.g. "Subscription.tasksChanged") for the caller in `ctx`; subscription
/// resolvers call this themselves because the engine does not run resolve hooks for them.
pub fn authorize(ctx: &async_graphql::Context<'_>, operation: &str) -> Result<(), ApiError> {
    let session = ctx
        .data::<RequestContext>()
        .ok()
        .and_then(|r| r.session.as_ref());
    let rule = rule_for(operation).ok_or(Code::DeniedSchemaPermission)?;
    check(rule, session).map_err(ApiError::from)
}

/// Reading an entity of `type_name` (node, history) needs what listing that type needs.
pub fn authorize_read(ctx: &async_graphql::Context<'_>, type_name: &str) -> Result<(), ApiError> {
    match type_name {
        "Task" => authorize(ctx, "Query.tasks"),
        _ => authorize(ctx, "Query.employees"),
    }
}

/// Only the employee themself or an admin.
pub fn authorize_self_or_admin(session: &Session, employee_id: uuid::Uuid) -> Result<(), ApiError> {
    if session.employee_id == employee_id || session.is_admin() {
        Ok(())
    } else {
        Err(Code::Unauthorized.into())
    }
}

/// Enforces [`POLICY`] on every root query and mutation field.
pub struct PolicyExtension;

impl ExtensionFactory for PolicyExtension {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(PolicyExtension)
    }
}

#[async_trait::async_trait]
impl Extension for PolicyExtension {
    async fn resolve(
        &self,
        ctx: &ExtensionContext<'_>,
        info: ResolveInfo<'_>,
        next: NextResolve<'_>,
    ) -> ServerResult<Option<Value>> {
        // Root query and mutation fields. Subscriptions are checked by their resolvers at
        // subscribe time (`authorize`); the engine also runs this hook when it resolves each
        // subscription event, where the parent type is the event's, not `Subscription`.
        let is_root =
            info.path_node.parent.is_none() && matches!(info.parent_type, "Query" | "Mutation");
        if is_root && !info.name.starts_with("__") {
            let operation = format!("{}.{}", info.parent_type, info.name);
            let session = ctx
                .data_opt::<RequestContext>()
                .and_then(|r| r.session.as_ref());
            let verdict = match rule_for(&operation) {
                Some(rule) => check(rule, session),
                None => Err(Code::DeniedSchemaPermission),
            };
            if let Err(code) = verdict {
                let mut error = ApiError::from(code)
                    .into_graphql()
                    .into_server_error(Default::default());
                error.path = vec![async_graphql::PathSegment::Field(info.name.to_owned())];
                return Err(error);
            }
        }
        next.run(ctx, info).await
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
    fn every_policy_entry_is_written_in_the_docs_table() {
        let docs = include_str!("../../../docs/authorization.md");
        for (operation, rule) in POLICY {
            let row = format!("| `{operation}` | {rule:?} |");
            assert!(
                docs.contains(&row),
                "docs/authorization.md lacks the row {row}"
            );
        }
    }

    #[test]
    fn operations_are_unique() {
        let mut names: Vec<&str> = POLICY.iter().map(|(n, _)| *n).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len());
    }
}
