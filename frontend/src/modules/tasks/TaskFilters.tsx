import { MultiSelect, Select } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListSortControl } from '@/modules/ui/list/ListSortControl';
import { ListToolbar, type FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { taskPriorities } from './taskPriorities';
import { taskStatuses } from './taskStatuses';
import { activeTaskFilters, taskListCodec, taskSort, type AssigneeFilter, type TaskOrderField } from './taskListParams';
import type { TaskFilters_query$key } from './__generated__/TaskFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'task.filter.keyword', defaultMessage: 'Search tasks' },
  keywordPlaceholder: { id: 'task.filter.keywordPlaceholder', defaultMessage: 'Title or description' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  status: { id: 'task.filter.status', defaultMessage: 'Status' },
  priority: { id: 'task.filter.priority', defaultMessage: 'Priority' },
  assignee: { id: 'task.filter.assignee', defaultMessage: 'Assignee' },
  anyAssignee: { id: 'task.filter.anyAssignee', defaultMessage: 'Anyone' },
  me: { id: 'task.filter.assigneeMe', defaultMessage: 'Me' },
  unassigned: { id: 'task.unassigned', defaultMessage: 'Unassigned' },
  quick: { id: 'task.filter.assigneeQuick', defaultMessage: 'Quick picks' },
  people: { id: 'task.filter.assigneePeople', defaultMessage: 'People' },
  any: { id: 'task.filter.any', defaultMessage: 'Any' },
  sort: { id: 'task.filter.sort', defaultMessage: 'Sort by' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
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

function assigneeValue(assignee: AssigneeFilter): string | null {
  if (assignee === null) return null;
  return typeof assignee === 'string' ? assignee : assignee.id;
}

function toAssignee(value: string | null): AssigneeFilter {
  if (!value) return null;
  return value === 'me' || value === 'none' ? value : { id: value };
}

/** Search as you type, status/priority/assignee filters (with "Me" and "Unassigned") and sort, kept in the URL. */
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
  const { params, update, clear, filtered } = useListParams(taskListCodec);
  const wide = (layout: FilterLayout, width: number) => (layout === 'inline' ? { w: width } : {});

  const filters = (layout: FilterLayout) => (
    <>
      <MultiSelect
        label={intl.formatMessage(messages.status)}
        placeholder={params.statusIds.length ? undefined : intl.formatMessage(messages.any)}
        {...wide(layout, 220)}
        clearable
        data={taskStatuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) }))}
        value={params.statusIds.map(String)}
        onChange={(values) => update({ statusIds: values.map(Number) })}
      />
      <MultiSelect
        label={intl.formatMessage(messages.priority)}
        placeholder={params.priorityIds.length ? undefined : intl.formatMessage(messages.any)}
        {...wide(layout, 200)}
        clearable
        data={taskPriorities.map((priority) => ({ value: String(priority.id), label: intl.formatMessage(priority.label) }))}
        value={params.priorityIds.map(String)}
        onChange={(values) => update({ priorityIds: values.map(Number) })}
      />
      {showAssignee && (
        <Select
          label={intl.formatMessage(messages.assignee)}
          placeholder={intl.formatMessage(messages.anyAssignee)}
          {...wide(layout, 200)}
          clearable
          searchable
          data={[
            {
              group: intl.formatMessage(messages.quick),
              items: [
                { value: 'me', label: intl.formatMessage(messages.me) },
                { value: 'none', label: intl.formatMessage(messages.unassigned) },
              ],
            },
            { group: intl.formatMessage(messages.people), items: data.employees.edges.map((edge) => ({ value: edge.node.id, label: edge.node.name })) },
          ]}
          value={assigneeValue(params.assignee)}
          onChange={(value) => update({ assignee: toAssignee(value) })}
        />
      )}
      <ListSortControl<TaskOrderField>
        spec={taskSort}
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
      activeFilters={activeTaskFilters(showAssignee ? params : { ...params, assignee: null })}
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
