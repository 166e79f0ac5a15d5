import { Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { MyTaskList } from '@/modules/tasks/MyTaskList';
import { TaskFilters } from '@/modules/tasks/TaskFilters';
import { PageHeader } from '@/modules/ui/PageHeader';
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
  usePageTitle(intl.formatMessage(messages.title));
  const { filter, data } = usePageData<MyTasksPageQueryType, MyTasksPageData>(MyTasksPageQuery);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)} />
      <TaskFilters query={data} showAssignee={false} />
      <MyTaskList query={data} filter={filter} emptyHint={intl.formatMessage(messages.emptyHint)} />
    </Stack>
  );
}
