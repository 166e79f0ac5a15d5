import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLiveList, useRefetchShown } from '@/modules/relay/useLiveList';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListBody } from '@/modules/ui/list/ListBody';
import { useListParams } from '@/modules/ui/list/useListParams';
import { useListSorting } from '@/modules/ui/list/useListSorting';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
import { projectListCodec, projectPageSize, projectSort, type ProjectListFilter } from './projectListParams';
import { ProjectRow } from './ProjectRow';
import type { ProjectList_query$key } from './__generated__/ProjectList_query.graphql';

const messages = defineMessages({
  caption: { id: 'project.list.caption', defaultMessage: 'Projects' },
  name: { id: 'project.field.name', defaultMessage: 'Name' },
  status: { id: 'project.field.status', defaultMessage: 'Status' },
  organizations: { id: 'project.field.organizations', defaultMessage: 'Organizations' },
  team: { id: 'project.field.team', defaultMessage: 'Team' },
  updatedAt: { id: 'project.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'project.list.empty', defaultMessage: 'No projects yet' },
  emptyHint: { id: 'project.list.emptyHint', defaultMessage: 'Try another keyword or filter, or create a project.' },
  countAll: defineMessage<{ total: number }>({ id: 'project.list.countAll', defaultMessage: '{total, plural, one {# project} other {# projects}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'project.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# project} other {# projects}}',
  }),
});

/**
 * The project list's live notices (issue 32): given the list's filter, the server tells of each
 * changed project whether it is in the list now, by the list's own SQL, so no matcher is kept
 * here.
 */
const projectsChanged = graphql`
  subscription ProjectListSubscription($filter: ProjectFilter) {
    projectsChanged(filter: $filter) {
      kind
      id
      matches
      project {
        id
        ...ProjectRow_project
      }
    }
  }
`;

interface Props {
  query: ProjectList_query$key;
  /** The filter the list was loaded with: the server tells which changed projects are in it. */
  filter: ProjectListFilter;
}

/** The projects (A→Z by default), paged by "load more", live through the store; cards on a phone. */
export function ProjectList({ query, filter }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ProjectList_query on Query
      @refetchable(queryName: "ProjectListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "ProjectFilter" }
        orderBy: { type: "ProjectOrder" }
      ) {
        projects(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "ProjectList_projects") {
          __id
          totalCount
          edges {
            node {
              id
              ...ProjectRow_project
            }
          }
        }
      }
    `,
    query,
  );
  const { filtered, clear } = useListParams(projectListCodec);
  const sorting = useListSorting(projectListCodec, projectSort);
  const edges = data.projects.edges;
  const connectionId = data.projects.__id;
  const onLoadMore = useLoadMore(loadNext, edges.length, projectPageSize);
  const refetchShown = useRefetchShown(refetch, projectPageSize, edges.length);
  useLiveList({ subscription: projectsChanged, field: 'projectsChanged', variables: { filter }, connectionId, edgeType: 'ProjectEdge', refetch: refetchShown });
  return (
    <ListBody
      sorting={sorting}
      label={intl.formatMessage(messages.caption)}
      minWidth={720}
      columns={[
        { key: 'name', sort: 'NAME', label: intl.formatMessage(messages.name) },
        { key: 'status', label: intl.formatMessage(messages.status) },
        { key: 'organizations', label: intl.formatMessage(messages.organizations) },
        { key: 'team', label: intl.formatMessage(messages.team) },
        { key: 'updatedAt', sort: 'UPDATED_AT', label: intl.formatMessage(messages.updatedAt) },
      ]}
      empty={{ filtered, onClear: clear, text: intl.formatMessage(messages.empty), hint: intl.formatMessage(messages.emptyHint) }}
      shown={edges.length}
      totalCount={data.projects.totalCount}
      countMessages={{ all: messages.countAll, some: messages.count }}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
      loadMoreLabel={intl.formatMessage(commonMessages.loadMore)}
    >
      {edges.map((edge) => (
        <ProjectRow key={edge.node.id} project={edge.node} />
      ))}
    </ListBody>
  );
}
