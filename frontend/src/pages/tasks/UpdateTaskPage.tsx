import { defineMessages, useIntl } from 'react-intl';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { TaskForm, type TaskFormValues } from '@/modules/tasks/TaskForm';
import { useUpdateTask } from '@/modules/tasks/useUpdateTask';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { usePageForm } from '@/modules/ui/form/useSave';
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
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<UpdateTaskPageQueryType, UpdateTaskPageData>(UpdateTaskPageQuery);
  const task = data.node?.TaskForm_task ?? null;
  const id = data.node?.id ?? '';
  const detail = to(`/tasks/${encodeURIComponent(id)}`);
  const form: FormPageProps<TaskFormValues> = usePageForm(useUpdateTask(), {
    variables: ({ title, description, priorityId, assigneeId, dueDate }, expectedVersion) => ({ input: { id, expectedVersion, title, description, priorityId, assigneeId, dueDate } }),
    next: () => detail,
    saved: messages.saved,
    submitLabel: messages.submit,
    cancelTo: detail,
  });
  if (!task || !id) throw new HttpError(404, intl.formatMessage(messages.notFound));

  return (
    <FormPage title={intl.formatMessage(messages.title)}>
      <TaskForm key={id} query={data} task={task} {...form} />
    </FormPage>
  );
}
