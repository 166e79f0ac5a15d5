use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    ApplicationNodeCommand, ApplicationNodeEvent, ApplicationServices, NodeKind, NodeStatus, Tree,
};
use crate::applications::{CONTENT_MAX_CHARS, MAX_POSITION, NAME_MAX_CHARS};
use crate::text;

/// Why a page or requirement command was rejected. Each variant maps to one catalogue code at
/// the edge; the messages are the spec's words (§4, §8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApplicationNodeError {
    #[error("Page or requirement not found")]
    NotFound,
    #[error("Page or requirement already exists")]
    AlreadyExists,
    #[error("Project application not found")]
    ApplicationNotFound,
    /// The parent named does not exist, or is in another application or the other tree.
    /// `tree` is the tree of the node being placed ('page directory not found').
    #[error("{} directory not found", .tree.noun())]
    ParentNotFound { tree: Tree },
    /// Spec §4: only directory-type requirements or pages can have children.
    #[error("Only directories can have children")]
    ParentNotDirectory,
    /// A directory moved into itself or somewhere below itself.
    #[error("A directory cannot be moved into itself")]
    MoveIntoOwnSubtree,
    #[error("Invalid position")]
    InvalidPosition,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid content")]
    InvalidContent,
    #[error("Invalid status")]
    InvalidStatus,
    /// Spec §4: setting a status to its current value is rejected.
    #[error("Current status is same to new status")]
    StatusSame,
    /// Spec §5: updates equal to current data are rejected (a move to where the node is, too).
    #[error("The submitted data is identical to current information.")]
    NothingChanged,
    /// Only a page links requirements.
    #[error("Only pages can link requirements")]
    NotAPage,
    /// No such requirement in the requirement tree of the page's application.
    #[error("Requirement not found")]
    RequirementNotFound,
    #[error("Assignment already exists")]
    AssignmentExists,
    #[error("Assignment not found")]
    AssignmentNotFound,
    /// Issue 35: only a deleted node is restored from the trash.
    #[error("The page or requirement is not deleted")]
    NotDeleted,
    /// It went to the trash with the directory `directory_id` above it, and comes back only
    /// with it (restoring that directory brings back its subtree as it was).
    #[error("It was deleted with its directory; restore the directory")]
    DeletedWithDirectory { directory_id: Uuid },
    /// It went to the trash with its application, and comes back only with it.
    #[error("It was deleted with its application; restore the application")]
    DeletedWithApplication,
    /// Its directory is in the trash (deleted after it): it comes back only under it, once
    /// that directory is back, not somewhere it never was.
    #[error("Its directory is in the trash; restore the directory first")]
    ParentDeleted,
    /// Its application is in the trash (deleted after it).
    #[error("Its application is in the trash; restore the application first")]
    ApplicationDeleted,
    #[error("application lookup failed: {0}")]
    Lookup(String),
}

/// A page's or requirement's state, as far as its rules need it. Also folded for auditors'
/// history, hence the plain field names. Before creation `id` is `None` and the rest is empty.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ApplicationNode {
    pub id: Option<Uuid>,
    pub application_id: Uuid,
    pub tree: Tree,
    pub kind: NodeKind,
    /// `None` at the top of the tree.
    pub parent_id: Option<Uuid>,
    /// Its place among its siblings.
    pub position: i32,
    pub name: String,
    pub content: String,
    pub status: NodeStatus,
    /// Pages only: the requirements the page implements, in the order they were linked.
    pub requirement_ids: Vec<Uuid>,
    /// In the trash (issue 35): every command but its restore finds no node. A state
    /// serialized before the trash reads as not deleted.
    #[serde(default)]
    pub deleted: bool,
    /// What it went to the trash with, when not on its own: it comes back only with that.
    #[serde(default)]
    pub deleted_with: Option<DeletedWith>,
}

/// What took a node to the trash with it (issue 35).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeletedWith {
    /// The directory above it that was deleted.
    Directory(Uuid),
    /// Its application.
    Application,
}

/// The checks on the form's two text fields, in its order: the name is trimmed and required,
/// the content (markdown) optional and kept as sent (leading spaces can be meaningful).
fn validate(name: &str, content: String) -> Result<(String, String), ApplicationNodeError> {
    let name =
        text::required_text(name, NAME_MAX_CHARS).ok_or(ApplicationNodeError::InvalidName)?;
    // Counted like `text::optional_text`, without copying content of up to 100,000 characters.
    if content.chars().count() > CONTENT_MAX_CHARS {
        return Err(ApplicationNodeError::InvalidContent);
    }
    Ok((name, content))
}

fn valid_status(status_id: i32) -> Result<NodeStatus, ApplicationNodeError> {
    NodeStatus::from_id(status_id).ok_or(ApplicationNodeError::InvalidStatus)
}

fn valid_position(position: i32) -> Result<i32, ApplicationNodeError> {
    if (0..=MAX_POSITION).contains(&position) {
        Ok(position)
    } else {
        Err(ApplicationNodeError::InvalidPosition)
    }
}

/// `parent_id`, when there is one, must be a directory of `tree` in the application
/// `application_id`. A parent elsewhere is not found: it is not one of this tree's directories.
async fn check_parent(
    services: &ApplicationServices,
    parent_id: Option<Uuid>,
    application_id: Uuid,
    tree: Tree,
) -> Result<(), ApplicationNodeError> {
    let Some(parent_id) = parent_id else {
        return Ok(());
    };
    let facts = services
        .lookup
        .node(parent_id)
        .await
        .map_err(ApplicationNodeError::Lookup)?;
    match facts {
        Some(facts) if facts.application_id == application_id && facts.tree == tree => {
            if facts.kind == NodeKind::Directory {
                Ok(())
            } else {
                Err(ApplicationNodeError::ParentNotDirectory)
            }
        }
        _ => Err(ApplicationNodeError::ParentNotFound { tree }),
    }
}

impl ApplicationNode {
    /// Whether it was created and is not in the trash (issue 35).
    pub fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// A restore from the trash (issue 35): `RestoreNode` of one deleted on its own, where it
    /// was; `RestoreWithDirectory` and `RestoreWithApplication` of one that went with another.
    async fn restore(
        &self,
        command: ApplicationNodeCommand,
        services: &ApplicationServices,
    ) -> Result<ApplicationNodeEvent, ApplicationNodeError> {
        if self.id.is_none() {
            return Err(ApplicationNodeError::NotFound);
        }
        if !self.deleted {
            return Err(ApplicationNodeError::NotDeleted);
        }
        match (command, self.deleted_with) {
            (ApplicationNodeCommand::RestoreNode, None) => {}
            (ApplicationNodeCommand::RestoreNode, Some(DeletedWith::Directory(directory_id))) => {
                return Err(ApplicationNodeError::DeletedWithDirectory { directory_id });
            }
            (ApplicationNodeCommand::RestoreNode, Some(DeletedWith::Application)) => {
                return Err(ApplicationNodeError::DeletedWithApplication);
            }
            (
                ApplicationNodeCommand::RestoreWithDirectory { directory_id },
                Some(DeletedWith::Directory(with)),
            ) if with == directory_id => {
                return Ok(ApplicationNodeEvent::NodeRestoredWithDirectory { directory_id });
            }
            (ApplicationNodeCommand::RestoreWithApplication, Some(DeletedWith::Application)) => {
                return Ok(ApplicationNodeEvent::NodeRestoredWithApplication {});
            }
            // Not deleted with that one: nothing of it to bring back.
            _ => return Err(ApplicationNodeError::NotDeleted),
        }
        // On its own, it comes back where it was, so what held it must be there: its
        // application and its directory may have gone to the trash after it (nothing named it
        // then). Its place is the projection's: among its siblings as they are now.
        let known = services
            .lookup
            .application_exists(self.application_id)
            .await
            .map_err(ApplicationNodeError::Lookup)?;
        if !known {
            return Err(ApplicationNodeError::ApplicationDeleted);
        }
        if let Some(parent_id) = self.parent_id {
            let parent = services
                .lookup
                .node(parent_id)
                .await
                .map_err(ApplicationNodeError::Lookup)?;
            if parent.is_none() {
                return Err(ApplicationNodeError::ParentDeleted);
            }
        }
        Ok(ApplicationNodeEvent::NodeRestored {})
    }

    /// The one event `command` makes, or why it is refused.
    async fn decide(
        &self,
        command: ApplicationNodeCommand,
        services: &ApplicationServices,
    ) -> Result<ApplicationNodeEvent, ApplicationNodeError> {
        if let ApplicationNodeCommand::CreateNode {
            node_id,
            application_id,
            tree,
            kind,
            parent_id,
            position,
            name,
            content,
            status_id,
        } = command
        {
            if self.id.is_some() {
                return Err(ApplicationNodeError::AlreadyExists);
            }
            let (name, content) = validate(&name, content)?;
            let status = valid_status(status_id)?;
            let position = valid_position(position)?;
            let known = services
                .lookup
                .application_exists(application_id)
                .await
                .map_err(ApplicationNodeError::Lookup)?;
            if !known {
                return Err(ApplicationNodeError::ApplicationNotFound);
            }
            check_parent(services, parent_id, application_id, tree).await?;
            return Ok(ApplicationNodeEvent::NodeCreated {
                node_id,
                application_id,
                tree,
                kind,
                parent_id,
                position,
                name,
                content,
                status,
            });
        }
        if matches!(
            command,
            ApplicationNodeCommand::RestoreNode
                | ApplicationNodeCommand::RestoreWithDirectory { .. }
                | ApplicationNodeCommand::RestoreWithApplication
        ) {
            return self.restore(command, services).await;
        }
        // A deleted node is not found by any other command (issue 35).
        let Some(id) = self.id.filter(|_| !self.deleted) else {
            return Err(ApplicationNodeError::NotFound);
        };
        Ok(match command {
            ApplicationNodeCommand::CreateNode { .. }
            | ApplicationNodeCommand::RestoreNode
            | ApplicationNodeCommand::RestoreWithDirectory { .. }
            | ApplicationNodeCommand::RestoreWithApplication => unreachable!("handled above"),
            // Whoever may edit it deletes it (the edge asks; issue 35). What a page links
            // stays linked: a link to a deleted requirement reads "(deleted)", and comes alive
            // again with it (a requirement's pages implement it; they do not depend on it).
            ApplicationNodeCommand::DeleteNode => ApplicationNodeEvent::NodeDeleted {},
            ApplicationNodeCommand::DeleteWithDirectory { directory_id } => {
                ApplicationNodeEvent::NodeDeletedWithDirectory { directory_id }
            }
            ApplicationNodeCommand::DeleteWithApplication => {
                ApplicationNodeEvent::NodeDeletedWithApplication {}
            }
            ApplicationNodeCommand::EditNode { name, content } => {
                let (name, content) = validate(&name, content)?;
                if name == self.name && content == self.content {
                    return Err(ApplicationNodeError::NothingChanged);
                }
                ApplicationNodeEvent::NodeEdited { name, content }
            }
            ApplicationNodeCommand::ChangeNodeStatus { status_id } => {
                let to = valid_status(status_id)?;
                if to == self.status {
                    return Err(ApplicationNodeError::StatusSame);
                }
                ApplicationNodeEvent::NodeStatusChanged {
                    from: self.status,
                    to,
                }
            }
            ApplicationNodeCommand::MoveNode {
                parent_id,
                position,
            } => {
                let position = valid_position(position)?;
                // No "nothing changed" here: a node's place shifts when its siblings come and
                // go, which its own events never see, so the place it was last given may not be
                // where it is. The edge compares with the read model's place instead.
                if parent_id == Some(id) {
                    return Err(ApplicationNodeError::MoveIntoOwnSubtree);
                }
                // A new place among the same siblings asks nothing: the parent was checked when
                // the node went in, and what it is never changes.
                let new_parent = parent_id.filter(|_| parent_id != self.parent_id);
                check_parent(services, new_parent, self.application_id, self.tree).await?;
                // Only a directory has a subtree; a leaf's would-be parent, a directory, cannot
                // lie below it.
                if let (Some(target), NodeKind::Directory) = (new_parent, self.kind) {
                    let within = services
                        .lookup
                        .is_within(target, id)
                        .await
                        .map_err(ApplicationNodeError::Lookup)?;
                    if within {
                        return Err(ApplicationNodeError::MoveIntoOwnSubtree);
                    }
                }
                ApplicationNodeEvent::NodeMoved {
                    from_parent: self.parent_id,
                    to_parent: parent_id,
                    from_position: self.position,
                    to_position: position,
                }
            }
            ApplicationNodeCommand::LinkRequirement { requirement_id } => {
                if self.tree != Tree::Pages {
                    return Err(ApplicationNodeError::NotAPage);
                }
                if self.requirement_ids.contains(&requirement_id) {
                    return Err(ApplicationNodeError::AssignmentExists);
                }
                let facts = services
                    .lookup
                    .node(requirement_id)
                    .await
                    .map_err(ApplicationNodeError::Lookup)?;
                let in_requirements = facts.is_some_and(|facts| {
                    facts.application_id == self.application_id && facts.tree == Tree::Requirements
                });
                if !in_requirements {
                    return Err(ApplicationNodeError::RequirementNotFound);
                }
                ApplicationNodeEvent::RequirementLinked { requirement_id }
            }
            ApplicationNodeCommand::UnlinkRequirement { requirement_id } => {
                if self.tree != Tree::Pages {
                    return Err(ApplicationNodeError::NotAPage);
                }
                if !self.requirement_ids.contains(&requirement_id) {
                    return Err(ApplicationNodeError::AssignmentNotFound);
                }
                ApplicationNodeEvent::RequirementUnlinked { requirement_id }
            }
        })
    }
}

impl Aggregate for ApplicationNode {
    const TYPE: &'static str = "ApplicationNode";
    type Command = ApplicationNodeCommand;
    type Event = ApplicationNodeEvent;
    type Error = ApplicationNodeError;
    type Services = ApplicationServices;

    async fn handle(
        &mut self,
        command: ApplicationNodeCommand,
        services: &ApplicationServices,
        sink: &EventSink<Self>,
    ) -> Result<(), ApplicationNodeError> {
        let event = self.decide(command, services).await?;
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: ApplicationNodeEvent) {
        match event {
            ApplicationNodeEvent::NodeCreated {
                node_id,
                application_id,
                tree,
                kind,
                parent_id,
                position,
                name,
                content,
                status,
            } => {
                *self = ApplicationNode {
                    id: Some(node_id),
                    application_id,
                    tree,
                    kind,
                    parent_id,
                    position,
                    name,
                    content,
                    status,
                    requirement_ids: Vec::new(),
                    deleted: false,
                    deleted_with: None,
                };
            }
            ApplicationNodeEvent::NodeEdited { name, content } => {
                self.name = name;
                self.content = content;
            }
            ApplicationNodeEvent::NodeStatusChanged { to, .. } => self.status = to,
            ApplicationNodeEvent::NodeMoved {
                to_parent,
                to_position,
                ..
            } => {
                self.parent_id = to_parent;
                self.position = to_position;
            }
            ApplicationNodeEvent::RequirementLinked { requirement_id } => {
                self.requirement_ids.push(requirement_id);
            }
            ApplicationNodeEvent::RequirementUnlinked { requirement_id } => {
                self.requirement_ids.retain(|id| *id != requirement_id);
            }
            ApplicationNodeEvent::NodeDeleted {} => {
                self.deleted = true;
                self.deleted_with = None;
            }
            ApplicationNodeEvent::NodeDeletedWithDirectory { directory_id } => {
                self.deleted = true;
                self.deleted_with = Some(DeletedWith::Directory(directory_id));
            }
            ApplicationNodeEvent::NodeDeletedWithApplication {} => {
                self.deleted = true;
                self.deleted_with = Some(DeletedWith::Application);
            }
            ApplicationNodeEvent::NodeRestored {}
            | ApplicationNodeEvent::NodeRestoredWithDirectory { .. }
            | ApplicationNodeEvent::NodeRestoredWithApplication {} => {
                self.deleted = false;
                self.deleted_with = None;
            }
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
