import { MultiSelect } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListSortControl } from '@/modules/ui/list/ListSortControl';
import { ListToolbar, type FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { organizationListCodec, organizationSort, type OrganizationOrderField } from './organizationListParams';
import type { OrganizationFilters_query$key } from './__generated__/OrganizationFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'organization.filter.keyword', defaultMessage: 'Search organizations' },
  keywordPlaceholder: { id: 'organization.filter.keywordPlaceholder', defaultMessage: 'Name or website' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  dealStatus: { id: 'organization.field.dealStatus', defaultMessage: 'Deal status' },
  any: { id: 'organization.filter.any', defaultMessage: 'Any' },
  sort: { id: 'organization.filter.sort', defaultMessage: 'Sort by' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
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
  const { params, update, clear, filtered } = useListParams(organizationListCodec);
  const filters = (layout: FilterLayout) => (
    <>
      <MultiSelect
        label={intl.formatMessage(messages.dealStatus)}
        placeholder={params.dealStatusIds.length ? undefined : intl.formatMessage(messages.any)}
        {...(layout === 'inline' ? { w: 260 } : {})}
        clearable
        data={data.dealStatuses.map((status) => ({ value: String(status.statusId), label: status.label }))}
        value={params.dealStatusIds.map(String)}
        onChange={(values) => update({ dealStatusIds: values.map(Number) })}
      />
      <ListSortControl<OrganizationOrderField>
        spec={organizationSort}
        sort={{ field: params.field, direction: params.direction }}
        onChange={(sort) => update(sort)}
        fieldLabel={(field) => intl.formatMessage(messages[field])}
        labels={{
          sortBy: intl.formatMessage(messages.sort),
          ascending: intl.formatMessage(messages.ascending),
          descending: intl.formatMessage(messages.descending),
        }}
        layout={layout}
      />
    </>
  );
  return (
    <ListToolbar
      search={
        <ListSearchInput
          value={params.keyword}
          onSearch={(keyword) => update({ keyword }, { replace: true })}
          label={intl.formatMessage(messages.keyword)}
          placeholder={intl.formatMessage(messages.keywordPlaceholder)}
          clearLabel={intl.formatMessage(messages.clearSearch)}
        />
      }
      filters={filters}
      activeFilters={params.dealStatusIds.length ? 1 : 0}
      filtered={filtered}
      onClear={clear}
      labels={{
        filters: intl.formatMessage(messages.filters),
        clear: intl.formatMessage(messages.clearFilters),
        done: intl.formatMessage(messages.done),
      }}
    />
  );
}
