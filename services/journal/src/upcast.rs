//! Upcasters: old stored payload shapes are translated on read, never rewritten (house rule 3).
//!
//! Each aggregate's list lives beside it in the domain (`task::upcasts`), registered in
//! `staffhub_domain::AGGREGATES`. Every reader of the journal
//! (the command path through cqrs-es, projections through `read_after`, history) applies the
//! same list, so a domain type only ever sees the current shape.

use cqrs_es::persist::{EventUpcaster, SerializedEvent};

/// The upcasters for one aggregate type, oldest first: each aggregate declares its own in the
/// domain (`staffhub_domain::AGGREGATES`); an unknown type has none.
pub fn for_aggregate(aggregate_type: &str) -> Vec<Box<dyn EventUpcaster>> {
    staffhub_domain::aggregate_kind(aggregate_type)
        .map(|kind| (kind.upcasters)())
        .unwrap_or_default()
}

/// Applies every matching upcaster to one stored event.
pub fn apply(upcasters: &[Box<dyn EventUpcaster>], mut event: SerializedEvent) -> SerializedEvent {
    for upcaster in upcasters {
        if upcaster.can_upcast(&event.event_type, &event.event_version) {
            event = upcaster.upcast(event);
        }
    }
    event
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn an_old_task_created_payload_gains_a_null_due_date_and_the_current_version() {
        let old = SerializedEvent::new(
            "t1".into(),
            1,
            "Task".into(),
            "TaskCreated".into(),
            "0.9".into(),
            json!({"TaskCreated": {"title": "x"}}),
            json!({}),
        );
        let new = apply(&for_aggregate("Task"), old);
        assert_eq!(new.event_version, "1.0.0");
        assert_eq!(
            new.payload,
            json!({"TaskCreated": {"title": "x", "due_date": null}})
        );
    }

    #[test]
    fn a_current_event_passes_through_unchanged() {
        let current = SerializedEvent::new(
            "t1".into(),
            1,
            "Task".into(),
            "TaskCreated".into(),
            "1.0".into(),
            json!({"TaskCreated": {"title": "x"}}),
            json!({}),
        );
        let same = apply(&for_aggregate("Task"), current.clone());
        assert_eq!(same.payload, current.payload);
    }
}
