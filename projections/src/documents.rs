//! Projection "documents" (issue 14): `document_list` with its search terms,
//! `document_versions` (every save), `document_categories`, `permission_categories` and
//! `document_favourites`. One projection, because access is decided by joining them: a
//! document's readers are its own role assignments plus its permission category's.

use async_trait::async_trait;
use sqlx::PgConnection;
use sqlx::types::Json;
use staffhub_domain::documents::category::DocumentCategoryEvent;
use staffhub_domain::documents::document::DocumentEvent;
use staffhub_domain::documents::favourites::DocumentFavouritesEvent;
use staffhub_domain::documents::permission::PermissionCategoryEvent;
use staffhub_domain::documents::{DocumentAccess, RoleAssignment};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::guarded::PgQuery;
use crate::notifications::{self, Source};
use crate::search::index_terms;
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct DocumentsProjection;

const NAME: &str = "documents";

/// Where a deleted document waits with its versions (issue 35); its role assignments,
/// attachments and tags are columns of its own row and go with it. Favourites stay: each is an
/// employee's own (their `DocumentFavourites`), unseen while the document is away (every read
/// of them joins `document_list`), so one removed meanwhile stays removed on restore.
pub const TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "Document",
    trash: "document_trash",
    table: "document_list",
    id_column: "document_id",
    title_column: "title",
    children: &[("document_versions", "document_id")],
};

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// [`crate::guarded::update`] for this projection.
async fn update(
    conn: &mut PgConnection,
    event: &JournalEvent,
    table: &str,
    key: &str,
    assignments: &str,
    bind: impl for<'q> FnOnce(PgQuery<'q>) -> PgQuery<'q>,
) -> Result<(), ProjectionError> {
    crate::guarded::update(conn, event, NAME, table, key, assignments, bind).await
}

/// Role assignments as the two arrays the access check reads: every role with access, and
/// the roles that may edit.
fn role_arrays(assignments: &[RoleAssignment]) -> (Vec<i32>, Vec<i32>) {
    let readers = assignments.iter().map(|a| a.role_id).collect();
    let editors = assignments
        .iter()
        .filter(|a| a.access == DocumentAccess::Edit)
        .map(|a| a.role_id)
        .collect();
    (readers, editors)
}

/// The search columns' terms: title and body together, and the title alone. Every title term
/// is also a term of the whole (the two are cut separately, and a long body's cut could end
/// the title's last word differently), so a search of the titles alone finds a subset of a
/// search of the whole: the list's title part asks only the title's index (issue 33).
pub fn terms(title: &str, body: &str) -> (Vec<String>, Vec<String>) {
    let in_title = index_terms(title);
    let mut whole = index_terms(&format!("{title}\n{body}"));
    whole.extend(in_title.iter().cloned());
    whole.sort_unstable();
    whole.dedup();
    (whole, in_title)
}

/// One save of a document's content.
struct Save<'a> {
    revision: u32,
    title: &'a str,
    body: &'a str,
    tag_ids: Option<Vec<Uuid>>,
    restored_revision: Option<i32>,
}

const ASSIGN_ROLE: &str = "reader_roles = array_append(array_remove(reader_roles, $4), $4), \
     editor_roles = CASE WHEN $5 THEN array_append(array_remove(editor_roles, $4), $4) \
                    ELSE array_remove(editor_roles, $4) END";
const UNASSIGN_ROLE: &str =
    "reader_roles = array_remove(reader_roles, $4), editor_roles = array_remove(editor_roles, $4)";

/// Copies permission categories' roles onto their documents (issue 33): the document's access
/// terms (`document_list.access_keys`, generated from the row) include its category's roles,
/// so that a reader's search can weigh and take its visible hits straight from the index.
/// `which` picks the documents by `$1`: one document, or every document of one category.
/// Idempotent, like every projection write: a redelivered event copies the same roles again.
pub async fn copy_category_roles(
    conn: &mut PgConnection,
    which: &str,
    id: Uuid,
) -> Result<(), ProjectionError> {
    sqlx::query(&format!(
        "UPDATE document_list d
         SET (category_reader_roles, category_editor_roles) =
             (SELECT coalesce(c.reader_roles, '{{}}'), coalesce(c.editor_roles, '{{}}')
              FROM (SELECT 1) AS one
              LEFT JOIN permission_categories c
                ON c.permission_category_id = d.permission_category_id)
         WHERE {which} = $1"
    ))
    .bind(id)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

impl DocumentsProjection {
    async fn document(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<ChangeKind, ProjectionError> {
        let decoded = event
            .decode::<DocumentEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let table = "document_list";
        let key = "document_id";
        let kind = match decoded {
            DocumentEvent::DocumentCreated {
                document_id,
                author_id,
                title,
                body,
                category_id,
                permission_category_id,
                tag_ids,
                status,
                ..
            } => {
                let (search, title_search) = terms(&title, &body);
                sqlx::query(
                    "INSERT INTO document_list (document_id, title, body, category_id,
                         permission_category_id, tag_ids, status, author_id, reader_roles,
                         editor_roles, attachments, revision, search, title_search, created_at,
                         updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '{}', '{}', '[]', 1,
                         array_to_tsvector($9), array_to_tsvector($10), $11, $11, $12)
                     ON CONFLICT (document_id) DO NOTHING",
                )
                .bind(document_id)
                .bind(&title)
                .bind(&body)
                .bind(category_id)
                .bind(permission_category_id)
                .bind(tag_ids)
                .bind(status.id() as i16)
                .bind(author_id)
                .bind(search)
                .bind(title_search)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                copy_category_roles(conn, "d.document_id", document_id).await?;
                self.version(conn, event, document_id, 1, &title, &body, None)
                    .await?;
                ChangeKind::Created
            }
            DocumentEvent::DocumentEdited {
                revision,
                title,
                body,
                tag_ids,
            } => {
                let save = Save {
                    revision,
                    title: &title,
                    body: &body,
                    tag_ids: Some(tag_ids),
                    restored_revision: None,
                };
                self.content(conn, event, id, save).await?;
                ChangeKind::Updated
            }
            DocumentEvent::DocumentRevisionRestored {
                revision,
                restored_revision,
                title,
                body,
            } => {
                let save = Save {
                    revision,
                    title: &title,
                    body: &body,
                    tag_ids: None,
                    restored_revision: Some(restored_revision as i32),
                };
                self.content(conn, event, id, save).await?;
                ChangeKind::Updated
            }
            DocumentEvent::DocumentStatusChanged { to, .. } => {
                update(conn, event, table, key, "status = $4", |q| {
                    q.bind(to.id() as i16)
                })
                .await?;
                ChangeKind::Updated
            }
            DocumentEvent::DocumentCategoryAssigned { category_id } => {
                update(conn, event, table, key, "category_id = $4", |q| {
                    q.bind(category_id)
                })
                .await?;
                ChangeKind::Updated
            }
            DocumentEvent::DocumentPermissionCategoryChanged {
                permission_category_id,
            } => {
                update(
                    conn,
                    event,
                    table,
                    key,
                    "permission_category_id = $4",
                    |q| q.bind(permission_category_id),
                )
                .await?;
                copy_category_roles(conn, "d.document_id", id).await?;
                ChangeKind::Updated
            }
            DocumentEvent::DocumentRoleAssigned { role_id, access } => {
                update(conn, event, table, key, ASSIGN_ROLE, |q| {
                    q.bind(role_id).bind(access == DocumentAccess::Edit)
                })
                .await?;
                ChangeKind::Updated
            }
            DocumentEvent::DocumentRoleUnassigned { role_id } => {
                update(conn, event, table, key, UNASSIGN_ROLE, |q| q.bind(role_id)).await?;
                ChangeKind::Updated
            }
            DocumentEvent::DocumentAttachmentAdded { attachment } => {
                update(
                    conn,
                    event,
                    table,
                    key,
                    "attachments = attachments || jsonb_build_array($4::jsonb)",
                    |q| q.bind(Json(attachment)),
                )
                .await?;
                ChangeKind::Updated
            }
            DocumentEvent::DocumentAttachmentRemoved { attachment_id } => {
                update(
                    conn,
                    event,
                    table,
                    key,
                    "attachments = (SELECT coalesce(jsonb_agg(a ORDER BY n), '[]'::jsonb)
                         FROM jsonb_array_elements(attachments) WITH ORDINALITY AS e(a, n)
                         WHERE a->>'attachment_id' <> $4::text)",
                    |q| q.bind(attachment_id.to_string()),
                )
                .await?;
                ChangeKind::Updated
            }
            DocumentEvent::DocumentDeleted {} => {
                TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            DocumentEvent::DocumentRestored {} => {
                TRASH.restore(conn, event).await?;
                // Its permission category's roles are copied again: they may have changed while
                // it was away, and the copy decides who sees it (`access_keys`).
                copy_category_roles(conn, "d.document_id", id).await?;
                ChangeKind::Created
            }
        };
        Ok(kind)
    }

    /// A save of the title and body (and, from the edit form, the tags): the row's content
    /// and search terms in one guarded statement, and a version.
    async fn content(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        id: Uuid,
        save: Save<'_>,
    ) -> Result<(), ProjectionError> {
        let (search, title_search) = terms(save.title, save.body);
        update(
            conn,
            event,
            "document_list",
            "document_id",
            "title = $4, body = $5, revision = $6, search = array_to_tsvector($7), \
             title_search = array_to_tsvector($8), tag_ids = coalesce($9, tag_ids)",
            |q| {
                q.bind(save.title.to_owned())
                    .bind(save.body.to_owned())
                    .bind(save.revision as i32)
                    .bind(search)
                    .bind(title_search)
                    .bind(save.tag_ids)
            },
        )
        .await?;
        self.version(
            conn,
            event,
            id,
            save.revision,
            save.title,
            save.body,
            save.restored_revision,
        )
        .await
    }

    /// One row of the version list; keyed by revision, so a replay adds nothing twice.
    #[allow(clippy::too_many_arguments)]
    async fn version(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        id: Uuid,
        revision: u32,
        title: &str,
        body: &str,
        restored_revision: Option<i32>,
    ) -> Result<(), ProjectionError> {
        sqlx::query(
            "INSERT INTO document_versions (document_id, revision, title, body, saved_by,
                 saved_at, restored_revision)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (document_id, revision) DO NOTHING",
        )
        .bind(id)
        .bind(revision as i32)
        .bind(title)
        .bind(body)
        .bind(event.metadata.actor_id)
        .bind(event.metadata.occurred_at_or(event.recorded_at))
        .bind(restored_revision)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }

    async fn category(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<ChangeKind, ProjectionError> {
        let decoded = event
            .decode::<DocumentCategoryEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        Ok(match decoded {
            DocumentCategoryEvent::DocumentCategoryCreated {
                category_id,
                name,
                description,
            } => {
                let at = event.metadata.occurred_at_or(event.recorded_at);
                sqlx::query(
                    "INSERT INTO document_categories (category_id, name, description,
                         created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $4, $5)
                     ON CONFLICT (category_id) DO NOTHING",
                )
                .bind(category_id)
                .bind(name)
                .bind(description)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            DocumentCategoryEvent::DocumentCategoryUpdated { name, description } => {
                update(
                    conn,
                    event,
                    "document_categories",
                    "category_id",
                    "name = $4, description = $5",
                    |q| q.bind(name).bind(description),
                )
                .await?;
                ChangeKind::Updated
            }
        })
    }

    async fn permission_category(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<ChangeKind, ProjectionError> {
        let decoded = event
            .decode::<PermissionCategoryEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let table = "permission_categories";
        let key = "permission_category_id";
        let category = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        Ok(match decoded {
            PermissionCategoryEvent::PermissionCategoryCreated {
                permission_category_id,
                name,
                description,
                role_assignments,
            } => {
                let at = event.metadata.occurred_at_or(event.recorded_at);
                let (readers, editors) = role_arrays(&role_assignments);
                sqlx::query(
                    "INSERT INTO permission_categories (permission_category_id, name,
                         description, reader_roles, editor_roles, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)
                     ON CONFLICT (permission_category_id) DO NOTHING",
                )
                .bind(permission_category_id)
                .bind(name)
                .bind(description)
                .bind(readers)
                .bind(editors)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            PermissionCategoryEvent::PermissionCategoryUpdated { name, description } => {
                update(
                    conn,
                    event,
                    table,
                    key,
                    "name = $4, description = $5",
                    |q| q.bind(name).bind(description),
                )
                .await?;
                ChangeKind::Updated
            }
            PermissionCategoryEvent::PermissionCategoryRoleAssigned { role_id, access } => {
                update(conn, event, table, key, ASSIGN_ROLE, |q| {
                    q.bind(role_id).bind(access == DocumentAccess::Edit)
                })
                .await?;
                copy_category_roles(conn, "d.permission_category_id", category).await?;
                ChangeKind::Updated
            }
            PermissionCategoryEvent::PermissionCategoryRoleUnassigned { role_id } => {
                update(conn, event, table, key, UNASSIGN_ROLE, |q| q.bind(role_id)).await?;
                copy_category_roles(conn, "d.permission_category_id", category).await?;
                ChangeKind::Updated
            }
        })
    }

    async fn favourites(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<ChangeKind, ProjectionError> {
        let decoded = event
            .decode::<DocumentFavouritesEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let employee = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        match decoded {
            DocumentFavouritesEvent::DocumentFavourited {
                employee_id,
                document_id,
            } => {
                sqlx::query(
                    "INSERT INTO document_favourites (employee_id, document_id, favourited_at)
                     VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                )
                .bind(employee_id)
                .bind(document_id)
                .bind(event.metadata.occurred_at_or(event.recorded_at))
                .execute(&mut *conn)
                .await
                .map_err(db)?;
            }
            DocumentFavouritesEvent::DocumentUnfavourited { document_id } => {
                sqlx::query(
                    "DELETE FROM document_favourites WHERE employee_id = $1 AND document_id = $2",
                )
                .bind(employee)
                .bind(document_id)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
            }
        }
        Ok(ChangeKind::Updated)
    }
}

#[async_trait]
impl Projection for DocumentsProjection {
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &NOTIFICATIONS
    }

    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &[
            "Document",
            "DocumentCategory",
            "PermissionCategory",
            "DocumentFavourites",
        ]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "document_list",
            "document_versions",
            "document_categories",
            "permission_categories",
            "document_favourites",
            "document_trash",
        ]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let kind = match event.aggregate_type.as_str() {
            "Document" => self.document(conn, event).await?,
            "DocumentCategory" => self.category(conn, event).await?,
            "PermissionCategory" => self.permission_category(conn, event).await?,
            "DocumentFavourites" => self.favourites(conn, event).await?,
            _ => return Ok(None),
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

/// Home's recent activity shows documents' events; nobody is notified of them.
static NOTIFICATIONS: [Source; 1] = [Source {
    aggregate_type: "Document",
    activity: true,
    rules: &[],
    facts: notifications::no_facts,
}];

#[cfg(test)]
mod tests {
    use super::terms;

    #[test]
    fn every_title_term_is_a_term_of_the_whole_so_a_title_hit_is_always_a_hit() {
        // Japanese at the title's end, cut beside the body's start; a title past the body's
        // index limit; English beside Japanese.
        let long_title = "議事録の確認 ".repeat(2_000);
        for (title, body) in [
            ("株式会社の議事録", "会議室で確認した"),
            ("東京都の支店", "京都の会議室"),
            ("Quarterly harbor review", "稟議の承認と監査"),
            (long_title.as_str(), "budget"),
        ] {
            let (whole, in_title) = terms(title, body);
            for term in &in_title {
                assert!(
                    whole.contains(term),
                    "{term} of {title:.20} is not a term of the whole"
                );
            }
            assert!(
                whole.windows(2).all(|pair| pair[0] < pair[1]),
                "sorted, without repeats"
            );
        }
    }
}
