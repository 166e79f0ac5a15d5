import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { TaskForm, type TaskFormSubmit } from '@/modules/tasks/TaskForm';
import { useUpdateTask } from '@/modules/tasks/useUpdateTask';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { UpdateTaskPageData } from './updateTaskPageLoader';
import { UpdateTaskPageQuery } from './UpdateTaskPageQuery';
import type { UpdateTaskPageQuery as UpdateTaskPageQueryType } from './__generated__/UpdateTaskPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateTask.title', defaultMessage: 'Edit task' },
  submit: { id: 'page.updateTask.submit', defaultMessage: 'Save changes' },
  saved: { id: 'page.updateTask.saved', defaultMessage: 'Task saved.' },
  notFound: { id: 'page.taskDetail.notFound', defaultMessage: 'Task not found' },
});

/** /tasks/:taskid/update */
export function UpdateTaskPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef } = useLoaderData() as UpdateTaskPageData;
  const data = usePreloadedQuery<UpdateTaskPageQueryType>(UpdateTaskPageQuery, queryRef);
  const [commit, inFlight] = useUpdateTask();
  const task = data.node?.TaskForm_task ?? null;
  const id = data.node?.id ?? '';
  if (!task || !id) throw new HttpError(404, intl.formatMessage(messages.notFound));
  const detail = to(`/tasks/${encodeURIComponent(id)}`);

  const submit: TaskFormSubmit = (values, expectedVersion, { onError, onSaved }) => {
    commit({
      variables: {
        input: {
          id,
          expectedVersion: expectedVersion ?? 0,
          title: values.title,
          description: values.description,
          priorityId: values.priorityId,
          assigneeId: values.assigneeId,
          dueDate: values.dueDate,
        },
      },
      onCompleted: () => {
        onSaved(detail);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
      },
      onError,
    });
  };

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Paper withBorder p="lg" radius="md" maw={960}>
        <TaskForm
          key={id}
          query={data}
          task={task}
          submitLabel={intl.formatMessage(messages.submit)}
          inFlight={inFlight}
          onSubmit={submit}
          onCancel={() => void navigate(detail)}
        />
      </Paper>
    </>
  );
}
