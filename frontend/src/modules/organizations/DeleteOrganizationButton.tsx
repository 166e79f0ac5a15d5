import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { useDeleteOrganization } from './useDeleteOrganization';

const messages = defineMessages({
  delete: { id: 'organization.delete', defaultMessage: 'Delete' },
  title: { id: 'organization.delete.title', defaultMessage: 'Delete organization' },
  confirm: defineMessage<{ name: string }>({
    id: 'organization.delete.confirm',
    defaultMessage: 'Delete {name}? Its name becomes free again; its history is kept.',
  }),
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  deleted: defineMessage<{ name: string }>({ id: 'organization.delete.done', defaultMessage: '{name} was deleted.' }),
});

/**
 * Deletes behind a confirmation. Only Management may (issue 13); the button is shown to
 * everyone and the server's refusal is shown as it says it, so the rule lives in one place.
 */
export function DeleteOrganizationButton({ id, name }: { id: string; name: string }) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const [commit, inFlight] = useDeleteOrganization();
  const confirm = () =>
    commit({
      variables: { input: { id } },
      onCompleted: (_response, errors) => {
        if (errors?.length) return;
        close();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.deleted, { name }) });
        void navigate(to('/organizations'));
      },
      onError: (error) => {
        close();
        notifications.show({ color: 'red', message: errorMessage(intl, error) });
      },
    });
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
        {intl.formatMessage(messages.delete)}
      </Button>
      <Modal opened={opened} onClose={close} title={intl.formatMessage(messages.title)}>
        <Stack gap="md">
          <Text size="sm">{intl.formatMessage(messages.confirm, { name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button color="red" loading={inFlight} onClick={confirm}>
              {intl.formatMessage(messages.title)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
