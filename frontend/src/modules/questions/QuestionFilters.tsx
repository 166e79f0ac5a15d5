import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ListFilterBar } from '@/modules/ui/list/ListFilterBar';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { questionListCodec, questionSort, type QuestionOrderField } from './questionListParams';
import { questionStatuses } from './questionStatuses';

const messages = defineMessages({
  keyword: { id: 'question.filter.keyword', defaultMessage: 'Search questions' },
  keywordPlaceholder: { id: 'question.filter.keywordPlaceholder', defaultMessage: 'Title or body' },
  status: { id: 'question.filter.status', defaultMessage: 'Status' },
  all: { id: 'question.filter.all', defaultMessage: 'All' },
  CREATED_AT: { id: 'question.sort.createdAt', defaultMessage: 'Asked' },
  UPDATED_AT: { id: 'question.sort.updatedAt', defaultMessage: 'Updated' },
  TITLE: { id: 'question.sort.title', defaultMessage: 'Title' },
});

/** The board's search, status filter (processing / answered / closed) and sort, kept in the URL. */
export function QuestionFilters() {
  const intl = useIntl();
  const labelId = useId();
  const list = useListParams(questionListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
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
  );
  return <ListFilterBar<QuestionOrderField> list={list} sortSpec={questionSort} messages={messages} activeFilters={params.statusIds.length ? 1 : 0} filters={filters} />;
}
