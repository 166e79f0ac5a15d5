import { useCallback, useMemo, useState } from 'react';
import { sameValue } from './sameValue';
import { staleVersion } from './staleVersion';

type Values = Record<string, unknown>;

export interface Conflict<V extends Values> {
  /** The version the save was sent with. */
  expectedVersion: number;
  /** The version stored now (from the error, or the reloaded record). */
  currentVersion: number | null;
  /** The values the user tried to save. */
  mine: V;
}

export interface FormRecipe<V extends Values> {
  values: V;
  /** The values the form was loaded with (or last reloaded with). */
  base: V;
  /** The version the form was loaded at: sent as `expectedVersion`. */
  version: number | null;
  /** Something differs from what was loaded: Save is enabled only then. */
  dirty: boolean;
  /** The fields the user changed. */
  changedFields: (keyof V & string)[];
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** A stale save in progress of being resolved, or null. */
  conflict: Conflict<V> | null;
  /** The user's own values kept beside the form after "Reload with their changes". */
  kept: Partial<V> | null;
  /**
   * Call from the mutation's onError: true (and the conflict view opens) when the error is a
   * stale version; false for any other error, which the form shows as before.
   */
  handleError: (error: unknown, sentVersion: number) => boolean;
  /** Throws away nothing: the form takes the stored values and version, the user's are kept beside it. */
  reloadTheirs: () => void;
  /**
   * "Save mine anyway": the stored values with the user's changed fields on top (their other
   * changes are kept), and the version to send them with; the form takes those values.
   */
  mineOverTheirs: () => { values: V; version: number | null };
  /** Puts one kept value back into the form. */
  restoreKept: (field: keyof V & string) => void;
  dismissKept: () => void;
  /** After a successful save: the saved values become the new base. */
  saved: (values: V, version: number | null) => void;
}

interface Options<V extends Values> {
  /** The record as stored now (from the Relay store: it follows refetches and subscriptions). */
  current: V;
  /** The stored record's version, or null for a create form. */
  currentVersion: number | null;
  /** Called when a save turns out stale, to fetch the stored record (so "theirs" can be shown). */
  onConflict?: () => void;
}

/**
 * The form recipe's state: values against what was loaded (dirty / unchanged), the version the
 * form was loaded at, and the stale-save conflict (never a silent overwrite: the user chooses
 * between reloading their changes, keeping theirs beside the form, and saving theirs anyway).
 */
export function useFormRecipe<V extends Values>({ current, currentVersion, onConflict }: Options<V>): FormRecipe<V> {
  const [base, setBase] = useState<V>(current);
  const [values, setValues] = useState<V>(current);
  const [version, setVersion] = useState<number | null>(currentVersion);
  const [conflict, setConflict] = useState<Conflict<V> | null>(null);
  const [kept, setKept] = useState<Partial<V> | null>(null);

  const changedFields = useMemo(
    () => (Object.keys(values) as (keyof V & string)[]).filter((field) => !sameValue(values[field], base[field])),
    [values, base],
  );

  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  const handleError = (error: unknown, sentVersion: number) => {
    const stale = staleVersion(error);
    if (!stale) return false;
    setConflict({ expectedVersion: stale.expectedVersion ?? sentVersion, currentVersion: stale.currentVersion, mine: values });
    onConflict?.();
    return true;
  };

  const reloadTheirs = () => {
    const mine: Partial<V> = {};
    for (const field of changedFields) {
      if (!sameValue(values[field], current[field])) mine[field] = values[field];
    }
    setKept(Object.keys(mine).length > 0 ? mine : null);
    setBase(current);
    setValues(current);
    setVersion(Math.max(currentVersion ?? 0, conflict?.currentVersion ?? 0) || currentVersion);
    setConflict(null);
  };

  const mineOverTheirs = () => {
    const merged: V = { ...current };
    for (const field of changedFields) merged[field] = values[field];
    const next = Math.max(currentVersion ?? 0, conflict?.currentVersion ?? 0) || currentVersion;
    setBase(current);
    setValues(merged);
    setVersion(next);
    setConflict(null);
    return { values: merged, version: next };
  };

  const restoreKept = (field: keyof V & string) => {
    if (!kept || !(field in kept)) return;
    set(field, kept[field] as V[typeof field]);
  };

  const saved = (next: V, nextVersion: number | null) => {
    setBase(next);
    setValues(next);
    setVersion(nextVersion);
    setConflict(null);
  };

  return {
    values,
    base,
    version,
    dirty: changedFields.length > 0,
    changedFields,
    set,
    conflict,
    kept,
    handleError,
    reloadTheirs,
    mineOverTheirs,
    restoreKept,
    dismissKept: () => setKept(null),
    saved,
  };
}
