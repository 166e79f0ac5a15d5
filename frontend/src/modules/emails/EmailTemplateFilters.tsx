import { defineMessages, useIntl } from 'react-intl';
import { ListFilterBar } from '@/modules/ui/list/ListFilterBar';
import { ListSelectFilter } from '@/modules/ui/list/ListSelectFilter';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { emailTemplateStatuses } from './emailStatuses';
import { draftEmailTemplateListCodec, emailTemplateListCodec, emailTemplateSort, type EmailTemplateOrderField } from './emailTemplateListParams';

const messages = defineMessages({
  keyword: { id: 'email.template.filter.keyword', defaultMessage: 'Search templates' },
  keywordPlaceholder: { id: 'email.template.filter.keywordPlaceholder', defaultMessage: 'Words in the name or subject' },
  status: { id: 'email.field.status', defaultMessage: 'Status' },
  UPDATED_AT: { id: 'email.field.updatedAt', defaultMessage: 'Updated' },
  CREATED_AT: { id: 'email.field.createdAt', defaultMessage: 'Created' },
  NAME: { id: 'email.field.name', defaultMessage: 'Name' },
});

/** Search as you type (name and subject), the status (not on the drafts page) and sort, kept in the URL. */
export function EmailTemplateFilters({ drafts }: { drafts: boolean }) {
  const intl = useIntl();
  const list = useListParams(drafts ? draftEmailTemplateListCodec : emailTemplateListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) =>
    !drafts && (
      <ListSelectFilter
        label={intl.formatMessage(messages.status)}
        data={emailTemplateStatuses.map((status) => ({ value: status.value, label: intl.formatMessage(status.label) }))}
        value={params.status}
        onChange={(value) => update({ status: emailTemplateStatuses.find((status) => status.value === value)?.value ?? null })}
        layout={layout}
        width={170}
        searchable={false}
      />
    );
  return <ListFilterBar<EmailTemplateOrderField> list={list} sortSpec={emailTemplateSort} messages={messages} activeFilters={!drafts && params.status ? 1 : 0} filters={filters} />;
}
