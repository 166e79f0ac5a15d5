import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { DialogModal } from '@/modules/ui/DialogModal';
import { newPasswordErrors, NewPasswordFields, PasswordField, refusedField, useAuthFields } from './AuthFields';
import { useChangePassword } from './useChangePassword';

const messages = defineMessages({
  title: { id: 'auth.changePassword.title', defaultMessage: 'Change password' },
  oldPassword: { id: 'auth.changePassword.old', defaultMessage: 'Current password' },
  submit: { id: 'auth.changePassword.submit', defaultMessage: 'Change password' },
  required: { id: 'common.required', defaultMessage: 'This field is required.' },
  done: defineMessage<{ count: number }>({
    id: 'auth.changePassword.done',
    defaultMessage: 'Password changed. {count, plural, =0 {No other sessions were} one {# other session was} other {# other sessions were}} signed out.',
  }),
});

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** Change password (oldPassword, newPassword); server errors show beside the field. */
export function ChangePasswordModal({ opened, onClose }: Props) {
  const intl = useIntl();
  const [commit, inFlight] = useChangePassword();
  const fields = useAuthFields({ oldPassword: '', newPassword: '', confirm: '' });
  const { values } = fields;

  const close = () => {
    fields.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = fields.check({
      ...(values.oldPassword === '' && { oldPassword: intl.formatMessage(messages.required) }),
      ...newPasswordErrors(intl, values),
    });
    if (!valid) return;
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
        // A refusal that names no field is about the current password (wrong, or signed out).
        fields.setErrors({ [refusedField(error, ['newPassword'] as const) ?? 'oldPassword']: errorMessage(intl, error) });
      },
    });
  };

  return (
    <DialogModal opened={opened} onClose={close} title={intl.formatMessage(messages.title)}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField label={intl.formatMessage(messages.oldPassword)} autoComplete="current-password" {...fields.bind('oldPassword')} />
          <NewPasswordFields bind={fields.bind} />
          <DialogActions onCancel={close} confirm={{ label: intl.formatMessage(messages.submit), loading: inFlight, submit: true }} />
        </Stack>
      </form>
    </DialogModal>
  );
}
