use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// One column of the file and the field it fills (`None`: left out).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportColumn {
    pub header: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}

/// What became of one row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum ImportOutcome {
    /// A new record, made by its area's own command.
    Created { id: Uuid },
    /// An existing record, found by its natural key, changed to the row's values.
    Updated { id: Uuid },
    /// An existing record that already held the row's values: left alone.
    Unchanged { id: Uuid },
    /// Refused, with the catalogue code the single edit would have answered, and the field it
    /// concerns where one does.
    Refused {
        code: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        field: Option<String>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportRowResult {
    /// The row's line in the file (the header is line 1).
    pub line: u32,
    #[serde(flatten)]
    pub outcome: ImportOutcome,
}

/// What happened to an import. Names are past tense and stable.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ImportEvent {
    ImportStarted {
        import_id: Uuid,
        entity_type: String,
        file_name: String,
        encoding: String,
        sha256: String,
        columns: Vec<ImportColumn>,
        rows: u32,
    },
    ImportRowsDone {
        results: Vec<ImportRowResult>,
    },
    ImportFinished,
    ImportInterrupted,
}

impl ImportEvent {
    pub const TYPES: &'static [&'static str] = &[
        "ImportStarted",
        "ImportRowsDone",
        "ImportFinished",
        "ImportInterrupted",
    ];
}

impl DomainEvent for ImportEvent {
    fn event_type(&self) -> String {
        match self {
            Self::ImportStarted { .. } => "ImportStarted",
            Self::ImportRowsDone { .. } => "ImportRowsDone",
            Self::ImportFinished => "ImportFinished",
            Self::ImportInterrupted => "ImportInterrupted",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
