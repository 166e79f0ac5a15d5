import { defineMessages } from 'react-intl';
import { usePageData } from '@/modules/routing/usePageData';
import { TaskForm, type TaskFormValues } from '@/modules/tasks/TaskForm';
import { useCreateTask } from '@/modules/tasks/useCreateTask';
import { TitledFormPage, useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
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
  const { data } = usePageData<NewTaskPageQueryType, NewTaskPageData>(NewTaskPageQuery);
  const form: FormPageProps<TaskFormValues> = useNewRecordForm(useCreateTask(), {
    variables: ({ title, description, priorityId, assigneeId, dueDate }) => ({ input: { title, description, priorityId, assigneeId, dueDate } }),
    list: '/tasks',
    created: (response) => response.createTask.task.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });

  return (
    <TitledFormPage title={messages.title}>
      <TaskForm query={data} {...form} />
    </TitledFormPage>
  );
}
