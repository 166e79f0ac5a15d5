import { IconRobot } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, type AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  searchLabel: { id: 'search.area.agents', defaultMessage: 'Agents' },
  agentKind: { id: 'agent.kind', defaultMessage: 'Agent' },
  agentTrash: { id: 'agent.trash', defaultMessage: 'Deleted agents' },
  roleKind: { id: 'agent.role.kind', defaultMessage: 'Agent role' },
  roleTrash: { id: 'agent.role.trash', defaultMessage: 'Deleted agent roles' },
  agents: { id: 'dependents.agents', defaultMessage: '{count, plural, one {# agent} other {# agents}}' },
  archivedAgents: { id: 'dependents.archivedAgents', defaultMessage: '{count, plural, one {# archived agent} other {# archived agents}}' },
});

export const area: AreaModule = {
  name: 'agents',
  searchLabel: messages.searchLabel,
  icon: IconRobot,
  pages: {
    Agent: (id) => `/agents/${segment(id)}`,
    // The agents with that role (the list's role filter), where its Delete is (issue 35).
    AgentRole: (id) => `/agents?role=${encodeURIComponent(id)}`,
  },
  labels: { Agent: messages.agentKind, AgentRole: messages.roleKind },
  // Issue 35: Management deletes an agent role to the trash once no agent has it; the refusal
  // counts the agents that do, archived ones apart (the server's `agents`, `archived_agents`).
  // Any staff member deletes an agent, archived or not (issue 35); nothing is in the way: chats
  // that used it read "(deleted)".
  trash: { Agent: messages.agentTrash, AgentRole: messages.roleTrash },
  counts: { agents: messages.agents, archivedAgents: messages.archivedAgents },
};
