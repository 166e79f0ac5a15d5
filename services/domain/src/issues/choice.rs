//! What the two lists admins manage for issues, [statuses](super::status) and
//! [categories](super::category), have in common: each entry is its own aggregate with a label
//! in en and in ja, a colour and a place in the list's order, under the same rules. Those live
//! here once, in [`Choice`]; a list is a [`ChoiceKind`] that names its aggregate type, its
//! commands and its events, and `choice_kind!` writes those from the names.
//!
//! Places are not renumbered when an entry moves: each entry keeps its own, and the read side
//! orders by place, then label. Unique labels, if wanted, are claimed at the edge (an aggregate
//! sees only itself).

use std::fmt::Debug;
use std::marker::PhantomData;

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{COLOURS, IssueServices, LABEL_MAX_CHARS, MAX_POSITION};
use crate::text;

/// Why a status or category command was rejected. Each variant maps to one catalogue code at
/// the edge, where the aggregate type says which list it was.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChoiceError {
    #[error("Not found")]
    NotFound,
    #[error("Already exists")]
    AlreadyExists,
    /// An empty or oversized label, in either language.
    #[error("Invalid label")]
    InvalidLabel,
    /// Not one of [`COLOURS`].
    #[error("Invalid colour")]
    InvalidColour,
    /// Outside `0..=`[`MAX_POSITION`].
    #[error("Invalid position")]
    InvalidPosition,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    NothingChanged,
    /// A restore of an entry that is not in the trash (issue 35).
    #[error("Not in the trash")]
    NotDeleted,
}

/// A list's commands, as the shared rules read them.
#[derive(Debug, Clone, PartialEq)]
pub enum ChoiceCommand {
    Create {
        id: Uuid,
        label_en: String,
        label_ja: String,
        colour: String,
        position: i32,
    },
    /// The edit form: both labels and the colour.
    Edit {
        label_en: String,
        label_ja: String,
        colour: String,
    },
    Move {
        position: i32,
    },
    /// Issue 35: to the trash. Issues that name the entry keep it and read it "(deleted)".
    Delete,
    /// Issue 35: back from the trash, as it was and in its place.
    Restore,
}

/// A list's events, as the shared rules write and fold them.
#[derive(Debug, Clone, PartialEq)]
pub enum ChoiceEvent {
    /// The labels trimmed.
    Created {
        id: Uuid,
        label_en: String,
        label_ja: String,
        colour: String,
        position: i32,
    },
    /// The labels trimmed.
    Edited {
        label_en: String,
        label_ja: String,
        colour: String,
    },
    Moved {
        from: i32,
        to: i32,
    },
    Deleted,
    Restored,
}

/// One list: its aggregate type and its own commands and events, which read as the shared
/// ones. Implemented by `choice_kind!`.
pub trait ChoiceKind: Debug + Clone + Default + PartialEq + Send + Sync + 'static {
    const TYPE: &'static str;
    type Command: From<ChoiceCommand> + Into<ChoiceCommand> + crate::Command + Send;
    type Event: DomainEvent + From<ChoiceEvent> + Into<ChoiceEvent>;
}

/// One entry of a list of kind `K`: its state and, as an [`Aggregate`], its rules. Also folded
/// for auditors' history, hence the plain field names.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Choice<K> {
    pub id: Option<Uuid>,
    pub label_en: String,
    pub label_ja: String,
    pub colour: String,
    pub position: i32,
    /// In the trash (issue 35): it takes no command but its restore.
    #[serde(default)]
    pub deleted: bool,
    #[serde(skip)]
    kind: PhantomData<K>,
}

/// The labels trimmed, once both labels and the colour are valid (in the form's order).
fn validate_labels(
    label_en: &str,
    label_ja: &str,
    colour: String,
) -> Result<(String, String, String), ChoiceError> {
    let label =
        |value| text::required_text(value, LABEL_MAX_CHARS).ok_or(ChoiceError::InvalidLabel);
    let (label_en, label_ja) = (label(label_en)?, label(label_ja)?);
    if !COLOURS.contains(&colour.as_str()) {
        return Err(ChoiceError::InvalidColour);
    }
    Ok((label_en, label_ja, colour))
}

fn validate_position(position: i32) -> Result<i32, ChoiceError> {
    if (0..=MAX_POSITION).contains(&position) {
        Ok(position)
    } else {
        Err(ChoiceError::InvalidPosition)
    }
}

impl<K> Choice<K> {
    /// The one event `command` makes, or why it is refused.
    fn decide(&self, command: ChoiceCommand) -> Result<ChoiceEvent, ChoiceError> {
        if let ChoiceCommand::Create {
            id,
            label_en,
            label_ja,
            colour,
            position,
        } = command
        {
            if self.id.is_some() {
                return Err(ChoiceError::AlreadyExists);
            }
            let (label_en, label_ja, colour) = validate_labels(&label_en, &label_ja, colour)?;
            return Ok(ChoiceEvent::Created {
                id,
                label_en,
                label_ja,
                colour,
                position: validate_position(position)?,
            });
        }
        if self.id.is_none() {
            return Err(ChoiceError::NotFound);
        }
        if let ChoiceCommand::Restore = command {
            return if self.deleted {
                Ok(ChoiceEvent::Restored)
            } else {
                Err(ChoiceError::NotDeleted)
            };
        }
        // A deleted entry reads as not found to everything but its restore.
        if self.deleted {
            return Err(ChoiceError::NotFound);
        }
        match command {
            ChoiceCommand::Create { .. } | ChoiceCommand::Restore => unreachable!("handled above"),
            // Nothing holds an entry back: an issue keeps the id it names and reads it
            // "(deleted)"; a change to a deleted entry is refused as not found.
            ChoiceCommand::Delete => Ok(ChoiceEvent::Deleted),
            ChoiceCommand::Edit {
                label_en,
                label_ja,
                colour,
            } => {
                let (label_en, label_ja, colour) = validate_labels(&label_en, &label_ja, colour)?;
                if (&label_en, &label_ja, &colour) == (&self.label_en, &self.label_ja, &self.colour)
                {
                    return Err(ChoiceError::NothingChanged);
                }
                Ok(ChoiceEvent::Edited {
                    label_en,
                    label_ja,
                    colour,
                })
            }
            ChoiceCommand::Move { position } => {
                let to = validate_position(position)?;
                if to == self.position {
                    return Err(ChoiceError::NothingChanged);
                }
                Ok(ChoiceEvent::Moved {
                    from: self.position,
                    to,
                })
            }
        }
    }
}

impl<K: ChoiceKind> Aggregate for Choice<K> {
    const TYPE: &'static str = K::TYPE;
    type Command = K::Command;
    type Event = K::Event;
    type Error = ChoiceError;
    /// Unused by the rules; shared by the whole area so the edge wires one thing.
    type Services = IssueServices;

    async fn handle(
        &mut self,
        command: K::Command,
        _: &IssueServices,
        sink: &EventSink<Self>,
    ) -> Result<(), ChoiceError> {
        let event = self.decide(command.into())?;
        sink.write(event.into(), self).await;
        Ok(())
    }

    fn apply(&mut self, event: K::Event) {
        match event.into() {
            ChoiceEvent::Created {
                id,
                label_en,
                label_ja,
                colour,
                position,
            } => {
                *self = Choice {
                    id: Some(id),
                    label_en,
                    label_ja,
                    colour,
                    position,
                    deleted: false,
                    kind: PhantomData,
                };
            }
            ChoiceEvent::Edited {
                label_en,
                label_ja,
                colour,
            } => {
                self.label_en = label_en;
                self.label_ja = label_ja;
                self.colour = colour;
            }
            ChoiceEvent::Moved { to, .. } => self.position = to,
            ChoiceEvent::Deleted => self.deleted = true,
            ChoiceEvent::Restored => self.deleted = false,
        }
    }
}

/// Declares one list: the marker type `kind` ([`ChoiceKind`]), the aggregate as an alias of
/// [`Choice`], the command and event enums with their own variant names and id field, their
/// `Command::name`, `TYPES` and `DomainEvent` (version 1.0), and the journal's `KIND`.
macro_rules! choice_kind {
    (
        $(#[$doc:meta])*
        kind $Kind:ident, aggregate $Aggregate:ident = $aggregate_type:literal, id $id:ident;
        command $Command:ident { $Create:ident, $Edit:ident, $Move:ident, $Delete:ident, $Restore:ident }
        event $Event:ident { $Created:ident, $Edited:ident, $Moved:ident, $Deleted:ident, $Restored:ident }
    ) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
        pub struct $Kind;

        /// One entry of the list, with [`Choice`](crate::issues::choice::Choice)'s rules.
        pub type $Aggregate = $crate::issues::choice::Choice<$Kind>;

        /// What an admin asks of an entry of the list.
        #[derive(Debug, Clone, PartialEq)]
        pub enum $Command {
            $Create {
                $id: ::uuid::Uuid,
                label_en: String,
                label_ja: String,
                colour: String,
                position: i32,
            },
            /// The edit form: both labels and the colour.
            $Edit {
                label_en: String,
                label_ja: String,
                colour: String,
            },
            /// Gives the entry another place in the list's order.
            $Move { position: i32 },
            /// To the trash (issue 35).
            $Delete,
            /// Back from the trash, as it was (issue 35).
            $Restore,
        }

        /// What happened to an entry of the list. Names are past tense and stable; see
        /// `event_version`.
        #[derive(Debug, Clone, PartialEq, ::serde::Serialize, ::serde::Deserialize)]
        pub enum $Event {
            /// The labels trimmed.
            $Created {
                $id: ::uuid::Uuid,
                label_en: String,
                label_ja: String,
                colour: String,
                position: i32,
            },
            /// The labels trimmed.
            $Edited {
                label_en: String,
                label_ja: String,
                colour: String,
            },
            $Moved { from: i32, to: i32 },
            /// To the trash (issue 35).
            $Deleted {},
            /// Back from the trash, as it was (issue 35).
            $Restored {},
        }

        impl $crate::Command for $Command {
            fn name(&self) -> &'static str {
                match self {
                    Self::$Create { .. } => stringify!($Create),
                    Self::$Edit { .. } => stringify!($Edit),
                    Self::$Move { .. } => stringify!($Move),
                    Self::$Delete => stringify!($Delete),
                    Self::$Restore => stringify!($Restore),
                }
            }
        }

        impl $Event {
            /// Every event type name this enum writes (auditors' labels are checked against
            /// it).
            pub const TYPES: &'static [&'static str] =
                &[
                    stringify!($Created),
                    stringify!($Edited),
                    stringify!($Moved),
                    stringify!($Deleted),
                    stringify!($Restored),
                ];
        }

        impl ::cqrs_es::DomainEvent for $Event {
            fn event_type(&self) -> String {
                match self {
                    Self::$Created { .. } => stringify!($Created),
                    Self::$Edited { .. } => stringify!($Edited),
                    Self::$Moved { .. } => stringify!($Moved),
                    Self::$Deleted { .. } => stringify!($Deleted),
                    Self::$Restored { .. } => stringify!($Restored),
                }
                .to_owned()
            }

            fn event_version(&self) -> String {
                "1.0".to_owned()
            }
        }

        impl From<$Command> for $crate::issues::choice::ChoiceCommand {
            fn from(command: $Command) -> Self {
                match command {
                    $Command::$Create { $id, label_en, label_ja, colour, position } => {
                        Self::Create { id: $id, label_en, label_ja, colour, position }
                    }
                    $Command::$Edit { label_en, label_ja, colour } => {
                        Self::Edit { label_en, label_ja, colour }
                    }
                    $Command::$Move { position } => Self::Move { position },
                    $Command::$Delete => Self::Delete,
                    $Command::$Restore => Self::Restore,
                }
            }
        }

        impl From<$crate::issues::choice::ChoiceCommand> for $Command {
            fn from(command: $crate::issues::choice::ChoiceCommand) -> Self {
                use $crate::issues::choice::ChoiceCommand as C;
                match command {
                    C::Create { id, label_en, label_ja, colour, position } => {
                        Self::$Create { $id: id, label_en, label_ja, colour, position }
                    }
                    C::Edit { label_en, label_ja, colour } => {
                        Self::$Edit { label_en, label_ja, colour }
                    }
                    C::Move { position } => Self::$Move { position },
                    C::Delete => Self::$Delete,
                    C::Restore => Self::$Restore,
                }
            }
        }

        impl From<$Event> for $crate::issues::choice::ChoiceEvent {
            fn from(event: $Event) -> Self {
                match event {
                    $Event::$Created { $id, label_en, label_ja, colour, position } => {
                        Self::Created { id: $id, label_en, label_ja, colour, position }
                    }
                    $Event::$Edited { label_en, label_ja, colour } => {
                        Self::Edited { label_en, label_ja, colour }
                    }
                    $Event::$Moved { from, to } => Self::Moved { from, to },
                    $Event::$Deleted {} => Self::Deleted,
                    $Event::$Restored {} => Self::Restored,
                }
            }
        }

        impl From<$crate::issues::choice::ChoiceEvent> for $Event {
            fn from(event: $crate::issues::choice::ChoiceEvent) -> Self {
                use $crate::issues::choice::ChoiceEvent as E;
                match event {
                    E::Created { id, label_en, label_ja, colour, position } => {
                        Self::$Created { $id: id, label_en, label_ja, colour, position }
                    }
                    E::Edited { label_en, label_ja, colour } => {
                        Self::$Edited { label_en, label_ja, colour }
                    }
                    E::Moved { from, to } => Self::$Moved { from, to },
                    E::Deleted => Self::$Deleted {},
                    E::Restored => Self::$Restored {},
                }
            }
        }

        impl $crate::issues::choice::ChoiceKind for $Kind {
            const TYPE: &'static str = $aggregate_type;
            type Command = $Command;
            type Event = $Event;
        }

        /// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
        pub const KIND: $crate::AggregateKind = $crate::AggregateKind {
            aggregate_type: $aggregate_type,
            event_types: $Event::TYPES,
            upcasters: $crate::no_upcasters,
        };
    };
}

pub(crate) use choice_kind;

#[cfg(test)]
#[path = "choice_tests.rs"]
mod tests;
