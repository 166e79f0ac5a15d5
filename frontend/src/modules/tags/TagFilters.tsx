import { defineMessages } from 'react-intl';
import { ListFilterBar } from '@/modules/ui/list/ListFilterBar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { tagListCodec, tagSort, type TagOrderField } from './tagListParams';

const messages = defineMessages({
  keyword: { id: 'tag.filter.keyword', defaultMessage: 'Search tags' },
  keywordPlaceholder: { id: 'tag.filter.keywordPlaceholder', defaultMessage: 'Tag name' },
  sort: { id: 'tag.filter.sort', defaultMessage: 'Sort by' },
  NAME: { id: 'tag.sort.name', defaultMessage: 'Name' },
  CREATED_AT: { id: 'tag.sort.createdAt', defaultMessage: 'Created' },
  UPDATED_AT: { id: 'tag.sort.updatedAt', defaultMessage: 'Updated' },
});

/** Search as you type and sort, kept in the URL. */
export function TagFilters() {
  const list = useListParams(tagListCodec);
  return <ListFilterBar<TagOrderField> list={list} sortSpec={tagSort} messages={messages} activeFilters={0} filters={() => null} />;
}
