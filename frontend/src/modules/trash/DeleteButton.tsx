import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ActionModal } from '@/modules/ui/ConfirmDialog';
import { UndoNotice, undoNoticeMs } from '@/modules/ui/UndoNotice';
import { dependentsOfError, InUseNotice, type DependentCounts } from './InUseNotice';
import { useDeleteNode } from './useDeleteNode';
import { useNodeRestorer } from './useNodeRestorer';

const messages = defineMessages({
  delete: { id: 'trash.delete', defaultMessage: 'Delete' },
  title: { id: 'trash.delete.title', defaultMessage: 'Move to the trash' },
  confirm: defineMessage<{ name: string }>({
    id: 'trash.delete.confirm',
    defaultMessage: 'Move “{name}” to the trash? It leaves every list at once, and it can be restored from the trash as it was.',
  }),
  inUseHint: { id: 'trash.delete.inUseHint', defaultMessage: 'It can be deleted once nothing depends on it.' },
  deleted: defineMessage<{ name: string }>({ id: 'trash.deleted', defaultMessage: '{name} was moved to the trash.' }),
  undo: { id: 'trash.undo', defaultMessage: 'Undo' },
  undoNamed: defineMessage<{ name: string }>({ id: 'trash.undoNamed', defaultMessage: 'Undo deleting {name}' }),
});

/**
 * The notice after a deletion, with Undo. It is a component of its own, rendered by the
 * notifications container (inside the router, the locale and Relay), because the page that
 * deleted is usually left at once: Undo restores and then opens the entity's page again.
 */
function DeletedNotice({ id, name, notice }: { id: string; name: string; notice: string }) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const restore = useNodeRestorer();
  const undo = () => {
    notifications.hide(notice);
    restore({ id, name }, { restored: (path) => path && void navigate(to(path)) });
  };
  return (
    <UndoNotice
      message={intl.formatMessage(messages.deleted, { name })}
      undo={{ label: intl.formatMessage(messages.undo), name: intl.formatMessage(messages.undoNamed, { name }) }}
      onUndo={undo}
      data-testid="trash-deleted"
      undoTestId="trash-undo"
    />
  );
}

interface Props {
  /** The entity's global id (any kind an area lets be deleted). */
  id: string;
  /** What it is called: the question and the notices name it. */
  name: string;
  /**
   * The version the page shows: the server refuses the delete as stale when the entity changed
   * since (issue 35, as an edit form's save is), so nobody deletes what they have not seen.
   */
  version?: number;
  /** After the server moved it to the trash, e.g. leave its page for its list. */
  onDeleted?: () => void;
  /** The button's size, to sit among its neighbours (an item's small actions). */
  size?: 'xs' | 'sm';
  /**
   * Opened from elsewhere (an item of a row's menu, which closes before the question shows): no
   * button of its own; `onClose` once the question is answered or dismissed.
   */
  dialog?: { opened: boolean; onClose: () => void };
}

/**
 * Delete for any entity (issue 35): asks first, moves it to the trash with `deleteNode`, and the
 * notice that follows offers Undo. A refusal stays in the dialog in the catalogue's words; one
 * because others depend on it also says what, by kind and count (`extensions.dependents`), and
 * Delete is then disabled. The caller shows the button only to whoever may edit the entity; the
 * server decides anyway.
 */
export function DeleteButton({ id, name, version, onDeleted, size, dialog }: Props) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; dependents: DependentCounts | null } | null>(null);
  const [commit, deleting] = useDeleteNode();
  const blocked = refusal?.dependents != null;
  const close = () => {
    setOpened(false);
    setRefusal(null);
    dialog?.onClose();
  };

  const confirm = () => {
    if (deleting || blocked) return;
    commit({
      variables: { input: { id, expectedVersion: version ?? null } },
      onCompleted: () => {
        close();
        // One notice per deletion, so an Undo hides its own.
        const notice = `trash-deleted-${id}-${Date.now()}`;
        notifications.show({ id: notice, color: 'green', autoClose: undoNoticeMs, message: <DeletedNotice id={id} name={name} notice={notice} /> });
        onDeleted?.();
      },
      onError: (error) => setRefusal({ message: errorMessage(intl, error), dependents: dependentsOfError(error) }),
    });
  };

  return (
    <>
      {!dialog && (
        <Button variant="light" color="red" size={size} leftSection={<IconTrash size={size === 'xs' ? 14 : 16} aria-hidden />} onClick={() => setOpened(true)} data-testid="trash-delete-open">
          {intl.formatMessage(messages.delete)}
        </Button>
      )}
      <ActionModal
        opened={dialog ? dialog.opened : opened}
        onClose={close}
        title={intl.formatMessage(messages.title)}
        testId="trash-delete"
        error={refusal?.message}
        cancel={blocked ? commonMessages.close : commonMessages.cancel}
        confirm={{ label: intl.formatMessage(messages.delete), color: 'red', loading: deleting, disabled: blocked, onClick: confirm, testId: 'trash-delete-confirm' }}
      >
        {refusal?.dependents ? (
          <InUseNotice name={name} counts={refusal.dependents} hint={intl.formatMessage(messages.inUseHint)} testId="trash-delete-in-use" />
        ) : (
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {intl.formatMessage(messages.confirm, { name })}
          </Text>
        )}
      </ActionModal>
    </>
  );
}
