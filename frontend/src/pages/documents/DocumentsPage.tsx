import { Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { DocumentCategoryManager } from '@/modules/documents/DocumentCategoryManager';
import { DocumentFilters } from '@/modules/documents/DocumentFilters';
import { DocumentList } from '@/modules/documents/DocumentList';
import type { DocumentListFilter } from '@/modules/documents/documentListParams';
import { DocumentsViewSwitch, type DocumentsView } from '@/modules/documents/DocumentsViewSwitch';
import { PermissionCategoryManager } from '@/modules/documents/PermissionCategoryManager';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { isAdmin } from '@/modules/members/isAdmin';
import { TrashLink } from '@/modules/trash/TrashLink';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { DocumentsPageData } from './documentsPageLoader';
import { DocumentCategoriesPageQuery, DocumentsPageQuery, PermissionCategoriesPageQuery } from './DocumentsPageQueries';
import type { DocumentCategoriesPageQuery as CategoriesQuery } from './__generated__/DocumentCategoriesPageQuery.graphql';
import type { DocumentsPageQuery as ListQuery } from './__generated__/DocumentsPageQuery.graphql';
import type { PermissionCategoriesPageQuery as PermissionsQuery } from './__generated__/PermissionCategoriesPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.documents.title', defaultMessage: 'Documents' },
  create: { id: 'page.documents.create', defaultMessage: 'New document' },
  categories: { id: 'document.categories.title', defaultMessage: 'Document categories' },
  permissions: { id: 'document.permissionCategories.title', defaultMessage: 'Permission categories' },
});

function Header({ view, admin }: { view: DocumentsView; admin: boolean }) {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <PageHeader title={intl.formatMessage(messages.title)}>
      <Group gap="sm">
        {admin && <DocumentsViewSwitch view={view} />}
        <TrashLink kind="Document" />
        <LinkButton to={to('/documents/new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {intl.formatMessage(messages.create)}
        </LinkButton>
      </Group>
    </PageHeader>
  );
}

function List({ queryRef, filter }: { queryRef: PreloadedQuery<ListQuery>; filter: DocumentListFilter }) {
  const data = usePreloadedQuery<ListQuery>(DocumentsPageQuery, queryRef);
  return (
    <Stack gap="md">
      <Header view="list" admin={isAdmin(data.profile.roles)} />
      <DocumentFilters query={data} />
      <DocumentList query={data} filter={filter} />
    </Stack>
  );
}

function Categories({ queryRef }: { queryRef: PreloadedQuery<CategoriesQuery> }) {
  const data = usePreloadedQuery<CategoriesQuery>(DocumentCategoriesPageQuery, queryRef);
  const admin = isAdmin(data.profile.roles);
  return (
    <Stack gap="md">
      <Header view="categories" admin={admin} />
      <DocumentCategoryManager query={data} admin={admin} />
    </Stack>
  );
}

function Permissions({ queryRef }: { queryRef: PreloadedQuery<PermissionsQuery> }) {
  const data = usePreloadedQuery<PermissionsQuery>(PermissionCategoriesPageQuery, queryRef);
  const admin = isAdmin(data.profile.roles);
  return (
    <Stack gap="md">
      <Header view="permissions" admin={admin} />
      <PermissionCategoryManager query={data} admin={admin} />
    </Stack>
  );
}

/**
 * /documents: the list recipe (search, filters, favourites, live through the store), issue 14;
 * for admins also the document categories and the permission categories (`?view=`).
 */
export function DocumentsPage() {
  const intl = useIntl();
  const data = useLoaderData() as DocumentsPageData;
  const title = intl.formatMessage(messages.title);
  const section = data.view === 'categories' ? messages.categories : data.view === 'permissions' ? messages.permissions : null;
  usePageTitle(section ? `${intl.formatMessage(section)} · ${title}` : title);
  if (data.view === 'categories') return <Categories queryRef={data.queryRef} />;
  if (data.view === 'permissions') return <Permissions queryRef={data.queryRef} />;
  return <List queryRef={data.queryRef} filter={data.filter} />;
}
