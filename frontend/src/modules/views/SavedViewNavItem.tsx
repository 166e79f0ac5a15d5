import { Group, NavLink } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation, useSearchParams } from 'react-router';
import { splitLocalePath } from '@/modules/i18n/localePath';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { savedViewPath, savedViewQuery } from './savedViewLists';
import { SavedViewActions } from './SavedViewActions';
import type { SavedViewNavItem_view$key } from './__generated__/SavedViewNavItem_view.graphql';


const messages = defineMessages({
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
  const { path } = splitLocalePath(location.pathname);
  const onItsList = path === `/${view.list}`;
  const active = onItsList && savedViewQuery(search) === view.query;
  const description = view.isMine
    ? view.sharedWithRole && intl.formatMessage(messages.sharedWith, { role: view.sharedWithRole.name })
    : intl.formatMessage(messages.sharedBy, { name: view.owner?.name ?? '' });
  const link = (
    <NavLink
      component={Link}
      to={to(savedViewPath(view.list, view.query))}
      label={view.name}
      description={description}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      data-testid="saved-view-link"
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  if (!view.viewerCanEdit) return link;
  const own = { id: view.id, name: view.name, query: view.query, version: view.version, sharedWithRoleId: view.sharedWithRole?.roleId ?? null };
  return (
    <Group gap={0} wrap="nowrap">
      {link}
      <SavedViewActions view={own} onItsList={onItsList} />
    </Group>
  );
}
