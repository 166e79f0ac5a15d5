import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCheck } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { ActionModal, useDialogAction } from '@/modules/ui/ConfirmDialog';
import { useReactivateEmployee } from './useReactivateEmployee';

const messages = defineMessages({
  reactivate: { id: 'member.reactivate.button', defaultMessage: 'Reactivate' },
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
  const [opened, { open, close }] = useDisclosure();
  const [commit, inFlight] = useReactivateEmployee();
  const { error, dismiss, run } = useDialogAction(close);
  const confirm = () => run(commit, { input: { employeeId } }, () => intl.formatMessage(messages.done));
  return (
    <>
      <Button color="green" variant="light" leftSection={<IconUserCheck size={16} aria-hidden />} onClick={open}>
        {intl.formatMessage(messages.reactivate)}
      </Button>
      <ActionModal
        opened={opened}
        onClose={dismiss}
        title={intl.formatMessage(messages.title)}
        testId="member-reactivate"
        error={error}
        confirm={{ label: intl.formatMessage(messages.confirm), color: 'green', loading: inFlight, onClick: confirm, testId: 'member-reactivate-confirm' }}
      >
        <Text size="sm">{intl.formatMessage(messages.body, { name })}</Text>
      </ActionModal>
    </>
  );
}
