import { Stack, Title } from '@mantine/core';
import type { ComponentProps } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListBody } from '@/modules/ui/list/ListBody';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListEnumFilter } from '@/modules/ui/list/ListStatusFilter';
import { ListToolbar } from '@/modules/ui/list/ListToolbar';
import type { EnumOption } from './emailStatuses';

const messages = defineMessages({
  recipient: { id: 'email.delivery.filter.recipient', defaultMessage: 'Search recipients' },
  recipientPlaceholder: { id: 'email.delivery.filter.recipientPlaceholder', defaultMessage: 'Part of an address' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
});

interface Props<V extends string> extends Omit<ComponentProps<typeof ListBody>, 'label' | 'empty' | 'loadMoreLabel'> {
  title: string;
  /** The heading's level where the section stands on its page. */
  headingOrder: 2 | 3;
  testId: string;
  /** The recipient search, kept in the URL. */
  recipient: string;
  onSearch: (recipient: string) => void;
  /** The one choice filter (a delivery's status, an event's type), kept in the URL. */
  filter: { label: string; options: readonly EnumOption<V>[]; value: readonly V[]; onChange: (value: V[]) => void; width: number };
  filtered: boolean;
  onClear: () => void;
  emptyText: string;
}

/**
 * A job report's table (its recipients, its events): the heading, the recipient search and one
 * choice filter, then the rows with their count and "load more". The two tables differ only in
 * their rows, columns and filter (issue 32: called, not copied).
 */
export function EmailReportSection<V extends string>({ title, headingOrder, testId, recipient, onSearch, filter, filtered, onClear, emptyText, ...body }: Props<V>) {
  const intl = useIntl();
  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={testId}>
      <Title order={headingOrder} size="h4">
        {title}
      </Title>
      <ListToolbar
        search={
          <ListSearchInput
            value={recipient}
            onSearch={onSearch}
            label={intl.formatMessage(messages.recipient)}
            placeholder={intl.formatMessage(messages.recipientPlaceholder)}
            clearLabel={intl.formatMessage(messages.clearSearch)}
          />
        }
        filters={(layout) => (
          <ListEnumFilter
            label={filter.label}
            options={filter.options}
            value={filter.value}
            onChange={filter.onChange}
            layout={layout}
            width={filter.width}
          />
        )}
        activeFilters={filter.value.length ? 1 : 0}
        filtered={filtered}
        onClear={onClear}
        labels={{
          filters: intl.formatMessage(messages.filters),
          clear: intl.formatMessage(messages.clearFilters),
          done: intl.formatMessage(messages.done),
        }}
      />
      <ListBody {...body} label={title} empty={{ filtered, onClear, text: emptyText }} loadMoreLabel={intl.formatMessage(commonMessages.loadMore)} />
    </Stack>
  );
}
