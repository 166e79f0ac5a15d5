//! Old stored shapes of task events, translated on read (house rule 3).

use cqrs_es::persist::{EventUpcaster, SemanticVersionEventUpcaster};

/// Oldest first.
pub fn upcasters() -> Vec<Box<dyn EventUpcaster>> {
    // Task events written before `due_date` existed (version 0.9, pre-release data) get it as
    // null. Kept as the worked example of an upcaster and covered by the journal's tests.
    vec![Box::new(SemanticVersionEventUpcaster::new(
        "TaskCreated",
        "1.0",
        Box::new(|mut payload| {
            if let Some(created) = payload
                .get_mut("TaskCreated")
                .and_then(|v| v.as_object_mut())
            {
                created.entry("due_date").or_insert(serde_json::Value::Null);
            }
            payload
        }),
    ))]
}
