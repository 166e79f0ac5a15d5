import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { DialogActions, ErrorAlert } from '@/modules/ui/ConfirmDialog';
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
  const [error, setError] = useState<string | null>(null);
  const dismiss = () => {
    setError(null);
    close();
  };
  const confirm = () => {
    commit({
      variables: { input: { employeeId } },
      onCompleted: () => {
        dismiss();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.done) });
      },
      onError: (failure) => setError(errorMessage(intl, failure)),
    });
  };
  return (
    <>
      <Button color="green" variant="light" leftSection={<IconUserCheck size={16} aria-hidden />} onClick={open}>
        {intl.formatMessage(messages.reactivate)}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={intl.formatMessage(messages.title)} closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}>
        <Stack gap="md" data-testid="member-reactivate">
          <Text size="sm">{intl.formatMessage(messages.body, { name })}</Text>
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <DialogActions onCancel={dismiss} confirm={{ label: intl.formatMessage(messages.confirm), color: 'green', loading: inFlight, onClick: confirm, testId: 'member-reactivate-confirm' }} />
        </Stack>
      </Modal>
    </>
  );
}
