//! Projection "issues" (issue 15): `issue_list`, `issue_comments`, and the two admin-managed
//! lists `issue_statuses` and `issue_categories`. One projection for the area, so a rebuild
//! of the tracker is one swap.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::issues::category::IssueCategoryEvent;
use staffhub_domain::issues::choice::ChoiceEvent;
use staffhub_domain::issues::issue::IssueEvent;
use staffhub_domain::issues::status::IssueStatusEvent;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::guarded::PgQuery;
use crate::notifications::{self, Facts, Recipients, Rule, Source};
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct IssuesProjection;

const NAME: &str = "issues";

/// An issue's Japanese words: its keyword finds Japanese by words (issue 33,
/// `search::japanese_terms`).
fn japanese_words(title: &str, description: &str) -> Vec<String> {
    crate::search::japanese_terms(&format!("{title}\n{description}"))
}

/// Where a deleted issue waits with its comments (issue 35); its kept counts leave with it.
pub const TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "Issue",
    trash: "issue_trash",
    table: "issue_list",
    id_column: "issue_id",
    title_column: "title",
    children: &[("issue_comments", "issue_id")],
};

/// Where a deleted issue status waits (issue 35), its row as it was, place and all. Nothing
/// moves with it: issues keep its id (and read it "(deleted)"), their kept counts with them.
pub const STATUS_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "IssueStatus",
    trash: "issue_status_trash",
    table: "issue_statuses",
    id_column: "status_id",
    title_column: "label_en",
    children: &[],
};

/// Where a deleted issue category waits (issue 35), as [`STATUS_TRASH`].
pub const CATEGORY_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "IssueCategory",
    trash: "issue_category_trash",
    table: "issue_categories",
    id_column: "category_id",
    title_column: "label_en",
    children: &[],
};

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// [`crate::guarded::update`] of `issue_list`.
async fn update_issue(
    conn: &mut PgConnection,
    event: &JournalEvent,
    assignments: &str,
    bind: impl for<'q> FnOnce(PgQuery<'q>) -> PgQuery<'q>,
) -> Result<(), ProjectionError> {
    crate::guarded::update(
        conn,
        event,
        NAME,
        "issue_list",
        "issue_id",
        assignments,
        bind,
    )
    .await
}

/// A facet key of the kept counts: (status, category, assignee), the nil id standing for "any".
type Facet = (Uuid, Uuid, Uuid);

/// The keys the issue counts under as its row has it now (none before it is created): its
/// status with each of its categories and "any", by each of its assignees and "any"
/// (`issue_facet_counts`, schema …27).
async fn facets_of(conn: &mut PgConnection, issue_id: Uuid) -> Result<Vec<Facet>, ProjectionError> {
    sqlx::query_as(
        "SELECT i.status_id, c, a FROM issue_list i
         CROSS JOIN LATERAL unnest(array_append(i.category_ids, $2)) AS c
         CROSS JOIN LATERAL unnest(array_append(i.assignee_ids, $2)) AS a
         WHERE i.issue_id = $1",
    )
    .bind(issue_id)
    .bind(Uuid::nil())
    .fetch_all(&mut *conn)
    .await
    .map_err(db)
}

/// Moves the issue's counts from the keys it had to the ones it has (issue 33: lists and the
/// board read these instead of counting every issue). An event the row already reflected (a
/// replay) changed nothing, so nothing moves.
async fn adjust_facet_counts(
    conn: &mut PgConnection,
    before: &[Facet],
    after: &[Facet],
) -> Result<(), ProjectionError> {
    let mut keys: (Vec<Uuid>, Vec<Uuid>, Vec<Uuid>) = Default::default();
    let mut deltas = Vec::new();
    let changes = before
        .iter()
        .filter(|facet| !after.contains(facet))
        .map(|facet| (facet, -1i64))
        .chain(
            after
                .iter()
                .filter(|facet| !before.contains(facet))
                .map(|facet| (facet, 1)),
        );
    for (&(status_id, category_id, assignee_id), delta) in changes {
        keys.0.push(status_id);
        keys.1.push(category_id);
        keys.2.push(assignee_id);
        deltas.push(delta);
    }
    if deltas.is_empty() {
        return Ok(());
    }
    sqlx::query(
        "INSERT INTO issue_facet_counts (status_id, category_id, assignee_id, count)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::bigint[])
         ON CONFLICT (category_id, assignee_id, status_id)
         DO UPDATE SET count = issue_facet_counts.count + EXCLUDED.count",
    )
    .bind(keys.0)
    .bind(keys.1)
    .bind(keys.2)
    .bind(deltas)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

/// Counts `issue_facet_counts` afresh from `issue_list`, as [`facets_of`] keys them (the bench,
/// which seeds the list directly rather than through the journal).
pub async fn count_facets_afresh(conn: &mut PgConnection) -> Result<(), sqlx::Error> {
    sqlx::query("TRUNCATE issue_facet_counts")
        .execute(&mut *conn)
        .await?;
    sqlx::query(
        "INSERT INTO issue_facet_counts (status_id, category_id, assignee_id, count)
         SELECT i.status_id, c, a, count(*) FROM issue_list i
         CROSS JOIN LATERAL unnest(array_append(i.category_ids, $1)) AS c
         CROSS JOIN LATERAL unnest(array_append(i.assignee_ids, $1)) AS a
         GROUP BY 1, 2, 3",
    )
    .bind(Uuid::nil())
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Adds `$4` to an id array column once (assignments are refused twice by the aggregate; a
/// replay must not add it again either).
fn add_to(column: &str) -> String {
    format!("{column} = array_append(array_remove({column}, $4), $4)")
}

fn remove_from(column: &str) -> String {
    format!("{column} = array_remove({column}, $4)")
}

impl IssuesProjection {
    async fn issue(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<ChangeKind, ProjectionError> {
        let decoded = event
            .decode::<IssueEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let issue_id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        let at = event.metadata.occurred_at_or(event.recorded_at);
        match decoded {
            IssueEvent::IssueCreated {
                issue_id,
                title,
                description,
                status_id,
                priority_id,
                reporter_id,
                category_ids,
                project_id,
                assignee_ids,
                document_ids,
                tag_ids,
            } => {
                let words = japanese_words(&title, &description);
                sqlx::query(
                    "INSERT INTO issue_list (issue_id, title, description, status_id,
                         priority_id, reporter_id, category_ids, project_id, assignee_ids,
                         document_ids, tag_ids, task_id, comment_count, created_at, updated_at,
                         version, japanese_words)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, NULL, 0, $12, $12, $13,
                         array_to_tsvector($14::text[]))
                     ON CONFLICT (issue_id) DO NOTHING",
                )
                .bind(issue_id)
                .bind(title)
                .bind(description)
                .bind(status_id)
                .bind(priority_id as i16)
                .bind(reporter_id)
                .bind(category_ids)
                .bind(project_id)
                .bind(assignee_ids)
                .bind(document_ids)
                .bind(tag_ids)
                .bind(at)
                .bind(event.sequence)
                .bind(words)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                return Ok(ChangeKind::Created);
            }
            IssueEvent::IssueEdited {
                title,
                description,
                tag_ids,
            } => {
                let words = japanese_words(&title, &description);
                update_issue(
                    conn,
                    event,
                    "title = $4, description = $5, tag_ids = $6, \
                     japanese_words = array_to_tsvector($7::text[])",
                    |q| q.bind(title).bind(description).bind(tag_ids).bind(words),
                )
                .await?
            }
            IssueEvent::IssueStatusChanged { to, .. } => {
                update_issue(conn, event, "status_id = $4", |q| q.bind(to)).await?
            }
            IssueEvent::IssuePriorityChanged { to, .. } => {
                update_issue(conn, event, "priority_id = $4", |q| q.bind(to as i16)).await?
            }
            IssueEvent::IssueCategoryAssigned { category_id } => {
                update_issue(conn, event, &add_to("category_ids"), |q| {
                    q.bind(category_id)
                })
                .await?
            }
            IssueEvent::IssueCategoryDetached { category_id } => {
                update_issue(conn, event, &remove_from("category_ids"), |q| {
                    q.bind(category_id)
                })
                .await?
            }
            IssueEvent::IssueProjectAssigned { project_id, .. } => {
                update_issue(conn, event, "project_id = $4", |q| q.bind(project_id)).await?
            }
            IssueEvent::IssueProjectDetached { .. } => {
                update_issue(conn, event, "project_id = NULL", |q| q).await?
            }
            IssueEvent::IssueEmployeeAssigned { employee_id } => {
                update_issue(conn, event, &add_to("assignee_ids"), |q| {
                    q.bind(employee_id)
                })
                .await?
            }
            IssueEvent::IssueEmployeeDetached { employee_id } => {
                update_issue(conn, event, &remove_from("assignee_ids"), |q| {
                    q.bind(employee_id)
                })
                .await?
            }
            IssueEvent::IssueDocumentLinked { document_id } => {
                update_issue(conn, event, &add_to("document_ids"), |q| {
                    q.bind(document_id)
                })
                .await?
            }
            IssueEvent::IssueDocumentDetached { document_id } => {
                update_issue(conn, event, &remove_from("document_ids"), |q| {
                    q.bind(document_id)
                })
                .await?
            }
            IssueEvent::IssueCommentAdded {
                comment_id,
                author_id,
                body,
                mention_ids,
            } => {
                sqlx::query(
                    "INSERT INTO issue_comments (comment_id, issue_id, author_id, body,
                         mention_ids, created_at, edited_at, edit_count, version)
                     VALUES ($1, $2, $3, $4, $5, $6, NULL, 0, $7)
                     ON CONFLICT (comment_id) DO NOTHING",
                )
                .bind(comment_id)
                .bind(issue_id)
                .bind(author_id)
                .bind(body)
                .bind(mention_ids)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                update_issue(conn, event, "comment_count = comment_count + 1", |q| q).await?
            }
            IssueEvent::IssueCommentEdited {
                comment_id,
                body,
                mention_ids,
            } => {
                sqlx::query(
                    "UPDATE issue_comments SET body = $2, mention_ids = $3, edited_at = $4,
                         edit_count = edit_count + 1, version = $5
                     WHERE comment_id = $1 AND version < $5",
                )
                .bind(comment_id)
                .bind(body)
                .bind(mention_ids)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                update_issue(conn, event, "comment_count = comment_count", |q| q).await?
            }
            IssueEvent::IssueConvertedToTask { task_id } => {
                update_issue(conn, event, "task_id = $4", |q| q.bind(task_id)).await?
            }
            IssueEvent::IssueDeleted {} => {
                TRASH.discard(conn, event).await?;
                return Ok(ChangeKind::Deleted);
            }
            IssueEvent::IssueRestored {} => {
                TRASH.restore(conn, event).await?;
                return Ok(ChangeKind::Created);
            }
        }
        Ok(ChangeKind::Updated)
    }

    /// A status or category list entry: the same shape in both tables.
    async fn choice(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        table: &str,
        key: &str,
        trash: &Trashable,
        decoded: ChoiceEvent,
    ) -> Result<ChangeKind, ProjectionError> {
        Ok(match decoded {
            ChoiceEvent::Created {
                id,
                label_en,
                label_ja,
                colour,
                position,
            } => {
                let at = event.metadata.occurred_at_or(event.recorded_at);
                sqlx::query(&format!(
                    "INSERT INTO {table} ({key}, label_en, label_ja, color, position,
                         created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)
                     ON CONFLICT ({key}) DO NOTHING"
                ))
                .bind(id)
                .bind(label_en)
                .bind(label_ja)
                .bind(colour)
                .bind(position)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            ChoiceEvent::Edited {
                label_en,
                label_ja,
                colour,
            } => {
                crate::guarded::update(
                    conn,
                    event,
                    NAME,
                    table,
                    key,
                    "label_en = $4, label_ja = $5, color = $6",
                    |q| q.bind(label_en).bind(label_ja).bind(colour),
                )
                .await?;
                ChangeKind::Updated
            }
            ChoiceEvent::Moved { to, .. } => {
                crate::guarded::update(conn, event, NAME, table, key, "position = $4", |q| {
                    q.bind(to)
                })
                .await?;
                ChangeKind::Updated
            }
            ChoiceEvent::Deleted => {
                trash.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            ChoiceEvent::Restored => {
                trash.restore(conn, event).await?;
                ChangeKind::Created
            }
        })
    }
}

#[async_trait]
impl Projection for IssuesProjection {
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &NOTIFICATIONS
    }

    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Issue", "IssueStatus", "IssueCategory"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "issue_list",
            "issue_comments",
            "issue_statuses",
            "issue_categories",
            "issue_facet_counts",
            "issue_trash",
            "issue_status_trash",
            "issue_category_trash",
        ]
    }

    /// Every write is guarded by `version < $event` (a replay over live rows is harmless).
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let kind = match event.aggregate_type.as_str() {
            "Issue" => {
                let issue_id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
                let before = facets_of(conn, issue_id).await?;
                let kind = self.issue(conn, event).await?;
                let after = facets_of(conn, issue_id).await?;
                adjust_facet_counts(conn, &before, &after).await?;
                kind
            }
            "IssueStatus" => {
                let decoded = event
                    .decode::<IssueStatusEvent>()
                    .map_err(|e| ProjectionError::decode(event, e))?;
                self.choice(
                    conn,
                    event,
                    "issue_statuses",
                    "status_id",
                    &STATUS_TRASH,
                    decoded.into(),
                )
                .await?
            }
            "IssueCategory" => {
                let decoded = event
                    .decode::<IssueCategoryEvent>()
                    .map_err(|e| ProjectionError::decode(event, e))?;
                self.choice(
                    conn,
                    event,
                    "issue_categories",
                    "category_id",
                    &CATEGORY_TRASH,
                    decoded.into(),
                )
                .await?
            }
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

/// What issues mean to the notification centre (docs/notifications.md): new assignees and
/// the employees a comment mentions are told.
static NOTIFICATIONS: [Source; 1] = [Source {
    aggregate_type: "Issue",
    activity: true,
    rules: &[
        Rule {
            event_type: "IssueCreated",
            when: "",
            kind: "ISSUE_ASSIGNED",
            recipients: Recipients::Named,
            who: "the issue's new assignees",
        },
        Rule {
            event_type: "IssueEmployeeAssigned",
            when: "",
            kind: "ISSUE_ASSIGNED",
            recipients: Recipients::Named,
            who: "the issue's new assignees",
        },
        Rule {
            event_type: "IssueCommentAdded",
            when: "",
            kind: "MENTIONED",
            recipients: Recipients::Named,
            who: MENTIONED,
        },
        Rule {
            event_type: "IssueCommentEdited",
            when: "",
            kind: "MENTIONED",
            recipients: Recipients::Named,
            who: MENTIONED,
        },
    ],
    facts: issue_facts,
}];

const MENTIONED: &str =
    "employees the comment mentions (on an edit, only those not mentioned before)";

fn issue_facts<'a>(
    conn: &'a mut PgConnection,
    event: &'a JournalEvent,
) -> futures::future::BoxFuture<'a, Result<Facts, ProjectionError>> {
    Box::pin(async move {
        let mut facts = Facts::default();
        if !matches!(
            event.event_type.as_str(),
            "IssueCreated" | "IssueEmployeeAssigned" | "IssueCommentAdded" | "IssueCommentEdited"
        ) {
            return Ok(facts);
        }
        match event
            .decode::<IssueEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?
        {
            IssueEvent::IssueCreated { assignee_ids, .. } => facts.named = assignee_ids,
            IssueEvent::IssueEmployeeAssigned { employee_id } => facts.named = vec![employee_id],
            IssueEvent::IssueCommentAdded {
                comment_id,
                body,
                mention_ids,
                ..
            } => {
                notifications::remember_mentions(conn, comment_id, &mention_ids).await?;
                facts.named = mention_ids;
                facts.excerpt = notifications::excerpt(&body);
            }
            IssueEvent::IssueCommentEdited {
                comment_id,
                body,
                mention_ids,
            } => {
                // Only the newly mentioned are told of an edit.
                let before = notifications::mentions_of(conn, comment_id).await?;
                notifications::remember_mentions(conn, comment_id, &mention_ids).await?;
                facts.named = mention_ids
                    .into_iter()
                    .filter(|id| !before.contains(id))
                    .collect();
                facts.excerpt = notifications::excerpt(&body);
            }
            _ => {}
        }
        Ok(facts)
    })
}
