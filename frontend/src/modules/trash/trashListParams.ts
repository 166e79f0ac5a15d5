import { readLoadedCount } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export const trashPageSize = 20;

/**
 * /trash: newest first, no search or filter (the live notices tell only whether an entry is in
 * the trash, so a filtered list could not stay exact); only the rows loaded (`n`) are in the URL.
 */
export interface TrashListParams {
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

export const trashListCodec: ListParamsCodec<TrashListParams> = {
  parse: (search) => ({ count: readLoadedCount(search, trashPageSize) }),
  write: () => new URLSearchParams(),
  cleared: (params) => params,
};
