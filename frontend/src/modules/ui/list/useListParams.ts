import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepHiddenColumns } from './listColumns';

export interface ListParamsCodec<P> {
  parse: (search: URLSearchParams) => P;
  write: (params: P) => URLSearchParams;
  /** The params with every filter and the keyword cleared (sort kept). */
  cleared: (params: P) => P;
}

export interface ListParamsState<P> {
  params: P;
  /** Applies a change to the URL (the route's loader then fetches the new list). */
  update: (patch: Partial<P>, options?: { replace?: boolean }) => void;
  /** Clears the keyword and every filter. */
  clear: () => void;
  /** Whether the keyword or any filter is set. */
  filtered: boolean;
}

/**
 * A list's state kept in the URL: keyword, filters, sort. A change drops the loaded-rows count
 * (`n`), so a new filter starts at one page again, and keeps the columns hidden (`hide`).
 */
export function useListParams<P>(codec: ListParamsCodec<P>): ListParamsState<P> {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => codec.parse(searchParams), [codec, searchParams]);
  const update = useCallback(
    (patch: Partial<P>, options: { replace?: boolean } = {}) =>
      setSearchParams(keepHiddenColumns(searchParams, codec.write({ ...params, ...patch })), { replace: options.replace, preventScrollReset: true }),
    [codec, params, searchParams, setSearchParams],
  );
  const clearedParams = useMemo(() => codec.cleared(params), [codec, params]);
  const filtered = codec.write(clearedParams).toString() !== codec.write(params).toString();
  const clear = useCallback(
    () => setSearchParams(keepHiddenColumns(searchParams, codec.write(clearedParams)), { preventScrollReset: true }),
    [codec, clearedParams, searchParams, setSearchParams],
  );
  return { params, update, clear, filtered };
}
