//! Projection "questions": `question_list`, behind `questions` and `node` (issue 13: project
//! questions, organization questions and the internal Q&A board; status closed 1, answered 2,
//! processing 3).

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::questions::{QuestionEvent, QuestionStatus};
use staffhub_journal::JournalEvent;

use crate::guarded::{self, PgQuery};
use crate::notifications::{self, Facts, Recipients, Rule, Source};
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct QuestionsProjection;

const NAME: &str = "questions";

/// Where a deleted question waits (issue 35), its answer with it.
pub const TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "Question",
    trash: "question_trash",
    table: "question_list",
    id_column: "question_id",
    title_column: "title",
    children: &[],
};

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// The shared version-guarded update of a `question_list` row.
async fn update(
    conn: &mut PgConnection,
    event: &JournalEvent,
    assignments: &str,
    bind: impl for<'q> FnOnce(PgQuery<'q>) -> PgQuery<'q>,
) -> Result<(), ProjectionError> {
    guarded::update(
        conn,
        event,
        NAME,
        "question_list",
        "question_id",
        assignments,
        bind,
    )
    .await
}

#[async_trait]
impl Projection for QuestionsProjection {
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &NOTIFICATIONS
    }

    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Question"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["question_list", "question_trash"]
    }

    /// Every write is guarded by `version < $event` (a replay over live rows is harmless).
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let decoded = event
            .decode::<QuestionEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let status = |s: QuestionStatus| s.id() as i16;
        let kind = match decoded {
            QuestionEvent::QuestionAsked {
                question_id,
                scope,
                title,
                body,
                asker_id,
            } => {
                sqlx::query(
                    "INSERT INTO question_list (question_id, scope, project_id, organization_id,
                         title, body, status, asker_id, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
                     ON CONFLICT (question_id) DO NOTHING",
                )
                .bind(question_id)
                .bind(scope.name())
                .bind(scope.project_id())
                .bind(scope.organization_id())
                .bind(title)
                .bind(body)
                .bind(status(QuestionStatus::Processing))
                .bind(asker_id)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            QuestionEvent::QuestionEdited { title, body } => {
                update(conn, event, "title = $4, body = $5", |q| {
                    q.bind(title).bind(body)
                })
                .await?;
                ChangeKind::Updated
            }
            QuestionEvent::QuestionAnswered {
                answer, author_id, ..
            } => {
                update(
                    conn,
                    event,
                    "answer = $4, answered_by = $5, answered_at = $2, status = $6",
                    |q| {
                        q.bind(answer)
                            .bind(author_id)
                            .bind(status(QuestionStatus::Answered))
                    },
                )
                .await?;
                ChangeKind::Updated
            }
            QuestionEvent::QuestionClosed { .. } | QuestionEvent::QuestionReopened { .. } => {
                let to = match decoded {
                    QuestionEvent::QuestionClosed { .. } => QuestionStatus::Closed,
                    _ => QuestionStatus::Processing,
                };
                update(conn, event, "status = $4", |q| q.bind(status(to))).await?;
                ChangeKind::Updated
            }
            QuestionEvent::QuestionDeleted {} => {
                TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            QuestionEvent::QuestionRestored {} => {
                TRASH.restore(conn, event).await?;
                ChangeKind::Created
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: "Question".to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

/// What questions mean to the notification centre (docs/notifications.md): the asker is told
/// of the answer.
static NOTIFICATIONS: [Source; 1] = [Source {
    aggregate_type: "Question",
    activity: true,
    rules: &[Rule {
        event_type: "QuestionAnswered",
        when: "",
        kind: "QUESTION_ANSWERED",
        recipients: Recipients::Owner,
        who: "whoever asked the question",
    }],
    facts: question_facts,
}];

fn question_facts<'a>(
    conn: &'a mut PgConnection,
    event: &'a JournalEvent,
) -> futures::future::BoxFuture<'a, Result<Facts, ProjectionError>> {
    Box::pin(async move {
        let mut facts = Facts::default();
        if !matches!(
            event.event_type.as_str(),
            "QuestionAsked" | "QuestionAnswered"
        ) {
            return Ok(facts);
        }
        match event
            .decode::<QuestionEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?
        {
            QuestionEvent::QuestionAsked {
                question_id,
                asker_id,
                ..
            } => {
                notifications::set_subject(conn, question_id, asker_id, Default::default()).await?
            }
            QuestionEvent::QuestionAnswered { answer, .. } => {
                facts.excerpt = notifications::excerpt(&answer);
            }
            _ => {}
        }
        Ok(facts)
    })
}
