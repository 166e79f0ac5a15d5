import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { useDeleteTag } from './useDeleteTag';

const messages = defineMessages({
  title: { id: 'tag.delete.title', defaultMessage: 'Delete tag?' },
  body: defineMessage<{ name: string }>({
    id: 'tag.delete.body',
    defaultMessage: '“{name}” will be removed from the tag list. Its history is kept.',
  }),
  confirm: { id: 'tag.delete.confirm', defaultMessage: 'Delete tag' },
  done: defineMessage<{ name: string }>({ id: 'tag.delete.done', defaultMessage: 'Tag “{name}” deleted.' }),
});

interface Props {
  tag: { id: string; name: string };
  connectionId: string;
  onClose: () => void;
}

/** Confirms, then deletes the tag (its row leaves the list through the store). */
export function TagDeleteModal({ tag, connectionId, onClose }: Props) {
  const intl = useIntl();
  const [commit, inFlight] = useDeleteTag(connectionId);
  const confirm = () =>
    commit({
      variables: { input: { id: tag.id } },
      onCompleted: () => {
        onClose();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.done, { name: tag.name }) });
      },
      onError: (error) => {
        onClose();
        notifications.show({ color: 'red', message: errorMessage(intl, error) });
      },
    });
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(messages.title)}>
      <Stack gap="md">
        <Text size="sm">{intl.formatMessage(messages.body, { name: tag.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button color="red" loading={inFlight} onClick={confirm} data-autofocus>
            {intl.formatMessage(messages.confirm)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
