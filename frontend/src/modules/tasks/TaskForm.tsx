import { Alert, Button, Group, Input, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ja';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ClientError } from '../relay/ClientError';
import { errorMessage } from '../relay/errorMessages';
import { PageLoader } from '../ui/PageLoader';
import { taskPriorities } from './taskPriorities';
import { titleMaxLength, validateTaskInput } from './validateTaskInput';
import type { TaskForm_query$key } from './__generated__/TaskForm_query.graphql';
import type { TaskForm_task$key } from './__generated__/TaskForm_task.graphql';

const MarkdownEditor = lazy(() => import('../markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

const messages = defineMessages({
  title: { id: 'task.field.title', defaultMessage: 'Title' },
  description: { id: 'task.field.description', defaultMessage: 'Description' },
  priority: { id: 'task.field.priority', defaultMessage: 'Priority' },
  assignee: { id: 'task.field.assignee', defaultMessage: 'Assignee' },
  unassigned: { id: 'task.unassigned', defaultMessage: 'Unassigned' },
  dueDate: { id: 'task.field.dueDate', defaultMessage: 'Due date' },
  titleRequired: { id: 'task.validation.titleRequired', defaultMessage: 'Enter a title.' },
  titleTooLong: defineMessage<{ max: number }>({ id: 'task.validation.titleTooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  titleCount: defineMessage<{ count: number; max: number }>({ id: 'task.form.titleCount', defaultMessage: '{count, number} / {max, number}' }),
  failed: { id: 'task.form.failed', defaultMessage: 'The task could not be saved' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
});

export interface TaskFormValues {
  title: string;
  description: string;
  priorityId: number;
  assigneeId: string | null;
  dueDate: string | null;
}

type Field = keyof TaskFormValues;

const fields: readonly Field[] = ['title', 'description', 'priorityId', 'assigneeId', 'dueDate'];

interface Props {
  query: TaskForm_query$key;
  task?: TaskForm_task$key | null;
  submitLabel: string;
  inFlight: boolean;
  onSubmit: (values: TaskFormValues, onError: (error: Error) => void) => void;
  onCancel: () => void;
}

/** Create/update form: client validation, server errors beside the field. */
export function TaskForm({ query, task, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
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
        assignee {
          id
        }
      }
    `,
    task ?? null,
  );
  const [values, setValues] = useState<TaskFormValues>(() => ({
    title: existing?.title ?? '',
    description: existing?.description ?? '',
    priorityId: existing?.priorityId ?? 2,
    assigneeId: existing?.assignee?.id ?? null,
    dueDate: existing?.dueDate ?? null,
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends Field>(field: K, value: TaskFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const check = validateTaskInput(values);
    if (check.title) {
      setErrors({
        title:
          check.title === 'titleRequired'
            ? intl.formatMessage(messages.titleRequired)
            : intl.formatMessage(messages.titleTooLong, { max: titleMaxLength }),
      });
      return;
    }
    setErrors({});
    onSubmit({ ...values, title: values.title.trim() }, (error) => {
      const field = error instanceof ClientError ? fields.find((candidate) => candidate === error.field) : undefined;
      if (field) setErrors({ [field]: errorMessage(intl, error) });
      else setFormError(errorMessage(intl, error));
    });
  };

  const titleLength = [...values.title.trim()].length;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.failed)} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage(messages.title)}
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={intl.formatMessage(messages.priority)}
            allowDeselect={false}
            data={taskPriorities.map((priority) => ({ value: String(priority.id), label: intl.formatMessage(priority.label) }))}
            value={String(values.priorityId)}
            error={errors.priorityId}
            onChange={(value) => value && set('priorityId', Number(value))}
          />
          <Select
            label={intl.formatMessage(messages.assignee)}
            placeholder={intl.formatMessage(messages.unassigned)}
            clearable
            searchable
            data={employees.employees.edges.map((edge) => ({ value: edge.node.id, label: edge.node.name }))}
            value={values.assigneeId}
            error={errors.assigneeId}
            onChange={(value) => set('assigneeId', value)}
          />
          <DatesProvider settings={{ locale: intl.locale }}>
            <DateInput
            label={intl.formatMessage(messages.dueDate)}
            clearable
            valueFormat="YYYY-MM-DD"
            value={values.dueDate}
            error={errors.dueDate}
            onChange={(value) => set('dueDate', value ? String(value).slice(0, 10) : null)}
            />
          </DatesProvider>
        </SimpleGrid>
        <Input.Wrapper label={intl.formatMessage(messages.description)} error={errors.description}>
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
            <MarkdownEditor
              label={intl.formatMessage(messages.description)}
              value={values.description}
              onChange={(value) => set('description', value)}
            />
          </Suspense>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" loading={inFlight}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
