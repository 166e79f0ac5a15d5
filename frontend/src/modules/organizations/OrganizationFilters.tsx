import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListFilterBar, ListMultiFilter } from '@/modules/ui/list/ListFilterBar';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { organizationListCodec, organizationSort, type OrganizationOrderField } from './organizationListParams';
import type { OrganizationFilters_query$key } from './__generated__/OrganizationFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'organization.filter.keyword', defaultMessage: 'Search organizations' },
  keywordPlaceholder: { id: 'organization.filter.keywordPlaceholder', defaultMessage: 'Name or website' },
  dealStatus: { id: 'organization.field.dealStatus', defaultMessage: 'Deal status' },
  NAME: { id: 'organization.sort.name', defaultMessage: 'Name' },
  DEAL_VALUE: { id: 'organization.sort.dealValue', defaultMessage: 'Deal value' },
  TIME_IN_STAGE: { id: 'organization.sort.timeInStage', defaultMessage: 'Time in stage' },
  UPDATED_AT: { id: 'organization.sort.updatedAt', defaultMessage: 'Updated' },
});

/** The list view's search as you type, deal-status filter and sort, kept in the URL. */
export function OrganizationFilters({ query }: { query: OrganizationFilters_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment OrganizationFilters_query on Query {
        dealStatuses {
          statusId
          label
        }
      }
    `,
    query,
  );
  const list = useListParams(organizationListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <>
      <ListMultiFilter
        label={intl.formatMessage(messages.dealStatus)}
        data={data.dealStatuses.map((status) => ({ value: String(status.statusId), label: status.label }))}
        value={params.dealStatusIds.map(String)}
        onChange={(values) => update({ dealStatusIds: values.map(Number) })}
        layout={layout}
        width={260}
        searchable={false}
      />
    </>
  );
  return <ListFilterBar<OrganizationOrderField> list={list} sortSpec={organizationSort} messages={messages} activeFilters={params.dealStatusIds.length ? 1 : 0} filters={filters} />;
}
