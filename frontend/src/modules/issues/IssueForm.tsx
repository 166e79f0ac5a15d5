import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { useNodeReload } from '@/modules/relay/useNodeReload';
import { EditForm } from '@/modules/ui/form/EditForm';
import { SearchSelect, SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { useEditForm, type FormPageProps, type FormSave } from '@/modules/ui/form/useEditForm';
import { byPosition } from '@/modules/ui/choices/choiceOrder';
import { defaultIssuePriorityId, issuePriorities, issuePriority } from './issuePriorities';
import { useIssueValueFormatter } from './issueValueFormatter';
import type { IssueForm_issue$key } from './__generated__/IssueForm_issue.graphql';
import type { IssueForm_query$key } from './__generated__/IssueForm_query.graphql';

/** CreateIssueInput: title 1–200 characters, description up to 50,000. */
export const issueTitleMaxLength = 200;
export const issueDescriptionMaxLength = 50_000;

const messages = defineMessages({
  form: { id: 'issue.form.label', defaultMessage: 'Issue' },
  title: { id: 'issue.field.title', defaultMessage: 'Title' },
  description: { id: 'issue.field.description', defaultMessage: 'Description' },
  status: { id: 'issue.field.status', defaultMessage: 'Status' },
  firstStatus: { id: 'issue.form.firstStatus', defaultMessage: 'The first status' },
  priority: { id: 'issue.field.priority', defaultMessage: 'Priority' },
  categories: { id: 'issue.field.categories', defaultMessage: 'Categories' },
  project: { id: 'issue.field.project', defaultMessage: 'Project' },
  noProject: { id: 'issue.project.none', defaultMessage: 'No project' },
  assignees: { id: 'issue.field.assignees', defaultMessage: 'Assignees' },
  documents: { id: 'issue.field.documents', defaultMessage: 'Documents' },
  tags: { id: 'issue.field.tags', defaultMessage: 'Tags' },
  none: { id: 'history.value.none', defaultMessage: '(none)' },
  titleRequired: { id: 'issue.validation.titleRequired', defaultMessage: 'Enter a title.' },
  tooLong: defineMessage<{ max: number }>({ id: 'issue.validation.tooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  failed: { id: 'issue.form.failed', defaultMessage: 'The issue could not be saved' },
});

export interface IssueFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  tagIds: string[];
  statusId: string | null;
  priorityId: number;
  categoryIds: string[];
  projectId: string | null;
  assigneeIds: string[];
  documentIds: string[];
}

type Field = keyof IssueFormValues & string;


/** What the page does with a valid submission; `onError` when it fails, `onSaved` when it worked. */
export type IssueFormSubmit = FormSave<IssueFormValues>;

interface Props extends FormPageProps<IssueFormValues> {
  query: IssueForm_query$key;
  issue?: IssueForm_issue$key | null;
}

const refetchQuery = graphql`
  query IssueFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...IssueForm_issue @alias
    }
  }
`;

type Named = readonly { readonly node: { readonly id: string; readonly name?: string; readonly label?: string; readonly title?: string } }[];

function named(edges: Named): { value: string; label: string }[] {
  return edges.map((edge) => ({ value: edge.node.id, label: edge.node.name ?? edge.node.label ?? edge.node.title ?? edge.node.id }));
}

/**
 * Create/update form on the form recipe: title, the markdown description and tags; creating also
 * sets status, priority, categories, project, assignees and linked documents (later those change
 * on the detail page). An update sends `expectedVersion`; a save made in between opens the
 * conflict view (204.X000.004). Ctrl/⌘+Enter saves; Save is disabled while nothing changed.
 */
export function IssueForm({ query, issue, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const options = useFragment(
    graphql`
      fragment IssueForm_query on Query {
        issueStatuses(first: 100) {
          edges {
            node {
              id
              label
              position
            }
          }
        }
        issueCategories(first: 100) {
          edges {
            node {
              id
              label
              position
            }
          }
        }
        projects(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        employees(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        documents(first: 100) {
          edges {
            node {
              id
              title
            }
          }
        }
        tags(first: 100) {
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
      fragment IssueForm_issue on Issue {
        id
        title
        description
        version
        tags {
          id
          name
        }
      }
    `,
    issue ?? null,
  );
  const current: IssueFormValues = {
    title: existing?.title ?? '',
    description: existing?.description ?? '',
    tagIds: existing?.tags.map((tag) => tag.id) ?? [],
    statusId: null,
    priorityId: defaultIssuePriorityId,
    categoryIds: [],
    projectId: null,
    assigneeIds: [],
    documentIds: [],
  };

  const tagNames = new Map<string, string>([
    ...options.tags.edges.map((edge) => [edge.node.id, edge.node.name] as [string, string]),
    ...(existing?.tags ?? []).map((tag) => [tag.id, tag.name] as [string, string]),
  ]);
  const formatValue = useIssueValueFormatter(tagNames);
  const labels: Record<Field, string> = {
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description),
    tagIds: intl.formatMessage(messages.tags),
    statusId: intl.formatMessage(messages.status),
    priorityId: intl.formatMessage(messages.priority),
    categoryIds: intl.formatMessage(messages.categories),
    projectId: intl.formatMessage(messages.project),
    assigneeIds: intl.formatMessage(messages.assignees),
    documentIds: intl.formatMessage(messages.documents),
  };
  const display = (field: Field, value: unknown): string => {
    if (field === 'tagIds') {
      const ids = value as string[];
      return ids.length ? intl.formatList(ids.map((id) => tagNames.get(id) ?? id)) : intl.formatMessage(messages.none);
    }
    if (field === 'priorityId') return intl.formatMessage(issuePriority(value as number).label);
    return (value as string | null) || intl.formatMessage(messages.none);
  };

  const form = useEditForm<IssueFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    reload: useNodeReload(refetchQuery, existing?.id),
    labels,
    display,
    long: ['description'],
    prepare: (values) => ({ ...values, title: values.title.trim() }),
    validate: ({ title, description }) => {
      if (!title) return { title: intl.formatMessage(messages.titleRequired) };
      if ([...title].length > issueTitleMaxLength) return { title: intl.formatMessage(messages.tooLong, { max: issueTitleMaxLength }) };
      if ([...description].length > issueDescriptionMaxLength) return { description: intl.formatMessage(messages.tooLong, { max: issueDescriptionMaxLength }) };
      return {};
    },
    save: onSubmit,
    inFlight,
  });
  const { values, errors, set } = form;
  const statuses = byPosition(options.issueStatuses.edges.map((edge) => edge.node)).map((status) => ({ value: status.id, label: status.label }));
  const categories = byPosition(options.issueCategories.edges.map((edge) => edge.node)).map((category) => ({ value: category.id, label: category.label }));

  return (
    <EditForm
      form={form}
      label={intl.formatMessage(messages.form)}
      submitLabel={submitLabel}
      onCancel={onCancel}
      failedTitle={intl.formatMessage(messages.failed)}
      changes={(since) => existing && <HistorySince nodeId={existing.id} sinceVersion={since} formatValue={formatValue} />}
    >
      <TextInput label={labels.title} required value={values.title} error={errors.title} onChange={(event) => set('title', event.currentTarget.value)} data-autofocus />
      <MarkdownField label={labels.description} value={values.description} error={errors.description} onChange={(value) => set('description', value)} />
      {!existing && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={labels.statusId}
            placeholder={intl.formatMessage(messages.firstStatus)}
            clearable
            data={statuses}
            value={values.statusId}
            error={errors.statusId}
            onChange={(value) => set('statusId', value)}
          />
          <Select
            label={labels.priorityId}
            allowDeselect={false}
            data={issuePriorities.map((priority) => ({ value: String(priority.id), label: intl.formatMessage(priority.label) }))}
            value={String(values.priorityId)}
            error={errors.priorityId}
            onChange={(value) => value && set('priorityId', Number(value))}
          />
          <SearchMultiSelect label={labels.categoryIds} clearable data={categories} value={values.categoryIds} error={errors.categoryIds} onChange={(ids) => set('categoryIds', ids)} />
          <SearchSelect
            label={labels.projectId}
            placeholder={intl.formatMessage(messages.noProject)}
            clearable
            data={named(options.projects.edges)}
            value={values.projectId}
            error={errors.projectId}
            onChange={(value) => set('projectId', value)}
          />
          <SearchMultiSelect label={labels.assigneeIds} clearable data={named(options.employees.edges)} value={values.assigneeIds} error={errors.assigneeIds} onChange={(ids) => set('assigneeIds', ids)} />
          <SearchMultiSelect label={labels.documentIds} clearable data={named(options.documents.edges)} value={values.documentIds} error={errors.documentIds} onChange={(ids) => set('documentIds', ids)} />
        </SimpleGrid>
      )}
      <SearchMultiSelect
        label={labels.tagIds}
        clearable
        data={[...tagNames].map(([value, label]) => ({ value, label }))}
        value={values.tagIds}
        error={errors.tagIds}
        onChange={(ids) => set('tagIds', ids)}
      />
    </EditForm>
  );
}
