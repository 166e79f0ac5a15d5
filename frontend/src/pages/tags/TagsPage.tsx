import { defineMessages, useIntl } from 'react-intl';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TagCreateForm } from '@/modules/tags/TagCreateForm';
import { TagFilters } from '@/modules/tags/TagFilters';
import { tagColumns, TagList } from '@/modules/tags/TagList';
import { TrashLink } from '@/modules/trash/TrashLink';
import { tagExport } from '@/modules/tags/tagExport';
import type { TagsPageData } from './tagsPageLoader';
import { TagsPageQuery } from './TagsPageQuery';
import type { TagsPageQuery as TagsPageQueryType } from './__generated__/TagsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.tags.title', defaultMessage: 'Tags' },
});

/** /tags (admins): create, search, rename, recolour and delete tags to the trash; live through the store. */
export function TagsPage() {
  const intl = useIntl();
  const { keyword, data, queryRef } = usePageData<TagsPageQueryType, TagsPageData>(TagsPageQuery);
  const title = intl.formatMessage(messages.title);
  return (
    // Deleted tags wait in their own trash (issue 35).
    <ListPageFrame title={title} exportList={{ spec: tagExport, variables: queryRef.variables, name: title }} savedView="tags" columns={tagColumns} actions={<TrashLink kind="Tag" />}>
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
    </ListPageFrame>
  );
}
