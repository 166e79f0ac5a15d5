import { Select } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListSortControl } from '@/modules/ui/list/ListSortControl';
import { ListToolbar, type FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { emailTemplateStatuses } from './emailStatuses';
import { draftEmailTemplateListCodec, emailTemplateListCodec, emailTemplateSort, type EmailTemplateOrderField } from './emailTemplateListParams';

const messages = defineMessages({
  keyword: { id: 'email.template.filter.keyword', defaultMessage: 'Search templates' },
  keywordPlaceholder: { id: 'email.template.filter.keywordPlaceholder', defaultMessage: 'Words in the name or subject' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  any: { id: 'email.filter.any', defaultMessage: 'Any' },
  status: { id: 'email.field.status', defaultMessage: 'Status' },
  sort: { id: 'email.filter.sort', defaultMessage: 'Sort by' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
  UPDATED_AT: { id: 'email.field.updatedAt', defaultMessage: 'Updated' },
  CREATED_AT: { id: 'email.field.createdAt', defaultMessage: 'Created' },
  NAME: { id: 'email.field.name', defaultMessage: 'Name' },
});

/** Search as you type (name and subject), the status (not on the drafts page) and sort, kept in the URL. */
export function EmailTemplateFilters({ drafts }: { drafts: boolean }) {
  const intl = useIntl();
  const { params, update, clear, filtered } = useListParams(drafts ? draftEmailTemplateListCodec : emailTemplateListCodec);
  const filters = (layout: FilterLayout) => (
    <>
      {!drafts && (
        <Select
          label={intl.formatMessage(messages.status)}
          placeholder={intl.formatMessage(messages.any)}
          w={layout === 'inline' ? 170 : undefined}
          clearable
          data={emailTemplateStatuses.map((status) => ({ value: status.value, label: intl.formatMessage(status.label) }))}
          value={params.status}
          onChange={(value) => update({ status: emailTemplateStatuses.find((status) => status.value === value)?.value ?? null })}
        />
      )}
      <ListSortControl<EmailTemplateOrderField>
        spec={emailTemplateSort}
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
      activeFilters={!drafts && params.status ? 1 : 0}
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
