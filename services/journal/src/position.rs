use serde::{Deserialize, Serialize};

/// A point in the journal in commit order: the appending transaction's id, then the event's
/// global position. Ordered lexicographically, which is the order readers see events in.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct JournalPosition {
    pub transaction_id: i64,
    pub global_position: i64,
}

impl JournalPosition {
    pub const START: JournalPosition = JournalPosition {
        transaction_id: 0,
        global_position: 0,
    };
}

impl std::fmt::Display for JournalPosition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.transaction_id, self.global_position)
    }
}
