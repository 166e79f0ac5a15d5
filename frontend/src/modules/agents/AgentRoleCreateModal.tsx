import { Alert, Button, Group, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { roleCategories } from '@/modules/members/roleCategories';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { FormDialog } from '@/modules/ui/form/FormDialog';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
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
  const [name, setName] = useState('');
  const [category, setCategory] = useState('2');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [create, inFlight] = useCreateAgentRole();
  const submit = () => {
    const trimmed = name.trim();
    setFormError(null);
    if (!trimmed) {
      setNameError(intl.formatMessage(messages.nameRequired));
      return;
    }
    create({
      variables: { input: { name: trimmed, roleCategoryId: Number(category) } },
      onCompleted: (response) => {
        const role = response.createAgentRole.agentRole;
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created, { name: role.name }) });
        onCreated(role.id);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ClientError && error.field?.replace(/^input\./, '') === 'name') setNameError(errorMessage(intl, error));
        else setFormError(errorMessage(intl, error));
      },
    });
  };
  return (
    <FormDialog title={intl.formatMessage(messages.title)} onClose={onClose}>
      <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.title)}>
        <Stack gap="md">
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={intl.formatMessage(messages.failed)} role="alert" data-testid="agent-role-error">
              {formError}
            </Alert>
          )}
          <TextInput
            label={intl.formatMessage(messages.name)}
            required
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            data-autofocus
          />
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
            <Button type="submit" loading={inFlight}>
              {intl.formatMessage(messages.create)}
            </Button>
          </Group>
        </Stack>
      </RecipeForm>
    </FormDialog>
  );
}
