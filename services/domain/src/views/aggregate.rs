use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{LISTS, NAME_MAX_CHARS, QUERY_MAX_CHARS, SavedViewCommand, SavedViewEvent};
use crate::text;

/// Why a saved view command was rejected. Each variant maps to one catalogue code at the edge.
/// (Whether the shared role exists, and who may edit, are decided at the edge.)
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SavedViewError {
    #[error("Saved view not found")]
    NotFound,
    #[error("Saved view already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Unknown list")]
    InvalidList,
    #[error("Invalid query")]
    InvalidQuery,
    #[error("Invalid role")]
    InvalidRole,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    Identical,
    #[error("Not in the trash")]
    NotDeleted,
}

/// A saved view's state, as far as its rules need it (and history shows it).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SavedView {
    pub id: Option<Uuid>,
    pub owner_id: Option<Uuid>,
    pub list: String,
    pub name: String,
    pub query: String,
    pub shared_with_role_id: Option<i32>,
    #[serde(default)]
    pub deleted: bool,
}

impl SavedView {
    fn live(&self) -> bool {
        self.id.is_some() && !self.deleted
    }
}

/// The query as stored: without a leading `?`, at most [`QUERY_MAX_CHARS`], no control
/// characters and no fragment. Empty is allowed (the list as it opens).
fn valid_query(query: &str) -> Result<String, SavedViewError> {
    let query = query.trim();
    let query = query.strip_prefix('?').unwrap_or(query);
    if query.chars().count() > QUERY_MAX_CHARS
        || query
            .chars()
            .any(|c| c.is_control() || c == '#' || c.is_whitespace())
    {
        return Err(SavedViewError::InvalidQuery);
    }
    Ok(query.to_owned())
}

fn valid(
    name: &str,
    query: &str,
    role: Option<i32>,
) -> Result<(String, String, Option<i32>), SavedViewError> {
    let name = text::required_text(name, NAME_MAX_CHARS).ok_or(SavedViewError::InvalidName)?;
    let query = valid_query(query)?;
    if role.is_some_and(|role| role <= 0) {
        return Err(SavedViewError::InvalidRole);
    }
    Ok((name, query, role))
}

impl Aggregate for SavedView {
    const TYPE: &'static str = "SavedView";
    type Command = SavedViewCommand;
    type Event = SavedViewEvent;
    type Error = SavedViewError;
    type Services = ();

    async fn handle(
        &mut self,
        command: SavedViewCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), SavedViewError> {
        match command {
            SavedViewCommand::CreateSavedView {
                view_id,
                owner_id,
                list,
                name,
                query,
                shared_with_role_id,
            } => {
                if self.id.is_some() {
                    return Err(SavedViewError::AlreadyExists);
                }
                let list = list.trim();
                if !LISTS.contains(&list) {
                    return Err(SavedViewError::InvalidList);
                }
                let (name, query, shared_with_role_id) = valid(&name, &query, shared_with_role_id)?;
                sink.write(
                    SavedViewEvent::SavedViewCreated {
                        view_id,
                        owner_id,
                        list: list.to_owned(),
                        name,
                        query,
                        shared_with_role_id,
                    },
                    self,
                )
                .await;
            }
            SavedViewCommand::UpdateSavedView {
                name,
                query,
                shared_with_role_id,
            } => {
                if !self.live() {
                    return Err(SavedViewError::NotFound);
                }
                let (name, query, role) = valid(&name, &query, shared_with_role_id)?;
                if name == self.name && query == self.query && role == self.shared_with_role_id {
                    return Err(SavedViewError::Identical);
                }
                if name != self.name {
                    sink.write(SavedViewEvent::SavedViewRenamed { name }, self)
                        .await;
                }
                if query != self.query {
                    sink.write(SavedViewEvent::SavedViewQueryChanged { query }, self)
                        .await;
                }
                if role != self.shared_with_role_id {
                    sink.write(
                        SavedViewEvent::SavedViewSharingChanged {
                            shared_with_role_id: role,
                        },
                        self,
                    )
                    .await;
                }
            }
            SavedViewCommand::DeleteSavedView => {
                if !self.live() {
                    return Err(SavedViewError::NotFound);
                }
                sink.write(SavedViewEvent::SavedViewDeleted, self).await;
            }
            SavedViewCommand::RestoreSavedView => {
                if self.id.is_none() {
                    return Err(SavedViewError::NotFound);
                }
                if !self.deleted {
                    return Err(SavedViewError::NotDeleted);
                }
                sink.write(SavedViewEvent::SavedViewRestored, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: SavedViewEvent) {
        match event {
            SavedViewEvent::SavedViewCreated {
                view_id,
                owner_id,
                list,
                name,
                query,
                shared_with_role_id,
            } => {
                *self = SavedView {
                    id: Some(view_id),
                    owner_id: Some(owner_id),
                    list,
                    name,
                    query,
                    shared_with_role_id,
                    deleted: false,
                };
            }
            SavedViewEvent::SavedViewRenamed { name } => self.name = name,
            SavedViewEvent::SavedViewQueryChanged { query } => self.query = query,
            SavedViewEvent::SavedViewSharingChanged {
                shared_with_role_id,
            } => self.shared_with_role_id = shared_with_role_id,
            SavedViewEvent::SavedViewDeleted => self.deleted = true,
            SavedViewEvent::SavedViewRestored => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
