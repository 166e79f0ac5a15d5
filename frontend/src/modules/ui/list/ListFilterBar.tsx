import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ListSearchInput } from './ListSearchInput';
import { ListSortControl } from './ListSortControl';
import { ListToolbar, type FilterLayout } from './ListToolbar';
import type { ListSort, SortSpec } from './listParams';

/** The words every list's filter bar shares; an area's own filters bring their own. */
export const listFilterMessages = defineMessages({
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
});

interface BarProps {
  keyword: string;
  /** The keyword as typed (it replaces the URL's entry rather than adding to the history). */
  onSearch: (keyword: string) => void;
  keywordLabel: string;
  keywordPlaceholder: string;
  filters: (layout: FilterLayout) => ReactNode;
  activeFilters: number;
  filtered: boolean;
  onClear: () => void;
}

/** A list's keyword search above its filters and sort (see `ListToolbar`), with the shared labels. */
export function ListFilterBar({ keyword, onSearch, keywordLabel, keywordPlaceholder, filters, activeFilters, filtered, onClear }: BarProps) {
  const intl = useIntl();
  return (
    <ListToolbar
      search={
        <ListSearchInput
          value={keyword}
          onSearch={onSearch}
          label={keywordLabel}
          placeholder={keywordPlaceholder}
          clearLabel={intl.formatMessage(listFilterMessages.clearSearch)}
        />
      }
      filters={filters}
      activeFilters={activeFilters}
      filtered={filtered}
      onClear={onClear}
      labels={{
        filters: intl.formatMessage(listFilterMessages.filters),
        clear: intl.formatMessage(listFilterMessages.clearFilters),
        done: intl.formatMessage(listFilterMessages.done),
      }}
    />
  );
}

interface SortProps<F extends string> {
  spec: SortSpec<F>;
  sort: ListSort<F>;
  onChange: (sort: ListSort<F>) => void;
  fieldLabel: (field: F) => string;
  /** The area's "Sort by". */
  sortBy: string;
  layout: FilterLayout;
}

/** `ListSortControl` with the shared direction labels. */
export function ListSortFilter<F extends string>({ sortBy, ...props }: SortProps<F>) {
  const intl = useIntl();
  return (
    <ListSortControl<F>
      {...props}
      labels={{ sortBy, ascending: intl.formatMessage(listFilterMessages.ascending), descending: intl.formatMessage(listFilterMessages.descending) }}
    />
  );
}

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  layout: FilterLayout;
  testId: string;
}

/** A yes/no filter, lined up with the inputs beside it when inline. */
export function ListFilterSwitch({ label, checked, onChange, layout, testId }: SwitchProps) {
  return (
    <Switch label={label} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} mb={layout === 'inline' ? 8 : undefined} data-testid={testId} />
  );
}
