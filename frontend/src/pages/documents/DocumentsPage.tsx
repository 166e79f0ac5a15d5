import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { DocumentCategoryManager } from '@/modules/documents/DocumentCategoryManager';
import { DocumentFilters } from '@/modules/documents/DocumentFilters';
import { documentColumns, DocumentList } from '@/modules/documents/DocumentList';
import type { DocumentListFilter } from '@/modules/documents/documentListParams';
import { DocumentsViewSwitch, type DocumentsView } from '@/modules/documents/DocumentsViewSwitch';
import { PermissionCategoryManager } from '@/modules/documents/PermissionCategoryManager';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { isAdmin } from '@/modules/members/isAdmin';
import { documentExport } from '@/modules/documents/documentExport';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { TrashLink } from '@/modules/trash/TrashLink';
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

/** The views the tab's title names before "Documents" (the list is the page itself). */
const sections = { list: null, categories: messages.categories, permissions: messages.permissions };

/** Every view's frame: the heading with the view switch (admins), the trash and "New document", then the view. */
function Frame({ view, admin, exported, children }: { view: DocumentsView; admin: boolean; exported?: Readonly<Record<string, unknown>>; children: ReactNode }) {
  const intl = useIntl();
  const to = useLocalePath();
  const title = intl.formatMessage(messages.title);
  const section = sections[view];
  return (
    <ListPageFrame
      title={title}
      exportList={exported && { spec: documentExport, variables: exported, name: title }}
      savedView="documents"
      columns={exported && documentColumns}
      pageTitle={section ? `${intl.formatMessage(section)} · ${title}` : undefined}
      create={{ to: to('/documents/new'), label: intl.formatMessage(messages.create) }}
      actions={
        <>
          {admin && <DocumentsViewSwitch view={view} />}
          <TrashLink kind="Document" />
        </>
      }
    >
      {children}
    </ListPageFrame>
  );
}

function List({ queryRef, filter }: { queryRef: PreloadedQuery<ListQuery>; filter: DocumentListFilter }) {
  const data = usePreloadedQuery<ListQuery>(DocumentsPageQuery, queryRef);
  return (
    <Frame view="list" admin={isAdmin(data.profile.roles)} exported={queryRef.variables}>
      <DocumentFilters query={data} />
      <DocumentList query={data} filter={filter} />
    </Frame>
  );
}

function Categories({ queryRef }: { queryRef: PreloadedQuery<CategoriesQuery> }) {
  const data = usePreloadedQuery<CategoriesQuery>(DocumentCategoriesPageQuery, queryRef);
  const admin = isAdmin(data.profile.roles);
  return (
    <Frame view="categories" admin={admin}>
      <DocumentCategoryManager query={data} admin={admin} />
    </Frame>
  );
}

function Permissions({ queryRef }: { queryRef: PreloadedQuery<PermissionsQuery> }) {
  const data = usePreloadedQuery<PermissionsQuery>(PermissionCategoriesPageQuery, queryRef);
  const admin = isAdmin(data.profile.roles);
  return (
    <Frame view="permissions" admin={admin}>
      <PermissionCategoryManager query={data} admin={admin} />
    </Frame>
  );
}

/**
 * /documents: the list recipe (search, filters, favourites, live through the store), issue 14;
 * for admins also the document categories and the permission categories (`?view=`).
 */
export function DocumentsPage() {
  const data = useLoaderData() as DocumentsPageData;
  if (data.view === 'categories') return <Categories queryRef={data.queryRef} />;
  if (data.view === 'permissions') return <Permissions queryRef={data.queryRef} />;
  return <List queryRef={data.queryRef} filter={data.filter} />;
}
