import { defineMessages } from 'react-intl';

/** The agents area's words that several of its screens show, one key each: import these rather than defining them again. */
export const agentMessages = defineMessages({
  agentsTitle: { id: 'page.agents.title', defaultMessage: 'Agents' },
  archived: { id: 'agent.archived', defaultMessage: 'Archived' },
  defaultModel: { id: 'agent.field.defaultModel', defaultMessage: 'Default AI model' },
  defaultTools: { id: 'agent.field.defaultTools', defaultMessage: 'Default tools' },
  description: { id: 'agent.field.description', defaultMessage: 'Description' },
  documents: { id: 'agent.field.documents', defaultMessage: 'Documents' },
  emotionalLevel: { id: 'agent.field.emotionalLevel', defaultMessage: 'Emotional level' },
  instruction: { id: 'agent.field.instruction', defaultMessage: 'Instruction' },
  name: { id: 'agent.field.name', defaultMessage: 'Name' },
  role: { id: 'agent.field.role', defaultMessage: 'Agent role' },
  roleCategory: { id: 'agent.field.roleCategory', defaultMessage: 'Role category' },
  tags: { id: 'agent.field.tags', defaultMessage: 'Tags' },
  updatedAt: { id: 'agent.field.updatedAt', defaultMessage: 'Updated' },
  valueNone: { id: 'agent.value.none', defaultMessage: 'None' },
});
