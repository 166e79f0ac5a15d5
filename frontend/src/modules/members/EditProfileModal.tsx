import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ClientError } from '../relay/ClientError';
import { errorMessage } from '../relay/errorMessages';
import { memberProblemMessage } from './memberErrors';
import { useUpdateEmployee } from './useUpdateEmployee';
import { validateMemberInput } from './validateMemberInput';

const messages = defineMessages({
  title: { id: 'member.edit.title', defaultMessage: 'Edit profile' },
  name: { id: 'member.field.name', defaultMessage: 'Name' },
  email: { id: 'member.field.email', defaultMessage: 'Email' },
  save: { id: 'member.edit.save', defaultMessage: 'Save' },
  saved: { id: 'member.edit.saved', defaultMessage: 'Profile saved.' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
});

interface Props {
  opened: boolean;
  onClose: () => void;
  employeeId: string;
  name: string;
  email: string;
}

/** Name and email of a member (self or admin). */
export function EditProfileModal({ opened, onClose, employeeId, name: initialName, email: initialEmail }: Props) {
  const intl = useIntl();
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, inFlight] = useUpdateEmployee();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = validateMemberInput({ name, email });
    const found: { name?: string; email?: string } = {};
    if (problems.name) found.name = memberProblemMessage(intl, problems.name);
    if (problems.email) found.email = memberProblemMessage(intl, problems.email);
    setErrors(found);
    if (found.name || found.email) return;
    commit({
      variables: { input: { employeeId, name: name.trim(), email: email.trim() } },
      onCompleted: () => {
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
        onClose();
      },
      onError: (error) => {
        const field = error instanceof ClientError ? error.field : null;
        if (field === 'name' || field === 'email') setErrors({ [field]: errorMessage(intl, error) });
        else setFormError(errorMessage(intl, error));
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage(messages.title)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label={intl.formatMessage(messages.name)}
            required
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label={intl.formatMessage(messages.email)}
            required
            type="email"
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button type="submit" loading={inFlight}>
              {intl.formatMessage(messages.save)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
