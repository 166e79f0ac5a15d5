import { defineMessages, useIntl } from 'react-intl';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { MyTaskList } from '@/modules/tasks/MyTaskList';
import { taskColumns } from '@/modules/tasks/TaskTable';
import { TaskFilters } from '@/modules/tasks/TaskFilters';
import { myTaskExport } from '@/modules/tasks/taskExport';
import type { MyTasksPageData } from './myTasksPageLoader';
import { MyTasksPageQuery } from './MyTasksPageQuery';
import type { MyTasksPageQuery as MyTasksPageQueryType } from './__generated__/MyTasksPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.myTasks.title', defaultMessage: 'My tasks' },
  emptyHint: { id: 'page.myTasks.emptyHint', defaultMessage: 'Tasks assigned to you appear here.' },
});

/** /my-tasks: the list recipe over the tasks assigned to me. */
export function MyTasksPage() {
  const intl = useIntl();
  const { filter, data, queryRef } = usePageData<MyTasksPageQueryType, MyTasksPageData>(MyTasksPageQuery);
  const title = intl.formatMessage(messages.title);
  return (
    <ListPageFrame title={title} exportList={{ spec: myTaskExport, variables: queryRef.variables, name: title }} savedView="my-tasks" columns={taskColumns}>
      <TaskFilters query={data} showAssignee={false} />
      <MyTaskList query={data} filter={filter} emptyHint={intl.formatMessage(messages.emptyHint)} />
    </ListPageFrame>
  );
}
