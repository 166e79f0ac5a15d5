import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListBody } from '@/modules/ui/list/ListBody';
import { useListParams } from '@/modules/ui/list/useListParams';
import { useListSorting } from '@/modules/ui/list/useListSorting';
import { taskListCodec, taskSort } from './taskListParams';
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

interface Props {
  edges: readonly { readonly node: { readonly id: string } & TaskRow_task$key }[];
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  emptyHint?: string;
}

/** Task rows (cards on a phone) with the count, the empty state and "load more" paging. */
export function TaskTable({ edges, totalCount, hasNext, isLoadingNext, onLoadMore, emptyHint }: Props) {
  const intl = useIntl();
  const { filtered, clear } = useListParams(taskListCodec);
  const sorting = useListSorting(taskListCodec, taskSort);
  return (
    <ListBody
      sorting={sorting}
      label={intl.formatMessage(messages.caption)}
      minWidth={820}
      columns={[
        { key: 'title', sort: 'TITLE', label: intl.formatMessage(messages.title) },
        { key: 'status', sort: 'STATUS', label: intl.formatMessage(messages.status) },
        { key: 'priority', sort: 'PRIORITY', label: intl.formatMessage(messages.priority) },
        { key: 'assignee', label: intl.formatMessage(messages.assignee) },
        { key: 'dueDate', sort: 'DUE_DATE', label: intl.formatMessage(messages.dueDate) },
        { key: 'updatedAt', sort: 'UPDATED_AT', label: intl.formatMessage(messages.updatedAt) },
      ]}
      empty={{ filtered, onClear: clear, text: intl.formatMessage(messages.empty), hint: emptyHint }}
      shown={edges.length}
      totalCount={totalCount}
      countMessages={{ all: messages.countAll, some: messages.count }}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
      loadMoreLabel={intl.formatMessage(commonMessages.loadMore)}
    >
      {edges.map((edge) => (
        <TaskRow key={edge.node.id} task={edge.node} />
      ))}
    </ListBody>
  );
}
