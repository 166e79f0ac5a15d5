//! The write-side lookups domain rules ask for through their aggregates' `Services` (does this
//! assignee exist, does this role, how many admins remain). They read the journal or the
//! members read model, as each rule needs; an area adds its lookups here.

use sqlx::PgPool;
use staffhub_domain::tasks::EmployeeLookup;
use uuid::Uuid;

/// The lookups domain rules need: does this assignee or role exist, how many admins remain.
pub struct DirectoryLookup(pub PgPool);

#[async_trait::async_trait]
impl EmployeeLookup for DirectoryLookup {
    /// Asked of the write side (the Employee aggregate's events), like `role_exists`: an
    /// employee registered a moment ago can be assigned at once, and a deactivated one cannot.
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        let missing = missing(
            &self.0,
            "Employee",
            "EmployeeRegistered",
            "EmployeeDeactivated",
            &[employee_id],
        )
        .await?;
        Ok(missing.is_empty())
    }
}

#[async_trait::async_trait]
impl staffhub_domain::members::employee::Directory for DirectoryLookup {
    /// Asked of the write side (the Role aggregate's own events), not the read model: a role
    /// defined a moment ago (e.g. by `create-admin` before any worker ran) must count.
    async fn role_exists(&self, role_id: i32) -> Result<bool, String> {
        role_exists(&self.0, role_id).await
    }

    async fn other_active_admins(&self, employee_id: Uuid) -> Result<i64, String> {
        sqlx::query_scalar(
            "SELECT count(*) FROM employee_directory
             WHERE 1 = ANY (role_ids) AND deactivated_at IS NULL AND employee_id <> $1",
        )
        .bind(employee_id)
        .fetch_one(&self.0)
        .await
        .map_err(|e| e.to_string())
    }
}

/// The event that undoes `deleted` (issue 37 §1: a deactivated employee can be reactivated,
/// a deleted role restored), or `""` where nothing does.
fn revived_by(deleted: &str) -> &'static str {
    match deleted {
        "EmployeeDeactivated" => "EmployeeReactivated",
        "RoleDeleted" => "RoleRestored",
        _ => "",
    }
}

/// Of `ids` (aggregate ids of `aggregate_type`), those without a `created` event, or whose
/// latest `deleted` event was not followed by the event that undoes it, asked of the journal
/// so an entity made a moment ago counts at once.
async fn missing_ids(
    pool: &PgPool,
    aggregate_type: &str,
    created: &str,
    deleted: &str,
    ids: &[String],
) -> Result<Vec<String>, String> {
    sqlx::query_scalar(
        "SELECT id FROM unnest($1::text[]) AS id
         WHERE NOT EXISTS (SELECT 1 FROM events
                           WHERE aggregate_type = $2 AND aggregate_id = id AND event_type = $3)
            OR (SELECT event_type FROM events
                WHERE aggregate_type = $2 AND aggregate_id = id AND event_type IN ($4, $5)
                ORDER BY sequence DESC LIMIT 1) = $4",
    )
    .bind(ids)
    .bind(aggregate_type)
    .bind(created)
    .bind(deleted)
    .bind(revived_by(deleted))
    .fetch_all(pool)
    .await
    .map_err(|e| e.to_string())
}

async fn missing(
    pool: &PgPool,
    aggregate_type: &str,
    created: &str,
    deleted: &str,
    ids: &[Uuid],
) -> Result<Vec<Uuid>, String> {
    let ids: Vec<String> = ids.iter().map(Uuid::to_string).collect();
    let missing = missing_ids(pool, aggregate_type, created, deleted, &ids).await?;
    Ok(missing
        .iter()
        .filter_map(|id| Uuid::parse_str(id).ok())
        .collect())
}

/// Whether the role is defined and not deleted (or restored since), asked of the journal.
pub async fn role_exists(pool: &PgPool, role_id: i32) -> Result<bool, String> {
    let missing = missing_ids(
        pool,
        "Role",
        "RoleDefined",
        "RoleDeleted",
        &[role_id.to_string()],
    )
    .await?;
    Ok(missing.is_empty())
}

/// What depends on a role (issue 37 §1), counted in the read models the command path has
/// waited for: active holders, documents and permission categories that assign it, templates
/// not archived and instances in progress whose steps not done it approves.
#[async_trait::async_trait]
impl staffhub_domain::members::role::RoleUsage for DirectoryLookup {
    async fn dependents(
        &self,
        role_id: i32,
    ) -> Result<staffhub_domain::members::role::RoleDependents, String> {
        role_dependents(&self.0, role_id)
            .await
            .map_err(|e| e.to_string())
    }
}

pub async fn role_dependents(
    pool: &PgPool,
    role_id: i32,
) -> Result<staffhub_domain::members::role::RoleDependents, sqlx::Error> {
    let (members, documents, permission_categories, workflow_templates, workflow_instances) =
        sqlx::query_as::<_, (i64, i64, i64, i64, i64)>(ROLE_DEPENDENTS)
            .bind(role_id)
            .fetch_one(pool)
            .await?;
    Ok(staffhub_domain::members::role::RoleDependents {
        members,
        documents,
        permission_categories,
        workflow_templates,
        workflow_instances,
    })
}

/// One statement, one row: the five counts of [`role_dependents`]. A step's approver is
/// `approver_role_id` in the domain's `StepPlan` JSON (a template's `steps`, an instance's
/// `state.steps[].plan`).
const ROLE_DEPENDENTS: &str = "
SELECT
  (SELECT count(*) FROM employee_directory
    WHERE $1 = ANY (role_ids) AND deactivated_at IS NULL),
  (SELECT count(*) FROM document_list
    WHERE $1 = ANY (reader_roles) OR $1 = ANY (editor_roles)),
  (SELECT count(*) FROM permission_categories
    WHERE $1 = ANY (reader_roles) OR $1 = ANY (editor_roles)),
  (SELECT count(*) FROM workflow_templates
    WHERE NOT archived AND steps @> jsonb_build_array(jsonb_build_object('approver_role_id', $1))),
  (SELECT count(*) FROM workflow_instances i
    WHERE progress = 1 AND $1 = ANY (approver_role_ids)
      AND EXISTS (SELECT 1 FROM jsonb_array_elements(i.state -> 'steps') AS step
                  WHERE step -> 'plan' ->> 'approver_role_id' = $1::text
                    AND step ->> 'status' <> 'done'))";

#[async_trait::async_trait]
impl staffhub_domain::organizations::OrganizationLookup for DirectoryLookup {
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        EmployeeLookup::employee_exists(self, employee_id).await
    }

    async fn missing_tags(&self, tag_ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Tag", "TagCreated", "TagDeleted", tag_ids).await
    }

    async fn dependents(
        &self,
        organization_id: Uuid,
    ) -> Result<staffhub_domain::organizations::OrganizationDependents, String> {
        organization_dependents(&self.0, organization_id)
            .await
            .map_err(|e| e.to_string())
    }
}

/// What depends on an organization (issue 37 §1), counted in the read models: projects that
/// name it and questions about it.
pub async fn organization_dependents(
    pool: &PgPool,
    organization_id: Uuid,
) -> Result<staffhub_domain::organizations::OrganizationDependents, sqlx::Error> {
    let (projects, questions) = sqlx::query_as::<_, (i64, i64)>(
        "SELECT (SELECT count(*) FROM project_list WHERE $1 = ANY (organization_ids)),
                (SELECT count(*) FROM question_list WHERE organization_id = $1)",
    )
    .bind(organization_id)
    .fetch_one(pool)
    .await?;
    Ok(staffhub_domain::organizations::OrganizationDependents {
        projects,
        questions,
    })
}

#[async_trait::async_trait]
impl staffhub_domain::projects::ProjectLookup for DirectoryLookup {
    async fn missing_employees(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(
            &self.0,
            "Employee",
            "EmployeeRegistered",
            "EmployeeDeactivated",
            ids,
        )
        .await
    }

    async fn missing_organizations(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(
            &self.0,
            "Organization",
            "OrganizationCreated",
            "OrganizationDeleted",
            ids,
        )
        .await
    }
}

#[async_trait::async_trait]
impl staffhub_domain::questions::QuestionLookup for DirectoryLookup {
    async fn project_exists(&self, project_id: Uuid) -> Result<bool, String> {
        sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM events WHERE aggregate_type = 'Project'
                            AND aggregate_id = $1 AND event_type = 'ProjectCreated')",
        )
        .bind(project_id.to_string())
        .fetch_one(&self.0)
        .await
        .map_err(|e| e.to_string())
    }

    /// The project's organizations as its latest event that set them says.
    async fn project_has_organization(
        &self,
        project_id: Uuid,
        organization_id: Uuid,
    ) -> Result<bool, String> {
        let ids: Option<serde_json::Value> = sqlx::query_scalar(
            "SELECT payload -> event_type -> 'organization_ids' FROM events
             WHERE aggregate_type = 'Project' AND aggregate_id = $1
               AND event_type IN ('ProjectCreated', 'ProjectOrganizationsChanged')
             ORDER BY sequence DESC LIMIT 1",
        )
        .bind(project_id.to_string())
        .fetch_optional(&self.0)
        .await
        .map_err(|e| e.to_string())?;
        let wanted = organization_id.to_string();
        Ok(ids
            .as_ref()
            .and_then(|v| v.as_array())
            .is_some_and(|ids| ids.iter().any(|id| id.as_str() == Some(&wanted))))
    }
}

#[async_trait::async_trait]
impl staffhub_domain::documents::DocumentLookup for DirectoryLookup {
    async fn missing_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(
            &self.0,
            "DocumentCategory",
            "DocumentCategoryCreated",
            "",
            ids,
        )
        .await
    }

    async fn missing_permission_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(
            &self.0,
            "PermissionCategory",
            "PermissionCategoryCreated",
            "",
            ids,
        )
        .await
    }

    async fn missing_tags(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Tag", "TagCreated", "TagDeleted", ids).await
    }

    async fn missing_roles(&self, ids: &[i32]) -> Result<Vec<i32>, String> {
        use staffhub_domain::members::employee::Directory;
        let mut absent = Vec::new();
        for id in ids {
            if !self.role_exists(*id).await? {
                absent.push(*id);
            }
        }
        Ok(absent)
    }

    async fn missing_documents(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        missing(&self.0, "Document", "DocumentCreated", "", ids).await
    }

    /// Asked of the journal: the save that made `revision` (revision 1 is the creation).
    async fn revision(
        &self,
        document_id: Uuid,
        revision: u32,
    ) -> Result<Option<(String, String)>, String> {
        sqlx::query_as(
            "SELECT payload -> event_type ->> 'title', payload -> event_type ->> 'body'
             FROM events
             WHERE aggregate_type = 'Document' AND aggregate_id = $1
               AND ((event_type = 'DocumentCreated' AND $2 = 1)
                    OR (event_type IN ('DocumentEdited', 'DocumentRevisionRestored')
                        AND (payload -> event_type ->> 'revision')::int = $2))
             LIMIT 1",
        )
        .bind(document_id.to_string())
        .bind(revision as i32)
        .fetch_optional(&self.0)
        .await
        .map_err(|e| e.to_string())
    }
}

#[async_trait::async_trait]
impl staffhub_domain::issues::IssueLookup for DirectoryLookup {
    async fn missing(
        &self,
        of: staffhub_domain::issues::Referenced,
        ids: &[Uuid],
    ) -> Result<Vec<Uuid>, String> {
        use staffhub_domain::issues::Referenced;
        let (aggregate_type, created, deleted) = match of {
            Referenced::Status => ("IssueStatus", "IssueStatusCreated", ""),
            Referenced::Category => ("IssueCategory", "IssueCategoryCreated", ""),
            Referenced::Project => ("Project", "ProjectCreated", ""),
            Referenced::Employee => ("Employee", "EmployeeRegistered", "EmployeeDeactivated"),
            Referenced::Document => ("Document", "DocumentCreated", ""),
            Referenced::Tag => ("Tag", "TagCreated", "TagDeleted"),
        };
        missing(&self.0, aggregate_type, created, deleted, ids).await
    }
}

#[async_trait::async_trait]
impl staffhub_domain::applications::ApplicationLookup for DirectoryLookup {
    async fn project_exists(&self, project_id: Uuid) -> Result<bool, String> {
        staffhub_domain::questions::QuestionLookup::project_exists(self, project_id).await
    }

    async fn application_exists(&self, application_id: Uuid) -> Result<bool, String> {
        let missing = missing(
            &self.0,
            "Application",
            "ApplicationCreated",
            "",
            &[application_id],
        )
        .await?;
        Ok(missing.is_empty())
    }

    /// A node's creation says what never changes: its application, tree and kind.
    async fn node(
        &self,
        node_id: Uuid,
    ) -> Result<Option<staffhub_domain::applications::NodeFacts>, String> {
        let created: Option<serde_json::Value> = sqlx::query_scalar(
            "SELECT payload -> 'NodeCreated' FROM events
             WHERE aggregate_type = 'ApplicationNode' AND aggregate_id = $1
               AND event_type = 'NodeCreated'",
        )
        .bind(node_id.to_string())
        .fetch_optional(&self.0)
        .await
        .map_err(|e| e.to_string())?;
        use staffhub_domain::applications::{NodeFacts, NodeKind, Tree};
        #[derive(serde::Deserialize)]
        struct Created {
            application_id: Uuid,
            tree: Tree,
            kind: NodeKind,
        }
        let Some(created) = created else {
            return Ok(None);
        };
        let created: Created = serde_json::from_value(created).map_err(|e| e.to_string())?;
        Ok(Some(NodeFacts {
            application_id: created.application_id,
            tree: created.tree,
            kind: created.kind,
        }))
    }

    /// Walks the parents up from `node_id`, each as the node's latest event placing it says
    /// (asked of the journal, under the application's move lock: see `moveApplicationNode`).
    async fn is_within(&self, node_id: Uuid, ancestor_id: Uuid) -> Result<bool, String> {
        let mut current = Some(node_id);
        // A tree deeper than this is not one the product builds; stop rather than loop.
        for _ in 0..10_000 {
            let Some(node) = current else {
                return Ok(false);
            };
            if node == ancestor_id {
                return Ok(true);
            }
            let parent: Option<Option<String>> = sqlx::query_scalar(
                "SELECT CASE event_type WHEN 'NodeCreated' THEN payload -> 'NodeCreated' ->> 'parent_id'
                                        ELSE payload -> 'NodeMoved' ->> 'to_parent' END
                 FROM events
                 WHERE aggregate_type = 'ApplicationNode' AND aggregate_id = $1
                   AND event_type IN ('NodeCreated', 'NodeMoved')
                 ORDER BY sequence DESC LIMIT 1",
            )
            .bind(node.to_string())
            .fetch_optional(&self.0)
            .await
            .map_err(|e| e.to_string())?;
            current = parent.flatten().and_then(|p| Uuid::parse_str(&p).ok());
        }
        Ok(false)
    }
}

#[async_trait::async_trait]
impl staffhub_domain::emails::EmailJobLookup for DirectoryLookup {
    /// Asked of the journal: a template activated a moment ago can be used at once.
    async fn template_status(
        &self,
        id: Uuid,
    ) -> Option<staffhub_domain::emails::EmailTemplateStatus> {
        let status: Option<serde_json::Value> = sqlx::query_scalar(
            "SELECT CASE event_type
                        WHEN 'EmailTemplateCreated' THEN payload -> event_type -> 'status'
                        ELSE payload -> event_type -> 'to' END
             FROM events
             WHERE aggregate_type = 'EmailTemplate' AND aggregate_id = $1
               AND event_type IN ('EmailTemplateCreated', 'EmailTemplateStatusChanged')
             ORDER BY sequence DESC LIMIT 1",
        )
        .bind(id.to_string())
        .fetch_optional(&self.0)
        .await
        .unwrap_or_else(|error| {
            tracing::error!(error = %error, "looking up a template's status failed");
            None
        });
        status.and_then(|value| serde_json::from_value(value).ok())
    }
}

/// An AI model's facts as its own events say (a model enabled a moment ago counts at once).
async fn ai_model_facts(pool: &PgPool, model_id: Uuid) -> Option<staffhub_domain::ai::ModelFacts> {
    use staffhub_domain::Aggregate;
    let mut conn = pool.acquire().await.ok()?;
    let events = staffhub_journal::events_of(&mut conn, "AiModel", &model_id.to_string())
        .await
        .inspect_err(|error| tracing::error!(error = %error, "looking up an AI model failed"))
        .ok()?;
    let mut model = staffhub_domain::ai::AiModel::default();
    for event in &events {
        model.apply(event.decode().ok()?);
    }
    model.facts()
}

#[async_trait::async_trait]
impl staffhub_domain::agents::AgentLookup for DirectoryLookup {
    async fn agent_role_exists(&self, role_id: Uuid) -> bool {
        missing(&self.0, "AgentRole", "AgentRoleCreated", "", &[role_id])
            .await
            .is_ok_and(|absent| absent.is_empty())
    }

    async fn ai_model(&self, model_id: Uuid) -> Option<staffhub_domain::ai::ModelFacts> {
        ai_model_facts(&self.0, model_id).await
    }

    async fn missing_documents(&self, ids: &[Uuid]) -> Vec<Uuid> {
        missing(&self.0, "Document", "DocumentCreated", "", ids)
            .await
            .unwrap_or_else(|_| ids.to_vec())
    }

    async fn missing_tags(&self, ids: &[Uuid]) -> Vec<Uuid> {
        missing(&self.0, "Tag", "TagCreated", "TagDeleted", ids)
            .await
            .unwrap_or_else(|_| ids.to_vec())
    }
}

#[async_trait::async_trait]
impl staffhub_domain::chats::ChatLookup for DirectoryLookup {
    async fn ai_model(&self, model_id: Uuid) -> Option<staffhub_domain::ai::ModelFacts> {
        ai_model_facts(&self.0, model_id).await
    }
}

#[async_trait::async_trait]
impl staffhub_domain::workflows::WorkflowTemplateLookup for DirectoryLookup {
    /// A role that cannot be checked counts as missing: a template never names a role that
    /// might not exist.
    async fn missing_roles(&self, ids: &[i32]) -> Vec<i32> {
        use staffhub_domain::members::employee::Directory;
        let mut absent = Vec::new();
        for id in ids {
            if !self.role_exists(*id).await.unwrap_or(false) {
                absent.push(*id);
            }
        }
        absent
    }
}
