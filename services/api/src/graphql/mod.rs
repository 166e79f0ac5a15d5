//! The GraphQL contract (brief §3): Relay `Node`, connections, one `input` per mutation with a
//! payload, subscriptions over graphql-transport-ws. Resolvers are thin: decode ids, run a
//! command through the journal or read a read model, map errors through the catalogue.

pub(crate) mod agents;
pub(crate) mod ai;
pub(crate) mod api_tokens;
pub(crate) mod applications;
pub mod areas;
pub(crate) mod bulk;
pub(crate) mod chats;
mod connection;
pub(crate) mod documents;
pub(crate) mod emails;
mod guard;
mod history;
mod identity;
pub mod ids;
pub(crate) mod import;
pub(crate) mod issues;
mod live;
mod loaders;
mod localized;
pub(crate) mod members;
pub(crate) mod node;
pub(crate) mod notifications;
pub(crate) mod organizations;
pub(crate) mod projects;
pub(crate) mod questions;
pub(crate) mod search;
pub(crate) mod tags;
pub(crate) mod tasks;
pub(crate) mod trash;
mod types;
mod uploads;
pub(crate) mod views;
pub(crate) mod workflows;
pub mod ws;

use async_graphql::dataloader::DataLoader;
use async_graphql::{Context, MergedObject, MergedSubscription, Schema};
use staffhub_journal::Metadata;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::identity::Session;
use crate::locale::Locale;
use crate::state::AppState;
pub use loaders::{EmployeeLoader, RoleLoader};
pub use localized::{Localized, localize, nested_too_deep};

#[derive(MergedObject, Default)]
pub struct Query(
    node::NodeQuery,
    tasks::TaskQuery,
    identity::IdentityQuery,
    history::HistoryQuery,
    members::MembersQuery,
    tags::TagQuery,
    views::SavedViewQuery,
    organizations::OrganizationQuery,
    projects::ProjectQuery,
    questions::QuestionQuery,
    documents::DocumentQuery,
    issues::IssueQuery,
    applications::ApplicationQuery,
    emails::EmailQuery,
    ai::AiQuery,
    agents::AgentQuery,
    chats::ChatQuery,
    workflows::WorkflowQuery,
    notifications::NotificationQuery,
    search::SearchQuery,
    trash::TrashQuery,
    bulk::BulkQuery,
    import::ImportQuery,
    api_tokens::ApiTokenQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(
    identity::IdentityMutation,
    tasks::TaskMutation,
    uploads::UploadMutation,
    members::MembersMutation,
    tags::TagMutation,
    views::SavedViewMutation,
    organizations::OrganizationMutation,
    projects::ProjectMutation,
    questions::QuestionMutation,
    documents::DocumentMutation,
    issues::IssueMutation,
    applications::ApplicationMutation,
    emails::EmailMutation,
    ai::AiMutation,
    agents::AgentMutation,
    chats::ChatMutation,
    workflows::WorkflowMutation,
    notifications::NotificationMutation,
    trash::TrashMutation,
    bulk::BulkMutation,
    import::ImportMutation,
    api_tokens::ApiTokenMutation,
);

#[derive(MergedSubscription, Default)]
pub struct Subscription(
    tasks::TaskSubscription,
    tags::TagSubscription,
    views::SavedViewSubscription,
    organizations::OrganizationSubscription,
    projects::ProjectSubscription,
    questions::QuestionSubscription,
    documents::DocumentSubscription,
    issues::IssueSubscription,
    applications::ApplicationSubscription,
    emails::EmailSubscription,
    ai::AiSubscription,
    agents::AgentSubscription,
    chats::ChatSubscription,
    workflows::WorkflowSubscription,
    notifications::NotificationSubscription,
    members::MembersSubscription,
    trash::TrashSubscription,
    bulk::BulkSubscription,
    import::ImportSubscription,
    api_tokens::ApiTokenSubscription,
);

pub type StaffhubSchema = Schema<Query, Mutation, Subscription>;

/// What the HTTP and WebSocket handlers execute through: the schema, with every response's
/// errors in the caller's language (`localized`).
pub type StaffhubExecutor = Localized<StaffhubSchema>;

/// Query depth and complexity limits: generous for the app's screens, fatal to abuse.
pub const MAX_DEPTH: usize = 12;
pub const MAX_COMPLEXITY: usize = 2_000;

/// The schema without runtime data (for `staffhub schema`).
pub fn sdl() -> String {
    Schema::build(
        Query::default(),
        Mutation::default(),
        Subscription::default(),
    )
    .finish()
    .sdl()
}

/// No extensions, on purpose: with any extension async-graphql 7.2.1 sends every field of
/// every response through the extension chain (`resolver_utils/container.rs`), which cost
/// about 19% on the P2 read benchmark (`docs/benchmarks.md`). Authorization is a guard on
/// every `Query`/`Mutation` object (`guard::Policy`) and subscription resolvers call
/// `guard::authorize`; errors are localized by the executor wrapper [`Localized`].
pub fn build_schema(state: AppState) -> StaffhubSchema {
    Schema::build(
        Query::default(),
        Mutation::default(),
        Subscription::default(),
    )
    .limit_depth(MAX_DEPTH)
    .limit_complexity(MAX_COMPLEXITY)
    .data(state)
    .finish()
}

/// Who is asking, in which language, from which request. Put into every request's data by the
/// HTTP and WebSocket handlers.
#[derive(Debug, Clone)]
pub struct RequestContext {
    pub session: Option<Session>,
    pub locale: Locale,
    pub request_id: Uuid,
    pub correlation_id: Uuid,
}

impl RequestContext {
    pub fn metadata(&self) -> Metadata {
        Metadata {
            actor_id: self.session.as_ref().map(|s| s.employee_id),
            correlation_id: self.correlation_id,
            causation_id: self.request_id,
            request_id: self.request_id,
            occurred_at: None,
            api_token_id: self
                .session
                .as_ref()
                .and_then(|s| s.api_token)
                .map(|t| t.token_id),
        }
    }

    /// The per-request data every GraphQL execution gets.
    pub fn into_data(self, state: &AppState) -> async_graphql::Data {
        let mut data = async_graphql::Data::default();
        data.insert(DataLoader::new(
            EmployeeLoader(state.reads.clone()),
            tokio::spawn,
        ));
        data.insert(DataLoader::new(
            RoleLoader(state.reads.clone()),
            tokio::spawn,
        ));
        data.insert(DataLoader::new(
            loaders::TagLoader(state.reads.clone()),
            tokio::spawn,
        ));
        data.insert(DataLoader::new(
            issues::ChoiceLoader(state.reads.clone()),
            tokio::spawn,
        ));
        data.insert(self);
        data
    }
}

pub(crate) fn state<'a>(ctx: &Context<'a>) -> &'a AppState {
    ctx.data_unchecked::<AppState>()
}

pub(crate) fn request<'a>(ctx: &Context<'a>) -> ApiResult<&'a RequestContext> {
    ctx.data::<RequestContext>()
        .map_err(|_| Code::Unauthenticated.into())
}

/// The signed-in caller, or `Unauthenticated` (102.X000.001).
pub(crate) fn session<'a>(ctx: &Context<'a>) -> ApiResult<&'a Session> {
    request(ctx)?
        .session
        .as_ref()
        .ok_or_else(|| Code::Unauthenticated.into())
}

#[cfg(test)]
mod tests {
    /// The guard is written on each `#[Object]` impl, not on the merged root (`MergedObject`
    /// takes no guard), so a block merged without it would serve its fields to anyone. This
    /// reads the `Query` and `Mutation` member lists above and each member's impl.
    #[test]
    fn every_object_merged_into_query_and_mutation_carries_the_policy_guard() {
        let sources = [
            ("agents", include_str!("agents.rs")),
            ("api_tokens", include_str!("api_tokens.rs")),
            ("ai", include_str!("ai.rs")),
            ("applications", include_str!("applications.rs")),
            ("chats", include_str!("chats.rs")),
            ("workflows", include_str!("workflows.rs")),
            ("notifications", include_str!("notifications.rs")),
            ("documents", include_str!("documents.rs")),
            ("emails", include_str!("emails.rs")),
            ("history", include_str!("history.rs")),
            ("identity", include_str!("identity.rs")),
            ("issues", include_str!("issues.rs")),
            ("members", include_str!("members.rs")),
            ("node", include_str!("node.rs")),
            ("tags", include_str!("tags.rs")),
            ("views", include_str!("views.rs")),
            ("organizations", include_str!("organizations.rs")),
            ("projects", include_str!("projects.rs")),
            ("questions", include_str!("questions.rs")),
            ("search", include_str!("search.rs")),
            ("tasks", include_str!("tasks.rs")),
            ("trash", include_str!("trash.rs")),
            ("bulk", include_str!("bulk.rs")),
            ("import", include_str!("import.rs")),
            ("uploads", include_str!("uploads.rs")),
        ];
        let this = include_str!("mod.rs");
        for (root, guard) in [
            ("Query", "Policy::query()"),
            ("Mutation", "Policy::mutation()"),
        ] {
            let start = this
                .find(&format!("pub struct {root}("))
                .unwrap_or_else(|| panic!("no {root} in mod.rs"));
            let list = &this[start..][..this[start..].find(");").unwrap()];
            let members: Vec<&str> = list
                .split_once('(')
                .unwrap()
                .1
                .split(',')
                .map(str::trim)
                .filter(|m| !m.is_empty())
                .collect();
            assert!(members.len() >= 4, "{root}: {members:?}");
            for member in members {
                let (module, ty) = member.split_once("::").unwrap();
                let source = sources
                    .iter()
                    .find(|(name, _)| *name == module)
                    .unwrap_or_else(|| panic!("add {module}.rs to this test"))
                    .1;
                let guarded = format!("#[Object(guard = \"{guard}\")]\nimpl {ty} {{");
                assert!(
                    source.contains(&guarded),
                    "{member} is merged into {root} without `{guarded}`"
                );
            }
        }
    }
}
