import { Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { TagCreateForm } from '@/modules/tags/TagCreateForm';
import { TagFilters } from '@/modules/tags/TagFilters';
import { TagList } from '@/modules/tags/TagList';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { TagsPageData } from './tagsPageLoader';
import { TagsPageQuery } from './TagsPageQuery';
import type { TagsPageQuery as TagsPageQueryType } from './__generated__/TagsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.tags.title', defaultMessage: 'Tags' },
});

/** /tags (admins): create, search, rename, recolour and delete tags; live through the store. */
export function TagsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  const { keyword, data } = usePageData<TagsPageQueryType, TagsPageData>(TagsPageQuery);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)} />
      <TagList
        query={data}
        keyword={keyword}
        before={(connectionId) => (
          <>
            <TagCreateForm connectionId={connectionId} />
            <TagFilters />
          </>
        )}
      />
    </Stack>
  );
}
