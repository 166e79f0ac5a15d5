import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { AgentForm, type AgentFormSubmit } from './AgentForm';
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
  const [commit, inFlight] = useUpdateAgent();
  const submit: AgentFormSubmit = (values, expectedVersion, { onError, onSaved }) =>
    commit({
      variables: {
        input: {
          id: agentId,
          expectedVersion,
          name: values.name,
          description: values.description,
          instruction: values.instruction,
          roleId: values.roleId,
          emotionalLevel: values.emotionalLevel,
          defaultAiModelId: values.defaultAiModelId,
          defaultAiToolIds: values.defaultAiToolIds,
          documentIds: values.documents.map((document) => document.id),
          tagIds: values.tagIds,
        },
      },
      onCompleted: () => {
        onSaved();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
        onClose();
      },
      onError,
    });
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(messages.title)} size="xl" closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}>
      <AgentForm query={query} agent={agent} canManageRoles={canManageRoles} submitLabel={intl.formatMessage(messages.save)} inFlight={inFlight} onSubmit={submit} onCancel={onClose} />
    </Modal>
  );
}
