use uuid::Uuid;

use super::AgentProfile;

/// What a caller asks of an agent. The profile arrives as sent, so that the aggregate, not the
/// edge, decides whether it is valid. (The form's `emotionalLevel` is an `Int`: the edge passes
/// a value outside `u8` as 0, which is rejected as 'Invalid emotionalLevel'.)
#[derive(Debug, Clone, PartialEq)]
pub enum AgentCommand {
    /// The new-agent form (`/agents/new`); `author_id` is the signed-in employee.
    Create {
        agent_id: Uuid,
        author_id: Uuid,
        profile: AgentProfile,
    },
    /// The edit form: the whole profile, as it should be.
    Update {
        profile: AgentProfile,
    },
    /// `archiveAgent` with `archived: true`.
    Archive,
    /// `archiveAgent` with `archived: false`.
    Restore,
    /// Issue 35: to the trash (`deleteNode`), and back from it (`restoreNode`; not the
    /// un-archive above).
    Delete,
    RestoreFromTrash,
}

impl crate::Command for AgentCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::Create { .. } => "CreateAgent",
            Self::Update { .. } => "UpdateAgent",
            Self::Archive => "ArchiveAgent",
            Self::Restore => "RestoreAgent",
            Self::Delete => "DeleteAgent",
            Self::RestoreFromTrash => "RestoreAgentFromTrash",
        }
    }
}
