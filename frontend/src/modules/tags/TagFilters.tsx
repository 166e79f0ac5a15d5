import { defineMessages, useIntl } from 'react-intl';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListSortControl } from '@/modules/ui/list/ListSortControl';
import { ListToolbar, type FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { tagListCodec, tagSort, type TagOrderField } from './tagListParams';

const messages = defineMessages({
  keyword: { id: 'tag.filter.keyword', defaultMessage: 'Search tags' },
  keywordPlaceholder: { id: 'tag.filter.keywordPlaceholder', defaultMessage: 'Tag name' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  sort: { id: 'tag.filter.sort', defaultMessage: 'Sort by' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
  NAME: { id: 'tag.sort.name', defaultMessage: 'Name' },
  CREATED_AT: { id: 'tag.sort.createdAt', defaultMessage: 'Created' },
  UPDATED_AT: { id: 'tag.sort.updatedAt', defaultMessage: 'Updated' },
});

/** Search as you type and sort, kept in the URL. */
export function TagFilters() {
  const intl = useIntl();
  const { params, update, clear, filtered } = useListParams(tagListCodec);
  const filters = (layout: FilterLayout) => (
    <ListSortControl<TagOrderField>
      spec={tagSort}
      sort={{ field: params.field, direction: params.direction }}
      onChange={(sort) => update(sort)}
      fieldLabel={(field) => intl.formatMessage(messages[field])}
      labels={{
        sortBy: intl.formatMessage(messages.sort),
        ascending: intl.formatMessage(messages.ascending),
        descending: intl.formatMessage(messages.descending),
      }}
      layout={layout}
    />
  );
  return (
    <ListToolbar
      search={
        <ListSearchInput
          value={params.keyword}
          onSearch={(keyword) => update({ keyword }, { replace: true })}
          label={intl.formatMessage(messages.keyword)}
          placeholder={intl.formatMessage(messages.keywordPlaceholder)}
          clearLabel={intl.formatMessage(messages.clearSearch)}
        />
      }
      filters={filters}
      activeFilters={0}
      filtered={filtered}
      onClear={clear}
      labels={{
        filters: intl.formatMessage(messages.filters),
        clear: intl.formatMessage(messages.clearFilters),
        done: intl.formatMessage(messages.done),
      }}
    />
  );
}
