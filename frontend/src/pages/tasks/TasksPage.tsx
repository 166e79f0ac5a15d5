import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TaskFilters } from '@/modules/tasks/TaskFilters';
import { TaskList } from '@/modules/tasks/TaskList';
import { taskColumns } from '@/modules/tasks/TaskTable';
import { taskExport } from '@/modules/tasks/taskExport';
import { taskMessages } from '@/modules/tasks/taskMessages';
import { TrashLink } from '@/modules/trash/TrashLink';
import type { TasksPageData } from './tasksPageLoader';
import { TasksPageQuery } from './TasksPageQuery';
import type { TasksPageQuery as TasksPageQueryType } from './__generated__/TasksPageQuery.graphql';

const messages = defineMessages({
  create: { id: 'page.tasks.create', defaultMessage: 'New task' },
  emptyHint: { id: 'page.tasks.emptyHint', defaultMessage: 'Try another keyword or filter, or create a task.' },
});

/** /tasks: the list recipe (toolbar, table/cards, live through the store). */
export function TasksPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { filter, data, queryRef } = usePageData<TasksPageQueryType, TasksPageData>(TasksPageQuery);
  const title = intl.formatMessage(taskMessages.listTitle);
  return (
    <ListPageFrame title={title} exportList={{ spec: taskExport, variables: queryRef.variables, name: title }} importType="Task" savedView="tasks" columns={taskColumns} create={{ to: to('/tasks/new'), label: intl.formatMessage(messages.create) }} actions={<TrashLink kind="Task" />}>
      <TaskFilters query={data} />
      <TaskList query={data} filter={filter} emptyHint={intl.formatMessage(messages.emptyHint)} />
    </ListPageFrame>
  );
}
