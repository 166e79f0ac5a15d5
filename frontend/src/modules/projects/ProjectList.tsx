import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
import { listColumns } from '@/modules/ui/list/listColumns';
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

/** The columns' headers, also the export's (issue 35 §4: `projectExport`). */
export { messages as projectTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const projectColumns = listColumns(messages, ['name', 'status', 'organizations', 'team', 'updatedAt']);

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
  const page = usePaginationFragment(
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
          totalCountCapped
          edges {
            node {
              id
              version
              ...ProjectRow_project
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.projects, {
    codec: projectListCodec,
    sort: projectSort,
    pageSize: projectPageSize,
    live: { subscription: projectsChanged, field: 'projectsChanged', variables: { filter }, edgeType: 'ProjectEdge' },
    minWidth: 720,
    columns: projectColumns,
    sortable: { name: 'NAME', updatedAt: 'UPDATED_AT' },
    messages,
  });
  return (
    <BulkList type="Project" list={list} filter={filter}>
      {list.nodes.map((node) => (
        <ProjectRow key={node.id} project={node} />
      ))}
    </BulkList>
  );
}
