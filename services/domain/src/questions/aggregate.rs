use std::sync::Arc;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    ANSWER_MAX_CHARS, BODY_MAX_CHARS, QuestionCommand, QuestionEvent, QuestionScope,
    QuestionStatus, TITLE_MAX_CHARS,
};
use crate::text;

/// Why a question command was rejected. Each variant maps to one catalogue code at the edge.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QuestionError {
    #[error("Question not found")]
    NotFound,
    #[error("Question already exists")]
    AlreadyExists,
    #[error("Invalid title")]
    InvalidTitle,
    #[error("Invalid body")]
    InvalidBody,
    #[error("Invalid answer")]
    InvalidAnswer,
    #[error("Project not found")]
    ProjectNotFound,
    /// The organization scope names an organization that is not one of the project's.
    #[error("Organization not found")]
    OrganizationNotFound,
    /// Spec §4: setting a status to its current value is rejected.
    #[error("Current status is same to new status")]
    SameStatus,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    Identical,
    /// Only a deleted question is restored (issue 35).
    #[error("The question is not deleted")]
    NotDeleted,
    #[error("question lookup failed: {0}")]
    Lookup(String),
}

/// Lookups the question rules need. Implemented at the edge against the projects read model.
#[async_trait::async_trait]
pub trait QuestionLookup: Send + Sync {
    async fn project_exists(&self, project_id: Uuid) -> Result<bool, String>;
    async fn project_has_organization(
        &self,
        project_id: Uuid,
        organization_id: Uuid,
    ) -> Result<bool, String>;
}

/// The services a question command may use.
#[derive(Clone)]
pub struct QuestionServices {
    pub lookup: Arc<dyn QuestionLookup>,
}

/// A question's state, as far as its rules need it. Also folded for auditors' history, hence
/// the plain field names.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Question {
    pub id: Option<Uuid>,
    pub scope: QuestionScope,
    pub title: String,
    pub body: String,
    pub status: QuestionStatus,
    pub asker_id: Option<Uuid>,
    /// The latest answer. Reopening keeps it (it is history, not a verdict); the next answer
    /// replaces it.
    pub answer: Option<String>,
    pub answered_by: Option<Uuid>,
    /// In the trash (issue 35): every command but a restore finds no question.
    #[serde(default)]
    pub deleted: bool,
}

impl Question {
    fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// A status command's guard: moving to the current status is refused (spec §4).
    fn leave(&self, to: QuestionStatus) -> Result<QuestionStatus, QuestionError> {
        if self.status == to {
            Err(QuestionError::SameStatus)
        } else {
            Ok(self.status)
        }
    }
}

fn lookup<T>(result: Result<T, String>) -> Result<T, QuestionError> {
    result.map_err(QuestionError::Lookup)
}

/// The scope must name things that exist: the project, and for the organization scope an
/// organization taking part in that project. An internal question names nothing.
async fn check_scope(
    services: &QuestionServices,
    scope: QuestionScope,
) -> Result<(), QuestionError> {
    let Some(project_id) = scope.project_id() else {
        return Ok(());
    };
    if !lookup(services.lookup.project_exists(project_id).await)? {
        return Err(QuestionError::ProjectNotFound);
    }
    if let Some(organization_id) = scope.organization_id() {
        let taking_part = services
            .lookup
            .project_has_organization(project_id, organization_id)
            .await;
        if !lookup(taking_part)? {
            return Err(QuestionError::OrganizationNotFound);
        }
    }
    Ok(())
}

/// A title is required; the markdown body may be empty but is bounded.
fn validate_text(title: &str, body: &str) -> Result<(String, String), QuestionError> {
    let title = text::required_text(title, TITLE_MAX_CHARS).ok_or(QuestionError::InvalidTitle)?;
    let body = text::optional_text(body, BODY_MAX_CHARS).ok_or(QuestionError::InvalidBody)?;
    Ok((title, body))
}

impl Aggregate for Question {
    const TYPE: &'static str = "Question";
    type Command = QuestionCommand;
    type Event = QuestionEvent;
    type Error = QuestionError;
    type Services = QuestionServices;

    async fn handle(
        &mut self,
        command: QuestionCommand,
        services: &QuestionServices,
        sink: &EventSink<Self>,
    ) -> Result<(), QuestionError> {
        if let QuestionCommand::AskQuestion {
            question_id,
            scope,
            title,
            body,
            asker_id,
        } = command
        {
            if self.exists() {
                return Err(QuestionError::AlreadyExists);
            }
            let (title, body) = validate_text(&title, &body)?;
            check_scope(services, scope).await?;
            let event = QuestionEvent::QuestionAsked {
                question_id,
                scope,
                title,
                body,
                asker_id,
            };
            sink.write(event, self).await;
            return Ok(());
        }
        if let QuestionCommand::RestoreQuestion = command {
            if self.id.is_none() {
                return Err(QuestionError::NotFound);
            }
            if !self.deleted {
                return Err(QuestionError::NotDeleted);
            }
            // Its project may have gone to the trash meanwhile (nothing named it then): it comes
            // back only where it can stand.
            check_scope(services, self.scope).await?;
            sink.write(QuestionEvent::QuestionRestored {}, self).await;
            return Ok(());
        }
        if !self.exists() {
            return Err(QuestionError::NotFound);
        }
        match command {
            QuestionCommand::AskQuestion { .. } | QuestionCommand::RestoreQuestion => {
                unreachable!("handled above")
            }
            QuestionCommand::DeleteQuestion => {
                sink.write(QuestionEvent::QuestionDeleted {}, self).await;
            }
            QuestionCommand::EditQuestion { title, body } => {
                let (title, body) = validate_text(&title, &body)?;
                if title == self.title && body == self.body {
                    return Err(QuestionError::Identical);
                }
                sink.write(QuestionEvent::QuestionEdited { title, body }, self)
                    .await;
            }
            QuestionCommand::AnswerQuestion { answer, author_id } => {
                let answer = text::required_text(&answer, ANSWER_MAX_CHARS)
                    .ok_or(QuestionError::InvalidAnswer)?;
                // An answered question is not answered over: to replace the answer, reopen the
                // question first. A closed one may be answered (it becomes answered).
                let from = self.leave(QuestionStatus::Answered)?;
                let event = QuestionEvent::QuestionAnswered {
                    answer,
                    author_id,
                    from,
                };
                sink.write(event, self).await;
            }
            QuestionCommand::CloseQuestion => {
                let from = self.leave(QuestionStatus::Closed)?;
                sink.write(QuestionEvent::QuestionClosed { from }, self)
                    .await;
            }
            QuestionCommand::ReopenQuestion => {
                let from = self.leave(QuestionStatus::Processing)?;
                sink.write(QuestionEvent::QuestionReopened { from }, self)
                    .await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: QuestionEvent) {
        match event {
            QuestionEvent::QuestionAsked {
                question_id,
                scope,
                title,
                body,
                asker_id,
            } => {
                *self = Question {
                    id: Some(question_id),
                    scope,
                    title,
                    body,
                    status: QuestionStatus::Processing,
                    asker_id,
                    answer: None,
                    answered_by: None,
                    deleted: false,
                };
            }
            QuestionEvent::QuestionEdited { title, body } => {
                self.title = title;
                self.body = body;
            }
            QuestionEvent::QuestionAnswered {
                answer, author_id, ..
            } => {
                self.status = QuestionStatus::Answered;
                self.answer = Some(answer);
                self.answered_by = author_id;
            }
            QuestionEvent::QuestionClosed { .. } => self.status = QuestionStatus::Closed,
            QuestionEvent::QuestionReopened { .. } => self.status = QuestionStatus::Processing,
            QuestionEvent::QuestionDeleted {} => self.deleted = true,
            QuestionEvent::QuestionRestored {} => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
