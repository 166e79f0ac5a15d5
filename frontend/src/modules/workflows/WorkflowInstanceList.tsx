import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { usePagedList } from '@/modules/relay/usePagedList';
import { ListBody } from '@/modules/ui/list/ListBody';
import { listColumns } from '@/modules/ui/list/listColumns';
import { workflowInstanceListCodec, workflowInstancePageSize, workflowInstanceSort, type WorkflowInstanceListFilter } from './workflowInstanceListParams';
import { WorkflowInstanceRow } from './WorkflowInstanceRow';
import type { WorkflowInstanceList_query$key } from './__generated__/WorkflowInstanceList_query.graphql';

const messages = defineMessages({
  caption: { id: 'workflow.instance.list.caption', defaultMessage: 'Workflow instances' },
  name: { id: 'workflow.instance.field.name', defaultMessage: 'Name' },
  owner: { id: 'workflow.instance.field.owner', defaultMessage: 'Owner' },
  progress: { id: 'workflow.instance.field.progress', defaultMessage: 'Progress' },
  current: { id: 'workflow.instance.field.currentStep', defaultMessage: 'Current step' },
  done: { id: 'workflow.instance.field.steps', defaultMessage: 'Steps done' },
  startedAt: { id: 'workflow.instance.field.startedAt', defaultMessage: 'Started' },
  empty: { id: 'workflow.instance.list.empty', defaultMessage: 'No workflows yet. Start one from a template.' },
  countAll: defineMessage<{ total: number }>({ id: 'workflow.instance.list.countAll', defaultMessage: '{total, plural, one {# workflow} other {# workflows}}' }),
  count: defineMessage<{ shown: number; total: number }>({ id: 'workflow.instance.list.count', defaultMessage: '{shown, number} of {total, plural, one {# workflow} other {# workflows}}' }),
});

export { messages as workflowInstanceTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const workflowInstanceColumns = listColumns(messages, ['name', 'owner', 'progress', 'current', 'done', 'startedAt']);

/**
 * The instance list's live notices (issue 32): given the list's filter, the server tells of each
 * changed instance whether it is in the list now, by the list's own SQL and the reader's access,
 * so no matcher is kept here.
 */
const workflowInstancesChanged = graphql`
  subscription WorkflowInstanceListSubscription($filter: WorkflowInstanceFilter) {
    workflowInstancesChanged(filter: $filter) {
      kind
      id
      matches
      workflowInstance {
        id
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

interface Props {
  query: WorkflowInstanceList_query$key;
  /** The filter the list was loaded with: the server tells which changed instances are in it. */
  filter: WorkflowInstanceListFilter;
}

/** The workflow instances, paged by "load more", live through the store (workflowInstancesChanged); cards on a phone. */
export function WorkflowInstanceList({ query, filter }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment WorkflowInstanceList_query on Query
      @refetchable(queryName: "WorkflowInstanceListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "WorkflowInstanceFilter" }
        orderBy: { type: "WorkflowInstanceOrder" }
      ) {
        workflowInstances(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "WorkflowInstanceList_workflowInstances") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              ...WorkflowInstanceRow_instance
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.workflowInstances, {
    codec: workflowInstanceListCodec,
    sort: workflowInstanceSort,
    pageSize: workflowInstancePageSize,
    live: { subscription: workflowInstancesChanged, field: 'workflowInstancesChanged', variables: { filter }, edgeType: 'WorkflowInstanceEdge' },
    minWidth: 940,
    columns: workflowInstanceColumns,
    sortable: { name: 'NAME', startedAt: 'STARTED_AT' },
    messages,
  });
  return (
    <ListBody {...list.body}>
      {list.nodes.map((node) => (
        <WorkflowInstanceRow key={node.id} instance={node} />
      ))}
    </ListBody>
  );
}
