import { defineMessages, useIntl } from 'react-intl';
import { trashKinds } from '@/modules/areas';
import { ListFilterBar } from '@/modules/ui/list/ListFilterBar';
import { ListEnumFilter } from '@/modules/ui/list/ListStatusFilter';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { activeTrashFilters, trashListCodec } from './trashListParams';

const messages = defineMessages({
  keyword: { id: 'trash.filter.keyword', defaultMessage: 'Search the trash' },
  keywordPlaceholder: { id: 'trash.filter.keywordPlaceholder', defaultMessage: 'Name' },
  kind: { id: 'trash.filter.kind', defaultMessage: 'Kind' },
  any: { id: 'trash.filter.any', defaultMessage: 'Any' },
});

/** The kinds offered: every kind an area has a trash for, in the area's word ("Project"). */
const kindOptions = trashKinds.map((kind) => ({ value: kind.typename, label: kind.label }));

/**
 * The trash's search as you type and its kinds (issue 35), kept in the URL as every list's are;
 * an area's link to its own trash sets the kind. Always newest first, so no sort.
 */
export function TrashFilters() {
  const intl = useIntl();
  const list = useListParams(trashListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <ListEnumFilter
      label={intl.formatMessage(messages.kind)}
      any={intl.formatMessage(messages.any)}
      options={kindOptions}
      value={params.types.filter((type) => kindOptions.some((option) => option.value === type))}
      onChange={(types) => update({ types })}
      layout={layout}
      width={280}
    />
  );
  return <ListFilterBar list={list} messages={messages} activeFilters={activeTrashFilters(params)} filters={filters} />;
}
