//! The auditor's view of any entity: its events in order with who/when/what changed, its state
//! at any version or moment (folded through the aggregate's own `apply`), and diffs.
//!
//! This module is the one deliberate exception to "queries read only read models": it reads
//! the journal, because the journal *is* the audit record. Every entity an area registers
//! (`graphql::areas`) gets history through its [`History`].

use std::collections::HashMap;

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
/// (`areas/<area>/history.rs`, pointed at by its descriptor).
#[derive(Debug)]
pub struct History {
    /// The state after each event, in order (one pass through the aggregate's own `apply`).
    pub states: fn(&[JournalEvent]) -> Result<Vec<Value>, serde_json::Error>,
    /// The state before any event (the aggregate's default), serialized: every top-level
    /// field it has, so a test can ask that each one is labelled ([`blank`]).
    pub blank: fn() -> Result<Value, serde_json::Error>,
    /// Every event type with its label in English and Japanese.
    pub labels: &'static [(&'static str, &'static str, &'static str)],
    /// Where in the state a person finds what one is called (JSON pointers, English and
    /// Japanese: an issue status has a label per language): how a reference to one reads.
    pub title: (&'static str, &'static str),
    /// Every state field, labelled (issue 37 §2: history reads as a person would read it).
    pub fields: &'static [Field],
    /// The event's own facts that the state cannot show (a reason), read from its payload.
    pub facts: &'static [Field],
}

/// One field of a state (or of an item of a list, or of an event's payload), labelled in
/// English and Japanese, and how its value reads.
#[derive(Debug)]
pub struct Field {
    /// The serialized name (`assignee_ids`).
    pub name: &'static str,
    pub en: &'static str,
    pub ja: &'static str,
    pub kind: Kind,
}

impl Field {
    /// A field whose value reads as itself (text, numbers, dates and booleans formatted).
    pub const fn plain(name: &'static str, en: &'static str, ja: &'static str) -> Self {
        Self::new(name, en, ja, Kind::Plain)
    }

    pub const fn new(name: &'static str, en: &'static str, ja: &'static str, kind: Kind) -> Self {
        Self { name, en, ja, kind }
    }

    pub fn label(&self, locale: Locale) -> &'static str {
        locale.pick((self.en, self.ja))
    }
}

/// How a field's value reads.
#[derive(Debug)]
pub enum Kind {
    /// As itself: text, a number, a date or time, yes or no (a list: each element).
    Plain,
    /// Not shown to people (the entity's own id, storage keys, internal counters): labelled
    /// all the same, so nothing in the state is unaccounted for.
    Hidden,
    /// A collection whose entries have no name of their own: reads as how many there are.
    Count,
    /// One of a fixed set of values (a status), each with its label (value, English, Japanese);
    /// a list reads as each value's label.
    Enum(&'static [(&'static str, &'static str, &'static str)]),
    /// Another entity's id (or a list of them), with that entity's global-id type: reads as
    /// its name.
    Reference(&'static str),
    /// A nested object whose fields read as the entity's own.
    Group(&'static [Field]),
    /// A list of objects, each identified by a key: a change reads item by item.
    Items(&'static Items),
}

/// A list of objects (a workflow's steps, a document's role assignments).
#[derive(Debug)]
pub struct Items {
    /// What one item is called ("Step").
    pub en: &'static str,
    pub ja: &'static str,
    /// The path (dot-separated) of the field that identifies an item across versions.
    pub key: &'static str,
    /// The path of the field that names an item to a person (read as that field reads).
    pub name: &'static str,
    pub fields: &'static [Field],
}

/// The entity's own id: labelled, never shown (a person reads the entity, not its uuid).
pub const ID: Field = Field::new("id", "Identifier", "識別子", Kind::Hidden);
/// A soft delete's mark (tags, roles, organizations).
pub const DELETED: Field = Field::plain("deleted", "Deleted", "削除済み");

/// What follows the name of a referenced entity that is deleted (issue 35: references to a
/// deleted item read "(deleted)"), in en and ja.
pub const DELETED_REFERENCE: (&str, &str) = (" (deleted)", "（削除済み）");

/// Names of referenced entities: (global-id type, raw id as text) → name.
pub type Names = HashMap<(&'static str, String), String>;

/// Words history adds around values, in English and Japanese.
const YES: (&str, &str) = ("Yes", "はい");
const NO: (&str, &str) = ("No", "いいえ");
/// A referenced entity the reader may not see, or that was never recorded.
const UNAVAILABLE: (&str, &str) = ("(not available)", "（参照できません）");
const ADDED: (&str, &str) = ("added", "追加");
const REMOVED: (&str, &str) = ("removed", "削除");
const ORDER: (&str, &str) = ("order", "並び順");

/// A labelled, readable change: what a person reads (the raw values stay with the caller).
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub label: String,
    pub old: Option<String>,
    pub new: Option<String>,
}

/// A field change as a person reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct Described {
    pub label: String,
    /// The whole value before and after (for a list of items: the items' names).
    pub old: Option<String>,
    pub new: Option<String>,
    /// A list of items or a nested object, one line per item or field that changed.
    pub items: Vec<Line>,
    /// An internal field: not shown.
    pub hidden: bool,
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

    /// The declared state field `name`.
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// The global-id type a top-level state field refers to, if it is a single reference.
    pub fn reference(&self, field: &str) -> Option<&'static str> {
        match self.field(field).map(|f| &f.kind) {
            Some(Kind::Reference(type_name)) => Some(type_name),
            _ => None,
        }
    }

    /// Every (type, id) a change's values, or a state, name: what [`Names`] must hold.
    pub fn references_in(&self, state: &Value, out: &mut Vec<(&'static str, String)>) {
        collect_fields(self.fields, state, out);
    }

    /// Every (type, id) an event's facts name.
    pub fn fact_references(&self, payload: &Value, out: &mut Vec<(&'static str, String)>) {
        collect_fields(self.facts, payload_body(payload), out);
    }

    /// The event's own facts (its reason, an approver's comment), labelled.
    pub fn facts_of(&self, payload: &Value, locale: Locale, names: &Names) -> Vec<Line> {
        let body = payload_body(payload);
        self.facts
            .iter()
            .filter_map(|field| {
                let text = text(&field.kind, body.get(field.name)?, locale, names)?;
                Some(Line {
                    label: field.label(locale).to_owned(),
                    old: None,
                    new: Some(text),
                })
            })
            .collect()
    }

    /// A change as a person reads it: the field's label, the values' texts, and for a list of
    /// items or a nested object the items or fields that changed, one line each.
    pub fn describe(&self, change: &FieldChange, locale: Locale, names: &Names) -> Described {
        let Some(field) = self.field(&change.field) else {
            // Undeclared (a test fails on it): shown by name rather than dropped.
            return Described {
                label: change.field.clone(),
                old: plain_text(&change.old, locale),
                new: plain_text(&change.new, locale),
                items: Vec::new(),
                hidden: false,
            };
        };
        let mut items = Vec::new();
        breakdown(
            field,
            &change.old,
            &change.new,
            "",
            locale,
            names,
            &mut items,
        );
        Described {
            label: field.label(locale).to_owned(),
            old: text(&field.kind, &change.old, locale, names),
            new: text(&field.kind, &change.new, locale, names),
            items,
            hidden: matches!(field.kind, Kind::Hidden),
        }
    }

    /// A state as a person reads it: each shown field with its label and text, in the
    /// declared order (empty values left out).
    pub fn read(
        &self,
        state: &Value,
        locale: Locale,
        names: &Names,
    ) -> Vec<(&'static Field, String)> {
        self.fields
            .iter()
            .filter(|f| !matches!(f.kind, Kind::Hidden))
            .filter_map(|f| {
                let value = state.get(f.name)?;
                let text = match (&f.kind, value) {
                    // Each item on its own line, with its fields.
                    (Kind::Items(items), Value::Array(list)) => join(
                        list.iter().filter_map(|item| {
                            let name = item_name(items, item, locale, names)?;
                            Some(match summary(items, item, locale, names) {
                                Some(fields) => format!("{name} — {fields}"),
                                None => name,
                            })
                        }),
                        "\n",
                    ),
                    (kind, value) => text(kind, value, locale, names),
                }?;
                Some((f, text))
            })
            .collect()
    }

    /// What a state found at `pointer` calls the entity (a reference's name).
    pub fn title_of(&self, state: &Value, locale: Locale) -> Option<String> {
        let pointer = locale.pick(self.title);
        let value = state
            .pointer(pointer)
            .or_else(|| state.pointer(self.title.0))?;
        value.as_str().filter(|s| !s.is_empty()).map(str::to_owned)
    }
}

/// An event's payload is stored as `{ "<EventType>": { …fields } }`: its fields.
fn payload_body(payload: &Value) -> &Value {
    match payload.as_object() {
        Some(map) if map.len() == 1 => map.values().next().unwrap_or(payload),
        _ => payload,
    }
}

fn collect_fields(fields: &[Field], value: &Value, out: &mut Vec<(&'static str, String)>) {
    for field in fields {
        if let Some(v) = value.get(field.name) {
            collect(&field.kind, v, out);
        }
    }
}

fn collect(kind: &Kind, value: &Value, out: &mut Vec<(&'static str, String)>) {
    match (kind, value) {
        (_, Value::Null) => {}
        (Kind::Reference(type_name), Value::Array(ids)) => {
            for id in ids {
                if let Some(raw) = raw_id(id) {
                    out.push((type_name, raw));
                }
            }
        }
        (Kind::Reference(type_name), id) => {
            if let Some(raw) = raw_id(id) {
                out.push((type_name, raw));
            }
        }
        (Kind::Group(fields), object) => collect_fields(fields, object, out),
        (Kind::Items(items), Value::Array(list)) => {
            for item in list {
                collect_fields(items.fields, item, out);
            }
        }
        _ => {}
    }
}

/// A reference's id as text: a uuid, or a number (roles).
fn raw_id(value: &Value) -> Option<String> {
    match value {
        Value::String(s) if !s.is_empty() => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The value at a dot-separated path (`plan.name`).
fn at_path<'a>(value: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(value, |v, key| v.get(key))
}

/// The field declared at a dot-separated path, through nested groups.
fn field_at<'a>(fields: &'a [Field], path: &str) -> Option<&'a Field> {
    let (head, rest) = match path.split_once('.') {
        Some((head, rest)) => (head, Some(rest)),
        None => (path, None),
    };
    let field = fields.iter().find(|f| f.name == head)?;
    match (rest, &field.kind) {
        (None, _) => Some(field),
        (Some(rest), Kind::Group(inner)) => field_at(inner, rest),
        _ => None,
    }
}

fn separator(locale: Locale) -> &'static str {
    locale.pick((", ", "、"))
}

/// A value as a person reads it; `None` when there is nothing to read (null, empty).
pub fn text(kind: &Kind, value: &Value, locale: Locale, names: &Names) -> Option<String> {
    match (kind, value) {
        (_, Value::Null) => None,
        (Kind::Hidden, _) => None,
        (Kind::Count, Value::Array(list)) => Some(list.len().to_string()),
        (Kind::Count, Value::Object(map)) => Some(map.len().to_string()),
        (Kind::Items(items), Value::Array(list)) => join(
            list.iter()
                .filter_map(|item| item_name(items, item, locale, names)),
            "\n",
        ),
        (Kind::Group(fields), Value::Object(_)) => join(
            fields
                .iter()
                .filter(|f| !matches!(f.kind, Kind::Hidden))
                .filter_map(|f| {
                    let inner = text(&f.kind, value.get(f.name)?, locale, names)?;
                    Some(format!("{}: {inner}", f.label(locale)))
                }),
            locale.pick(("; ", "／")),
        ),
        // A tagged variant without fields (`"Internal"`) reads through the group's labels.
        (Kind::Group(fields), Value::String(tag)) => Some(
            fields
                .iter()
                .find(|f| f.name == tag)
                .map(|f| f.label(locale).to_owned())
                .unwrap_or_else(|| tag.clone()),
        ),
        (kind, Value::Array(list)) => join(
            list.iter().filter_map(|v| text(kind, v, locale, names)),
            separator(locale),
        ),
        (Kind::Enum(values), v) => {
            let raw = raw_id(v).unwrap_or_else(|| v.to_string());
            Some(
                values
                    .iter()
                    .find(|(value, _, _)| *value == raw)
                    .map(|(_, en, ja)| locale.pick((en, ja)).to_owned())
                    .unwrap_or(raw),
            )
        }
        (Kind::Reference(type_name), v) => {
            let raw = raw_id(v)?;
            Some(
                names
                    .get(&(*type_name, raw))
                    .cloned()
                    .unwrap_or_else(|| locale.pick(UNAVAILABLE).to_owned()),
            )
        }
        (_, v) => plain_text(v, locale),
    }
}

fn join(parts: impl Iterator<Item = String>, separator: &str) -> Option<String> {
    let parts: Vec<String> = parts.collect();
    (!parts.is_empty()).then(|| parts.join(separator))
}

/// A plain value: booleans as yes or no, moments as a date and time (UTC), text as itself.
fn plain_text(value: &Value, locale: Locale) -> Option<String> {
    match value {
        Value::Null => None,
        Value::Bool(true) => Some(locale.pick(YES).to_owned()),
        Value::Bool(false) => Some(locale.pick(NO).to_owned()),
        Value::Number(n) => Some(n.to_string()),
        Value::String(s) if s.is_empty() => None,
        Value::String(s) => Some(match DateTime::parse_from_rfc3339(s) {
            Ok(moment) => moment
                .with_timezone(&Utc)
                .format("%Y-%m-%d %H:%M UTC")
                .to_string(),
            Err(_) => s.clone(),
        }),
        Value::Array(list) => join(
            list.iter().filter_map(|v| plain_text(v, locale)),
            separator(locale),
        ),
        // Objects are declared as groups or items; a stray one reads as its values.
        Value::Object(map) => join(
            map.values().filter_map(|v| plain_text(v, locale)),
            separator(locale),
        ),
    }
}

/// "Step 'Legal review'": what one item is called, and its name.
fn item_name(items: &Items, item: &Value, locale: Locale, names: &Names) -> Option<String> {
    let name = field_at(items.fields, items.name)
        .and_then(|f| text(&f.kind, at_path(item, items.name)?, locale, names));
    let kind = locale.pick((items.en, items.ja));
    Some(match name {
        Some(name) => locale
            .pick(("{kind} '{name}'", "{kind}「{name}」"))
            .replace("{kind}", kind)
            .replace("{name}", &name),
        None => kind.to_owned(),
    })
}

/// The lines a change of a nested object or a list of items reads as: each field that
/// changed, each item added, removed or changed (its own fields), and a new order.
fn breakdown(
    field: &Field,
    old: &Value,
    new: &Value,
    prefix: &str,
    locale: Locale,
    names: &Names,
    out: &mut Vec<Line>,
) {
    match &field.kind {
        Kind::Group(fields) => {
            for inner in fields.iter() {
                let before = old.get(inner.name).unwrap_or(&Value::Null);
                let after = new.get(inner.name).unwrap_or(&Value::Null);
                if before != after {
                    leaf(inner, before, after, prefix, locale, names, out);
                }
            }
        }
        Kind::Items(items) => {
            let empty = Vec::new();
            let before = old.as_array().unwrap_or(&empty);
            let after = new.as_array().unwrap_or(&empty);
            let key = |item: &Value| at_path(item, items.key).cloned().unwrap_or(Value::Null);
            let name = |item: &Value| {
                let own = item_name(items, item, locale, names).unwrap_or_default();
                if prefix.is_empty() {
                    own
                } else {
                    format!("{prefix} › {own}")
                }
            };
            for item in after {
                let k = key(item);
                match before.iter().find(|b| key(b) == k) {
                    None => out.push(Line {
                        label: format!("{} ({})", name(item), locale.pick(ADDED)),
                        old: None,
                        new: summary(items, item, locale, names),
                    }),
                    Some(previous) if previous != item => {
                        let here = name(item);
                        for inner in items.fields.iter() {
                            let b = previous.get(inner.name).unwrap_or(&Value::Null);
                            let a = item.get(inner.name).unwrap_or(&Value::Null);
                            if b != a {
                                leaf(inner, b, a, &here, locale, names, out);
                            }
                        }
                    }
                    Some(_) => {}
                }
            }
            for item in before {
                let k = key(item);
                if !after.iter().any(|a| key(a) == k) {
                    out.push(Line {
                        label: format!("{} ({})", name(item), locale.pick(REMOVED)),
                        old: summary(items, item, locale, names),
                        new: None,
                    });
                }
            }
            let kept_before: Vec<Value> = before
                .iter()
                .map(key)
                .filter(|k| after.iter().any(|a| key(a) == *k))
                .collect();
            let kept_after: Vec<Value> = after
                .iter()
                .map(key)
                .filter(|k| before.iter().any(|b| key(b) == *k))
                .collect();
            if kept_before != kept_after {
                let label = format!("{} ({})", field.label(locale), locale.pick(ORDER));
                let names_of = |list: &Vec<Value>| {
                    join(
                        list.iter()
                            .filter(|i| kept_after.contains(&key(i)))
                            .filter_map(|i| item_name(items, i, locale, names)),
                        separator(locale),
                    )
                };
                out.push(Line {
                    label: if prefix.is_empty() {
                        label
                    } else {
                        format!("{prefix}: {label}")
                    },
                    old: names_of(before),
                    new: names_of(after),
                });
            }
        }
        _ => {}
    }
}

/// One changed field inside a group or an item: a line, or its own breakdown.
fn leaf(
    field: &Field,
    old: &Value,
    new: &Value,
    prefix: &str,
    locale: Locale,
    names: &Names,
    out: &mut Vec<Line>,
) {
    match field.kind {
        Kind::Hidden => {}
        Kind::Group(_) | Kind::Items(_) => breakdown(field, old, new, prefix, locale, names, out),
        _ => out.push(Line {
            label: if prefix.is_empty() {
                field.label(locale).to_owned()
            } else {
                format!("{prefix}: {}", field.label(locale))
            },
            old: text(&field.kind, old, locale, names),
            new: text(&field.kind, new, locale, names),
        }),
    }
}

/// An item's fields as one line ("Approver: Legal; Due after (hours): 24").
fn summary(items: &Items, item: &Value, locale: Locale, names: &Names) -> Option<String> {
    text(&Kind::Group(items.fields), item, locale, names)
}

/// Paths of the fields of `value` that `fields` does not label (issue 37 §2: a test fails
/// when a field has no label), through nested groups and every item of a list.
pub fn unlabelled(fields: &[Field], value: &Value) -> Vec<String> {
    let mut missing = Vec::new();
    walk_unlabelled(fields, value, "", &mut missing);
    missing
}

fn walk_unlabelled(fields: &[Field], value: &Value, path: &str, missing: &mut Vec<String>) {
    let Some(object) = value.as_object() else {
        return;
    };
    for (name, inner) in object {
        let here = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}.{name}")
        };
        let Some(field) = fields.iter().find(|f| f.name == name) else {
            missing.push(here);
            continue;
        };
        match (&field.kind, inner) {
            (Kind::Group(nested), _) => walk_unlabelled(nested, inner, &here, missing),
            (Kind::Items(items), Value::Array(list)) => {
                for item in list {
                    walk_unlabelled(items.fields, item, &format!("{here}[]"), missing);
                }
            }
            (Kind::Enum(values), v) if !v.is_null() => {
                let list = v.as_array().cloned().unwrap_or_else(|| vec![v.clone()]);
                for v in list {
                    let raw = raw_id(&v).unwrap_or_else(|| v.to_string());
                    if !values.iter().any(|(value, _, _)| *value == raw) {
                        missing.push(format!("{here}={raw}"));
                    }
                }
            }
            _ => {}
        }
    }
}

/// Every label of `fields` (and their groups, items and enum values), for the tests that ask
/// each is non-empty and translated.
pub fn every_label(fields: &'static [Field], out: &mut Vec<(String, &'static str, &'static str)>) {
    for field in fields {
        out.push((field.name.to_owned(), field.en, field.ja));
        match &field.kind {
            Kind::Enum(values) => {
                for (value, en, ja) in values.iter() {
                    out.push((format!("{}={value}", field.name), en, ja));
                }
            }
            Kind::Group(nested) => every_label(nested, out),
            Kind::Items(items) => {
                out.push((format!("{}[]", field.name), items.en, items.ja));
                every_label(items.fields, out);
            }
            _ => {}
        }
    }
}

/// `History::blank` for an aggregate: its default state, serialized.
pub fn blank<A: Aggregate>() -> Result<Value, serde_json::Error> {
    serde_json::to_value(A::default())
}

/// The names of the entities `refs` name, each folded from its own journal (so a deleted
/// role still reads as its name): what [`History::describe`] shows instead of ids. The caller
/// passes only what the reader may see; the CLI, the system, passes everything.
pub async fn names(
    pool: &PgPool,
    refs: impl IntoIterator<Item = (&'static str, String)>,
    locale: Locale,
) -> ApiResult<Names> {
    let mut names = Names::new();
    let wanted: std::collections::HashSet<(&'static str, String)> = refs.into_iter().collect();
    if wanted.is_empty() {
        return Ok(names);
    }
    let mut conn = pool.acquire().await?;
    for (type_name, raw) in wanted {
        let Some(entity) = crate::graphql::areas::entities().find(|e| e.type_name == type_name)
        else {
            continue;
        };
        let events = events_of(&mut conn, entity.aggregate_type, &raw).await?;
        if events.is_empty() {
            continue;
        }
        let history = &entity.history;
        let states = (history.states)(&events)
            .map_err(|e| ApiError::internal("folding a referenced entity", e))?;
        let Some(last) = states.last() else { continue };
        if let Some(mut name) = history.title_of(last, locale) {
            // Issue 35: a reference to what is in the trash says so.
            if last.get("deleted").and_then(Value::as_bool) == Some(true) {
                name.push_str(locale.pick(DELETED_REFERENCE));
            }
            names.insert((type_name, raw), name);
        }
    }
    Ok(names)
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

/// The (English, Japanese) label of a spec id in an enum table written in the spec's id order
/// (1 first), as history declares it: one table serves history and the search hit's second
/// line alike. "Unknown" for an id the table does not have.
pub fn label_by_id(
    table: &[(&'static str, &'static str, &'static str)],
    id: i16,
) -> (&'static str, &'static str) {
    usize::try_from(id)
        .ok()
        .and_then(|id| id.checked_sub(1))
        .and_then(|index| table.get(index))
        .map_or(("Unknown", "不明"), |(_, en, ja)| (*en, *ja))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::label_by_id;
    use serde::Serialize;
    use serde::de::DeserializeOwned;
    use serde_json::json;

    #[test]
    fn an_enum_label_is_read_by_the_specs_id_and_an_unknown_id_says_so() {
        let table = &[("open", "Open", "未対応"), ("closed", "Closed", "クローズ")];
        assert_eq!(label_by_id(table, 1), ("Open", "未対応"));
        assert_eq!(label_by_id(table, 2), ("Closed", "クローズ"));
        for id in [0, 3, -1] {
            assert_eq!(label_by_id(table, id), ("Unknown", "不明"));
        }
    }

    use super::*;

    /// Every field of a representative state of `A` is labelled: `sample` goes through the
    /// aggregate's own (de)serialization, so a field the domain adds shows up here (and one
    /// the sample lacks fails to deserialize), items of lists and nested objects included.
    pub(crate) fn assert_labelled<A: Aggregate + DeserializeOwned>(
        fields: &[Field],
        sample: Value,
    ) {
        let state: A = serde_json::from_value(sample).expect("a representative state");
        let state = serde_json::to_value(&state).unwrap();
        let missing = unlabelled(fields, &state);
        assert!(
            missing.is_empty(),
            "{} has fields without a label: {missing:?}",
            std::any::type_name::<A>()
        );
    }

    /// Every value an enum takes (`all`) has a label, and no label is for a value it never takes.
    pub(crate) fn assert_enum_labelled<T: Serialize>(table: &[(&str, &str, &str)], all: &[T]) {
        let values: Vec<String> = all
            .iter()
            .map(|v| {
                let v = serde_json::to_value(v).unwrap();
                raw_id(&v).unwrap_or_else(|| v.to_string())
            })
            .collect();
        for value in &values {
            assert!(
                table.iter().any(|(v, _, _)| v == value),
                "the value {value} has no label"
            );
        }
        for (value, _, _) in table {
            assert!(
                values.iter().any(|v| v == value),
                "{value} is labelled but never taken"
            );
        }
    }

    #[test]
    fn every_field_of_every_registered_entity_is_labelled_in_both_languages() {
        for entity in crate::graphql::areas::entities() {
            let history = &entity.history;
            let blank = (history.blank)().unwrap();
            // The default's enum values are no real state's (an issue's priority 0): each
            // area's own test asks that every value its enums take is labelled.
            let missing: Vec<String> = unlabelled(history.fields, &blank)
                .into_iter()
                .filter(|path| !path.contains('='))
                .collect();
            assert!(
                missing.is_empty(),
                "{}'s fields without a label: {missing:?}",
                entity.type_name
            );
            let mut labels = Vec::new();
            every_label(history.fields, &mut labels);
            every_label(history.facts, &mut labels);
            for (name, en, ja) in labels {
                let who = format!("{}.{name}", entity.type_name);
                assert!(
                    !en.trim().is_empty() && !ja.trim().is_empty(),
                    "{who}: empty label"
                );
                // A Japanese label is written in Japanese (every one differs from the English).
                assert_ne!(en, ja, "{who}: the Japanese label is the English one");
                assert!(
                    !ja.is_ascii(),
                    "{who}: the Japanese label {ja:?} is not Japanese"
                );
            }
            for field in history.fields {
                if let Kind::Reference(type_name) = field.kind {
                    assert!(
                        crate::graphql::areas::entities().any(|e| e.type_name == type_name),
                        "{}.{} refers to {type_name}, which no area registers",
                        entity.type_name,
                        field.name
                    );
                }
            }
        }
    }

    static STEPS: Items = Items {
        en: "Step",
        ja: "ステップ",
        key: "key",
        name: "name",
        fields: &[
            Field::new("key", "Key", "キー", Kind::Hidden),
            Field::plain("name", "Name", "名前"),
            Field::new("approver", "Approver", "承認者", Kind::Reference("Role")),
            Field::new(
                "status",
                "Status",
                "ステータス",
                Kind::Enum(&[("done", "Done", "完了")]),
            ),
        ],
    };

    static SAMPLE: History = History {
        states: |_| Ok(Vec::new()),
        blank: || Ok(Value::Null),
        labels: &[],
        title: ("/name", "/name"),
        fields: &[
            ID,
            Field::new("steps", "Steps", "ステップ", Kind::Items(&STEPS)),
            Field::plain("active", "Active", "有効"),
            Field::new("owner_id", "Owner", "所有者", Kind::Reference("Employee")),
        ],
        facts: &[Field::plain("reason", "Reason", "理由")],
    };

    fn names() -> Names {
        let mut names = Names::new();
        names.insert(("Role", "1".into()), "Legal".into());
        names.insert(("Role", "2".into()), "Finance".into());
        names
    }

    #[test]
    fn a_change_of_one_item_reads_as_that_items_own_change() {
        let old = json!([{ "key": "a", "name": "Legal review", "approver": 1, "status": null },
                         { "key": "b", "name": "Sign", "approver": null, "status": null }]);
        let new = json!([{ "key": "a", "name": "Legal review", "approver": 2, "status": "done" },
                         { "key": "c", "name": "Archive", "approver": 1, "status": null }]);
        let change = FieldChange {
            field: "steps".into(),
            old,
            new,
        };
        let described = SAMPLE.describe(&change, Locale::En, &names());
        assert_eq!(described.label, "Steps");
        let lines: Vec<(String, Option<String>, Option<String>)> = described
            .items
            .into_iter()
            .map(|l| (l.label, l.old, l.new))
            .collect();
        assert_eq!(
            lines,
            [
                (
                    "Step 'Legal review': Approver".into(),
                    Some("Legal".into()),
                    Some("Finance".into())
                ),
                (
                    "Step 'Legal review': Status".into(),
                    None,
                    Some("Done".into())
                ),
                (
                    "Step 'Archive' (added)".into(),
                    None,
                    Some("Name: Archive; Approver: Legal".into())
                ),
                (
                    "Step 'Sign' (removed)".into(),
                    Some("Name: Sign".into()),
                    None
                ),
            ]
        );
        let ja = SAMPLE.describe(&change, Locale::Ja, &names());
        assert_eq!(ja.items[0].label, "ステップ「Legal review」: 承認者");
    }

    #[test]
    fn values_read_as_words_and_names_never_as_ids() {
        let state = json!({ "id": "5f0c", "active": true, "owner_id": "0000-1", "steps": [] });
        let read = SAMPLE.read(&state, Locale::Ja, &names());
        let texts: Vec<(&str, String)> = read.iter().map(|(f, t)| (f.name, t.clone())).collect();
        // The id is not shown; an owner the reader may not see reads as such, not as its id.
        assert_eq!(
            texts,
            [
                ("active", "はい".to_owned()),
                ("owner_id", "（参照できません）".to_owned())
            ]
        );
        assert_eq!(
            text(
                &Kind::Plain,
                &json!("2026-03-04T05:06:07Z"),
                Locale::En,
                &names()
            ),
            Some("2026-03-04 05:06 UTC".into())
        );
        let facts = SAMPLE.facts_of(
            &json!({ "Overridden": { "reason": "On leave" } }),
            Locale::En,
            &names(),
        );
        assert_eq!(facts[0].label, "Reason");
        assert_eq!(facts[0].new.as_deref(), Some("On leave"));
    }

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
