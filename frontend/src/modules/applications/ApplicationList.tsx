import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
import { listColumns } from '@/modules/ui/list/listColumns';
import { applicationListCodec, applicationPageSize, applicationSort, type ApplicationListFilter } from './applicationListParams';
import { ApplicationRow } from './ApplicationRow';
import type { ApplicationList_query$key } from './__generated__/ApplicationList_query.graphql';

const messages = defineMessages({
  caption: { id: 'application.list.caption', defaultMessage: 'Applications' },
  name: { id: 'application.field.name', defaultMessage: 'Name' },
  project: { id: 'application.field.project', defaultMessage: 'Project' },
  status: { id: 'application.field.status', defaultMessage: 'Status' },
  progress: { id: 'application.field.progress', defaultMessage: 'Progress' },
  updatedAt: { id: 'application.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'application.list.empty', defaultMessage: 'No applications yet' },
  emptyHint: { id: 'application.list.emptyHint', defaultMessage: 'Try another keyword or filter, or create an application.' },
  countAll: defineMessage<{ total: number }>({ id: 'application.list.countAll', defaultMessage: '{total, plural, one {# application} other {# applications}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'application.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# application} other {# applications}}',
  }),
});

/** The columns' headers, also the export's (issue 35 §4: `applicationExport`). */
export { messages as applicationTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const applicationColumns = listColumns(messages, ['name', 'project', 'status', 'progress', 'updatedAt']);

/**
 * The application list's live notices (issue 32): given the list's filter, the server tells of
 * each changed application (also when one of its pages or requirements moved its progress)
 * whether it is in the list now, by the list's own SQL, so no matcher is kept here.
 */
const applicationsChanged = graphql`
  subscription ApplicationListSubscription($filter: ApplicationFilter) {
    applicationsChanged(filter: $filter) {
      kind
      id
      matches
      application {
        id
        ...ApplicationRow_application
      }
    }
  }
`;

interface Props {
  query: ApplicationList_query$key;
  /** The filter the list was loaded with: the server tells which changed applications are in it. */
  filter: ApplicationListFilter;
}

/** The applications (recently updated first by default), paged by "load more", live through the store; cards on a phone. */
export function ApplicationList({ query, filter }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment ApplicationList_query on Query
      @refetchable(queryName: "ApplicationListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "ApplicationFilter" }
        orderBy: { type: "ApplicationOrder" }
      ) {
        applications(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "ApplicationList_applications") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              version
              ...ApplicationRow_application
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.applications, {
    codec: applicationListCodec,
    sort: applicationSort,
    pageSize: applicationPageSize,
    live: { subscription: applicationsChanged, field: 'applicationsChanged', variables: { filter }, edgeType: 'ApplicationEdge' },
    minWidth: 820,
    columns: applicationColumns,
    sortable: { name: 'NAME', status: 'STATUS', updatedAt: 'UPDATED_AT' },
    messages,
  });
  return (
    <BulkList type="Application" list={list} filter={filter}>
      {list.nodes.map((node) => (
        <ApplicationRow key={node.id} application={node} />
      ))}
    </BulkList>
  );
}
