import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { useEmployeeFormChoices } from '@/modules/members/useEmployeeFormChoices';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { type FormPageProps } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { formatDay } from '@/modules/ui/formatDate';
import { LocaleDates, useCalendarProps } from '@/modules/ui/LocaleDates';
import { taskPriorities, taskPriority } from './taskPriorities';
import { useTaskValueFormatter } from './taskValueFormatter';
import { titleMaxLength } from './validateTaskInput';
import { taskMessages } from './taskMessages';
import type { TaskForm_query$key } from './__generated__/TaskForm_query.graphql';
import type { TaskForm_task$key } from './__generated__/TaskForm_task.graphql';

const messages = defineMessages({
  form: { id: 'task.form.label', defaultMessage: 'Task' },
  title: { id: 'task.field.title', defaultMessage: 'Title' },
  titleRequired: { id: 'task.validation.titleRequired', defaultMessage: 'Enter a title.' },
  titleCount: defineMessage<{ count: number; max: number }>({ id: 'task.form.titleCount', defaultMessage: '{count, number} / {max, number}' }),
  failed: { id: 'task.form.failed', defaultMessage: 'The task could not be saved' },
});

export interface TaskFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  priorityId: number;
  assigneeId: string | null;
  dueDate: string | null;
}

interface Props extends FormPageProps<TaskFormValues> {
  query: TaskForm_query$key;
  task?: TaskForm_task$key | null;
}

const refetchQuery = graphql`
  query TaskFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...TaskForm_task @alias
    }
  }
`;

/**
 * Create/update form on the form recipe: Save only when something changed, Ctrl+Enter submits,
 * client validation, server errors beside the field, and (updates) the version the form was
 * loaded at sent as expectedVersion, with the conflict view when someone saved in between.
 */
export function TaskForm({ query, task, ...page }: Props) {
  const intl = useIntl();
  const calendarProps = useCalendarProps();
  const formatTaskValue = useTaskValueFormatter();
  const options = useFragment(
    graphql`
      fragment TaskForm_query on Query {
        ...useEmployeeFormChoices_query
      }
    `,
    query,
  );
  const existing = useFragment(
    graphql`
      fragment TaskForm_task on Task {
        id
        title
        description
        priorityId
        dueDate
        version
        assignee {
          id
          name
        }
      }
    `,
    task ?? null,
  );
  const current: TaskFormValues = {
    title: existing?.title ?? '',
    description: existing?.description ?? '',
    priorityId: existing?.priorityId ?? 2,
    assigneeId: existing?.assignee?.id ?? null,
    dueDate: existing?.dueDate ?? null,
  };
  const employees = useEmployeeFormChoices(options, existing?.assignee ? [existing.assignee] : []);
  const form = useRecordForm<TaskFormValues>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels: {
      title: messages.title,
      description: taskMessages.description,
      priorityId: taskMessages.priority,
      assigneeId: taskMessages.assignee,
      dueDate: taskMessages.dueDate,
    },
    display: {
      priorityId: (id) => intl.formatMessage(taskPriority(id).label),
      assigneeId: (id) => (id ? employees.nameOf(id) : intl.formatMessage(taskMessages.unassigned)),
      dueDate: (day) => (day ? formatDay(intl, day) : intl.formatMessage(taskMessages.noDueDate)),
    },
    long: ['description'],
    trim: ['title'],
    required: { title: messages.titleRequired },
    maxLength: { title: titleMaxLength },
    page,
  });
  const { values } = form;
  const titleLength = [...values.title.trim()].length;

  return (
    <HistoryEditForm
      form={form}
      messages={messages}
      formatValue={formatTaskValue}
    >
      <TextInput
        {...form.input('title')}
        required
        description={
          <Text span size="xs" c={titleLength > titleMaxLength ? 'red' : 'dimmed'}>
            {intl.formatMessage(messages.titleCount, { count: titleLength, max: titleMaxLength })}
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-autofocus
      />
      <MarkdownField {...form.bind('description')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select {...form.numberChoice('priorityId', taskPriorities)} />
        <SearchSelect {...form.bind('assigneeId')} placeholder={intl.formatMessage(taskMessages.unassigned)} clearable data={employees.data} {...employees.search} />
        <LocaleDates>
          <DateInput
            {...form.bind('dueDate')}
            clearable
            valueFormat="YYYY-MM-DD"
            onChange={(value) => form.set('dueDate', value ? String(value).slice(0, 10) : null)}
            {...calendarProps}
          />
        </LocaleDates>
      </SimpleGrid>
    </HistoryEditForm>
  );
}
