import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserOff } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { useDeactivateEmployee } from './useDeactivateEmployee';

const messages = defineMessages({
  deactivate: { id: 'member.deactivate.button', defaultMessage: 'Deactivate' },
  title: { id: 'member.deactivate.title', defaultMessage: 'Deactivate member?' },
  body: defineMessage<{ name: string }>({
    id: 'member.deactivate.body',
    defaultMessage: '{name} will no longer be able to sign in. Their history is kept.',
  }),
  confirm: { id: 'member.deactivate.confirm', defaultMessage: 'Deactivate member' },
  done: { id: 'member.deactivate.done', defaultMessage: 'Member deactivated.' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
});

/** Admin: deactivates the member after a confirmation. */
export function DeactivateMemberButton({ employeeId, name }: { employeeId: string; name: string }) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure();
  const [commit, inFlight] = useDeactivateEmployee();
  const confirm = () => {
    commit({
      variables: { input: { employeeId } },
      onCompleted: () => {
        close();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.done) });
      },
      onError: (error) => {
        close();
        notifications.show({ color: 'red', message: errorMessage(intl, error) });
      },
    });
  };
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconUserOff size={16} aria-hidden />} onClick={open}>
        {intl.formatMessage(messages.deactivate)}
      </Button>
      <Modal opened={opened} onClose={close} title={intl.formatMessage(messages.title)}>
        <Stack gap="md">
          <Text size="sm">{intl.formatMessage(messages.body, { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button color="red" loading={inFlight} onClick={confirm}>
              {intl.formatMessage(messages.confirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
