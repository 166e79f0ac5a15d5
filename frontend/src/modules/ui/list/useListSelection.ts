import { useCallback, useMemo, useState } from 'react';
import {
  chooseAllMatching,
  chosenItems,
  isChosen,
  noSelection,
  pageState,
  togglePage,
  toggleRow,
  type ListSelectionState,
  type SelectableRow,
} from './listSelection';

/** A list's chosen rows and what changes them (issue 35 §2); `ListBody` takes it as `selection`. */
export interface ListSelection {
  /** How many rows are chosen: the ticked rows still loaded, or the list's total while all matching are. */
  count: number;
  /** Every row matching the filter is chosen, not only the loaded ones. */
  allMatching: boolean;
  /** The list's total: "Select all N matching this filter". */
  total: number;
  /** More match than `total`: the server counts no further than its cap ("1,000+", issue 33). */
  capped: boolean;
  /** The chosen rows still in the list, each with the version it was shown at when chosen. */
  items: { id: string; version: number | null }[];
  isChosen: (id: string) => boolean;
  /** Ticks or unticks a row; `range` (Shift held) takes the rows from the one clicked last along. */
  toggle: (id: string, range: boolean) => void;
  /** The header box's state and its click. */
  page: 'all' | 'some' | 'none';
  togglePage: () => void;
  chooseAllMatching: () => void;
  clear: () => void;
}

/**
 * The selection of a list's rows, kept while rows load and change, and cleared when the list's
 * filter changes (`resetKey`): "all matching" means the filter it was chosen under.
 */
export function useListSelection(rows: readonly SelectableRow[], total: number, resetKey: string, capped = false): ListSelection {
  const [state, setState] = useState<ListSelectionState>(noSelection);
  const [key, setKey] = useState(resetKey);
  // A new filter starts afresh (adjusted while rendering, not in an effect).
  if (key !== resetKey) {
    setKey(resetKey);
    setState(noSelection);
  }
  const items = useMemo(() => chosenItems(state, rows), [state, rows]);
  const toggle = useCallback((id: string, range: boolean) => setState((current) => toggleRow(current, rows, id, range)), [rows]);
  const onPage = useCallback(() => setState((current) => togglePage(current, rows)), [rows]);
  const allMatching = useCallback(() => setState(chooseAllMatching), []);
  const clear = useCallback(() => setState(noSelection), []);
  const chosen = useCallback((id: string) => isChosen(state, id), [state]);
  return {
    count: state.allMatching ? Math.max(total, rows.length) : items.length,
    allMatching: state.allMatching,
    total: Math.max(total, rows.length),
    capped,
    items,
    isChosen: chosen,
    toggle,
    page: pageState(state, rows),
    togglePage: onPage,
    chooseAllMatching: allMatching,
    clear,
  };
}
