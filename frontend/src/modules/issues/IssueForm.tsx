import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useDocumentSearch } from '@/modules/documents/useDocumentSearch';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { useEmployeeSearch } from '@/modules/members/useEmployeeSearch';
import { useProjectSearch } from '@/modules/projects/useProjectSearch';
import { useTagSearch } from '@/modules/tags/useTagSearch';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { SearchSelect, SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { type FormPageProps } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { defaultIssuePriorityId, issuePriorities, issuePriority } from './issuePriorities';
import { useIssueValueFormatter } from './issueValueFormatter';
import { useIssueOptions } from './useIssueOptions';
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
  titleRequired: { id: 'issue.validation.titleRequired', defaultMessage: 'Enter a title.' },
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

/**
 * Create/update form on the form recipe: title, the markdown description and tags; creating also
 * sets status, priority, categories, project, assignees and linked documents (later those change
 * on the detail page). An update sends `expectedVersion`; a save made in between opens the
 * conflict view (204.X000.004). Ctrl/⌘+Enter saves; Save is disabled while nothing changed.
 */
export function IssueForm({ query, issue, ...page }: Props) {
  const intl = useIntl();
  const options = useFragment(
    graphql`
      fragment IssueForm_query on Query {
        ...useIssueOptions_query
        documents(first: 100) {
          edges {
            node {
              id
              name: title
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

  const choices = useIssueOptions(options);
  // Members, documents, projects and tags are too many to load whole: typing searches the server (issue 33).
  const projectSearch = useProjectSearch();
  const tagSearch = useTagSearch();
  const tags = namedChoices(choices.tags, existing?.tags ?? [], tagSearch.found);
  const employeeSearch = useEmployeeSearch();
  const documentSearch = useDocumentSearch();
  const formatValue = useIssueValueFormatter(tags.names);
  const form = useRecordForm<IssueFormValues>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels: {
      title: messages.title,
      description: messages.description,
      tagIds: messages.tags,
      statusId: messages.status,
      priorityId: messages.priority,
      categoryIds: messages.categories,
      projectId: messages.project,
      assigneeIds: messages.assignees,
      documentIds: messages.documents,
    },
    display: { tagIds: tags.namesOf, priorityId: (id) => intl.formatMessage(issuePriority(id).label) },
    long: ['description'],
    trim: ['title'],
    required: { title: messages.titleRequired },
    maxLength: { title: issueTitleMaxLength, description: issueDescriptionMaxLength },
    page,
  });

  return (
    <HistoryEditForm
      form={form}
      messages={messages}
      formatValue={formatValue}
    >
      <TextInput {...form.input('title')} required data-autofocus />
      <MarkdownField {...form.bind('description')} />
      {!existing && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select {...form.bind('statusId')} placeholder={intl.formatMessage(messages.firstStatus)} clearable data={namedChoices(choices.statuses).data} />
          <Select {...form.numberChoice('priorityId', issuePriorities)} />
          <SearchMultiSelect {...form.bind('categoryIds')} clearable data={namedChoices(choices.categories).data} />
          <SearchSelect {...form.bind('projectId')} placeholder={intl.formatMessage(messages.noProject)} clearable data={namedChoices(choices.projects, projectSearch.found).data} {...projectSearch.props} />
          <SearchMultiSelect {...form.bind('assigneeIds')} clearable data={namedChoices(choices.employees, employeeSearch.found).data} {...employeeSearch.props} />
          <SearchMultiSelect {...form.bind('documentIds')} clearable data={namedChoices(options.documents.edges.map((edge) => edge.node), documentSearch.found).data} {...documentSearch.props} />
        </SimpleGrid>
      )}
      <SearchMultiSelect {...form.bind('tagIds')} clearable data={tags.data} {...tagSearch.props} />
    </HistoryEditForm>
  );
}
