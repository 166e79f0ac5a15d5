//! Workflows (spec §2 workflow templates and AI workflow instances; §4 progress in progress 1,
//! completed 2, archived 3, visibility active 1, inactive 2, hidden 3; §8 "Not found: …
//! Template, Workflow instance, Workflow step and step document", 'Template is not active',
//! 'Employee is not owner of AI Workflow Instance', 'Current status is same to new status',
//! 'Current approval is same to new approval'; issue 20).
//!
//! One area, two aggregates:
//! - [`template`]: a reusable plan of steps (each with its expected documents, its approver
//!   role and how long it may take), shown to staff by its visibility. Archived, not deleted:
//!   instances started from it keep naming it.
//! - [`instance`]: one employee's run through a template's steps, one step at a time. The
//!   owner attaches documents to steps and completes them; a step with an approver role is
//!   completed when a holder of that role approves its approval document. AI-generated steps
//!   may replace the steps not yet started.
//!
//! The types both aggregates and the edge share (a step's plan, the status enums, what
//! generated steps, what an instance is told of its template) live here; every public name of
//! the area is re-exported from this module.

pub mod instance;
pub mod template;

use std::collections::HashSet;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::text;

pub use instance::{
    Generation, InstanceStep, StepDocument, WorkflowInstance, WorkflowInstanceCommand,
    WorkflowInstanceError, WorkflowInstanceEvent, WorkflowInstanceServices,
};
pub use template::{
    WorkflowTemplate, WorkflowTemplateCommand, WorkflowTemplateError, WorkflowTemplateEvent,
    WorkflowTemplateLookup, WorkflowTemplateServices,
};

/// Longest template, instance or step name, in characters (trimmed; required).
pub const NAME_MAX_CHARS: usize = 100;
/// Longest template or step description, in characters (trimmed; may be empty).
pub const DESCRIPTION_MAX_CHARS: usize = 2_000;
/// Most steps one template or instance may have.
pub const MAX_STEPS: usize = 30;
/// Most expected documents one step may name.
pub const MAX_EXPECTED_DOCUMENTS: usize = 10;
/// Longest expected document name, in characters (trimmed; required).
pub const EXPECTED_DOCUMENT_MAX_CHARS: usize = 200;
/// Longest time a step may be given, in hours (a year).
pub const MAX_DUE_AFTER_HOURS: u32 = 8_760;
/// Most documents attached to one instance step.
pub const MAX_STEP_DOCUMENTS: usize = 20;
/// Longest approver's comment, in characters (trimmed).
pub const COMMENT_MAX_CHARS: usize = 2_000;

/// A template's step, and the plan of an instance's step. In a command, as sent; in an event,
/// as recorded (see [`validate_steps`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepPlan {
    /// Stable across edits and reorders; unique within a template or an instance.
    pub key: Uuid,
    pub name: String,
    /// May be empty.
    pub description: String,
    /// A members [`Role`](crate::members::role::Role) id. `None`: the owner completes the
    /// step; otherwise a holder of the role completes it by approving its approval document.
    pub approver_role_id: Option<i32>,
    /// The names of the documents the step asks for, in the form's order.
    pub expected_documents: Vec<String>,
    /// How long the step may take once started; `None`: no due time.
    pub due_after_hours: Option<u32>,
}

/// Trims and checks a list of step plans: 1 to [`MAX_STEPS`] steps with unique keys, each
/// name required and at most [`NAME_MAX_CHARS`], each description at most
/// [`DESCRIPTION_MAX_CHARS`], at most [`MAX_EXPECTED_DOCUMENTS`] expected documents per step,
/// each a non-empty name of at most [`EXPECTED_DOCUMENT_MAX_CHARS`] not repeated (compared
/// case-insensitively), and due hours, when given, from 1 to [`MAX_DUE_AFTER_HOURS`].
///
/// Returns the plans as they would be recorded (texts trimmed, order kept), or `None`: the
/// caller's `InvalidSteps`.
pub fn validate_steps(steps: Vec<StepPlan>) -> Option<Vec<StepPlan>> {
    if steps.is_empty() || steps.len() > MAX_STEPS {
        return None;
    }
    let mut keys = HashSet::with_capacity(steps.len());
    if !steps.iter().all(|step| keys.insert(step.key)) {
        return None;
    }
    steps.into_iter().map(validate_step).collect()
}

fn validate_step(step: StepPlan) -> Option<StepPlan> {
    let name = text::required_text(&step.name, NAME_MAX_CHARS)?;
    let description = text::optional_text(step.description.trim(), DESCRIPTION_MAX_CHARS)?;
    if step.expected_documents.len() > MAX_EXPECTED_DOCUMENTS {
        return None;
    }
    let mut seen = HashSet::with_capacity(step.expected_documents.len());
    let expected_documents = step
        .expected_documents
        .iter()
        .map(|document| {
            let document = text::required_text(document, EXPECTED_DOCUMENT_MAX_CHARS)?;
            seen.insert(document.to_lowercase()).then_some(document)
        })
        .collect::<Option<Vec<String>>>()?;
    if step
        .due_after_hours
        .is_some_and(|hours| !(1..=MAX_DUE_AFTER_HOURS).contains(&hours))
    {
        return None;
    }
    Some(StepPlan {
        key: step.key,
        name,
        description,
        approver_role_id: step.approver_role_id,
        expected_documents,
        due_after_hours: step.due_after_hours,
    })
}

/// Spec §4 visibility: active 1, inactive 2, hidden 3. Only an active template is used to
/// start an instance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    #[default]
    Active,
    Inactive,
    Hidden,
}

impl Visibility {
    /// In the spec's id order.
    pub const ALL: [Visibility; 3] = [Self::Active, Self::Inactive, Self::Hidden];

    pub fn id(self) -> u8 {
        match self {
            Self::Active => 1,
            Self::Inactive => 2,
            Self::Hidden => 3,
        }
    }

    pub fn from_id(id: u8) -> Option<Self> {
        Self::ALL.into_iter().find(|v| v.id() == id)
    }
}

/// Spec §4 progress of a workflow instance: in progress 1, completed 2, archived 3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Progress {
    #[default]
    InProgress,
    Completed,
    Archived,
}

impl Progress {
    /// In the spec's id order.
    pub const ALL: [Progress; 3] = [Self::InProgress, Self::Completed, Self::Archived];

    pub fn id(self) -> u8 {
        match self {
            Self::InProgress => 1,
            Self::Completed => 2,
            Self::Archived => 3,
        }
    }

    pub fn from_id(id: u8) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// The status of an instance's step: not started 1, in progress 2, done 3. Steps run in
/// order: done steps, then at most one in progress, then the ones not started.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StepStatus {
    #[default]
    NotStarted,
    InProgress,
    Done,
}

impl StepStatus {
    /// In id order.
    pub const ALL: [StepStatus; 3] = [Self::NotStarted, Self::InProgress, Self::Done];

    pub fn id(self) -> u8 {
        match self {
            Self::NotStarted => 1,
            Self::InProgress => 2,
            Self::Done => 3,
        }
    }

    pub fn from_id(id: u8) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }
}

/// What proposed AI-generated steps (recorded on the instance): the chat message whose answer
/// held them, the model that wrote it and the prompt it was asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GeneratedBy {
    pub room_id: Uuid,
    pub message_id: Uuid,
    pub model_id: Uuid,
    pub prompt: String,
}

/// What the edge tells an instance about the template it starts from, read from the journal
/// (the template at `version`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TemplateSnapshot {
    pub template_id: Uuid,
    pub version: u64,
    pub name: String,
    /// The template's visibility is active and it is not archived
    /// ([`WorkflowTemplate::usable`]).
    pub usable: bool,
    pub steps: Vec<StepPlan>,
}

/// The approver roles of `steps` that `current` does not name yet, without repeats, in
/// first-seen order. Only these are looked up: a role already named was checked when it was
/// added, and one that has since disappeared must not block editing the rest.
fn added_roles(steps: &[StepPlan], current: &[StepPlan]) -> Vec<i32> {
    let held: HashSet<i32> = current
        .iter()
        .filter_map(|step| step.approver_role_id)
        .collect();
    let mut seen = HashSet::new();
    steps
        .iter()
        .filter_map(|step| step.approver_role_id)
        .filter(|role_id| !held.contains(role_id) && seen.insert(*role_id))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(n: u128) -> Uuid {
        Uuid::from_u128(0x5_7e90 + n)
    }

    fn step(n: u128) -> StepPlan {
        StepPlan {
            key: key(n),
            name: format!("Step {n}"),
            description: String::new(),
            approver_role_id: None,
            expected_documents: vec![],
            due_after_hours: None,
        }
    }

    fn strings(values: &[&str]) -> Vec<String> {
        values.iter().map(|v| (*v).to_owned()).collect()
    }

    #[test]
    fn steps_are_recorded_trimmed_in_their_order() {
        let sent = vec![
            StepPlan {
                name: "  Collect receipts ".into(),
                description: "\n Every receipt of the trip. ".into(),
                approver_role_id: Some(3),
                expected_documents: strings(&[" Receipts ", "Boarding pass"]),
                due_after_hours: Some(48),
                ..step(2)
            },
            step(1),
        ];
        let recorded = vec![
            StepPlan {
                name: "Collect receipts".into(),
                description: "Every receipt of the trip.".into(),
                approver_role_id: Some(3),
                expected_documents: strings(&["Receipts", "Boarding pass"]),
                due_after_hours: Some(48),
                ..step(2)
            },
            step(1),
        ];
        assert_eq!(validate_steps(sent), Some(recorded));
    }

    #[test]
    fn a_list_of_steps_has_one_to_thirty_steps_with_unique_keys() {
        assert_eq!(validate_steps(vec![]), None);
        let most: Vec<StepPlan> = (0..MAX_STEPS as u128).map(step).collect();
        assert_eq!(validate_steps(most.clone()), Some(most));
        let too_many: Vec<StepPlan> = (0..=MAX_STEPS as u128).map(step).collect();
        assert_eq!(validate_steps(too_many), None);
        let repeated_key = vec![
            step(1),
            StepPlan {
                name: "Other".into(),
                ..step(1)
            },
        ];
        assert_eq!(validate_steps(repeated_key), None);
    }

    #[test]
    fn a_step_name_is_required_and_bounded_and_its_description_is_bounded() {
        for name in ["".to_owned(), "  ".into(), "x".repeat(NAME_MAX_CHARS + 1)] {
            assert_eq!(validate_steps(vec![StepPlan { name, ..step(1) }]), None);
        }
        let longest = StepPlan {
            name: "名".repeat(NAME_MAX_CHARS),
            description: "説".repeat(DESCRIPTION_MAX_CHARS),
            ..step(1)
        };
        assert_eq!(
            validate_steps(vec![longest.clone()]),
            Some(vec![longest.clone()])
        );
        let description = "x".repeat(DESCRIPTION_MAX_CHARS + 1);
        assert_eq!(
            validate_steps(vec![StepPlan {
                description,
                ..step(1)
            }]),
            None
        );
    }

    #[test]
    fn expected_documents_are_at_most_ten_named_and_bounded_names_never_repeated() {
        let ten: Vec<String> = (0..MAX_EXPECTED_DOCUMENTS)
            .map(|i| format!("D{i}"))
            .collect();
        let with = |expected_documents: Vec<String>| {
            validate_steps(vec![StepPlan {
                expected_documents,
                ..step(1)
            }])
        };
        assert!(with(ten.clone()).is_some());
        let mut eleven = ten;
        eleven.push("D10".into());
        assert_eq!(with(eleven), None);
        assert!(with(vec!["文".repeat(EXPECTED_DOCUMENT_MAX_CHARS)]).is_some());
        assert_eq!(
            with(vec!["x".repeat(EXPECTED_DOCUMENT_MAX_CHARS + 1)]),
            None
        );
        assert_eq!(with(strings(&["Receipts", " "])), None);
        assert_eq!(with(strings(&["Receipts", " receipts "])), None);
    }

    #[test]
    fn due_hours_when_given_are_from_one_hour_to_a_year() {
        let with = |due_after_hours| {
            validate_steps(vec![StepPlan {
                due_after_hours,
                ..step(1)
            }])
        };
        for hours in [None, Some(1), Some(MAX_DUE_AFTER_HOURS)] {
            assert!(with(hours).is_some(), "{hours:?}");
        }
        for hours in [Some(0), Some(MAX_DUE_AFTER_HOURS + 1)] {
            assert_eq!(with(hours), None, "{hours:?}");
        }
    }

    #[test]
    fn the_status_enums_have_the_spec_ids_and_are_stored_by_name() {
        for (visibility, id) in [
            (Visibility::Active, 1),
            (Visibility::Inactive, 2),
            (Visibility::Hidden, 3),
        ] {
            assert_eq!(visibility.id(), id);
            assert_eq!(Visibility::from_id(id), Some(visibility));
        }
        for (progress, id) in [
            (Progress::InProgress, 1),
            (Progress::Completed, 2),
            (Progress::Archived, 3),
        ] {
            assert_eq!(progress.id(), id);
            assert_eq!(Progress::from_id(id), Some(progress));
        }
        for (status, id) in [
            (StepStatus::NotStarted, 1),
            (StepStatus::InProgress, 2),
            (StepStatus::Done, 3),
        ] {
            assert_eq!(status.id(), id);
            assert_eq!(StepStatus::from_id(id), Some(status));
        }
        assert_eq!(Visibility::from_id(0), None);
        assert_eq!(Progress::from_id(4), None);
        assert_eq!(StepStatus::from_id(0), None);
        assert_eq!(
            serde_json::to_value(Progress::InProgress).unwrap(),
            "in_progress"
        );
        assert_eq!(serde_json::to_value(Visibility::Hidden).unwrap(), "hidden");
        assert_eq!(
            serde_json::to_value(StepStatus::NotStarted).unwrap(),
            "not_started"
        );
    }

    #[test]
    fn only_approver_roles_new_to_the_steps_are_looked_up_once_each() {
        let with_role = |n, role| StepPlan {
            approver_role_id: Some(role),
            ..step(n)
        };
        let current = vec![with_role(1, 7), step(2)];
        let new = vec![
            with_role(1, 7),
            with_role(2, 9),
            with_role(3, 4),
            with_role(4, 9),
        ];
        assert_eq!(added_roles(&new, &current), vec![9, 4]);
        assert_eq!(added_roles(&current, &current), Vec::<i32>::new());
        assert_eq!(added_roles(&new, &[]), vec![7, 9, 4]);
    }
}

#[cfg(test)]
mod test_support;
