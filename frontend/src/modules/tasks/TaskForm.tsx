import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { useNodeReload } from '@/modules/relay/useNodeReload';
import { EditForm } from '@/modules/ui/form/EditForm';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { useEditForm, type FormPageProps, type FormSave } from '@/modules/ui/form/useEditForm';
import { formatDay } from '@/modules/ui/formatDate';
import { LocaleDates, useCalendarProps } from '@/modules/ui/LocaleDates';
import { taskPriorities, taskPriority } from './taskPriorities';
import { useTaskValueFormatter } from './taskValueFormatter';
import { titleMaxLength, validateTaskInput } from './validateTaskInput';
import type { TaskForm_query$key } from './__generated__/TaskForm_query.graphql';
import type { TaskForm_task$key } from './__generated__/TaskForm_task.graphql';

const messages = defineMessages({
  form: { id: 'task.form.label', defaultMessage: 'Task' },
  title: { id: 'task.field.title', defaultMessage: 'Title' },
  description: { id: 'task.field.description', defaultMessage: 'Description' },
  priority: { id: 'task.field.priority', defaultMessage: 'Priority' },
  assignee: { id: 'task.field.assignee', defaultMessage: 'Assignee' },
  unassigned: { id: 'task.unassigned', defaultMessage: 'Unassigned' },
  dueDate: { id: 'task.field.dueDate', defaultMessage: 'Due date' },
  noDueDate: { id: 'task.noDueDate', defaultMessage: 'No due date' },
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
  titleRequired: { id: 'task.validation.titleRequired', defaultMessage: 'Enter a title.' },
  titleTooLong: defineMessage<{ max: number }>({ id: 'task.validation.titleTooLong', defaultMessage: 'Use at most {max, number} characters.' }),
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

type Field = keyof TaskFormValues & string;

/** What the page does with a valid submission; call `onError` when it fails, `onSaved` when it worked. */
export type TaskFormSubmit = FormSave<TaskFormValues>;

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
export function TaskForm({ query, task, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const calendarProps = useCalendarProps();
  const formatTaskValue = useTaskValueFormatter();
  const employees = useFragment(
    graphql`
      fragment TaskForm_query on Query {
        employees(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
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
  const employeeName = (id: string | null) =>
    id ? (employees.employees.edges.find((edge) => edge.node.id === id)?.node.name ?? id) : intl.formatMessage(messages.unassigned);
  const labels: Record<Field, string> = {
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description),
    priorityId: intl.formatMessage(messages.priority),
    assigneeId: intl.formatMessage(messages.assignee),
    dueDate: intl.formatMessage(messages.dueDate),
  };
  const display = (field: Field, value: unknown): string => {
    switch (field) {
      case 'priorityId':
        return intl.formatMessage(taskPriority(value as number).label);
      case 'assigneeId':
        return employeeName(value as string | null);
      case 'dueDate':
        return value ? formatDay(intl, value as string) : intl.formatMessage(messages.noDueDate);
      default:
        return (value as string) || intl.formatMessage(messages.empty);
    }
  };

  const form = useEditForm<TaskFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    reload: useNodeReload(refetchQuery, existing?.id),
    labels,
    display,
    long: ['description'],
    prepare: (values) => ({ ...values, title: values.title.trim() }),
    validate: (values) => {
      const check = validateTaskInput(values);
      if (!check.title) return {};
      return {
        title: check.title === 'titleRequired' ? intl.formatMessage(messages.titleRequired) : intl.formatMessage(messages.titleTooLong, { max: titleMaxLength }),
      };
    },
    save: onSubmit,
    inFlight,
  });
  const { values, errors, set } = form;
  const titleLength = [...values.title.trim()].length;

  return (
    <EditForm
      form={form}
      label={intl.formatMessage(messages.form)}
      submitLabel={submitLabel}
      onCancel={onCancel}
      failedTitle={intl.formatMessage(messages.failed)}
      changes={(since) => existing && <HistorySince nodeId={existing.id} sinceVersion={since} formatValue={formatTaskValue} />}
    >
      <TextInput
        label={labels.title}
        required
        value={values.title}
        error={errors.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        description={
          <Text span size="xs" c={titleLength > titleMaxLength ? 'red' : 'dimmed'}>
            {intl.formatMessage(messages.titleCount, { count: titleLength, max: titleMaxLength })}
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-autofocus
      />
      <MarkdownField label={labels.description} value={values.description} error={errors.description} onChange={(value) => set('description', value)} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={labels.priorityId}
          allowDeselect={false}
          data={taskPriorities.map((priority) => ({ value: String(priority.id), label: intl.formatMessage(priority.label) }))}
          value={String(values.priorityId)}
          error={errors.priorityId}
          onChange={(value) => value && set('priorityId', Number(value))}
        />
        <SearchSelect
          label={labels.assigneeId}
          placeholder={intl.formatMessage(messages.unassigned)}
          clearable
          data={employees.employees.edges.map((edge) => ({ value: edge.node.id, label: edge.node.name }))}
          value={values.assigneeId}
          error={errors.assigneeId}
          onChange={(value) => set('assigneeId', value)}
        />
        <LocaleDates>
          <DateInput
            label={labels.dueDate}
            clearable
            valueFormat="YYYY-MM-DD"
            value={values.dueDate}
            error={errors.dueDate}
            onChange={(value) => set('dueDate', value ? String(value).slice(0, 10) : null)}
            {...calendarProps}
          />
        </LocaleDates>
      </SimpleGrid>
    </EditForm>
  );
}
