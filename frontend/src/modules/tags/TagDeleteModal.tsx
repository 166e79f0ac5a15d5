import { notifications } from '@mantine/notifications';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useShowError } from '@/modules/relay/showFailure';
import { ConfirmModal } from '@/modules/ui/ConfirmDialog';
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
  const showError = useShowError();
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
        showError(error);
      },
    });
  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      body={intl.formatMessage(messages.body, { name: tag.name })}
      confirm={{ label: intl.formatMessage(messages.confirm), color: 'red', loading: inFlight, onClick: confirm, autoFocus: true }}
    />
  );
}
