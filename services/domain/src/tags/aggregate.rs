use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{NAME_MAX_CHARS, TagColor, TagCommand, TagEvent};
use crate::text;

/// Why a tag command was rejected. Each variant maps to one catalogue code at the edge.
/// ('Name already exists' is decided at the edge, by the unique name claim, before the command.)
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TagError {
    #[error("Tag not found")]
    NotFound,
    #[error("Tag already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid color")]
    InvalidColor,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    Identical,
    /// Issue 35: only a tag in the trash is restored.
    #[error("Not in the trash")]
    NotDeleted,
}

/// A tag's state, as far as its rules need it. `deleted`: in the trash (issue 35), where items
/// that carry it keep its id, so a restore brings it back on every one of them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Tag {
    pub id: Option<Uuid>,
    pub name: String,
    pub color: TagColor,
    #[serde(default)]
    pub deleted: bool,
}

impl Tag {
    fn live(&self) -> bool {
        self.id.is_some() && !self.deleted
    }
}

fn valid(name: &str, color: &str) -> Result<(String, TagColor), TagError> {
    let name = text::required_text(name, NAME_MAX_CHARS).ok_or(TagError::InvalidName)?;
    let color = TagColor::from_name(color).ok_or(TagError::InvalidColor)?;
    Ok((name, color))
}

impl Aggregate for Tag {
    const TYPE: &'static str = "Tag";
    type Command = TagCommand;
    type Event = TagEvent;
    type Error = TagError;
    type Services = ();

    async fn handle(
        &mut self,
        command: TagCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), TagError> {
        match command {
            TagCommand::CreateTag {
                tag_id,
                name,
                color,
            } => {
                if self.id.is_some() {
                    return Err(TagError::AlreadyExists);
                }
                let (name, color) = valid(&name, &color)?;
                sink.write(
                    TagEvent::TagCreated {
                        tag_id,
                        name,
                        color,
                    },
                    self,
                )
                .await;
            }
            TagCommand::UpdateTag { name, color } => {
                if !self.live() {
                    return Err(TagError::NotFound);
                }
                let (name, color) = valid(&name, &color)?;
                if name == self.name && color == self.color {
                    return Err(TagError::Identical);
                }
                if name != self.name {
                    sink.write(TagEvent::TagRenamed { name }, self).await;
                }
                if color != self.color {
                    sink.write(TagEvent::TagRecoloured { color }, self).await;
                }
            }
            TagCommand::DeleteTag => {
                if !self.live() {
                    return Err(TagError::NotFound);
                }
                sink.write(TagEvent::TagDeleted, self).await;
            }
            TagCommand::RestoreTag => {
                if self.id.is_none() {
                    return Err(TagError::NotFound);
                }
                if !self.deleted {
                    return Err(TagError::NotDeleted);
                }
                sink.write(TagEvent::TagRestored, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: TagEvent) {
        match event {
            TagEvent::TagCreated {
                tag_id,
                name,
                color,
            } => {
                *self = Tag {
                    id: Some(tag_id),
                    name,
                    color,
                    deleted: false,
                };
            }
            TagEvent::TagRenamed { name } => self.name = name,
            TagEvent::TagRecoloured { color } => self.color = color,
            TagEvent::TagDeleted => self.deleted = true,
            TagEvent::TagRestored => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
