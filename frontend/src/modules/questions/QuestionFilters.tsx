import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListSortControl } from '@/modules/ui/list/ListSortControl';
import { ListToolbar, type FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { questionListCodec, questionSort, type QuestionOrderField } from './questionListParams';
import { questionStatuses } from './questionStatuses';

const messages = defineMessages({
  keyword: { id: 'question.filter.keyword', defaultMessage: 'Search questions' },
  keywordPlaceholder: { id: 'question.filter.keywordPlaceholder', defaultMessage: 'Title or body' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  status: { id: 'question.filter.status', defaultMessage: 'Status' },
  all: { id: 'question.filter.all', defaultMessage: 'All' },
  sort: { id: 'question.filter.sort', defaultMessage: 'Sort by' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
  CREATED_AT: { id: 'question.sort.createdAt', defaultMessage: 'Asked' },
  UPDATED_AT: { id: 'question.sort.updatedAt', defaultMessage: 'Updated' },
  TITLE: { id: 'question.sort.title', defaultMessage: 'Title' },
});

/** The board's search, status filter (processing / answered / closed) and sort, kept in the URL. */
export function QuestionFilters() {
  const intl = useIntl();
  const labelId = useId();
  const { params, update, clear, filtered } = useListParams(questionListCodec);
  const filters = (layout: FilterLayout) => (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {intl.formatMessage(messages.status)}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          orientation={layout === 'inline' ? 'horizontal' : 'vertical'}
          data={[
            { value: '', label: intl.formatMessage(messages.all) },
            ...questionStatuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) })),
          ]}
          value={params.statusIds.length === 1 ? String(params.statusIds[0]) : ''}
          onChange={(value) => update({ statusIds: value ? [Number(value)] : [] })}
        />
      </Stack>
      <ListSortControl<QuestionOrderField>
        spec={questionSort}
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
    </>
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
      activeFilters={params.statusIds.length ? 1 : 0}
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
