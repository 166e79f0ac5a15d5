//! Projection "agents" (issue 18): `agent_roles` and `agents`. An agent's row is its latest
//! profile; which version answered a chat is on the answer (`chat_messages.agent_version`),
//! and that version's profile is in the journal.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::agents::{AgentEvent, AgentProfile, AgentRoleEvent};
use staffhub_journal::JournalEvent;

use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError, guarded};

pub struct AgentsProjection;

const NAME: &str = "agents";

/// Where a deleted agent role waits (issue 35). It is deleted only when no agent has it, so
/// nothing else moves with it.
pub const ROLE_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "AgentRole",
    trash: "agent_role_trash",
    table: "agent_roles",
    id_column: "role_id",
    title_column: "name",
    children: &[],
};

/// Where a deleted agent waits (issue 35), its whole row as it was (archived or not). Nothing
/// moves with it: chat rooms and their answers keep its id and the version that wrote them.
pub const AGENT_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "Agent",
    trash: "agent_trash",
    table: "agents",
    id_column: "agent_id",
    title_column: "name",
    children: &[],
};

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

#[async_trait]
impl Projection for AgentsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["AgentRole", "Agent"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["agent_roles", "agents", "agent_role_trash", "agent_trash"]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let kind = match event.aggregate_type.as_str() {
            "AgentRole" => role(conn, event).await?,
            _ => agent(conn, event).await?,
        };
        Ok(Some(ChangeNotice {
            entity_type: event.aggregate_type.clone(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

async fn role(
    conn: &mut PgConnection,
    event: &JournalEvent,
) -> Result<ChangeKind, ProjectionError> {
    let decoded = event
        .decode::<AgentRoleEvent>()
        .map_err(|e| ProjectionError::decode(event, e))?;
    let at = event.metadata.occurred_at_or(event.recorded_at);
    Ok(match decoded {
        AgentRoleEvent::AgentRoleCreated {
            role_id,
            name,
            category,
        } => {
            sqlx::query(
                "INSERT INTO agent_roles (role_id, name, category, created_at, updated_at, version)
                 VALUES ($1, $2, $3, $4, $4, $5) ON CONFLICT (role_id) DO NOTHING",
            )
            .bind(role_id)
            .bind(name)
            .bind(category.id() as i16)
            .bind(at)
            .bind(event.sequence)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
            ChangeKind::Created
        }
        AgentRoleEvent::AgentRoleUpdated { name, category } => {
            guarded::update(
                conn,
                event,
                NAME,
                "agent_roles",
                "role_id",
                "name = $4, category = $5",
                |q| q.bind(name).bind(category.id() as i16),
            )
            .await?;
            ChangeKind::Updated
        }
        AgentRoleEvent::AgentRoleDeleted {} => {
            ROLE_TRASH.discard(conn, event).await?;
            ChangeKind::Deleted
        }
        AgentRoleEvent::AgentRoleRestored {} => {
            ROLE_TRASH.restore(conn, event).await?;
            ChangeKind::Created
        }
    })
}

async fn agent(
    conn: &mut PgConnection,
    event: &JournalEvent,
) -> Result<ChangeKind, ProjectionError> {
    let decoded = event
        .decode::<AgentEvent>()
        .map_err(|e| ProjectionError::decode(event, e))?;
    let at = event.metadata.occurred_at_or(event.recorded_at);
    Ok(match decoded {
        AgentEvent::AgentCreated {
            agent_id,
            author_id,
            profile,
        } => {
            let AgentProfile {
                name,
                description,
                instruction,
                role_id,
                emotional_level,
                default_model_id,
                default_tool_keys,
                document_ids,
                tag_ids,
            } = profile;
            sqlx::query(
                "INSERT INTO agents (agent_id, name, description, instruction, role_id,
                     emotional_level, default_model_id, default_tool_keys, document_ids, tag_ids,
                     author_id, created_at, updated_at, version)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13)
                 ON CONFLICT (agent_id) DO NOTHING",
            )
            .bind(agent_id)
            .bind(name)
            .bind(description)
            .bind(instruction)
            .bind(role_id)
            .bind(emotional_level as i16)
            .bind(default_model_id)
            .bind(default_tool_keys)
            .bind(document_ids)
            .bind(tag_ids)
            .bind(author_id)
            .bind(at)
            .bind(event.sequence)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
            ChangeKind::Created
        }
        AgentEvent::AgentUpdated { profile } => {
            guarded::update(
                conn,
                event,
                NAME,
                "agents",
                "agent_id",
                "name = $4, description = $5, instruction = $6, role_id = $7,
                 emotional_level = $8, default_model_id = $9, default_tool_keys = $10,
                 document_ids = $11, tag_ids = $12",
                |q| {
                    q.bind(profile.name)
                        .bind(profile.description)
                        .bind(profile.instruction)
                        .bind(profile.role_id)
                        .bind(profile.emotional_level as i16)
                        .bind(profile.default_model_id)
                        .bind(profile.default_tool_keys)
                        .bind(profile.document_ids)
                        .bind(profile.tag_ids)
                },
            )
            .await?;
            ChangeKind::Updated
        }
        AgentEvent::AgentArchived {} | AgentEvent::AgentRestored {} => {
            let archived = event.event_type == "AgentArchived";
            guarded::update(
                conn,
                event,
                NAME,
                "agents",
                "agent_id",
                "archived = $4",
                |q| q.bind(archived),
            )
            .await?;
            ChangeKind::Updated
        }
        AgentEvent::AgentDeleted {} => {
            AGENT_TRASH.discard(conn, event).await?;
            ChangeKind::Deleted
        }
        AgentEvent::AgentRestoredFromTrash {} => {
            AGENT_TRASH.restore(conn, event).await?;
            ChangeKind::Created
        }
    })
}
