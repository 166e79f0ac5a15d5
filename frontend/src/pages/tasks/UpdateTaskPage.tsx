import { defineMessages, useIntl } from 'react-intl';
import { HttpError } from '@/modules/errors/HttpError';
import { usePageData } from '@/modules/routing/usePageData';
import { TaskForm, type TaskFormValues } from '@/modules/tasks/TaskForm';
import { taskMessages } from '@/modules/tasks/taskMessages';
import { useUpdateTask } from '@/modules/tasks/useUpdateTask';
import { TitledFormPage, useEditRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import type { UpdateTaskPageData } from './updateTaskPageLoader';
import { UpdateTaskPageQuery } from './UpdateTaskPageQuery';
import type { UpdateTaskPageQuery as UpdateTaskPageQueryType } from './__generated__/UpdateTaskPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateTask.title', defaultMessage: 'Edit task' },
  saved: { id: 'page.updateTask.saved', defaultMessage: 'Task saved.' },
});

/** /tasks/:taskid/update */
export function UpdateTaskPage() {
  const intl = useIntl();
  const { data } = usePageData<UpdateTaskPageQueryType, UpdateTaskPageData>(UpdateTaskPageQuery);
  const task = data.node?.TaskForm_task ?? null;
  const id = data.node?.id ?? '';
  const form: FormPageProps<TaskFormValues> = useEditRecordForm(useUpdateTask(), {
    variables: ({ title, description, priorityId, assigneeId, dueDate }, expectedVersion) => ({ input: { id, expectedVersion, title, description, priorityId, assigneeId, dueDate } }),
    record: `/tasks/${encodeURIComponent(id)}`,
    saved: messages.saved,
  });
  if (!task || !id) throw new HttpError(404, intl.formatMessage(taskMessages.notFound));

  return (
    <TitledFormPage title={messages.title}>
      <TaskForm key={id} query={data} task={task} {...form} />
    </TitledFormPage>
  );
}
