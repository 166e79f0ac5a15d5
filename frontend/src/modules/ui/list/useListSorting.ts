import { useCallback, useMemo } from 'react';
import { flipDirection, naturalSort, type ListSort, type OrderDirection, type SortSpec } from './listParams';
import { useListParams, type ListParamsCodec } from './useListParams';

/** What a table's sortable headers need: the list's sort fields, the sort now, and a way to change it. */
export interface ListSorting {
  spec: SortSpec<string>;
  sort: ListSort<string>;
  /** A header was chosen: its field in its natural direction, or the other way if it is the sort now. */
  onSort: (field: string) => void;
}

/**
 * Sortable headers over a sort kept elsewhere (issue 37 §3: every list sorts the same way, from
 * its headers as from its sort control): choosing the sorted column flips its direction,
 * another column sorts by it in its natural direction.
 */
export function useSorting<F extends string>(spec: SortSpec<F>, sort: ListSort<F>, onChange: (sort: ListSort<F>) => void): ListSorting {
  const { field, direction } = sort;
  const onSort = useCallback(
    (chosen: string) => {
      const known = spec.fields.find((candidate) => candidate === chosen);
      if (!known) return;
      onChange(known === field ? { field: known, direction: flipDirection(direction) } : naturalSort(spec, known));
    },
    [spec, field, direction, onChange],
  );
  return useMemo(() => ({ spec: spec as SortSpec<string>, sort: { field, direction }, onSort }), [spec, field, direction, onSort]);
}

/** [`useSorting`] over the sort a list keeps in its URL (`sort`, `dir`). */
export function useListSorting<F extends string, P extends { field: F; direction: OrderDirection }>(codec: ListParamsCodec<P>, spec: SortSpec<F>): ListSorting {
  const { params, update } = useListParams(codec);
  const onChange = useCallback((sort: ListSort<F>) => update(sort as Partial<P>), [update]);
  return useSorting(spec, { field: params.field, direction: params.direction }, onChange);
}
