import { defineMessages, useIntl } from 'react-intl';
import { FormDialog } from '@/modules/ui/form/FormDialog';
import { useDialogForm } from '@/modules/ui/form/useSave';
import { AgentForm, agentInput, type AgentFormSubmit } from './AgentForm';
import { useUpdateAgent } from './useUpdateAgent';
import type { AgentForm_agent$key } from './__generated__/AgentForm_agent.graphql';
import type { AgentForm_query$key } from './__generated__/AgentForm_query.graphql';

const messages = defineMessages({
  title: { id: 'agent.edit.title', defaultMessage: 'Edit agent' },
  save: { id: 'agent.edit.save', defaultMessage: 'Save changes' },
  saved: { id: 'agent.edit.saved', defaultMessage: 'Agent saved.' },
});

interface Props {
  agentId: string;
  agent: AgentForm_agent$key;
  query: AgentForm_query$key;
  canManageRoles: boolean;
  onClose: () => void;
}

/** The agent form in a dialog on the detail page: saved with the version it was opened at (the conflict view when stale). */
export function AgentEditModal({ agentId, agent, query, canManageRoles, onClose }: Props) {
  const intl = useIntl();
  const form = useDialogForm(useUpdateAgent(), {
    variables: (values: Parameters<AgentFormSubmit>[0], expectedVersion) => ({ input: { id: agentId, expectedVersion, ...agentInput(values) } }),
    saved: messages.saved,
    submitLabel: messages.save,
    onClose,
  });
  return (
    <FormDialog title={intl.formatMessage(messages.title)} onClose={onClose} size="xl">
      <AgentForm query={query} agent={agent} canManageRoles={canManageRoles} {...form} />
    </FormDialog>
  );
}
