use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{ImportCommand, ImportEvent, MAX_ROWS};

/// Why an import command was rejected. Each variant maps to one catalogue code at the edge.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error("Import not found")]
    NotFound,
    #[error("Import already exists")]
    AlreadyExists,
    #[error("The file has no rows")]
    NoRows,
    #[error("The file has too many rows")]
    TooManyRows,
    /// A column is mapped to a field another column already fills.
    #[error("A field is mapped twice")]
    FieldMappedTwice,
    /// Results arrive in the file's order, each row once, none past the last.
    #[error("Results out of order")]
    OutOfOrder,
    #[error("The import has already finished")]
    AlreadyFinished,
    #[error("Rows are left to do")]
    RowsLeft,
}

/// An import's state, as far as its rules need it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Import {
    pub id: Option<Uuid>,
    pub entity_type: String,
    pub rows: u32,
    /// How many rows are done, and the line of the last one.
    pub done: u32,
    pub last_line: u32,
    pub created: u32,
    pub updated: u32,
    /// Finished or interrupted: no more results.
    pub ended: bool,
}

impl Aggregate for Import {
    const TYPE: &'static str = "Import";
    type Command = ImportCommand;
    type Event = ImportEvent;
    type Error = ImportError;
    type Services = ();

    async fn handle(
        &mut self,
        command: ImportCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), ImportError> {
        match command {
            ImportCommand::StartImport {
                import_id,
                entity_type,
                file_name,
                encoding,
                sha256,
                columns,
                rows,
            } => {
                if self.id.is_some() {
                    return Err(ImportError::AlreadyExists);
                }
                if rows == 0 {
                    return Err(ImportError::NoRows);
                }
                if rows > MAX_ROWS {
                    return Err(ImportError::TooManyRows);
                }
                let mut fields: Vec<&str> =
                    columns.iter().filter_map(|c| c.field.as_deref()).collect();
                let mapped = fields.len();
                fields.sort_unstable();
                fields.dedup();
                if fields.len() != mapped {
                    return Err(ImportError::FieldMappedTwice);
                }
                sink.write(
                    ImportEvent::ImportStarted {
                        import_id,
                        entity_type,
                        file_name,
                        encoding,
                        sha256,
                        columns,
                        rows,
                    },
                    self,
                )
                .await;
            }
            ImportCommand::RecordImportRows { results } => {
                self.running()?;
                let left = (self.rows - self.done) as usize;
                let in_order = results
                    .iter()
                    .try_fold(self.last_line, |last, r| (r.line > last).then_some(r.line))
                    .is_some();
                if results.is_empty() || results.len() > left || !in_order {
                    return Err(ImportError::OutOfOrder);
                }
                sink.write(ImportEvent::ImportRowsDone { results }, self)
                    .await;
            }
            ImportCommand::FinishImport => {
                self.running()?;
                if self.done < self.rows {
                    return Err(ImportError::RowsLeft);
                }
                sink.write(ImportEvent::ImportFinished, self).await;
            }
            ImportCommand::InterruptImport => {
                self.running()?;
                sink.write(ImportEvent::ImportInterrupted, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: ImportEvent) {
        match event {
            ImportEvent::ImportStarted {
                import_id,
                entity_type,
                rows,
                ..
            } => {
                *self = Import {
                    id: Some(import_id),
                    entity_type,
                    rows,
                    ..Import::default()
                };
            }
            ImportEvent::ImportRowsDone { results } => {
                use super::ImportOutcome::*;
                self.done += results.len() as u32;
                self.last_line = results.last().map_or(self.last_line, |r| r.line);
                for result in &results {
                    match result.outcome {
                        Created { .. } => self.created += 1,
                        Updated { .. } => self.updated += 1,
                        Unchanged { .. } | Refused { .. } => {}
                    }
                }
            }
            ImportEvent::ImportFinished | ImportEvent::ImportInterrupted => self.ended = true,
        }
    }
}

impl Import {
    /// Started and not yet ended: results may still arrive.
    fn running(&self) -> Result<(), ImportError> {
        if self.id.is_none() {
            return Err(ImportError::NotFound);
        }
        if self.ended {
            return Err(ImportError::AlreadyFinished);
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
