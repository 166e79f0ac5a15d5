//! The authorization policy (issue: members, roles and permissions; spec §6). One table,
//! [`POLICY`], maps every root operation of the schema to the rule it needs, and
//! `docs/authorization.md` shows the same table for people. A root field without an entry is
//! refused ('Denied schema permission'), and a test walks every operation in the schema over
//! HTTP and over WebSocket.
//!
//! Enforcement: every `#[Object]` impl merged into `Query` or `Mutation` carries the guard
//! [`Policy::query`] or [`Policy::mutation`], so the engine checks the table for each root
//! field before its resolver runs, on every transport. Subscription resolvers call
//! [`authorize`] themselves at subscribe time. Introspection (`__schema`, `__type`,
//! `__typename`) is not on those objects and stays open.
//!
//! Why guards and not an extension: with any extension in the schema, async-graphql 7.2.1
//! sends every field of every response through the extension chain
//! (`resolver_utils/container.rs`: the fast path needs `extensions.is_empty()`); the policy
//! extension only ever looked at root fields, and dropping the extensions made the P2 read
//! benchmark (`docs/benchmarks.md`) about 19% faster. A guard costs one table lookup per root
//! field and nothing below it.
//!
//! One difference to the extension: the engine extracts a field's arguments before it runs
//! the guard, so a caller without rights whose arguments fail to parse or validate gets the
//! input error (`203.*`) instead of the refusal. No resolver runs and nothing is read.
//!
//! Roles: Admin (role id 1) may do everything. Management-category roles (category 1) manage
//! the business areas (projects, organizations, email, workflow templates as they land).
//! Employees with any role (the staff) work on tasks and other day-to-day areas. Any signed-in
//! employee may read their profile and the directory and manage their own account.

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

/// Checks `operation` (e.g. "Subscription.tasksChanged") for the caller in `ctx`: an
/// operation missing from [`POLICY`] is refused with `DeniedSchemaPermission`. The [`Policy`]
/// guard calls it for root queries and mutations; subscription resolvers call it themselves
/// (subscription fields take no object guard here, and the check must run before the stream
/// starts).
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

/// The guard on every object merged into `Query` or `Mutation`: checks [`POLICY`] for the
/// root field being resolved. `#[Object(guard = "Policy::query()")]` applies it to each field
/// of the impl (async-graphql-derive 7.2.1, `object.rs`:
/// `method_args.guard.or(object_args.guard)`); `MergedObject` takes no guard, so every
/// merged impl carries its own, and `graphql::tests` checks that none lacks it.
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    /// The root type, "Query" or "Mutation": the first half of the operation's name.
    root: &'static str,
}

impl Policy {
    pub const fn query() -> Self {
        Self { root: "Query" }
    }

    pub const fn mutation() -> Self {
        Self { root: "Mutation" }
    }
}

impl async_graphql::Guard for Policy {
    /// Refusals carry the catalogue code; the engine adds the field's path (its response key)
    /// and location, and the executor wrapper (`graphql::Localized`) translates the message.
    async fn check(&self, ctx: &async_graphql::Context<'_>) -> async_graphql::Result<()> {
        let operation = format!("{}.{}", self.root, ctx.item.node.name.node);
        authorize(ctx, &operation).map_err(ApiError::into_graphql)
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

    /// A root object guarded as `Query` is; "Query.tasks" is Staff, "Query.unlisted" is not
    /// in the table.
    struct Root;

    #[async_graphql::Object(guard = "Policy::query()")]
    impl Root {
        async fn tasks(&self) -> i32 {
            1
        }

        async fn unlisted(&self) -> i32 {
            2
        }
    }

    async fn run(query: &str, caller: Option<Session>) -> async_graphql::Response {
        let schema = async_graphql::Schema::new(
            Root,
            async_graphql::EmptyMutation,
            async_graphql::EmptySubscription,
        );
        let context = RequestContext {
            session: caller,
            locale: crate::locale::Locale::En,
            request_id: uuid::Uuid::nil(),
            correlation_id: uuid::Uuid::nil(),
        };
        schema
            .execute(async_graphql::Request::new(query).data(context))
            .await
    }

    fn refusal(response: &async_graphql::Response) -> (String, String) {
        let error = &response.errors[0];
        let code = error.extensions.as_ref().and_then(|e| e.get("code"));
        let Some(async_graphql::Value::String(code)) = code else {
            panic!("no code: {error:?}");
        };
        let path = serde_json::to_string(&error.path).unwrap();
        (code.clone(), path)
    }

    #[tokio::test]
    async fn the_guard_refuses_a_root_field_by_the_table_with_its_code_and_path() {
        let anonymous = run("{ tasks }", None).await;
        assert_eq!(
            refusal(&anonymous),
            ("102.X000.001".to_owned(), r#"["tasks"]"#.to_owned())
        );
        assert_eq!(anonymous.data, async_graphql::Value::Null);
        let nobody = run("{ tasks }", Some(session(vec![], vec![]))).await;
        assert_eq!(refusal(&nobody).0, "102.X000.002");
        let staff = run("{ tasks }", Some(session(vec![3], vec![2]))).await;
        assert!(staff.errors.is_empty(), "{:?}", staff.errors);
    }

    #[tokio::test]
    async fn the_guard_refuses_a_root_field_missing_from_the_table_even_to_an_admin() {
        let admin = run("{ unlisted }", Some(session(vec![1], vec![1]))).await;
        assert_eq!(refusal(&admin).0, "102.X000.003");
    }

    #[tokio::test]
    async fn introspection_is_not_guarded() {
        let anonymous = run("{ __typename __schema { queryType { name } } }", None).await;
        assert!(anonymous.errors.is_empty(), "{:?}", anonymous.errors);
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
