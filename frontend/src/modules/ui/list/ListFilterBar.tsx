import { MultiSelect, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ListSearchInput } from './ListSearchInput';
import { ListSortControl } from './ListSortControl';
import { ListToolbar, type FilterLayout } from './ListToolbar';
import type { ListSort, OrderDirection, SortSpec } from './listParams';
import type { ServerSearchProps } from '@/modules/ui/form/useServerSearch';

/** The words every list's filter bar shares; an area's own filters bring their own. */
export const listFilterMessages = defineMessages({
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  ascending: { id: 'list.sort.ascending', defaultMessage: 'Ascending (click for descending)' },
  descending: { id: 'list.sort.descending', defaultMessage: 'Descending (click for ascending)' },
  // One word for every list (issue 32): the areas' own copies had drifted apart in Japanese.
  sortBy: { id: 'list.sort.by', defaultMessage: 'Sort by' },
  any: { id: 'list.filter.any', defaultMessage: 'Any' },
});

/**
 * What the bar needs of a list's `useListParams`: the keyword it keeps in the URL. A list without
 * a sort (members are always A→Z) gives only this; its `update` takes any part of its own params,
 * so a keyword patch is one of them.
 */
export interface FilterBarList {
  params: { keyword: string };
  update: (patch: { keyword: string }, options?: { replace?: boolean }) => void;
  clear: () => void;
  filtered: boolean;
}

/** A list that is also sorted: the bar reads and writes its sort as well. */
export interface SortedFilterBarList<F extends string> extends FilterBarList {
  params: { keyword: string; field: F | null; direction: OrderDirection | null };
  update: (patch: { keyword: string } | ListSort<F>, options?: { replace?: boolean }) => void;
}

/** The URL's sort; an unset field or direction is the spec's default. */
function urlSort<F extends string>(spec: SortSpec<F>, params: SortedFilterBarList<F>['params']): ListSort<F> {
  const field = params.field ?? spec.defaultField;
  return { field, direction: params.direction ?? spec.natural[field] };
}

interface CommonProps {
  /** How many filters are set (the keyword not counted). */
  activeFilters: number;
  /** The area's filters; the sort control follows them. */
  filters: (layout: FilterLayout) => ReactNode;
}

/** The search box's words, which every bar has. */
type KeywordMessages = Record<'keyword' | 'keywordPlaceholder', MessageDescriptor>;

interface SortedProps<F extends string> extends CommonProps {
  /** The list's `useListParams`. */
  list: SortedFilterBarList<F>;
  /** Without one, no sort is offered (the issue board's columns are its order). */
  sortSpec?: SortSpec<F>;
  /** The sort shown, when the URL's is not the whole story (a keyword search sorts by relevance). */
  sort?: ListSort<F>;
  /** The area's words: the search box's label and placeholder, and with a sort each sort field. */
  messages: KeywordMessages & Partial<Record<F, MessageDescriptor>>;
}

interface UnsortedProps extends CommonProps {
  /** The `useListParams` of a list that has no sort (issue 32: its params need no sort fields). */
  list: FilterBarList;
  sortSpec?: undefined;
  sort?: undefined;
  messages: KeywordMessages;
}

type BarProps<F extends string> = SortedProps<F> | UnsortedProps;

/**
 * A list's keyword search, its filters and its sort (see `ListToolbar`), all kept in the URL: the
 * area brings its filters and words, the bar the rest.
 */
export function ListFilterBar<F extends string>(props: BarProps<F>) {
  const { list, messages, activeFilters, filters } = props;
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
          {props.sortSpec && (
            <ListSortControl<F>
              spec={props.sortSpec}
              sort={props.sort ?? urlSort(props.sortSpec, props.list.params)}
              onChange={props.list.update}
              fieldLabel={word}
              labels={{
                sortBy: intl.formatMessage(listFilterMessages.sortBy),
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
  /** Shown while nothing is picked: "Any" unless told (an area may say "Anyone"). */
  any?: string;
  data: readonly { value: string; label: string }[];
  value: string[];
  onChange: (values: string[]) => void;
  layout: FilterLayout;
  /** The width inline (in the drawer it fills the row). */
  width: number;
  /** Typing narrows the options (the default); a short fixed list may do without. */
  searchable?: boolean;
  /** Typing searches the server (`useServerSearch`: a list too long to load whole). */
  search?: ServerSearchProps;
}

/** A searchable "any of these" filter. */
export function ListMultiFilter({ label, any, data, value, onChange, layout, width, searchable = true, search }: MultiProps) {
  const intl = useIntl();
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : (any ?? intl.formatMessage(listFilterMessages.any))}
      w={layout === 'inline' ? width : undefined}
      searchable={searchable}
      {...search}
      clearable
      data={data}
      value={value}
      onChange={onChange}
    />
  );
}
