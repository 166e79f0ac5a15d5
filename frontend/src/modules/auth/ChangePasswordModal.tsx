import { Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { useChangePassword } from './useChangePassword';

const messages = defineMessages({
  title: { id: 'auth.changePassword.title', defaultMessage: 'Change password' },
  toggleVisibility: { id: 'auth.signIn.toggleVisibility', defaultMessage: 'Show or hide the characters' },
  oldPassword: { id: 'auth.changePassword.old', defaultMessage: 'Current password' },
  newPassword: { id: 'auth.changePassword.new', defaultMessage: 'New password' },
  confirm: { id: 'auth.changePassword.confirm', defaultMessage: 'Confirm new password' },
  submit: { id: 'auth.changePassword.submit', defaultMessage: 'Change password' },
  required: { id: 'common.required', defaultMessage: 'This field is required.' },
  tooShort: defineMessage<{ min: number }>({ id: 'auth.changePassword.tooShort', defaultMessage: 'Use at least {min, number} characters.' }),
  mismatch: { id: 'auth.changePassword.mismatch', defaultMessage: 'The passwords do not match.' },
  done: defineMessage<{ count: number }>({
    id: 'auth.changePassword.done',
    defaultMessage: 'Password changed. {count, plural, =0 {No other sessions were} one {# other session was} other {# other sessions were}} signed out.',
  }),
});

const minLength = 8;

type Field = 'oldPassword' | 'newPassword' | 'confirm';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** Change password (oldPassword, newPassword); server errors show beside the field. */
export function ChangePasswordModal({ opened, onClose }: Props) {
  const intl = useIntl();
  const toggle = { 'aria-label': intl.formatMessage(messages.toggleVisibility) };
  const [commit, inFlight] = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const close = () => {
    setValues({ oldPassword: '', newPassword: '', confirm: '' });
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (values.oldPassword === '') next.oldPassword = intl.formatMessage(messages.required);
    if (values.newPassword.length < minLength) next.newPassword = intl.formatMessage(messages.tooShort, { min: minLength });
    if (values.confirm !== values.newPassword) next.confirm = intl.formatMessage(messages.mismatch);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    commit({
      variables: { input: { oldPassword: values.oldPassword, newPassword: values.newPassword } },
      onCompleted: (response) => {
        notifications.show({
          color: 'green',
          message: intl.formatMessage(messages.done, { count: response.changePassword.revokedSessions }),
        });
        close();
      },
      onError: (error) => {
        const field = error instanceof ClientError && error.field === 'newPassword' ? 'newPassword' : 'oldPassword';
        setErrors({ [field]: errorMessage(intl, error) });
      },
    });
  };

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage(messages.title)}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput label={intl.formatMessage(messages.oldPassword)} autoComplete="current-password" required withAsterisk={false} {...bind('oldPassword')} visibilityToggleButtonProps={toggle} />
          <PasswordInput label={intl.formatMessage(messages.newPassword)} autoComplete="new-password" required withAsterisk={false} {...bind('newPassword')} visibilityToggleButtonProps={toggle} />
          <PasswordInput label={intl.formatMessage(messages.confirm)} autoComplete="new-password" required withAsterisk={false} {...bind('confirm')} visibilityToggleButtonProps={toggle} />
          <DialogActions onCancel={close} confirm={{ label: intl.formatMessage(messages.submit), loading: inFlight, submit: true }} />
        </Stack>
      </form>
    </Modal>
  );
}
