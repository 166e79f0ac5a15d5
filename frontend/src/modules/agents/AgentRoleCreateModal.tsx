import { Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { roleCategories } from '@/modules/members/roleCategories';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { FormDialog } from '@/modules/ui/form/FormDialog';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useNameField } from '@/modules/ui/form/useNameField';
import { useCreateAgentRole } from './useCreateAgentRole';

const messages = defineMessages({
  title: { id: 'agent.role.create.title', defaultMessage: 'New Agent Role' },
  name: { id: 'agent.role.field.name', defaultMessage: 'Role name' },
  category: { id: 'agent.role.field.category', defaultMessage: 'Role category' },
  create: { id: 'agent.role.create.submit', defaultMessage: 'Create role' },
  nameRequired: { id: 'agent.role.validation.nameRequired', defaultMessage: 'Enter a name.' },
  created: defineMessage<{ name: string }>({ id: 'agent.role.create.done', defaultMessage: 'Role “{name}” created.' }),
  failed: { id: 'agent.role.create.failed', defaultMessage: 'The role was not created' },
});

interface Props {
  onClose: () => void;
  /** Told the new role's id (the form selects it). */
  onCreated: (id: string) => void;
}

/** A small dialog for a new agent role (Management; the server's refusal is shown as it says it). */
export function AgentRoleCreateModal({ onClose, onCreated }: Props) {
  const intl = useIntl();
  const name = useNameField('', messages.nameRequired);
  const [category, setCategory] = useState('2');
  const [create, inFlight] = useCreateAgentRole();
  const submit = () => {
    if (inFlight) return;
    const trimmed = name.take();
    if (!trimmed) return;
    create({
      variables: { input: { name: trimmed, roleCategoryId: Number(category) } },
      onCompleted: (response) => {
        const role = response.createAgentRole.agentRole;
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created, { name: role.name }) });
        onCreated(role.id);
        onClose();
      },
      onError: name.onError,
    });
  };
  return (
    <FormDialog title={intl.formatMessage(messages.title)} onClose={onClose}>
      <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.title)}>
        <Stack gap="md">
          {name.formError && (
            <ErrorAlert title={intl.formatMessage(messages.failed)} testId="agent-role-error">
              {name.formError}
            </ErrorAlert>
          )}
          <TextInput label={intl.formatMessage(messages.name)} required {...name.input} data-autofocus />
          <Input.Wrapper label={intl.formatMessage(messages.category)}>
            <div>
              <SegmentedControl
                aria-label={intl.formatMessage(messages.category)}
                value={category}
                onChange={setCategory}
                data={roleCategories.map((option) => ({ value: String(option.id), label: intl.formatMessage(option.label) }))}
              />
            </div>
          </Input.Wrapper>
          <DialogActions onCancel={onClose} confirm={{ label: intl.formatMessage(messages.create), loading: inFlight, submit: true }} />
        </Stack>
      </RecipeForm>
    </FormDialog>
  );
}
