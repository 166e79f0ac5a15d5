import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { TaskDetail } from '@/modules/tasks/TaskDetail';
import { useTaskChangedSubscription } from '@/modules/tasks/useTaskChangedSubscription';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { TaskDetailPageData } from './taskDetailPageLoader';
import { TaskDetailPageQuery } from './TaskDetailPageQuery';
import type { TaskDetailPageQuery as TaskDetailPageQueryType } from './__generated__/TaskDetailPageQuery.graphql';

const messages = defineMessages({
  tasks: { id: 'page.tasks.title', defaultMessage: 'Tasks' },
  notFound: { id: 'page.taskDetail.notFound', defaultMessage: 'Task not found' },
});

/** /tasks/:taskid */
export function TaskDetailPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, queryRef } = useLoaderData() as TaskDetailPageData;
  const data = usePreloadedQuery<TaskDetailPageQueryType>(TaskDetailPageQuery, queryRef);
  const revalidator = useRevalidator();
  const refresh = useCallback(() => void revalidator.revalidate(), [revalidator]);
  useTaskChangedSubscription(id, refresh);
  const task = data.node?.TaskDetail_task ?? null;
  const title = data.node?.title ?? '';
  usePageTitle(task ? title : intl.formatMessage(messages.notFound));
  if (!task) throw new HttpError(404, intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.tasks), to: to('/tasks') }]} here={title}>
      <TaskDetail task={task} query={data} />
    </PageFrame>
  );
}
