import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { useResetEmployeePassword } from './useResetEmployeePassword';

const messages = defineMessages({
  button: { id: 'member.resetPassword.button', defaultMessage: 'Reset password' },
  title: { id: 'member.resetPassword.title', defaultMessage: 'Reset password?' },
  intro: defineMessage<{ name: string }>({ id: 'member.resetPassword.intro', defaultMessage: 'Resetting the password of {name}:' }),
  signedOut: { id: 'member.resetPassword.signedOut', defaultMessage: 'signs them out everywhere, at once: every device and open window;' },
  oldPassword: { id: 'member.resetPassword.oldPassword', defaultMessage: 'makes their current password stop working;' },
  link: defineMessage<{ email: string }>({
    id: 'member.resetPassword.link',
    defaultMessage: 'emails {email} a link to choose a new password, valid for 24 hours. You never see the password.',
  }),
  confirm: { id: 'member.resetPassword.confirm', defaultMessage: 'Reset and sign out everywhere' },
  done: defineMessage<{ name: string; count: number }>({
    id: 'member.resetPassword.done',
    defaultMessage:
      'A reset link was emailed to {name}. {count, plural, =0 {They had no open sessions.} one {# session was signed out.} other {# sessions were signed out.}}',
  }),
});

/**
 * Admin, on an active member's page (issue 37 §7): resets their password after a confirmation
 * that says what happens, chiefly that they are signed out everywhere. A refusal (the email
 * could not be sent: nothing changed) stays in the dialog.
 */
export function ResetMemberPasswordButton({ employeeId, name, email }: { employeeId: string; name: string; email: string }) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure();
  const [commit, inFlight] = useResetEmployeePassword();
  const [error, setError] = useState<string | null>(null);
  const dismiss = () => {
    setError(null);
    close();
  };
  const confirm = () => {
    commit({
      variables: { input: { employeeId } },
      onCompleted: (response) => {
        dismiss();
        notifications.show({
          color: 'green',
          message: intl.formatMessage(messages.done, { name, count: response.resetEmployeePassword.revokedSessions }),
        });
      },
      onError: (failure) => setError(errorMessage(intl, failure)),
    });
  };
  return (
    <>
      <Button color="orange" variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={open}>
        {intl.formatMessage(messages.button)}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={intl.formatMessage(messages.title)} closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}>
        <Stack gap="md" data-testid="member-reset-password">
          <Text size="sm">{intl.formatMessage(messages.intro, { name })}</Text>
          <List size="sm" spacing={4}>
            <List.Item fw={600}>{intl.formatMessage(messages.signedOut)}</List.Item>
            <List.Item>{intl.formatMessage(messages.oldPassword)}</List.Item>
            <List.Item style={{ wordBreak: 'break-word' }}>{intl.formatMessage(messages.link, { email })}</List.Item>
          </List>
          {error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
            <Button color="orange" loading={inFlight} onClick={confirm} data-testid="member-reset-password-confirm">
              {intl.formatMessage(messages.confirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
