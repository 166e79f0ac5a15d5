import { useMemo } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
import { listColumns } from '@/modules/ui/list/listColumns';
import { organizationListCodec, organizationSort, pageSize, type OrganizationFilter } from './organizationListParams';
import { OrganizationRow } from './OrganizationRow';
import type { OrganizationList_query$key } from './__generated__/OrganizationList_query.graphql';

const messages = defineMessages({
  name: { id: 'organization.field.name', defaultMessage: 'Name' },
  dealStatus: { id: 'organization.field.dealStatus', defaultMessage: 'Deal status' },
  dealValue: { id: 'organization.field.dealValue', defaultMessage: 'Deal value' },
  owner: { id: 'organization.field.owner', defaultMessage: 'Owner' },
  timeInStage: { id: 'organization.field.timeInStage', defaultMessage: 'Time in stage' },
  updatedAt: { id: 'organization.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'organization.list.empty', defaultMessage: 'No organizations yet' },
  countAll: defineMessage<{ total: number }>({
    id: 'organization.list.countAll',
    defaultMessage: '{total, plural, one {# organization} other {# organizations}}',
  }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'organization.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# organization} other {# organizations}}',
  }),
  caption: { id: 'organization.list.caption', defaultMessage: 'Organizations' },
});

/** The columns' headers, also the export's (issue 35 §4: `organizationExport`). */
export { messages as organizationTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const organizationColumns = listColumns(messages, ['name', 'dealStatus', 'dealValue', 'owner', 'timeInStage', 'updatedAt']);

/**
 * The organization list's live notices (issue 32): given the list's filter, the server tells of
 * each changed organization whether it is in the list now, by the list's own SQL (a keyword
 * found only in the website included), so no matcher is kept here.
 */
const organizationsChanged = graphql`
  subscription OrganizationListSubscription($filter: OrganizationFilter) {
    organizationsChanged(filter: $filter) {
      kind
      id
      matches
      organization {
        id
        ...OrganizationRow_organization
      }
    }
  }
`;

interface Props {
  query: OrganizationList_query$key;
  /** The filter the list was loaded with: the server tells which changed organizations are in it. */
  filter: OrganizationFilter;
  emptyHint?: string;
}

/** The list view of /organizations: the list recipe, paged by "load more", kept live through the store. */
export function OrganizationList({ query, filter, emptyHint }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment OrganizationList_query on Query
      @refetchable(queryName: "OrganizationListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "OrganizationFilter" }
        orderBy: { type: "OrganizationOrder" }
      ) {
        dealStatuses {
          statusId
          label
        }
        organizations(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "OrganizationList_organizations") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              version
              ...OrganizationRow_organization
            }
          }
        }
      }
    `,
    query,
  );
  const dealStatuses = page.data.dealStatuses;
  const stageLabels = useMemo(() => new Map(dealStatuses.map((status) => [status.statusId, status.label])), [dealStatuses]);
  const list = usePagedList(page, page.data.organizations, {
    codec: organizationListCodec,
    sort: organizationSort,
    pageSize,
    live: { subscription: organizationsChanged, field: 'organizationsChanged', variables: { filter }, edgeType: 'OrganizationEdge' },
    minWidth: 860,
    columns: organizationColumns,
    sortable: { name: 'NAME', dealValue: 'DEAL_VALUE', timeInStage: 'TIME_IN_STAGE', updatedAt: 'UPDATED_AT' },
    messages,
    empty: { text: messages.empty, hint: emptyHint },
  });
  return (
    <BulkList type="Organization" list={list} filter={filter}>
      {list.nodes.map((node) => (
        <OrganizationRow key={node.id} organization={node} stageLabels={stageLabels} />
      ))}
    </BulkList>
  );
}
