use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// A tag's colour: the palette the web app draws badges with (light and dark schemes alike).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TagColor {
    #[default]
    Gray,
    Red,
    Pink,
    Grape,
    Violet,
    Indigo,
    Blue,
    Cyan,
    Teal,
    Green,
    Lime,
    Yellow,
    Orange,
}

impl TagColor {
    pub const ALL: [TagColor; 13] = [
        Self::Gray,
        Self::Red,
        Self::Pink,
        Self::Grape,
        Self::Violet,
        Self::Indigo,
        Self::Blue,
        Self::Cyan,
        Self::Teal,
        Self::Green,
        Self::Lime,
        Self::Yellow,
        Self::Orange,
    ];

    /// The palette name, as the API and the read model carry it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Gray => "gray",
            Self::Red => "red",
            Self::Pink => "pink",
            Self::Grape => "grape",
            Self::Violet => "violet",
            Self::Indigo => "indigo",
            Self::Blue => "blue",
            Self::Cyan => "cyan",
            Self::Teal => "teal",
            Self::Green => "green",
            Self::Lime => "lime",
            Self::Yellow => "yellow",
            Self::Orange => "orange",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        let name = name.trim();
        Self::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// What happened to a tag. Names are past tense and stable; see `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum TagEvent {
    TagCreated {
        tag_id: Uuid,
        name: String,
        color: TagColor,
    },
    TagRenamed {
        name: String,
    },
    TagRecoloured {
        color: TagColor,
    },
    /// To the trash (issue 35; before it, a deletion was final and is now read as one to the
    /// trash: a tag deleted then can be restored too).
    TagDeleted,
    /// Back from the trash, as it was deleted.
    TagRestored,
}

impl TagEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "TagCreated",
        "TagRenamed",
        "TagRecoloured",
        "TagDeleted",
        "TagRestored",
    ];
}

impl DomainEvent for TagEvent {
    fn event_type(&self) -> String {
        match self {
            Self::TagCreated { .. } => "TagCreated",
            Self::TagRenamed { .. } => "TagRenamed",
            Self::TagRecoloured { .. } => "TagRecoloured",
            Self::TagDeleted => "TagDeleted",
            Self::TagRestored => "TagRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
