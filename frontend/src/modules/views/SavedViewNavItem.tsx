import { ActionIcon, Group, Menu, NavLink } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconEye, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation, useSearchParams } from 'react-router';
import { splitLocalePath } from '@/modules/i18n/localePath';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { commonMessages } from '@/modules/ui/commonMessages';
import { savedViewPath, savedViewQuery } from './savedViewLists';
import { SavedViewFormModal, type SavedViewValues } from './SavedViewFormModal';
import { useUpdateSavedView } from './useUpdateSavedView';
import type { SavedViewNavItem_view$key } from './__generated__/SavedViewNavItem_view.graphql';

const messages = defineMessages({
  actions: defineMessage<{ name: string }>({ id: 'views.item.actions', defaultMessage: 'Actions for “{name}”' }),
  edit: { id: 'views.item.edit', defaultMessage: 'Rename or share' },
  delete: { id: 'views.item.delete', defaultMessage: 'Delete' },
  editTitle: defineMessage<{ name: string }>({ id: 'views.edit.title', defaultMessage: 'Edit view “{name}”' }),
  saved: { id: 'views.edit.saved', defaultMessage: 'View saved.' },
  sharedBy: defineMessage<{ name: string }>({ id: 'views.item.sharedBy', defaultMessage: 'Shared by {name}' }),
  sharedWith: defineMessage<{ role: string }>({ id: 'views.item.sharedWith', defaultMessage: 'Shared with {role}' }),
});

/** One saved view in the navigation: opens its list as saved; its owner renames, shares, updates or deletes it. */
export function SavedViewNavItem({ view: key, onNavigate }: { view: SavedViewNavItem_view$key; onNavigate: () => void }) {
  const intl = useIntl();
  const to = useLocalePath();
  const location = useLocation();
  const [search] = useSearchParams();
  const view = useFragment(
    graphql`
      fragment SavedViewNavItem_view on SavedView {
        id
        list
        name
        query
        version
        isMine
        viewerCanEdit
        sharedWithRole {
          roleId
          name
        }
        owner {
          name
        }
      }
    `,
    key,
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [commit, busy] = useUpdateSavedView();
  const { path } = splitLocalePath(location.pathname);
  const onItsList = path === `/${view.list}`;
  const active = onItsList && savedViewQuery(search) === view.query;
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
  const description = view.isMine
    ? view.sharedWithRole && intl.formatMessage(messages.sharedWith, { role: view.sharedWithRole.name })
    : intl.formatMessage(messages.sharedBy, { name: view.owner?.name ?? '' });
  const link = (
    <NavLink
      component={Link}
      to={to(savedViewPath(view.list, view.query))}
      label={view.name}
      description={description}
      leftSection={view.isMine && !view.sharedWithRole ? <IconEye size={16} aria-hidden /> : <IconUsers size={16} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      data-testid="saved-view-link"
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  if (!view.viewerCanEdit) return link;
  return (
    <Group gap={0} wrap="nowrap">
      {link}
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
          initial={{ name: view.name, sharedWithRoleId: view.sharedWithRole?.roleId ?? null, useCurrent: onItsList }}
          offerCurrent={onItsList}
          busy={busy}
          error={error}
          onSubmit={submit}
          onClose={close}
        />
      ) : null}
      <DeleteButton id={view.id} name={view.name} dialog={{ opened: deleting, onClose: () => setDeleting(false) }} />
    </Group>
  );
}
