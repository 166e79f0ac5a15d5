import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readHiddenColumns, writeHiddenColumns, type ListColumnChoice, type ListColumnSet } from './listColumns';

export interface ListColumnsState<K extends string> {
  /** The columns shown, in the list's order. */
  shown: readonly ListColumnChoice<K>[];
  /** The keys of the columns hidden. */
  hidden: readonly string[];
  /** Hides exactly these columns (kept in the URL's `hide`, so a saved view keeps them). */
  setHidden: (hidden: readonly string[]) => void;
}

const none: ListColumnSet<never> = [];

/**
 * Which of a list's columns are shown (issue 35 §5): all but those the URL hides. The list's
 * table renders only these, its export writes only these, and the column chooser changes them.
 */
export function useListColumns<K extends string>(columns: ListColumnSet<K> | undefined): ListColumnsState<K> {
  const set = columns ?? none;
  const [search, setSearch] = useSearchParams();
  const hiddenText = readHiddenColumns(search, set).join(',');
  const shownAndHidden = useMemo(() => {
    const hidden = hiddenText ? hiddenText.split(',') : [];
    return { hidden, shown: set.filter((column) => !hidden.includes(column.key)) };
  }, [set, hiddenText]);
  const setHidden = useCallback(
    (hidden: readonly string[]) => setSearch((current) => writeHiddenColumns(current, hidden), { replace: true, preventScrollReset: true }),
    [setSearch],
  );
  return { ...shownAndHidden, setHidden };
}
