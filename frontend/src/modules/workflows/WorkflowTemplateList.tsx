import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
import { listColumns } from '@/modules/ui/list/listColumns';
import { workflowTemplateListCodec, workflowTemplatePageSize, workflowTemplateSort, type WorkflowTemplateListFilter } from './workflowTemplateListParams';
import { WorkflowTemplateRow } from './WorkflowTemplateRow';
import type { WorkflowTemplateList_query$key } from './__generated__/WorkflowTemplateList_query.graphql';

const messages = defineMessages({
  caption: { id: 'workflow.template.list.caption', defaultMessage: 'Workflow templates' },
  name: { id: 'workflow.template.field.name', defaultMessage: 'Name' },
  visibility: { id: 'workflow.template.field.visibility', defaultMessage: 'Visibility' },
  steps: { id: 'workflow.template.field.steps', defaultMessage: 'Steps' },
  running: { id: 'workflow.template.field.running', defaultMessage: 'Running instances' },
  updatedAt: { id: 'workflow.template.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'workflow.template.list.empty', defaultMessage: 'No workflow templates yet' },
  countAll: defineMessage<{ total: number }>({ id: 'workflow.template.list.countAll', defaultMessage: '{total, plural, one {# template} other {# templates}}' }),
  count: defineMessage<{ shown: number; total: number }>({ id: 'workflow.template.list.count', defaultMessage: '{shown, number} of {total, plural, one {# template} other {# templates}}' }),
});

/** The columns' headers, also the export's (issue 35 §4: `workflowTemplateExport`). */
export { messages as workflowTemplateTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const workflowTemplateColumns = listColumns(messages, ['name', 'visibility', 'steps', 'running', 'updatedAt']);

/**
 * The template list's live notices (issue 32): given the list's filter, the server tells of each
 * changed template whether it is in the list now, by the list's own SQL and the reader's access,
 * so no matcher is kept here.
 */
const workflowTemplatesChanged = graphql`
  subscription WorkflowTemplateListSubscription($filter: WorkflowTemplateFilter) {
    workflowTemplatesChanged(filter: $filter) {
      kind
      id
      matches
      workflowTemplate {
        id
        ...WorkflowTemplateRow_template
      }
    }
  }
`;

interface Props {
  query: WorkflowTemplateList_query$key;
  /** The filter the list was loaded with: the server tells which changed templates are in it. */
  filter: WorkflowTemplateListFilter;
}

/** The workflow templates, paged by "load more", live through the store (workflowTemplatesChanged); cards on a phone. */
export function WorkflowTemplateList({ query, filter }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment WorkflowTemplateList_query on Query
      @refetchable(queryName: "WorkflowTemplateListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "WorkflowTemplateFilter" }
        orderBy: { type: "WorkflowTemplateOrder" }
      ) {
        workflowTemplates(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "WorkflowTemplateList_workflowTemplates") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              version
              ...WorkflowTemplateRow_template
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.workflowTemplates, {
    codec: workflowTemplateListCodec,
    sort: workflowTemplateSort,
    pageSize: workflowTemplatePageSize,
    live: { subscription: workflowTemplatesChanged, field: 'workflowTemplatesChanged', variables: { filter }, edgeType: 'WorkflowTemplateEdge' },
    minWidth: 760,
    columns: workflowTemplateColumns,
    sortable: { name: 'NAME', updatedAt: 'UPDATED_AT' },
    messages,
  });
  return (
    <BulkList type="WorkflowTemplate" list={list} filter={filter}>
      {list.nodes.map((node) => (
        <WorkflowTemplateRow key={node.id} template={node} />
      ))}
    </BulkList>
  );
}
