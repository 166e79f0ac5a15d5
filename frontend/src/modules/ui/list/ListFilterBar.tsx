import { MultiSelect, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ListSearchInput } from './ListSearchInput';
import { ListSortControl } from './ListSortControl';
import { ListToolbar, type FilterLayout } from './ListToolbar';
import type { ListSort, OrderDirection, SortSpec } from './listParams';

/** The words every list's filter bar shares; an area's own filters bring their own. */
export const listFilterMessages = defineMessages({
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
});

/** What the bar needs of a list's `useListParams`: the keyword and the sort it keeps in the URL. */
interface FilterBarList<F extends string> {
  params: { keyword: string; field: F | null; direction: OrderDirection | null };
  update: (patch: { keyword: string } | ListSort<F>, options?: { replace?: boolean }) => void;
  clear: () => void;
  filtered: boolean;
}

/** The URL's sort; an unset field or direction is the spec's default. */
function urlSort<F extends string>(spec: SortSpec<F>, params: FilterBarList<F>['params']): ListSort<F> {
  const field = params.field ?? spec.defaultField;
  return { field, direction: params.direction ?? spec.natural[field] };
}

interface BarProps<F extends string> {
  /** The list's `useListParams`. */
  list: FilterBarList<F>;
  /** Without one, no sort is offered (the issue board's columns are its order). */
  sortSpec?: SortSpec<F>;
  /** The sort shown, when the URL's is not the whole story (a keyword search sorts by relevance). */
  sort?: ListSort<F>;
  /** The area's words: the search box's label and placeholder, and with a sort "Sort by" and
   * each sort field. */
  messages: Record<'keyword' | 'keywordPlaceholder', MessageDescriptor> & Partial<Record<'sort' | F, MessageDescriptor>>;
  /** How many filters are set (the keyword not counted). */
  activeFilters: number;
  /** The area's filters; the sort control follows them. */
  filters: (layout: FilterLayout) => ReactNode;
}

/**
 * A list's keyword search, its filters and its sort (see `ListToolbar`), all kept in the URL: the
 * area brings its filters and words, the bar the rest.
 */
export function ListFilterBar<F extends string>({ list, sortSpec, sort, messages, activeFilters, filters }: BarProps<F>) {
  const intl = useIntl();
  const { params, update, clear, filtered } = list;
  // The area's messages are typed by their ids; here any of its sort fields' will do.
  const words: Partial<Record<string, MessageDescriptor>> = messages;
  const word = (key: string) => {
    const descriptor = words[key];
    return descriptor ? intl.formatMessage(descriptor) : key;
  };
  return (
    <ListToolbar
      search={
        <ListSearchInput
          value={params.keyword}
          onSearch={(keyword) => update({ keyword }, { replace: true })}
          label={intl.formatMessage(messages.keyword)}
          placeholder={intl.formatMessage(messages.keywordPlaceholder)}
          clearLabel={intl.formatMessage(listFilterMessages.clearSearch)}
        />
      }
      filters={(layout) => (
        <>
          {filters(layout)}
          {sortSpec && (
            <ListSortControl<F>
              spec={sortSpec}
              sort={sort ?? urlSort(sortSpec, params)}
              onChange={(next) => update(next)}
              fieldLabel={word}
              labels={{
                sortBy: word('sort'),
                ascending: intl.formatMessage(listFilterMessages.ascending),
                descending: intl.formatMessage(listFilterMessages.descending),
              }}
              layout={layout}
            />
          )}
        </>
      )}
      activeFilters={activeFilters}
      filtered={filtered}
      onClear={clear}
      labels={{
        filters: intl.formatMessage(listFilterMessages.filters),
        clear: intl.formatMessage(listFilterMessages.clearFilters),
        done: intl.formatMessage(listFilterMessages.done),
      }}
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

interface MultiProps {
  label: string;
  /** The area's "Any", shown while nothing is picked. */
  any: string;
  data: readonly { value: string; label: string }[];
  value: string[];
  onChange: (values: string[]) => void;
  layout: FilterLayout;
  /** The width inline (in the drawer it fills the row). */
  width: number;
}

/** A searchable "any of these" filter. */
export function ListMultiFilter({ label, any, data, value, onChange, layout, width }: MultiProps) {
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : any}
      w={layout === 'inline' ? width : undefined}
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
    />
  );
}
