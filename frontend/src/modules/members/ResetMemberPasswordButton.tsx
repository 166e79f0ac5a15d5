import { List, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { MemberActionButton } from './MemberActionButton';
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
  return (
    <MemberActionButton
      employeeId={employeeId}
      mutation={useResetEmployeePassword()}
      color="orange"
      icon={<IconKey size={16} aria-hidden />}
      messages={messages}
      testId="member-reset-password"
      done={(response) => intl.formatMessage(messages.done, { name, count: response.resetEmployeePassword.revokedSessions })}
    >
      <Text size="sm">{intl.formatMessage(messages.intro, { name })}</Text>
      <List size="sm" spacing={4}>
        <List.Item fw={600}>{intl.formatMessage(messages.signedOut)}</List.Item>
        <List.Item>{intl.formatMessage(messages.oldPassword)}</List.Item>
        <List.Item style={{ wordBreak: 'break-word' }}>{intl.formatMessage(messages.link, { email })}</List.Item>
      </List>
    </MemberActionButton>
  );
}
