import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { commonMessages } from '@/modules/ui/commonMessages';
import { savedViewQuery } from './savedViewLists';
import { SavedViewFormModal, type SavedViewValues } from './SavedViewFormModal';
import { useUpdateSavedView } from './useUpdateSavedView';

const messages = defineMessages({
  actions: defineMessage<{ name: string }>({ id: 'views.item.actions', defaultMessage: 'Actions for “{name}”' }),
  edit: { id: 'views.item.edit', defaultMessage: 'Rename or share' },
  delete: { id: 'views.item.delete', defaultMessage: 'Delete' },
  editTitle: defineMessage<{ name: string }>({ id: 'views.edit.title', defaultMessage: 'Edit view “{name}”' }),
  saved: { id: 'views.edit.saved', defaultMessage: 'View saved.' },
});

export interface OwnView {
  id: string;
  name: string;
  query: string;
  version: number;
  sharedWithRoleId: number | null;
}

/** Its owner's menu on a saved view: rename, share or save the list's current filter (on its list), delete to the trash. */
export function SavedViewActions({ view, onItsList }: { view: OwnView; onItsList: boolean }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [commit, busy] = useUpdateSavedView();
  const close = () => {
    setEditing(false);
    setError(null);
  };
  const submit = (values: SavedViewValues) => {
    setError(null);
    commit({
      variables: {
        input: {
          id: view.id,
          expectedVersion: view.version,
          name: values.name,
          query: values.useCurrent ? savedViewQuery(search) : view.query,
          sharedWithRoleId: values.sharedWithRoleId,
        },
      },
      onCompleted: () => {
        close();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
      },
      onError: setError,
    });
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={intl.formatMessage(messages.actions, { name: view.name })} data-testid="saved-view-actions">
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setEditing(true)} data-testid="saved-view-edit">
            {intl.formatMessage(messages.edit)}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => setDeleting(true)} data-testid="saved-view-delete">
            {intl.formatMessage(messages.delete)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {editing ? (
        <SavedViewFormModal
          title={intl.formatMessage(messages.editTitle, { name: view.name })}
          submitLabel={intl.formatMessage(commonMessages.saveChanges)}
          initial={{ name: view.name, sharedWithRoleId: view.sharedWithRoleId, useCurrent: onItsList }}
          offerCurrent={onItsList}
          busy={busy}
          error={error}
          onSubmit={submit}
          onClose={close}
        />
      ) : null}
      <DeleteButton id={view.id} name={view.name} dialog={{ opened: deleting, onClose: () => setDeleting(false) }} />
    </>
  );
}
