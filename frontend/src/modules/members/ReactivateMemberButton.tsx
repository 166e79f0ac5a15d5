import { Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { MemberActionButton } from './MemberActionButton';
import { useReactivateEmployee } from './useReactivateEmployee';

const messages = defineMessages({
  button: { id: 'member.reactivate.button', defaultMessage: 'Reactivate' },
  title: { id: 'member.reactivate.title', defaultMessage: 'Reactivate member?' },
  body: defineMessage<{ name: string }>({
    id: 'member.reactivate.body',
    defaultMessage: '{name} will be able to sign in again, with the roles they held.',
  }),
  confirm: { id: 'member.reactivate.confirm', defaultMessage: 'Reactivate member' },
  done: { id: 'member.reactivate.done', defaultMessage: 'Member reactivated.' },
});

/** Admin, on a deactivated member's page: reactivates them after a confirmation; a refusal stays in the dialog. */
export function ReactivateMemberButton({ employeeId, name }: { employeeId: string; name: string }) {
  const intl = useIntl();
  return (
    <MemberActionButton
      employeeId={employeeId}
      mutation={useReactivateEmployee()}
      color="green"
      icon={<IconUserCheck size={16} aria-hidden />}
      messages={messages}
      testId="member-reactivate"
      done={() => intl.formatMessage(messages.done)}
    >
      <Text size="sm">{intl.formatMessage(messages.body, { name })}</Text>
    </MemberActionButton>
  );
}
