import { ActionIcon, Group, MultiSelect, Select, TextInput, Tooltip } from '@mantine/core';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { taskPriorities } from './taskPriorities';
import { taskStatuses } from './taskStatuses';
import { orderFields, parseTaskListParams, toSearchParams, type TaskListParams, type TaskOrderField } from './taskListParams';
import type { TaskFilters_query$key } from './__generated__/TaskFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'task.filter.keyword', defaultMessage: 'Search tasks' },
  keywordPlaceholder: { id: 'task.filter.keywordPlaceholder', defaultMessage: 'Keyword in title or description' },
  search: { id: 'task.filter.search', defaultMessage: 'Search' },
  status: { id: 'task.filter.status', defaultMessage: 'Status' },
  priority: { id: 'task.filter.priority', defaultMessage: 'Priority' },
  assignee: { id: 'task.filter.assignee', defaultMessage: 'Assignee' },
  anyAssignee: { id: 'task.filter.anyAssignee', defaultMessage: 'Anyone' },
  any: { id: 'task.filter.any', defaultMessage: 'Any' },
  sort: { id: 'task.filter.sort', defaultMessage: 'Sort by' },
  ascending: { id: 'task.filter.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'task.filter.descending', defaultMessage: 'Descending (click for ascending)' },
  CREATED_AT: { id: 'task.sort.createdAt', defaultMessage: 'Created' },
  UPDATED_AT: { id: 'task.sort.updatedAt', defaultMessage: 'Updated' },
  DUE_DATE: { id: 'task.sort.dueDate', defaultMessage: 'Due date' },
  PRIORITY: { id: 'task.sort.priority', defaultMessage: 'Priority' },
  STATUS: { id: 'task.sort.status', defaultMessage: 'Status' },
  TITLE: { id: 'task.sort.title', defaultMessage: 'Title' },
});

interface Props {
  query: TaskFilters_query$key;
  showAssignee?: boolean;
}

/** Keyword search, status/priority/assignee filters and sort, kept in the URL. */
export function TaskFilters({ query, showAssignee = true }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment TaskFilters_query on Query {
        employees(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseTaskListParams(searchParams);
  const [keyword, setKeyword] = useState(params.keyword);
  useEffect(() => setKeyword(params.keyword), [params.keyword]);

  const update = (patch: Partial<TaskListParams>) => setSearchParams(toSearchParams({ ...params, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ keyword: keyword.trim() });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form onSubmit={submit} role="search" style={{ flex: '1 1 240px' }}>
        <TextInput
          label={intl.formatMessage(messages.keyword)}
          placeholder={intl.formatMessage(messages.keywordPlaceholder)}
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          rightSection={
            <ActionIcon type="submit" variant="subtle" aria-label={intl.formatMessage(messages.search)}>
              <IconSearch size={16} aria-hidden />
            </ActionIcon>
          }
        />
      </form>
      <MultiSelect
        label={intl.formatMessage(messages.status)}
        placeholder={params.statusIds.length ? undefined : intl.formatMessage(messages.any)}
        w={220}
        clearable
        data={taskStatuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) }))}
        value={params.statusIds.map(String)}
        onChange={(values) => update({ statusIds: values.map(Number) })}
      />
      <MultiSelect
        label={intl.formatMessage(messages.priority)}
        placeholder={params.priorityIds.length ? undefined : intl.formatMessage(messages.any)}
        w={200}
        clearable
        data={taskPriorities.map((priority) => ({ value: String(priority.id), label: intl.formatMessage(priority.label) }))}
        value={params.priorityIds.map(String)}
        onChange={(values) => update({ priorityIds: values.map(Number) })}
      />
      {showAssignee && (
        <Select
          label={intl.formatMessage(messages.assignee)}
          placeholder={intl.formatMessage(messages.anyAssignee)}
          w={200}
          clearable
          searchable
          data={data.employees.edges.map((edge) => ({ value: edge.node.id, label: edge.node.name }))}
          value={params.assigneeId}
          onChange={(value) => update({ assigneeId: value })}
        />
      )}
      <Group gap={4} align="flex-end" wrap="nowrap">
        <Select
          label={intl.formatMessage(messages.sort)}
          w={160}
          allowDeselect={false}
          data={orderFields.map((field) => ({ value: field, label: intl.formatMessage(messages[field]) }))}
          value={params.field}
          onChange={(value) => value && update({ field: value as TaskOrderField })}
        />
        <Tooltip label={intl.formatMessage(params.direction === 'ASC' ? messages.ascending : messages.descending)}>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={intl.formatMessage(params.direction === 'ASC' ? messages.ascending : messages.descending)}
            onClick={() => update({ direction: params.direction === 'ASC' ? 'DESC' : 'ASC' })}
          >
            {params.direction === 'ASC' ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
