import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { DocumentFilters } from '@/modules/documents/DocumentFilters';
import { DocumentList } from '@/modules/documents/DocumentList';
import type { DocumentListFilter } from '@/modules/documents/documentListParams';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { DocumentsPageData } from './documentsPageLoader';
import { DocumentsPageQuery } from './DocumentsPageQueries';
import type { DocumentsPageQuery as ListQuery } from './__generated__/DocumentsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.documents.title', defaultMessage: 'Documents' },
  create: { id: 'page.documents.create', defaultMessage: 'New document' },
});

function List({ queryRef, filter }: { queryRef: PreloadedQuery<ListQuery>; filter: DocumentListFilter }) {
  const data = usePreloadedQuery<ListQuery>(DocumentsPageQuery, queryRef);
  return (
    <Stack gap="md">
      <DocumentFilters query={data} />
      <DocumentList query={data} filter={filter} />
    </Stack>
  );
}

/** /documents: the list recipe (search, filters, favourites, live through the store), issue 14. */
export function DocumentsPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useLoaderData() as DocumentsPageData;
  usePageTitle(intl.formatMessage(messages.title));
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)}>
        <LinkButton to={to('/documents/new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {intl.formatMessage(messages.create)}
        </LinkButton>
      </PageHeader>
      <List queryRef={data.queryRef} filter={data.filter} />
    </Stack>
  );
}
