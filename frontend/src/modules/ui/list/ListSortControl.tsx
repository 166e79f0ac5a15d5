import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { flipDirection, naturalSort, type ListSort, type SortSpec } from './listParams';
import type { FilterLayout } from './ListToolbar';

interface Props<F extends string> {
  spec: SortSpec<F>;
  sort: ListSort<F>;
  onChange: (sort: ListSort<F>) => void;
  fieldLabel: (field: F) => string;
  labels: { sortBy: string; ascending: string; descending: string };
  layout: FilterLayout;
}

/** Sort field and direction: a new field starts in its natural direction; the button flips it. */
export function ListSortControl<F extends string>({ spec, sort, onChange, fieldLabel, labels, layout }: Props<F>) {
  const directionLabel = sort.direction === 'ASC' ? labels.ascending : labels.descending;
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <Select
        label={labels.sortBy}
        w={layout === 'inline' ? 170 : undefined}
        style={layout === 'drawer' ? { flex: 1 } : undefined}
        allowDeselect={false}
        data={spec.fields.map((field) => ({ value: field, label: fieldLabel(field) }))}
        value={sort.field}
        onChange={(value) => {
          const field = spec.fields.find((candidate) => candidate === value);
          if (field && field !== sort.field) onChange(naturalSort(spec, field));
        }}
      />
      <Tooltip label={directionLabel}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={directionLabel}
          data-direction={sort.direction}
          onClick={() => onChange({ field: sort.field, direction: flipDirection(sort.direction) })}
        >
          {sort.direction === 'ASC' ? <IconSortAscending size={18} aria-hidden /> : <IconSortDescending size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
