//! Personal API tokens' descriptor (issue 34 §3): what the shared machinery reads of the area
//! (policy rows, projections, and its entity's read model with the row-level rule, node loader
//! and history).

use staffhub_domain::api_tokens::ApiToken as ApiTokenAggregate;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity};
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "api_tokens",
    // Every signed-in employee manages their own tokens; an admin sees and revokes anyone's
    // (the row-level rule). Creating and revoking also need a signed-in session, never a
    // token (`policy::SESSION_ONLY`).
    policy: &[
        ("Query.apiTokens", Rule::SignedIn),
        ("Mutation.createApiToken", Rule::SignedIn),
        ("Mutation.revokeApiToken", Rule::SignedIn),
        ("Subscription.apiTokensChanged", Rule::SignedIn),
    ],
    projections: &["api_tokens"],
    entities: &[Entity {
        type_name: "ApiToken",
        aggregate_type: "ApiToken",
        read_operation: "Query.apiTokens",
        read_model: Some(ReadModel {
            table: "api_tokens",
            alias: "apt",
            id_column: "token_id",
            title: "apt.name",
            condition: Some(crate::read::api_tokens::condition),
        }),
        lifecycle: None,
        search: None,
        node: Some(crate::graphql::api_tokens::api_token_node),
        visible: None,
        trash: None,
        bulk: None,
        import: None,
        history: History {
            states: states::<ApiTokenAggregate>,
            blank: blank::<ApiTokenAggregate>,
            labels: &[
                ("ApiTokenCreated", "API token created", "APIトークンを作成"),
                ("ApiTokenRevoked", "API token revoked", "APIトークンを失効"),
            ],
            title: ("/name", "/name"),
            fields: history::FIELDS,
            facts: &[],
        },
    }],
};
