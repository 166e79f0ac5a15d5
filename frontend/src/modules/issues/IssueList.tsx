import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
import { listColumns } from '@/modules/ui/list/listColumns';
import { issueListCodec, issuePageSize, issueSort, type IssueFilter } from './issueListParams';
import { IssueRow } from './IssueRow';
import type { IssueList_query$key } from './__generated__/IssueList_query.graphql';

const messages = defineMessages({
  caption: { id: 'issue.list.caption', defaultMessage: 'Issues' },
  title: { id: 'issue.field.title', defaultMessage: 'Title' },
  status: { id: 'issue.field.status', defaultMessage: 'Status' },
  priority: { id: 'issue.field.priority', defaultMessage: 'Priority' },
  categories: { id: 'issue.field.categories', defaultMessage: 'Categories' },
  project: { id: 'issue.field.project', defaultMessage: 'Project' },
  assignees: { id: 'issue.field.assignees', defaultMessage: 'Assignees' },
  updatedAt: { id: 'issue.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'issue.list.empty', defaultMessage: 'No issues yet' },
  emptyHint: { id: 'issue.list.emptyHint', defaultMessage: 'Try another keyword or filter, or report an issue.' },
  countAll: defineMessage<{ total: number }>({ id: 'issue.list.countAll', defaultMessage: '{total, plural, one {# issue} other {# issues}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'issue.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# issue} other {# issues}}',
  }),
});

/** The columns' headers, also the export's (issue 35 §4: `issueExport`). */
export { messages as issueTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const issueColumns = listColumns(messages, ['title', 'status', 'priority', 'categories', 'project', 'assignees', 'updatedAt']);

/**
 * The issue list's and board's live notices (issue 32): given the filter, the server tells of
 * each changed issue whether it is in the list now, by the list's own SQL (a keyword found only
 * in the description included), so no matcher is kept here.
 */
export const issuesChanged = graphql`
  subscription IssueListSubscription($filter: IssueFilter) {
    issuesChanged(filter: $filter) {
      kind
      id
      matches
      issue {
        id
        status {
          id
        }
        ...IssueRow_issue
        ...IssueCard_issue
      }
    }
  }
`;

interface Props {
  query: IssueList_query$key;
  /** The filter the list was loaded with: the server tells which changed issues are in it. */
  filter: IssueFilter;
}

/** The issues, paged by "load more", live through the store (issuesChanged); cards on a phone. */
export function IssueList({ query, filter }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment IssueList_query on Query
      @refetchable(queryName: "IssueListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "IssueFilter" }
        orderBy: { type: "IssueOrder" }
      ) {
        issues(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "IssueList_issues") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              version
              ...IssueRow_issue
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.issues, {
    codec: issueListCodec,
    sort: issueSort,
    pageSize: issuePageSize,
    live: { subscription: issuesChanged, field: 'issuesChanged', variables: { filter }, edgeType: 'IssueEdge' },
    minWidth: 900,
    columns: issueColumns,
    sortable: { title: 'TITLE', status: 'STATUS', priority: 'PRIORITY', updatedAt: 'UPDATED_AT' },
    messages,
  });
  return (
    <BulkList type="Issue" list={list} filter={filter}>
      {list.nodes.map((node) => (
        <IssueRow key={node.id} issue={node} />
      ))}
    </BulkList>
  );
}
