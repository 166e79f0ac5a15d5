import { Select, type ComboboxData } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ServerSearchProps } from '@/modules/ui/form/useServerSearch';
import { listFilterMessages } from './ListFilterBar';
import type { FilterLayout } from './ListToolbar';

interface Props {
  label: string;
  /** Shown while nothing is picked: "Any" unless told (an area may say "Anyone"). */
  any?: string;
  data: ComboboxData;
  value: string | null;
  onChange: (value: string | null) => void;
  layout: FilterLayout;
  /** The width inline (in the drawer it fills the row). */
  width: number;
  /** Typing narrows the options (the default); a short fixed list may do without. */
  searchable?: boolean;
  /** Typing searches the server (`useServerSearch`: a list too long to load whole). */
  search?: ServerSearchProps;
  'data-testid'?: string;
}

/** A clearable "one of these" filter, the single-choice sibling of `ListMultiFilter` (issue 32). */
export function ListSelectFilter({ any, layout, width, searchable = true, search, ...props }: Props) {
  const intl = useIntl();
  return <Select placeholder={any ?? intl.formatMessage(listFilterMessages.any)} w={layout === 'inline' ? width : undefined} clearable searchable={searchable} {...search} {...props} />;
}
