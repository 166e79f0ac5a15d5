import { useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { TaskDetail } from '@/modules/tasks/TaskDetail';
import { taskMessages } from '@/modules/tasks/taskMessages';
import { useTaskChangedSubscription } from '@/modules/tasks/useTaskChangedSubscription';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { TaskDetailPageData } from './taskDetailPageLoader';
import { TaskDetailPageQuery } from './TaskDetailPageQuery';
import type { TaskDetailPageQuery as TaskDetailPageQueryType } from './__generated__/TaskDetailPageQuery.graphql';

/** /tasks/:taskid: the task, live (read again after a reconnect, like every detail page). */
export function TaskDetailPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, data } = usePageData<TaskDetailPageQueryType, TaskDetailPageData>(TaskDetailPageQuery);
  useTaskChangedSubscription(id, usePageRefresh(TaskDetailPageQuery, id));
  const title = data.node?.title ?? '';
  const task = useFoundEntity(data.node?.TaskDetail_task, title, intl.formatMessage(taskMessages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(taskMessages.listTitle), to: to('/tasks') }]} here={title}>
      <TaskDetail task={task} query={data} />
    </PageFrame>
  );
}
