//! The auditor's view of any entity: its events in order with who/when/what changed, its state
//! at any version or moment (folded through the aggregate's own `apply`), and diffs.
//!
//! This module is the one deliberate exception to "queries read only read models": it reads
//! the journal, because the journal *is* the audit record. Every entity an area registers
//! (`graphql::areas`) gets history through its [`History`].

use chrono::{DateTime, Utc};
use cqrs_es::Aggregate;
use serde_json::{Map, Value};
use sqlx::PgPool;
use staffhub_journal::{JournalEvent, events_of};
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::locale::Locale;

/// How auditors see one kind of entity; each area fills one in for each of its entities
/// (`graphql::areas`).
#[derive(Debug)]
pub struct History {
    /// The state after each event, in order (one pass through the aggregate's own `apply`).
    pub states: fn(&[JournalEvent]) -> Result<Vec<Value>, serde_json::Error>,
    /// Every event type with its label in English and Japanese.
    pub labels: &'static [(&'static str, &'static str, &'static str)],
    /// State fields holding another entity's uuid, with that entity's global-id type: history
    /// shows the entity (its name, a link) instead of the raw id.
    pub references: &'static [(&'static str, &'static str)],
}

impl History {
    /// A human label for an event type, in `locale` (the type itself if none is declared).
    pub fn label(&self, event_type: &str, locale: Locale) -> String {
        match self.labels.iter().find(|(t, _, _)| *t == event_type) {
            Some((_, en, _)) if locale == Locale::En => (*en).to_owned(),
            Some((_, _, ja)) => (*ja).to_owned(),
            None => event_type.to_owned(),
        }
    }

    /// The global-id type a state field refers to, if it is a reference.
    pub fn reference(&self, field: &str) -> Option<&'static str> {
        self.references
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, type_name)| *type_name)
    }
}

/// `History::states` for an aggregate: its state after each of its events.
pub fn states<A: Aggregate>(events: &[JournalEvent]) -> Result<Vec<Value>, serde_json::Error> {
    let mut aggregate = A::default();
    let mut states = Vec::with_capacity(events.len());
    for event in events {
        aggregate.apply(event.decode::<A::Event>()?);
        states.push(serde_json::to_value(&aggregate)?);
    }
    Ok(states)
}

/// One field that differs between two states.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldChange {
    pub field: String,
    pub old: Value,
    pub new: Value,
}

/// Top-level fields whose values differ (a missing field reads as null), sorted by name.
pub fn diff(old: &Value, new: &Value) -> Vec<FieldChange> {
    let empty = Map::new();
    let old = old.as_object().unwrap_or(&empty);
    let new = new.as_object().unwrap_or(&empty);
    let mut fields: Vec<&String> = old.keys().chain(new.keys()).collect();
    fields.sort();
    fields.dedup();
    fields
        .into_iter()
        .filter_map(|field| {
            let before = old.get(field).cloned().unwrap_or(Value::Null);
            let after = new.get(field).cloned().unwrap_or(Value::Null);
            (before != after).then(|| FieldChange {
                field: field.clone(),
                old: before,
                new: after,
            })
        })
        .collect()
}

/// An entity's whole recorded life.
#[derive(Debug)]
pub struct Timeline {
    /// The global-id type ("Task").
    pub type_name: &'static str,
    pub history: &'static History,
    pub entity_id: Uuid,
    pub events: Vec<JournalEvent>,
    /// `states[i]` is the state after `events[i]`.
    pub states: Vec<Value>,
}

/// One entry of a timeline: the event and what it changed.
#[derive(Debug)]
pub struct Entry<'a> {
    pub event: &'a JournalEvent,
    pub changes: Vec<FieldChange>,
}

/// The state of an entity at some point.
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub version: i64,
    pub recorded_at: DateTime<Utc>,
    pub state: Value,
}

impl Timeline {
    /// Loads the timeline of entity `entity_id` stored as `aggregate_type`: `Entity not found`
    /// when nothing was ever recorded.
    pub async fn load(
        pool: &PgPool,
        type_name: &'static str,
        aggregate_type: &str,
        history: &'static History,
        entity_id: Uuid,
    ) -> ApiResult<Timeline> {
        let mut conn = pool.acquire().await?;
        let events = events_of(&mut conn, aggregate_type, &entity_id.to_string()).await?;
        if events.is_empty() {
            return Err(Code::EntityNotFound.into());
        }
        let states = (history.states)(&events)
            .map_err(|e| ApiError::internal("folding the history failed", e))?;
        Ok(Timeline {
            type_name,
            history,
            entity_id,
            events,
            states,
        })
    }

    pub fn last_version(&self) -> i64 {
        self.events.last().map(|e| e.sequence).unwrap_or(0)
    }

    fn index_of_version(&self, version: i64) -> Option<usize> {
        self.events.iter().position(|e| e.sequence == version)
    }

    /// The state after `version` (0 is "before it existed": an empty object).
    fn state_at_version(&self, version: i64) -> ApiResult<Value> {
        if version == 0 {
            return Ok(Value::Object(Map::new()));
        }
        let index = self.index_of_version(version).ok_or(Code::InvalidVersion)?;
        Ok(self.states[index].clone())
    }

    /// Entries `offset..offset + limit`, each with the fields its event changed.
    pub fn entries(&self, offset: usize, limit: usize) -> Vec<Entry<'_>> {
        let empty = Value::Object(Map::new());
        (offset..self.events.len().min(offset.saturating_add(limit)))
            .map(|i| {
                let before = if i == 0 { &empty } else { &self.states[i - 1] };
                Entry {
                    event: &self.events[i],
                    changes: diff(before, &self.states[i]),
                }
            })
            .collect()
    }

    /// The state at `version`, or as it was at moment `at`, or now.
    pub fn snapshot(&self, at: Option<DateTime<Utc>>, version: Option<i64>) -> ApiResult<Snapshot> {
        let index = match (version, at) {
            (Some(_), Some(_)) => return Err(Code::InvalidRequest.into()),
            (Some(version), None) => self.index_of_version(version).ok_or(Code::InvalidVersion)?,
            (None, Some(at)) => {
                let count = self
                    .events
                    .iter()
                    .take_while(|e| e.recorded_at <= at)
                    .count();
                count.checked_sub(1).ok_or(Code::InvalidHistoryTime)?
            }
            (None, None) => self.events.len() - 1,
        };
        let event = &self.events[index];
        Ok(Snapshot {
            version: event.sequence,
            recorded_at: event.recorded_at,
            state: self.states[index].clone(),
        })
    }

    /// The fields that differ between two versions (`from` ≤ `to`; 0 means before creation).
    pub fn diff_versions(&self, from: i64, to: i64) -> ApiResult<Vec<FieldChange>> {
        if from < 0 || to < from || to > self.last_version() {
            return Err(Code::InvalidVersion.into());
        }
        Ok(diff(
            &self.state_at_version(from)?,
            &self.state_at_version(to)?,
        ))
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn diff_lists_changed_added_and_removed_fields_in_name_order() {
        let changes = diff(
            &json!({ "a": 1, "b": "x", "gone": true }),
            &json!({ "a": 2, "b": "x", "new": [1] }),
        );
        let fields: Vec<&str> = changes.iter().map(|c| c.field.as_str()).collect();
        assert_eq!(fields, ["a", "gone", "new"]);
        assert_eq!(
            changes[0],
            FieldChange {
                field: "a".into(),
                old: json!(1),
                new: json!(2)
            }
        );
        assert_eq!(changes[1].new, Value::Null);
    }
}
