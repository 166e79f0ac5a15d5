import { defineMessage, defineMessages } from 'react-intl';
import { usePagedList, type PagedConnection, type PagedListOptions, type PaginationPage } from '@/modules/relay/usePagedList';
import { BulkList } from '@/modules/bulk/BulkList';
import { ListBody } from '@/modules/ui/list/ListBody';
import { listColumns } from '@/modules/ui/list/listColumns';
import { pageSize, taskListCodec, taskSort } from './taskListParams';
import { TaskRow } from './TaskRow';
import type { TaskRow_task$key } from './__generated__/TaskRow_task.graphql';

const messages = defineMessages({
  title: { id: 'task.field.title', defaultMessage: 'Title' },
  status: { id: 'task.field.status', defaultMessage: 'Status' },
  priority: { id: 'task.field.priority', defaultMessage: 'Priority' },
  assignee: { id: 'task.field.assignee', defaultMessage: 'Assignee' },
  dueDate: { id: 'task.field.dueDate', defaultMessage: 'Due date' },
  updatedAt: { id: 'task.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'task.list.empty', defaultMessage: 'No tasks yet' },
  countAll: defineMessage<{ total: number }>({ id: 'task.list.countAll', defaultMessage: '{total, plural, one {# task} other {# tasks}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'task.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# task} other {# tasks}}',
  }),
  caption: { id: 'task.list.caption', defaultMessage: 'Tasks' },
});

/** The columns' headers, also the export's (issue 35 §4: `taskExport`). */
export { messages as taskTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const taskColumns = listColumns(messages, ['title', 'status', 'priority', 'assignee', 'dueDate', 'updatedAt']);

interface Props {
  /** `usePaginationFragment`'s result and its task connection (all tasks, or the reader's). */
  page: PaginationPage;
  connection: PagedConnection<{ readonly id: string; readonly version?: number } & TaskRow_task$key>;
  /** The list's `tasksChanged` subscription with the filter the list was loaded with. */
  live: PagedListOptions<unknown>['live'];
  emptyHint?: string;
  /** Rows change in bulk (issue 35 §2), with the list query's `filter` for "all matching". */
  bulk?: { filter: unknown };
}

/** Task rows (cards on a phone) with the count, the empty state and "load more" paging, kept live. */
export function TaskTable({ page, connection, live, emptyHint, bulk }: Props) {
  const list = usePagedList(page, connection, {
    codec: taskListCodec,
    sort: taskSort,
    pageSize,
    live,
    minWidth: 820,
    columns: taskColumns,
    sortable: { title: 'TITLE', status: 'STATUS', priority: 'PRIORITY', dueDate: 'DUE_DATE', updatedAt: 'UPDATED_AT' },
    messages,
    empty: { text: messages.empty, hint: emptyHint },
  });
  const rows = list.nodes.map((node) => <TaskRow key={node.id} task={node} />);
  if (bulk) {
    return (
      <BulkList type="Task" list={list} filter={bulk.filter}>
        {rows}
      </BulkList>
    );
  }
  return <ListBody {...list.body}>{rows}</ListBody>;
}
