import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { TaskForm, type TaskFormValues } from '@/modules/tasks/TaskForm';
import { useCreateTask } from '@/modules/tasks/useCreateTask';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { usePageForm } from '@/modules/ui/form/useSave';
import type { NewTaskPageData } from './newTaskPageLoader';
import { NewTaskPageQuery } from './NewTaskPageQuery';
import type { NewTaskPageQuery as NewTaskPageQueryType } from './__generated__/NewTaskPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newTask.title', defaultMessage: 'New Task' },
  submit: { id: 'page.newTask.submit', defaultMessage: 'Create task' },
  created: { id: 'page.newTask.created', defaultMessage: 'Task created.' },
});

/** /tasks/new */
export function NewTaskPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewTaskPageQueryType, NewTaskPageData>(NewTaskPageQuery);
  const form: FormPageProps<TaskFormValues> = usePageForm(useCreateTask(), {
    variables: ({ title, description, priorityId, assigneeId, dueDate }) => ({ input: { title, description, priorityId, assigneeId, dueDate } }),
    next: (response) => to(`/tasks/${encodeURIComponent(response.createTask.task.id)}`),
    saved: messages.created,
    submitLabel: messages.submit,
    cancelTo: to('/tasks'),
  });

  return (
    <FormPage title={intl.formatMessage(messages.title)}>
      <TaskForm query={data} {...form} />
    </FormPage>
  );
}
