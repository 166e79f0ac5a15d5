//! Given/when/then tests: every batch command and every rejection.

use cqrs_es::test::TestFramework;
use serde_json::json;
use uuid::Uuid;

use super::*;
use crate::bulk::{BulkItemResult, RefusalReason};

const BATCH: Uuid = Uuid::from_u128(0xb1);
const UNDO: Uuid = Uuid::from_u128(0xb2);
const A: Uuid = Uuid::from_u128(0xa1);
const B: Uuid = Uuid::from_u128(0xa2);

fn batches() -> TestFramework<BulkEdit> {
    TestFramework::with(())
}

fn item(id: Uuid) -> BulkItem {
    BulkItem {
        id,
        version: Some(3),
    }
}

fn start(items: Vec<BulkItem>) -> BulkEditCommand {
    BulkEditCommand::StartBulkEdit {
        bulk_edit_id: BATCH,
        entity_type: "Issue".into(),
        field: "priority".into(),
        value: json!(1),
        items,
        undo_of: None,
    }
}

fn started() -> BulkEditEvent {
    BulkEditEvent::BulkEditStarted {
        bulk_edit_id: BATCH,
        entity_type: "Issue".into(),
        field: "priority".into(),
        value: json!(1),
        items: vec![item(A), item(B)],
        undo_of: None,
    }
}

fn changed(id: Uuid) -> BulkItemResult {
    BulkItemResult {
        item_id: id,
        outcome: BulkOutcome::Changed {
            before: json!(2),
            version: 4,
        },
    }
}

fn refused(id: Uuid) -> BulkItemResult {
    BulkItemResult {
        item_id: id,
        outcome: BulkOutcome::Refused {
            reason: RefusalReason::Stale,
            code: "204.X000.004".into(),
        },
    }
}

fn done(results: Vec<BulkItemResult>) -> BulkEditEvent {
    BulkEditEvent::BulkItemsDone { results }
}

async fn rejected(given: Vec<BulkEditEvent>, when: BulkEditCommand, error: BulkEditError) {
    batches()
        .given(given)
        .when_async(when)
        .await
        .then_expect_error(error);
}

#[tokio::test]
async fn starting_a_batch_records_its_items_in_order() {
    batches()
        .given_no_previous_events()
        .when_async(start(vec![item(A), item(B)]))
        .await
        .then_expect_events(vec![started()]);
}

#[tokio::test]
async fn results_are_recorded_in_the_batchs_order() {
    batches()
        .given(vec![started()])
        .when_async(BulkEditCommand::RecordBulkResults {
            results: vec![changed(A)],
        })
        .await
        .then_expect_events(vec![done(vec![changed(A)])]);
}

#[tokio::test]
async fn a_batch_with_every_item_done_finishes() {
    batches()
        .given(vec![started(), done(vec![changed(A), refused(B)])])
        .when_async(BulkEditCommand::FinishBulkEdit)
        .await
        .then_expect_events(vec![BulkEditEvent::BulkEditFinished]);
}

#[tokio::test]
async fn a_running_batch_can_be_interrupted_with_items_left() {
    batches()
        .given(vec![started(), done(vec![changed(A)])])
        .when_async(BulkEditCommand::InterruptBulkEdit)
        .await
        .then_expect_events(vec![BulkEditEvent::BulkEditInterrupted]);
}

#[tokio::test]
async fn a_finished_batch_that_changed_something_is_undone_once() {
    batches()
        .given(vec![
            started(),
            done(vec![changed(A), refused(B)]),
            BulkEditEvent::BulkEditFinished,
        ])
        .when_async(BulkEditCommand::MarkBulkEditUndone { undone_by: UNDO })
        .await
        .then_expect_events(vec![BulkEditEvent::BulkEditUndone { undone_by: UNDO }]);
}

#[tokio::test]
async fn a_batch_is_started_once() {
    rejected(
        vec![started()],
        start(vec![item(A)]),
        BulkEditError::AlreadyExists,
    )
    .await;
}

#[tokio::test]
async fn a_batch_without_items_is_refused() {
    rejected(vec![], start(vec![]), BulkEditError::NothingChosen).await;
}

#[tokio::test]
async fn a_batch_over_the_limit_is_refused() {
    let items = (0..=MAX_ITEMS as u128)
        .map(|n| item(Uuid::from_u128(n + 1)))
        .collect();
    rejected(vec![], start(items), BulkEditError::TooManyItems).await;
}

#[tokio::test]
async fn an_item_chosen_twice_is_refused() {
    rejected(
        vec![],
        start(vec![item(A), item(A)]),
        BulkEditError::DuplicateItem,
    )
    .await;
}

#[tokio::test]
async fn results_for_a_batch_never_started_are_refused() {
    let when = BulkEditCommand::RecordBulkResults {
        results: vec![changed(A)],
    };
    rejected(vec![], when, BulkEditError::NotFound).await;
}

#[tokio::test]
async fn results_out_of_the_batchs_order_are_refused() {
    let when = BulkEditCommand::RecordBulkResults {
        results: vec![changed(B)],
    };
    rejected(vec![started()], when, BulkEditError::OutOfOrder).await;
}

#[tokio::test]
async fn results_past_the_last_item_are_refused() {
    let when = BulkEditCommand::RecordBulkResults {
        results: vec![changed(B)],
    };
    rejected(
        vec![started(), done(vec![changed(A), refused(B)])],
        when,
        BulkEditError::OutOfOrder,
    )
    .await;
}

#[tokio::test]
async fn no_results_at_all_are_refused() {
    let when = BulkEditCommand::RecordBulkResults { results: vec![] };
    rejected(vec![started()], when, BulkEditError::OutOfOrder).await;
}

#[tokio::test]
async fn results_after_the_end_are_refused() {
    let when = BulkEditCommand::RecordBulkResults {
        results: vec![changed(B)],
    };
    rejected(
        vec![
            started(),
            done(vec![changed(A)]),
            BulkEditEvent::BulkEditInterrupted,
        ],
        when,
        BulkEditError::AlreadyFinished,
    )
    .await;
}

#[tokio::test]
async fn a_batch_with_items_left_does_not_finish() {
    rejected(
        vec![started(), done(vec![changed(A)])],
        BulkEditCommand::FinishBulkEdit,
        BulkEditError::ItemsLeft,
    )
    .await;
}

#[tokio::test]
async fn a_finished_batch_does_not_finish_again() {
    rejected(
        vec![
            started(),
            done(vec![changed(A), changed(B)]),
            BulkEditEvent::BulkEditFinished,
        ],
        BulkEditCommand::InterruptBulkEdit,
        BulkEditError::AlreadyFinished,
    )
    .await;
}

#[tokio::test]
async fn a_batch_never_started_is_not_undone() {
    rejected(
        vec![],
        BulkEditCommand::MarkBulkEditUndone { undone_by: UNDO },
        BulkEditError::NotFound,
    )
    .await;
}

#[tokio::test]
async fn a_running_batch_is_not_undone() {
    rejected(
        vec![started(), done(vec![changed(A)])],
        BulkEditCommand::MarkBulkEditUndone { undone_by: UNDO },
        BulkEditError::StillRunning,
    )
    .await;
}

#[tokio::test]
async fn a_batch_is_not_undone_twice() {
    rejected(
        vec![
            started(),
            done(vec![changed(A), changed(B)]),
            BulkEditEvent::BulkEditFinished,
            BulkEditEvent::BulkEditUndone { undone_by: UNDO },
        ],
        BulkEditCommand::MarkBulkEditUndone {
            undone_by: Uuid::from_u128(0xb3),
        },
        BulkEditError::AlreadyUndone,
    )
    .await;
}

#[tokio::test]
async fn a_batch_that_changed_nothing_has_nothing_to_undo() {
    rejected(
        vec![
            started(),
            done(vec![refused(A), refused(B)]),
            BulkEditEvent::BulkEditFinished,
        ],
        BulkEditCommand::MarkBulkEditUndone { undone_by: UNDO },
        BulkEditError::NothingToUndo,
    )
    .await;
}
