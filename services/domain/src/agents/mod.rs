//! Agents (spec §2 `/agents`, `/agents/new`, `/agents/{id}`; §3 entity "agent" and its named
//! fields `name`, `description`, `instruction`, `role`, `roleCategoryId`, `emotionalLevel`,
//! `defaultAiModelId`, `defaultAiToolIds`, `documents`, `tagIds`; §8 "Not found: … Agent role,
//! AI model, Agent, Tags, Documents", 'AI tools do not belong to this AI model'; issue 18).
//!
//! One area, two aggregates:
//! - [`role`]: an agent role (a name in a role category, spec §6: Management 1, Execution 2),
//!   which sorts agents the way employees' roles sort staff.
//! - [`agent`]: an AI persona staff chat with: its instruction (the system prompt), its role,
//!   how expressive it is, the model and tools it answers with by default, the documents it
//!   knows and its tags. Archived, or deleted to the trash (issue 35): old chats name the agent
//!   that answered either way.

pub mod agent;
pub mod role;

use std::collections::HashSet;

use uuid::Uuid;

pub use agent::{
    Agent, AgentCommand, AgentError, AgentEvent, AgentLookup, AgentProfile, AgentServices,
};
pub use role::{
    AgentRole, AgentRoleCommand, AgentRoleDependents, AgentRoleError, AgentRoleEvent,
    AgentRoleLookup, AgentRoleServices,
};

/// Longest agent or agent role name, in characters (trimmed).
pub const NAME_MAX_CHARS: usize = 100;
/// Longest agent description, in characters (trimmed; may be empty).
pub const DESCRIPTION_MAX_CHARS: usize = 2_000;
/// Longest instruction (the system prompt), in characters (trimmed; required).
pub const INSTRUCTION_MAX_CHARS: usize = 20_000;
/// The emotional levels: 1 calm … 5 expressive.
pub const EMOTIONAL_LEVELS: std::ops::RangeInclusive<u8> = 1..=5;
/// Most documents one agent may know (after de-duplication).
pub const MAX_DOCUMENTS: usize = 50;
/// Most tags one agent may carry (after de-duplication).
pub const MAX_TAGS: usize = 20;

/// `ids` without repeats, in first-seen order (the order the form showed them), or `None` when
/// more than `max` distinct ids remain.
fn unique_ids(ids: Vec<Uuid>, max: usize) -> Option<Vec<Uuid>> {
    let mut seen = HashSet::with_capacity(ids.len());
    let unique: Vec<Uuid> = ids.into_iter().filter(|id| seen.insert(*id)).collect();
    (unique.len() <= max).then_some(unique)
}

/// The ids of `wanted` that `current` does not hold yet. Only these are looked up: ids already
/// held were checked when they were added, and one that has since disappeared must not block
/// editing the rest.
fn added(wanted: &[Uuid], current: &[Uuid]) -> Vec<Uuid> {
    let current: HashSet<&Uuid> = current.iter().collect();
    wanted
        .iter()
        .filter(|id| !current.contains(id))
        .copied()
        .collect()
}

/// Documents and tags are sets: the same ids in another order are no change (spec §5 would
/// otherwise let a re-ordered list through as an "update").
fn same_members(a: &[Uuid], b: &[Uuid]) -> bool {
    a.iter().collect::<HashSet<_>>() == b.iter().collect::<HashSet<_>>()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(values: &[u128]) -> Vec<Uuid> {
        values.iter().map(|v| Uuid::from_u128(*v)).collect()
    }

    #[test]
    fn id_lists_lose_their_repeats_in_first_seen_order_and_are_bounded() {
        assert_eq!(unique_ids(ids(&[3, 1, 3, 2, 1]), 3), Some(ids(&[3, 1, 2])));
        assert_eq!(unique_ids(ids(&[3, 1, 3, 2, 1]), 2), None);
        assert_eq!(unique_ids(vec![], 0), Some(vec![]));
    }

    #[test]
    fn only_ids_new_to_the_list_are_added_and_order_does_not_make_a_change() {
        assert_eq!(added(&ids(&[1, 2, 3]), &ids(&[2])), ids(&[1, 3]));
        assert!(same_members(&ids(&[1, 2]), &ids(&[2, 1])));
        assert!(!same_members(&ids(&[1, 2]), &ids(&[1])));
    }
}
