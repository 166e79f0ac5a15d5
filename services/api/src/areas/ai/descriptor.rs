//! AI's descriptor (issue 12, moved here by issue 31): what the shared machinery reads of the
//! area (policy rows, projections, and per entity its read model, lifecycle, search, node
//! loader, row-level access and history).

use staffhub_domain::ai::AiModel as ModelAggregate;

use super::history;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity};
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "ai",
    policy: &[
        ("Query.aiProviders", Rule::Staff),
        ("Query.aiTools", Rule::Staff),
        ("Query.aiModels", Rule::Staff),
        ("Mutation.createAiModel", Rule::Admin),
        ("Mutation.updateAiModel", Rule::Admin),
        ("Mutation.setAiModelEnabled", Rule::Admin),
        ("Subscription.aiModelsChanged", Rule::Staff),
    ],
    projections: &["ai"],
    entities: &[Entity {
        type_name: "AiModel",
        aggregate_type: "AiModel",
        read_operation: "Query.aiModels",
        read_model: None,
        lifecycle: None,
        search: None,
        node: Some(crate::graphql::ai::ai_model_node),
        visible: None,
        trash: None,
        bulk: None,
        import: None,
        history: History {
            states: states::<ModelAggregate>,
            blank: blank::<ModelAggregate>,
            labels: &[
                ("AiModelRegistered", "AI model registered", "AIモデルを登録"),
                ("AiModelUpdated", "Edited", "編集"),
                ("AiModelEnabled", "Enabled", "有効化"),
                ("AiModelDisabled", "Disabled", "無効化"),
            ],
            title: ("/display_name", "/display_name"),
            fields: history::FIELDS,
            facts: &[],
        },
    }],
};
