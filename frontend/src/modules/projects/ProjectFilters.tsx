import { MultiSelect } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListSortControl } from '@/modules/ui/list/ListSortControl';
import { ListToolbar, type FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { activeProjectFilters, projectListCodec, projectSort, type ProjectOrderField } from './projectListParams';
import { projectStatuses } from './projectStatuses';

const messages = defineMessages({
  keyword: { id: 'project.filter.keyword', defaultMessage: 'Search projects' },
  keywordPlaceholder: { id: 'project.filter.keywordPlaceholder', defaultMessage: 'Project name' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  status: { id: 'project.filter.status', defaultMessage: 'Status' },
  any: { id: 'project.filter.any', defaultMessage: 'Any' },
  sort: { id: 'project.filter.sort', defaultMessage: 'Sort by' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
  NAME: { id: 'project.sort.name', defaultMessage: 'Name' },
  CREATED_AT: { id: 'project.sort.createdAt', defaultMessage: 'Created' },
  UPDATED_AT: { id: 'project.sort.updatedAt', defaultMessage: 'Updated' },
});

/** Search as you type, a status filter and sort, kept in the URL (the list recipe, issue 13). */
export function ProjectFilters() {
  const intl = useIntl();
  const { params, update, clear, filtered } = useListParams(projectListCodec);
  const filters = (layout: FilterLayout) => (
    <>
      <MultiSelect
        label={intl.formatMessage(messages.status)}
        placeholder={params.statusIds.length ? undefined : intl.formatMessage(messages.any)}
        {...(layout === 'inline' ? { w: 240 } : {})}
        clearable
        data={projectStatuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) }))}
        value={params.statusIds.map(String)}
        onChange={(values) => update({ statusIds: values.map(Number) })}
      />
      <ListSortControl<ProjectOrderField>
        spec={projectSort}
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
      activeFilters={activeProjectFilters(params)}
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
