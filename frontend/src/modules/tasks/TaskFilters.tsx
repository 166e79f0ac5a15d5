import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useEmployeeFormChoices } from '@/modules/members/useEmployeeFormChoices';
import { ListFilterBar } from '@/modules/ui/list/ListFilterBar';
import { ListSelectFilter } from '@/modules/ui/list/ListSelectFilter';
import { ListStatusFilter } from '@/modules/ui/list/ListStatusFilter';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { taskPriorities } from './taskPriorities';
import { taskStatuses } from './taskStatuses';
import { activeTaskFilters, taskListCodec, taskSort, type AssigneeFilter, type TaskOrderField } from './taskListParams';
import type { TaskFilters_query$key } from './__generated__/TaskFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'task.filter.keyword', defaultMessage: 'Search tasks' },
  keywordPlaceholder: { id: 'task.filter.keywordPlaceholder', defaultMessage: 'Title or description' },
  status: { id: 'task.filter.status', defaultMessage: 'Status' },
  priority: { id: 'task.filter.priority', defaultMessage: 'Priority' },
  assignee: { id: 'task.filter.assignee', defaultMessage: 'Assignee' },
  anyAssignee: { id: 'task.filter.anyAssignee', defaultMessage: 'Anyone' },
  me: { id: 'task.filter.assigneeMe', defaultMessage: 'Me' },
  unassigned: { id: 'task.unassigned', defaultMessage: 'Unassigned' },
  quick: { id: 'task.filter.assigneeQuick', defaultMessage: 'Quick picks' },
  people: { id: 'task.filter.assigneePeople', defaultMessage: 'People' },
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
        ...useEmployeeFormChoices_query
      }
    `,
    query,
  );
  const employees = useEmployeeFormChoices(data);
  const list = useListParams(taskListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <>
      <ListStatusFilter
        label={intl.formatMessage(messages.status)}
        statuses={taskStatuses}
        value={params.statusIds}
        onChange={(statusIds) => update({ statusIds })}
        layout={layout}
        width={220}
      />
      <ListStatusFilter
        label={intl.formatMessage(messages.priority)}
        statuses={taskPriorities}
        value={params.priorityIds}
        onChange={(priorityIds) => update({ priorityIds })}
        layout={layout}
        width={200}
      />
      {showAssignee && (
        <ListSelectFilter
          label={intl.formatMessage(messages.assignee)}
          any={intl.formatMessage(messages.anyAssignee)}
          layout={layout}
          width={200}
          search={employees.search}
          data={[
            {
              group: intl.formatMessage(messages.quick),
              items: [
                { value: 'me', label: intl.formatMessage(messages.me) },
                { value: 'none', label: intl.formatMessage(messages.unassigned) },
              ],
            },
            { group: intl.formatMessage(messages.people), items: employees.data },
          ]}
          value={assigneeValue(params.assignee)}
          onChange={(value) => update({ assignee: toAssignee(value) })}
        />
      )}
    </>
  );

  return <ListFilterBar<TaskOrderField> list={list} sortSpec={taskSort} messages={messages} activeFilters={activeTaskFilters(showAssignee ? params : { ...params, assignee: null })} filters={filters} />;
}
