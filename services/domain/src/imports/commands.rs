use uuid::Uuid;

use super::{ImportColumn, ImportRowResult};

/// What the import runner asks of an import.
#[derive(Debug, Clone, PartialEq)]
pub enum ImportCommand {
    /// Opens the import: what the file is, how its columns map, and how many rows it holds.
    StartImport {
        import_id: Uuid,
        /// The rows' GraphQL type ("Organization").
        entity_type: String,
        file_name: String,
        /// How the file was read ("UTF-8", "UTF-8 with BOM", "Shift_JIS").
        encoding: String,
        /// The SHA-256 of the file's bytes, hex: the same file imported twice says so.
        sha256: String,
        columns: Vec<ImportColumn>,
        rows: u32,
    },
    /// What became of the next rows (a chunk, in the file's order).
    RecordImportRows { results: Vec<ImportRowResult> },
    /// Every row is done.
    FinishImport,
    /// The runner stopped before every row was done (its server went away); the rows written
    /// stay written, and running the file again finishes the rest.
    InterruptImport,
}

impl crate::Command for ImportCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::StartImport { .. } => "StartImport",
            Self::RecordImportRows { .. } => "RecordImportRows",
            Self::FinishImport => "FinishImport",
            Self::InterruptImport => "InterruptImport",
        }
    }
}
