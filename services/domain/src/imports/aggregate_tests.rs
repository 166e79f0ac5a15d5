//! Given/when/then tests: every import command and every rejection.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::imports::{ImportColumn, ImportOutcome, ImportRowResult};

const IMPORT: Uuid = Uuid::from_u128(0x1a);
const A: Uuid = Uuid::from_u128(0xa1);

fn imports() -> TestFramework<Import> {
    TestFramework::with(())
}

fn columns(fields: &[Option<&str>]) -> Vec<ImportColumn> {
    fields
        .iter()
        .enumerate()
        .map(|(i, field)| ImportColumn {
            header: format!("column {i}"),
            field: field.map(str::to_owned),
        })
        .collect()
}

fn start(rows: u32, fields: &[Option<&str>]) -> ImportCommand {
    ImportCommand::StartImport {
        import_id: IMPORT,
        entity_type: "Organization".into(),
        file_name: "customers.csv".into(),
        encoding: "Shift_JIS".into(),
        sha256: "ab".into(),
        columns: columns(fields),
        rows,
    }
}

fn started() -> ImportEvent {
    ImportEvent::ImportStarted {
        import_id: IMPORT,
        entity_type: "Organization".into(),
        file_name: "customers.csv".into(),
        encoding: "Shift_JIS".into(),
        sha256: "ab".into(),
        columns: columns(&[Some("name"), None]),
        rows: 2,
    }
}

fn created(line: u32) -> ImportRowResult {
    ImportRowResult {
        line,
        outcome: ImportOutcome::Created { id: A },
    }
}

fn refused(line: u32) -> ImportRowResult {
    ImportRowResult {
        line,
        outcome: ImportOutcome::Refused {
            code: "203.O001.001".into(),
            field: Some("name".into()),
        },
    }
}

fn done(results: Vec<ImportRowResult>) -> ImportEvent {
    ImportEvent::ImportRowsDone { results }
}

async fn rejected(given: Vec<ImportEvent>, when: ImportCommand, error: ImportError) {
    imports()
        .given(given)
        .when_async(when)
        .await
        .then_expect_error(error);
}

#[tokio::test]
async fn starting_an_import_records_the_file_and_its_mapping() {
    imports()
        .given_no_previous_events()
        .when_async(start(2, &[Some("name"), None]))
        .await
        .then_expect_events(vec![started()]);
}

#[tokio::test]
async fn rows_are_recorded_in_the_files_order() {
    imports()
        .given(vec![started()])
        .when_async(ImportCommand::RecordImportRows {
            results: vec![created(2)],
        })
        .await
        .then_expect_events(vec![done(vec![created(2)])]);
}

#[tokio::test]
async fn an_import_with_every_row_done_finishes() {
    imports()
        .given(vec![started(), done(vec![created(2), refused(4)])])
        .when_async(ImportCommand::FinishImport)
        .await
        .then_expect_events(vec![ImportEvent::ImportFinished]);
}

#[tokio::test]
async fn a_running_import_can_be_interrupted_with_rows_left() {
    imports()
        .given(vec![started(), done(vec![created(2)])])
        .when_async(ImportCommand::InterruptImport)
        .await
        .then_expect_events(vec![ImportEvent::ImportInterrupted]);
}

#[tokio::test]
async fn an_import_is_started_once() {
    rejected(
        vec![started()],
        start(2, &[Some("name")]),
        ImportError::AlreadyExists,
    )
    .await;
}

#[tokio::test]
async fn a_file_without_rows_is_refused() {
    rejected(vec![], start(0, &[Some("name")]), ImportError::NoRows).await;
}

#[tokio::test]
async fn a_file_with_more_rows_than_an_import_holds_is_refused() {
    rejected(
        vec![],
        start(MAX_ROWS + 1, &[Some("name")]),
        ImportError::TooManyRows,
    )
    .await;
}

#[tokio::test]
async fn two_columns_mapped_to_one_field_are_refused() {
    rejected(
        vec![],
        start(2, &[Some("name"), Some("name")]),
        ImportError::FieldMappedTwice,
    )
    .await;
}

#[tokio::test]
async fn rows_of_an_import_never_started_are_refused() {
    rejected(
        vec![],
        ImportCommand::RecordImportRows {
            results: vec![created(2)],
        },
        ImportError::NotFound,
    )
    .await;
}

#[tokio::test]
async fn a_row_recorded_again_is_out_of_order() {
    rejected(
        vec![started(), done(vec![created(2)])],
        ImportCommand::RecordImportRows {
            results: vec![created(2)],
        },
        ImportError::OutOfOrder,
    )
    .await;
}

#[tokio::test]
async fn more_rows_than_the_file_holds_are_out_of_order() {
    rejected(
        vec![started()],
        ImportCommand::RecordImportRows {
            results: vec![created(2), created(3), created(4)],
        },
        ImportError::OutOfOrder,
    )
    .await;
}

#[tokio::test]
async fn an_empty_chunk_is_out_of_order() {
    rejected(
        vec![started()],
        ImportCommand::RecordImportRows { results: vec![] },
        ImportError::OutOfOrder,
    )
    .await;
}

#[tokio::test]
async fn an_import_with_rows_left_does_not_finish() {
    rejected(
        vec![started(), done(vec![created(2)])],
        ImportCommand::FinishImport,
        ImportError::RowsLeft,
    )
    .await;
}

#[tokio::test]
async fn a_finished_import_takes_no_more_rows() {
    rejected(
        vec![
            started(),
            done(vec![created(2), created(3)]),
            ImportEvent::ImportFinished,
        ],
        ImportCommand::RecordImportRows {
            results: vec![created(4)],
        },
        ImportError::AlreadyFinished,
    )
    .await;
}

#[tokio::test]
async fn an_interrupted_import_is_not_interrupted_again() {
    rejected(
        vec![started(), ImportEvent::ImportInterrupted],
        ImportCommand::InterruptImport,
        ImportError::AlreadyFinished,
    )
    .await;
}

#[tokio::test]
async fn an_import_never_started_cannot_finish() {
    rejected(vec![], ImportCommand::FinishImport, ImportError::NotFound).await;
}
