import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { TaskForm, type TaskFormSubmit } from '@/modules/tasks/TaskForm';
import { useCreateTask } from '@/modules/tasks/useCreateTask';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { NewTaskPageData } from './newTaskPageLoader';
import { NewTaskPageQuery } from './NewTaskPageQuery';
import type { NewTaskPageQuery as NewTaskPageQueryType } from './__generated__/NewTaskPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newTask.title', defaultMessage: 'New task' },
  submit: { id: 'page.newTask.submit', defaultMessage: 'Create task' },
  created: { id: 'page.newTask.created', defaultMessage: 'Task created.' },
});

/** /tasks/new */
export function NewTaskPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef } = useLoaderData() as NewTaskPageData;
  const data = usePreloadedQuery<NewTaskPageQueryType>(NewTaskPageQuery, queryRef);
  const [commit, inFlight] = useCreateTask();

  const submit: TaskFormSubmit = (values, _expectedVersion, { onError, onSaved }) => {
    commit({
      variables: {
        input: {
          title: values.title,
          description: values.description,
          priorityId: values.priorityId,
          assigneeId: values.assigneeId,
          dueDate: values.dueDate,
        },
      },
      onCompleted: (response) => {
        onSaved(to(`/tasks/${encodeURIComponent(response.createTask.task.id)}`));
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
      },
      onError,
    });
  };

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Paper withBorder p="lg" radius="md" maw={960}>
        <TaskForm
          query={data}
          submitLabel={intl.formatMessage(messages.submit)}
          inFlight={inFlight}
          onSubmit={submit}
          onCancel={() => void navigate(to('/tasks'))}
        />
      </Paper>
    </>
  );
}
