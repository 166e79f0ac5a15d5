import { useIntl, type MessageDescriptor } from 'react-intl';
import { ListMultiFilter } from './ListFilterBar';
import type { FilterLayout } from './ListToolbar';

interface Props {
  label: string;
  /** Shown while nothing is picked: "Any" unless told. */
  any?: string;
  /** The area's status (or priority) table, in the order it offers them. */
  statuses: readonly { readonly id: number; readonly label: MessageDescriptor }[];
  /** The ids picked, as the list's URL keeps them. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  layout: FilterLayout;
  /** The width inline (in the drawer it fills the row). */
  width: number;
}

/**
 * An "any of these" filter over an area's status or priority table (issue 32: one copy, not one
 * per list): each status by its translated name, the ids kept as numbers; a short fixed list, so
 * no typing to narrow it.
 */
export function ListStatusFilter({ statuses, value, onChange, ...props }: Props) {
  const intl = useIntl();
  return (
    <ListMultiFilter
      {...props}
      data={statuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) }))}
      value={value.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      searchable={false}
    />
  );
}

interface EnumProps<V extends string> extends Omit<Props, 'statuses' | 'value' | 'onChange'> {
  /** The area's table of an enum's values (an email job's statuses, an event's types), in the order it offers them. */
  options: readonly { readonly value: V; readonly label: MessageDescriptor }[];
  /** The values picked, as the URL keeps them. */
  value: readonly V[];
  /** The values picked, only those the table knows, in its order. */
  onChange: (values: V[]) => void;
}

/**
 * `ListStatusFilter` over a table keyed by an enum's values rather than numeric ids: each value by
 * its translated name, a short fixed list, so no typing to narrow it.
 */
export function ListEnumFilter<V extends string>({ options, value, onChange, ...props }: EnumProps<V>) {
  const intl = useIntl();
  return (
    <ListMultiFilter
      {...props}
      data={options.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }))}
      value={[...value]}
      onChange={(values) => onChange(options.filter((option) => values.includes(option.value)).map((option) => option.value))}
      searchable={false}
    />
  );
}
