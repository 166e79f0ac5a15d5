/**
 * Which rows of a list are chosen for a change in bulk (issue 35 §2): rows ticked one by one,
 * a range by Shift-click, the page by the header's box, or every row the filter matches. Pure, so
 * the rules are tested without a browser; `useListSelection` keeps it in React state.
 */

/** A row as the selection sees it: its id and the version it is shown at. */
export interface SelectableRow {
  readonly id: string;
  readonly version?: number | null;
}

export interface ListSelectionState {
  /** The chosen rows, each with the version it was shown at when it was chosen (a row changed since is refused as stale). */
  readonly chosen: ReadonlyMap<string, number | null>;
  /** The row clicked last: Shift-click chooses the range from it. */
  readonly anchor: string | null;
  /** Every row matching the list's filter, not only those loaded. */
  readonly allMatching: boolean;
}

export const noSelection: ListSelectionState = { chosen: new Map(), anchor: null, allMatching: false };

function versionOf(row: SelectableRow): number | null {
  return row.version ?? null;
}

/** The chosen rows among those loaded, as the state has them (every loaded row while all matching are chosen). */
function effective(state: ListSelectionState, rows: readonly SelectableRow[]): Map<string, number | null> {
  if (!state.allMatching) return new Map(state.chosen);
  return new Map(rows.map((row) => [row.id, versionOf(row)]));
}

/**
 * Ticks or unticks one row; with `range` (Shift held) every row from the last one clicked to this
 * one takes this row's new state, as in a mail client. Leaves "all matching" for the rows loaded.
 */
export function toggleRow(state: ListSelectionState, rows: readonly SelectableRow[], id: string, range: boolean): ListSelectionState {
  const chosen = effective(state, rows);
  const on = !chosen.has(id);
  const to = rows.findIndex((row) => row.id === id);
  const from = range && state.anchor !== null ? rows.findIndex((row) => row.id === state.anchor) : -1;
  const span = from >= 0 && to >= 0 ? rows.slice(Math.min(from, to), Math.max(from, to) + 1) : rows.filter((row) => row.id === id);
  for (const row of span) {
    if (on) chosen.set(row.id, chosen.get(row.id) ?? versionOf(row));
    else chosen.delete(row.id);
  }
  return { chosen, anchor: id, allMatching: false };
}

/** How much of the loaded page is chosen: the header box is ticked, mixed or empty. */
export function pageState(state: ListSelectionState, rows: readonly SelectableRow[]): 'all' | 'some' | 'none' {
  if (rows.length === 0) return 'none';
  if (state.allMatching) return 'all';
  const count = rows.filter((row) => state.chosen.has(row.id)).length;
  return count === 0 ? 'none' : count === rows.length ? 'all' : 'some';
}

/** The header box: chooses every loaded row, or none when all were chosen. */
export function togglePage(state: ListSelectionState, rows: readonly SelectableRow[]): ListSelectionState {
  if (pageState(state, rows) === 'all') return noSelection;
  const chosen = new Map(state.chosen);
  for (const row of rows) if (!chosen.has(row.id)) chosen.set(row.id, versionOf(row));
  return { chosen, anchor: state.anchor, allMatching: false };
}

/** "Select all N matching this filter". */
export function chooseAllMatching(state: ListSelectionState): ListSelectionState {
  return { ...state, allMatching: true };
}

/** What a batch is sent: the chosen rows that are still in the list, in its order, each with the version it was shown at. */
export function chosenItems(state: ListSelectionState, rows: readonly SelectableRow[]): { id: string; version: number | null }[] {
  const chosen = effective(state, rows);
  return rows.filter((row) => chosen.has(row.id)).map((row) => ({ id: row.id, version: chosen.get(row.id) ?? null }));
}

/** Whether that row is ticked. */
export function isChosen(state: ListSelectionState, id: string): boolean {
  return state.allMatching || state.chosen.has(id);
}
