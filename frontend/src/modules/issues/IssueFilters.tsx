import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useEmployeeSearch } from '@/modules/members/useEmployeeSearch';
import { useProjectSearch } from '@/modules/projects/useProjectSearch';
import { useTagSearch } from '@/modules/tags/useTagSearch';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import type { ServerSearchProps } from '@/modules/ui/form/useServerSearch';
import { ListFilterBar, ListMultiFilter } from '@/modules/ui/list/ListFilterBar';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { issuePriorities } from './issuePriorities';
import { useIssueOptions } from './useIssueOptions';
import { activeIssueFilters, issueBoardCodec, issueListCodec, issueSort, type IssueOrderField } from './issueListParams';
import type { IssueFilters_query$key } from './__generated__/IssueFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'issue.filter.keyword', defaultMessage: 'Search issues' },
  keywordPlaceholder: { id: 'issue.filter.keywordPlaceholder', defaultMessage: 'Words in the title or description' },
  status: { id: 'issue.field.status', defaultMessage: 'Status' },
  priority: { id: 'issue.field.priority', defaultMessage: 'Priority' },
  category: { id: 'issue.field.categories', defaultMessage: 'Categories' },
  project: { id: 'issue.field.project', defaultMessage: 'Project' },
  assignee: { id: 'issue.field.assignees', defaultMessage: 'Assignees' },
  reporter: { id: 'issue.field.reporter', defaultMessage: 'Reporter' },
  tags: { id: 'issue.field.tags', defaultMessage: 'Tags' },
  UPDATED_AT: { id: 'issue.sort.updatedAt', defaultMessage: 'Updated' },
  CREATED_AT: { id: 'issue.sort.createdAt', defaultMessage: 'Created' },
  PRIORITY: { id: 'issue.sort.priority', defaultMessage: 'Priority' },
  TITLE: { id: 'issue.sort.title', defaultMessage: 'Title' },
  STATUS: { id: 'issue.sort.status', defaultMessage: 'Status' },
});

interface Props {
  query: IssueFilters_query$key;
  /** On the board the columns are the statuses: no status filter and no sort. */
  board?: boolean;
}

/**
 * Search as you type (title and description, English and Japanese), status, priority, category,
 * project, assignee, reporter and tag filters and sort, all kept in the URL.
 */
export function IssueFilters({ query, board = false }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IssueFilters_query on Query {
        ...useIssueOptions_query
      }
    `,
    query,
  );
  const choices = useIssueOptions(data);
  const list = useListParams(board ? issueBoardCodec : issueListCodec);
  const { params, update } = list;
  const multi = (layout: FilterLayout, label: string, choices: { value: string; label: string }[], value: string[], onChange: (values: string[]) => void, search?: ServerSearchProps) => (
    <ListMultiFilter label={label} data={choices} value={value} onChange={onChange} layout={layout} width={190} search={search} />
  );
  // Members, projects and tags are too many to load whole: each picker also searches the server (issue 33).
  const assigneeSearch = useEmployeeSearch();
  const reporterSearch = useEmployeeSearch();
  const projectSearch = useProjectSearch();
  const tagSearch = useTagSearch();
  const employees = namedChoices(choices.employees, assigneeSearch.found, reporterSearch.found).data;
  const filters = (layout: FilterLayout) => (
    <>
      {!board && multi(layout, intl.formatMessage(messages.status), namedChoices(choices.statuses).data, params.statusIds, (statusIds) => update({ statusIds }))}
      {multi(
        layout,
        intl.formatMessage(messages.priority),
        issuePriorities.map((priority) => ({ value: String(priority.id), label: intl.formatMessage(priority.label) })),
        params.priorityIds.map(String),
        (values) => update({ priorityIds: values.map(Number) }),
      )}
      {multi(layout, intl.formatMessage(messages.category), namedChoices(choices.categories).data, params.categoryIds, (categoryIds) => update({ categoryIds }))}
      {multi(layout, intl.formatMessage(messages.project), namedChoices(choices.projects, projectSearch.found).data, params.projectIds, (projectIds) => update({ projectIds }), projectSearch.props)}
      {multi(layout, intl.formatMessage(messages.assignee), employees, params.assigneeIds, (assigneeIds) => update({ assigneeIds }), assigneeSearch.props)}
      {multi(layout, intl.formatMessage(messages.reporter), employees, params.reporterIds, (reporterIds) => update({ reporterIds }), reporterSearch.props)}
      {multi(layout, intl.formatMessage(messages.tags), namedChoices(choices.tags, tagSearch.found).data, params.tagIds, (tagIds) => update({ tagIds }), tagSearch.props)}
    </>
  );
  return <ListFilterBar<IssueOrderField> list={list} sortSpec={board ? undefined : issueSort} messages={messages} activeFilters={activeIssueFilters(params)} filters={filters} />;
}
