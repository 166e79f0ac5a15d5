import { defineMessages, useIntl } from 'react-intl';
import { ListFilterBar, listFilterMessages } from '@/modules/ui/list/ListFilterBar';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListEnumFilter } from '@/modules/ui/list/ListStatusFilter';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { activeEmailJobFilters, emailJobListCodec, emailJobSort, type EmailJobOrderField } from './emailJobListParams';
import { emailJobStatuses } from './emailStatuses';

const messages = defineMessages({
  keyword: { id: 'email.job.filter.keyword', defaultMessage: 'Search jobs' },
  keywordPlaceholder: { id: 'email.job.filter.keywordPlaceholder', defaultMessage: 'Words in the subject or sender' },
  tag: { id: 'email.job.filter.tag', defaultMessage: 'Tag' },
  status: { id: 'email.field.status', defaultMessage: 'Status' },
  UPDATED_AT: { id: 'email.field.updatedAt', defaultMessage: 'Updated' },
  CREATED_AT: { id: 'email.field.createdAt', defaultMessage: 'Created' },
  SCHEDULED_SEND_TIME: { id: 'email.field.scheduledSendTime', defaultMessage: 'Send time' },
});

/** Search as you type (subject and sender), status and tag filters and sort, kept in the URL. */
export function EmailJobFilters() {
  const intl = useIntl();
  const list = useListParams(emailJobListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <>
      <ListEnumFilter
        label={intl.formatMessage(messages.status)}
        options={emailJobStatuses}
        value={params.statuses}
        onChange={(statuses) => update({ statuses })}
        layout={layout}
        width={240}
      />
      <ListSearchInput
        value={params.tagName}
        onSearch={(tagName) => update({ tagName }, { replace: true })}
        label={intl.formatMessage(messages.tag)}
        placeholder={intl.formatMessage(messages.tag)}
        clearLabel={intl.formatMessage(listFilterMessages.clearSearch)}
      />
    </>
  );
  return <ListFilterBar<EmailJobOrderField> list={list} sortSpec={emailJobSort} messages={messages} activeFilters={activeEmailJobFilters(params)} filters={filters} />;
}
