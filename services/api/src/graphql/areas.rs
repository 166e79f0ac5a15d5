//! Where areas register themselves (issue 12): one [`Area`] descriptor per area, listed once in
//! [`AREAS`]. A descriptor names what the shared machinery needs to know of the area:
//!
//! - its policy rows (one per root operation: `policy::Rule`);
//! - the projections keeping its read models;
//! - its kinds of entity: global-id prefix, aggregate type, which operation guards reading one
//!   (`node`, `history`), how `node(id)` loads one, and how auditors see its history (the
//!   aggregate's own fold, event labels in en and ja, and which state fields reference other
//!   entities).
//!
//! The shared modules (identity, node, history, uploads) register their operations the same
//! way. Tests in this file fail when a piece is forgotten: an aggregate of the domain without
//! an entity, an event type without labels, a projection that does not exist or does not
//! read the area's aggregates, a policy row twice.
//!
//! *Invariant:* an entity type no area registers cannot be read: `node` and `history` of it
//! are refused ('Denied schema permission'), never served to any signed-in user by default.

use futures::future::BoxFuture;
use uuid::Uuid;

use super::node::Node;
use crate::access::ReadModel;
use crate::audit::{History, Timeline};
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::policy::Rule;
use crate::sessions::Session;
use crate::state::AppState;
use staffhub_journal::Metadata;

/// How `node(id)` loads one entity of a kind.
pub type NodeLoader = for<'a> fn(&'a AppState, Uuid) -> BoxFuture<'a, ApiResult<Option<Node>>>;

/// Row-level access: whether this caller may see this one entity.
pub type AccessCheck =
    for<'a> fn(&'a AppState, &'a Session, Uuid) -> BoxFuture<'a, ApiResult<bool>>;

/// One area of the product, as the shared machinery sees it.
#[derive(Debug)]
pub struct Area {
    /// The area's one name, the same in every layer (domain module, projection, GraphQL
    /// module, frontend module, test file).
    pub name: &'static str,
    /// Every root operation the area adds, with the rule it needs.
    pub policy: &'static [(&'static str, Rule)],
    /// The projections (by name) that keep the area's read models.
    pub projections: &'static [&'static str],
    pub entities: &'static [Entity],
}

/// One kind of entity an area owns.
pub struct Entity {
    /// GraphQL type name and global-id prefix ("Task").
    pub type_name: &'static str,
    /// The journal's aggregate type ("Task").
    pub aggregate_type: &'static str,
    /// Reading one entity (`node`, `history`) needs what this root operation needs.
    pub read_operation: &'static str,
    /// Where its rows live, what a person calls one, and the row-level rule (issue 31: the
    /// hubs that show other areas' rows, such as notifications and home's activity, read
    /// this instead of naming the area). `None`: no screen shows it as another area's
    /// subject.
    pub read_model: Option<ReadModel>,
    /// The events that make, delete and revive one, for the lookups other areas' rules make
    /// ("does this tag exist?", `lookups::missing`); `None`: no rule looks one up.
    pub lifecycle: Option<Lifecycle>,
    /// How search everywhere finds it, over `read_model`; `None`: not searched.
    pub search: Option<super::search::Searched>,
    /// `None` for entities without a global id (roles are addressed by their number).
    pub node: Option<NodeLoader>,
    /// Row-level access beyond `read_operation` that is not a condition on the read model
    /// (an employee's notification inbox is its owner's). An entity whose rule is a condition
    /// declares it in `read_model` instead, and `node`, history references and `history`
    /// ask that. `None` for both: whoever passes `read_operation` sees every entity.
    pub visible: Option<AccessCheck>,
    /// How one is deleted to the trash and restored from it (issue 35); `None`: not deleted
    /// by people (or, as roles and organizations, by a mutation of its own).
    pub trash: Option<Trash>,
    /// What a bulk change may set on many of them at once (issue 35 §2); `None`: no bulk edit
    /// beyond `delete`, which every entity with a `trash` gets.
    pub bulk: Option<crate::bulk::Bulk>,
    /// How rows of a CSV file come in as new or updated ones (issue 35 §3); `None`: not
    /// imported.
    pub import: Option<crate::import::Import>,
    pub history: History,
}

/// Runs an area's delete or restore command on one entity for the caller (issue 35).
/// Deletes or restores one entity for a caller; `Expect::Version` refuses it as stale when it
/// changed since it was shown (a bulk delete's item, a delete button's row).
pub type TrashCommand = for<'a> fn(
    &'a AppState,
    &'a Session,
    &'a Metadata,
    Uuid,
    crate::command::Expect,
) -> BoxFuture<'a, ApiResult<()>>;

/// An entity's part in the trash (issue 35): `deleteNode`, `restoreNode` and `trash` read it,
/// so an area gets delete, undo and restore by declaring this.
#[derive(Clone, Copy)]
pub struct Trash {
    /// The trash table its projection keeps (`staffhub_projections::trash`).
    pub table: &'static str,
    /// Deleting or restoring one needs what this operation needs: whoever may edit it.
    pub operation: &'static str,
    /// The area's delete command, run through the command path; it answers once the read
    /// models no longer show the entity.
    pub delete: TrashCommand,
    /// The area's restore command; it answers once the read models show the entity again.
    pub restore: TrashCommand,
    /// Who sees one in the trash, where not everyone who passes `operation` may: a condition
    /// over the entity's `read_model` row (its alias), asked of the row the entry would bring
    /// back, inside the trash's statement (a restricted document's title is told to no one
    /// who could not restore it). `restoreNode` and `trashChanged` ask it too: an entry the
    /// caller does not see is not in their trash. `None`: every entry is seen.
    pub visible: Option<crate::access::Condition>,
}

/// The events of an entity's life, as the journal names them.
#[derive(Debug, Clone, Copy)]
pub struct Lifecycle {
    /// The event that makes one ("TagCreated").
    pub created: &'static str,
    /// The event after which it is gone, `""` when none deletes it.
    pub deleted: &'static str,
    /// The event that undoes `deleted` (a deactivated employee reactivated, a deleted role
    /// restored), `""` when nothing does.
    pub revived: &'static str,
}

impl std::fmt::Debug for Entity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Entity")
            .field("type_name", &self.type_name)
            .field("aggregate_type", &self.aggregate_type)
            .finish_non_exhaustive()
    }
}

/// Every area, and the shared modules' operations. A new area adds one line here.
pub static AREAS: &[&Area] = &[
    &super::identity::AREA,
    &super::node::AREA,
    &super::history::AREA,
    &super::uploads::AREA,
    &crate::areas::tasks::AREA,
    &crate::areas::members::AREA,
    &crate::areas::tags::AREA,
    &crate::areas::organizations::AREA,
    &crate::areas::projects::AREA,
    &crate::areas::questions::AREA,
    &crate::areas::documents::AREA,
    &crate::areas::issues::AREA,
    &crate::areas::applications::AREA,
    &crate::areas::emails::AREA,
    &crate::areas::ai::AREA,
    &crate::areas::agents::AREA,
    &crate::areas::chats::AREA,
    &crate::areas::workflows::AREA,
    &crate::areas::notifications::AREA,
    &crate::areas::views::AREA,
    &crate::areas::api_tokens::AREA,
    &super::search::AREA,
    &super::trash::AREA,
    &super::bulk::AREA,
    &super::import::AREA,
    &crate::export::AREA,
];

/// Every policy row of every area.
pub fn policy_rows() -> impl Iterator<Item = &'static (&'static str, Rule)> {
    AREAS.iter().flat_map(|area| area.policy.iter())
}

/// The rule for a root operation ("Query.tasks"), if any area declared one.
pub fn rule_for(operation: &str) -> Option<Rule> {
    policy_rows()
        .find(|(name, _)| *name == operation)
        .map(|(_, rule)| *rule)
}

/// Every registered kind of entity.
pub fn entities() -> impl Iterator<Item = &'static Entity> {
    AREAS.iter().flat_map(|area| area.entities.iter())
}

/// The kind of entity behind a global-id prefix: one `node` loads, or one without a node
/// whose own row-level rule says who may read its history (an employee's notification
/// inbox: only its owner). Others without a node (roles, favourites, deliveries) have no
/// global id.
pub fn entity(type_name: &str) -> Option<&'static Entity> {
    entities().find(|e| e.type_name == type_name && (e.node.is_some() || e.visible.is_some()))
}

/// The lifecycle of the entities stored under an aggregate type, where its area declares one.
pub fn lifecycle(aggregate_type: &str) -> Option<&'static Lifecycle> {
    entities()
        .find(|e| e.aggregate_type == aggregate_type)
        .and_then(|e| e.lifecycle.as_ref())
}

/// Every entity that goes to the trash, with its part in it.
pub fn trashable() -> impl Iterator<Item = (&'static Entity, &'static Trash)> {
    entities().filter_map(|e| e.trash.as_ref().map(|trash| (e, trash)))
}

/// Every entity other screens show as a subject, with its read model.
pub fn read_models() -> impl Iterator<Item = (&'static Entity, &'static ReadModel)> {
    entities().filter_map(|e| e.read_model.as_ref().map(|model| (e, model)))
}

/// Whether `session` may see this entity (its area's row-level rule; true where none).
pub async fn may_see(
    state: &AppState,
    session: &Session,
    type_name: &str,
    id: Uuid,
) -> ApiResult<bool> {
    let Some(entity) = entity(type_name) else {
        return Ok(true);
    };
    if let Some(visible) = entity.visible {
        return visible(state, session, id).await;
    }
    match entity.read_model {
        Some(model) if model.condition.is_some() => {
            let caller = crate::access::Caller::of(session);
            if model.allows(&state.reads, &caller, id).await? {
                return Ok(true);
            }
            // A deleted one has no live row to ask: it is seen by whoever sees its entry in the
            // trash (issue 35), which asks the same kind of rule of the row it would bring back.
            // So its history stays readable, and references to it read "(deleted)" by name.
            match entity
                .trash
                .as_ref()
                .and_then(|trash| super::trash::source(entity, trash))
            {
                Some(source) => {
                    Ok(
                        crate::read::trash::by_id(&state.reads, &source, &caller, id, None)
                            .await?
                            .is_some(),
                    )
                }
                None => Ok(false),
            }
        }
        _ => Ok(true),
    }
}

/// The timeline behind a global id (auditors; the caller checks access): `Invalid id` when
/// malformed or of a type no area registers.
pub async fn timeline(pool: &sqlx::PgPool, global_id: &str) -> ApiResult<Timeline> {
    let (type_name, entity_id) = super::ids::decode_any(global_id)?;
    let entity = entity(&type_name).ok_or(Code::InvalidId)?;
    Timeline::load(
        pool,
        entity.type_name,
        entity.aggregate_type,
        &entity.history,
        entity_id,
    )
    .await
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::locale::Locale;

    /// The shared screens that show other areas' rows read the areas' descriptors; these files
    /// name no area (issue 31: adding an area touches no hub file).
    const HUBS: &[(&str, &str)] = &[
        (
            "read/notifications.rs",
            include_str!("../read/notifications.rs"),
        ),
        ("graphql/notifications.rs", include_str!("notifications.rs")),
        ("access.rs", include_str!("../access.rs")),
        ("read/search.rs", include_str!("../read/search.rs")),
        ("graphql/search.rs", include_str!("search.rs")),
        ("lookups.rs", include_str!("../lookups.rs")),
        ("read/trash.rs", include_str!("../read/trash.rs")),
        (
            "projections/src/notifications.rs",
            include_str!("../../../../projections/src/notifications.rs"),
        ),
    ];

    #[test]
    fn a_hub_names_no_area_its_entities_or_their_tables() {
        let mut names: Vec<String> = Vec::new();
        for entity in entities() {
            names.push(format!("\"{}\"", entity.type_name));
            if let Some(model) = &entity.read_model {
                names.push(model.table.to_owned());
            }
        }
        // Areas that own entities (the shared modules, such as `node` and `history`, own
        // none); the notifications area is itself a hub, its own name its business.
        for area in AREAS {
            if !area.entities.is_empty() && area.name != "notifications" {
                names.push(format!("{}::", area.name));
            }
        }
        for (file, source) in HUBS {
            // Comments may mention areas as examples; code may not.
            let code: String = source
                .lines()
                .filter(|line| !line.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            for name in &names {
                if name == "\"NotificationInbox\"" && file.contains("notifications") {
                    continue;
                }
                assert!(
                    !code.contains(name.as_str()),
                    "{file} names {name}: read it from the area's descriptor instead"
                );
            }
        }
    }

    #[test]
    fn a_read_model_alias_does_not_shadow_the_rows_of_the_screens_that_show_it() {
        for (entity, model) in read_models() {
            assert!(
                !crate::read::notifications::OUTER_ALIASES.contains(&model.alias),
                "{}'s read model alias `{}` shadows a notification or activity row",
                entity.type_name,
                model.alias
            );
        }
    }

    #[test]
    fn every_kind_of_subject_notifications_name_has_a_read_model() {
        for type_name in staffhub_projections::notifications::activity_types() {
            let entity = entity(type_name).expect("a registered entity");
            assert!(
                entity.read_model.is_some(),
                "{type_name} is a notification subject without a read model in its descriptor"
            );
        }
    }

    #[test]
    fn a_trash_rule_is_written_over_a_read_model_row() {
        for (entity, trash) in trashable() {
            assert!(
                trash.visible.is_none() || entity.read_model.is_some(),
                "{}'s trash rule has no read model row to be asked of",
                entity.type_name
            );
        }
    }

    #[test]
    fn a_read_model_row_rule_and_the_entitys_own_check_are_not_both_declared() {
        for entity in entities() {
            let row_level = entity
                .read_model
                .is_some_and(|model| model.condition.is_some());
            assert!(
                !(row_level && entity.visible.is_some()),
                "{} declares its row-level rule twice",
                entity.type_name
            );
        }
    }

    #[test]
    fn every_aggregate_of_the_domain_is_an_entity_of_exactly_one_area() {
        for kind in staffhub_domain::AGGREGATES {
            let owners = entities()
                .filter(|e| e.aggregate_type == kind.aggregate_type)
                .count();
            assert_eq!(
                owners, 1,
                "{} belongs to {owners} areas",
                kind.aggregate_type
            );
        }
        for entity in entities() {
            assert!(
                staffhub_domain::AGGREGATES
                    .iter()
                    .any(|k| k.aggregate_type == entity.aggregate_type),
                "{} is not in staffhub_domain::AGGREGATES",
                entity.aggregate_type
            );
        }
    }

    #[test]
    fn a_lifecycle_names_events_of_its_own_aggregate() {
        let mut declared = 0;
        for entity in entities() {
            let Some(lifecycle) = entity.lifecycle else {
                continue;
            };
            declared += 1;
            let kind = staffhub_domain::AGGREGATES
                .iter()
                .find(|k| k.aggregate_type == entity.aggregate_type)
                .unwrap();
            for event in [lifecycle.created, lifecycle.deleted, lifecycle.revived] {
                assert!(
                    event.is_empty() || kind.event_types.contains(&event),
                    "{}'s lifecycle names {event}, not one of its events",
                    entity.type_name
                );
            }
            assert!(!lifecycle.created.is_empty(), "{}", entity.type_name);
            assert!(
                lifecycle.revived.is_empty() || !lifecycle.deleted.is_empty(),
                "{} is revived but never deleted",
                entity.type_name
            );
        }
        assert!(declared > 0);
    }

    #[test]
    fn every_event_type_has_a_label_in_both_languages() {
        for kind in staffhub_domain::AGGREGATES {
            let entity = entities()
                .find(|e| e.aggregate_type == kind.aggregate_type)
                .unwrap();
            for event_type in kind.event_types {
                let en = entity.history.label(event_type, Locale::En);
                let ja = entity.history.label(event_type, Locale::Ja);
                assert_ne!(&en, event_type, "{event_type} has no English label");
                assert!(!ja.is_ascii(), "{event_type}'s Japanese label is missing");
            }
        }
    }

    #[test]
    fn every_projection_an_area_names_exists_and_reads_its_aggregates() {
        // Each of an area's entities is read by one of its projections, and each projection
        // reads some of them (a process manager's work list, like `email_outbox`, needs only
        // some of its area's aggregates).
        for area in AREAS {
            let projections: Vec<_> = area
                .projections
                .iter()
                .map(|name| {
                    staffhub_projections::by_name(name)
                        .unwrap_or_else(|| panic!("{}: no projection {name}", area.name))
                })
                .collect();
            for entity in area.entities {
                assert!(
                    projections
                        .iter()
                        .any(|p| p.aggregate_types().contains(&entity.aggregate_type)),
                    "no projection of {} reads {}",
                    area.name,
                    entity.aggregate_type
                );
            }
            for projection in &projections {
                assert!(
                    area.entities.is_empty()
                        || area
                            .entities
                            .iter()
                            .any(|e| projection.aggregate_types().contains(&e.aggregate_type)),
                    "{} reads none of {}'s aggregates",
                    projection.name(),
                    area.name
                );
            }
        }
        for projection in staffhub_projections::all() {
            assert!(
                AREAS
                    .iter()
                    .any(|a| a.projections.contains(&projection.name())),
                "no area names the projection {}",
                projection.name()
            );
        }
    }

    #[test]
    fn every_entity_is_read_under_an_operation_with_a_rule() {
        for entity in entities() {
            assert!(
                rule_for(entity.read_operation).is_some(),
                "{}: {} has no policy row",
                entity.type_name,
                entity.read_operation
            );
        }
    }

    #[test]
    fn policy_rows_and_type_names_are_unique() {
        let mut seen = HashSet::new();
        for (operation, _) in policy_rows() {
            assert!(seen.insert(*operation), "{operation} is declared twice");
        }
        let mut names = HashSet::new();
        for entity in entities() {
            assert!(names.insert(entity.type_name), "{}", entity.type_name);
        }
        let mut areas = HashSet::new();
        for area in AREAS {
            assert!(areas.insert(area.name), "{}", area.name);
        }
    }

    #[test]
    fn a_type_no_area_registers_has_no_entity() {
        assert!(entity("Task").is_some());
        assert!(entity("Invoice").is_none());
        // Roles have history labels but no global id: not readable through `node`.
        assert!(entity("Role").is_none());
    }
}
