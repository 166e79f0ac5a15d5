//! Enforcement of the policy (spec §6): every `#[Object]` impl merged into `Query` or
//! `Mutation` carries the guard [`Policy::query`] or [`Policy::mutation`], so the engine
//! checks the areas' policy rows (`areas`) for each root field before its resolver runs, on
//! every transport. Subscription resolvers call [`authorize`] themselves at subscribe time.
//! Introspection (`__schema`, `__type`, `__typename`) is not on those objects and stays open.
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

use super::RequestContext;
use super::areas;
use crate::catalogue::Code;
use crate::error::ApiError;
use crate::policy::check;

/// Checks `operation` (e.g. "Subscription.tasksChanged") for the caller in `ctx`: an
/// operation no area declared is refused with `DeniedSchemaPermission`. The [`Policy`] guard
/// calls it for root queries and mutations; subscription resolvers call it themselves
/// (subscription fields take no object guard here, and the check must run before the stream
/// starts).
pub fn authorize(ctx: &async_graphql::Context<'_>, operation: &str) -> Result<(), ApiError> {
    let session = ctx
        .data::<RequestContext>()
        .ok()
        .and_then(|r| r.session.as_ref());
    let rule = areas::rule_for(operation).ok_or(Code::DeniedSchemaPermission)?;
    check(rule, session).map_err(|code| crate::policy::refusal(operation, code))?;
    // A personal API token: its owner's rule above, then its scope (issue 34 §3).
    if let Some(token) = session.and_then(|s| s.api_token.as_ref()) {
        crate::policy::check_api_token(operation, token)?;
    }
    Ok(())
}

/// Reading one entity of `type_name` (`node`, `history`) needs what its area declared for it
/// (`Entity::read_operation`). A type no area registers is refused ('Denied schema
/// permission'): nothing is readable by default.
pub fn authorize_read(ctx: &async_graphql::Context<'_>, type_name: &str) -> Result<(), ApiError> {
    let entity = areas::entity(type_name).ok_or(Code::DeniedSchemaPermission)?;
    authorize(ctx, entity.read_operation)
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
    use crate::identity::Session;

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
    fn every_policy_entry_is_written_in_the_docs_table() {
        let docs = include_str!("../../../../docs/authorization.md");
        for (operation, rule) in super::super::areas::policy_rows() {
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
}
