import { MultiSelect, Switch } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListSortControl } from '@/modules/ui/list/ListSortControl';
import { ListToolbar, type FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { workflowVisibilities } from './workflowEnums';
import { activeWorkflowTemplateFilters, workflowTemplateListCodec, workflowTemplateSort, type WorkflowTemplateOrderField } from './workflowTemplateListParams';

const messages = defineMessages({
  keyword: { id: 'workflow.template.filter.keyword', defaultMessage: 'Search templates' },
  keywordPlaceholder: { id: 'workflow.template.filter.keywordPlaceholder', defaultMessage: 'Words in the name or description' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  any: { id: 'workflow.filter.any', defaultMessage: 'Any' },
  visibility: { id: 'workflow.template.field.visibility', defaultMessage: 'Visibility' },
  archived: { id: 'workflow.template.filter.archived', defaultMessage: 'Archived templates' },
  sort: { id: 'workflow.filter.sort', defaultMessage: 'Sort by' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
  UPDATED_AT: { id: 'workflow.template.field.updatedAt', defaultMessage: 'Updated' },
  CREATED_AT: { id: 'workflow.template.field.createdAt', defaultMessage: 'Created' },
  NAME: { id: 'workflow.template.field.name', defaultMessage: 'Name' },
});

/** Search as you type, visibility, archived and sort, kept in the URL. */
export function WorkflowTemplateFilters() {
  const intl = useIntl();
  const { params, update, clear, filtered } = useListParams(workflowTemplateListCodec);
  const filters = (layout: FilterLayout) => (
    <>
      <MultiSelect
        label={intl.formatMessage(messages.visibility)}
        placeholder={params.visibility.length ? undefined : intl.formatMessage(messages.any)}
        w={layout === 'inline' ? 240 : undefined}
        clearable
        data={workflowVisibilities.map((entry) => ({ value: entry.value, label: intl.formatMessage(entry.label) }))}
        value={params.visibility}
        onChange={(values) => update({ visibility: workflowVisibilities.map((entry) => entry.value).filter((value) => values.includes(value)) })}
      />
      <Switch
        label={intl.formatMessage(messages.archived)}
        checked={params.archived}
        onChange={(event) => update({ archived: event.currentTarget.checked })}
        mb={layout === 'inline' ? 8 : undefined}
        data-testid="workflow-template-filter-archived"
      />
      <ListSortControl<WorkflowTemplateOrderField>
        spec={workflowTemplateSort}
        sort={{ field: params.field, direction: params.direction }}
        onChange={(sort) => update(sort)}
        fieldLabel={(field) => intl.formatMessage(messages[field])}
        labels={{ sortBy: intl.formatMessage(messages.sort), ascending: intl.formatMessage(messages.ascending), descending: intl.formatMessage(messages.descending) }}
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
      activeFilters={activeWorkflowTemplateFilters(params)}
      filtered={filtered}
      onClear={clear}
      labels={{ filters: intl.formatMessage(messages.filters), clear: intl.formatMessage(messages.clearFilters), done: intl.formatMessage(messages.done) }}
    />
  );
}
