import { useCallback, useState } from 'react';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';
import { appendCards, type BoardKey } from './boardStore';

/** A page of one column's cards, as the area's query returns it (a connection's edges and page info). */
export interface BoardPage {
  readonly edges: readonly { readonly node: { readonly id: string } }[];
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
}

/** Fetches a column's next cards (the area's query: its filter with the column's key, in the board's order). */
export type LoadBoardPage<K extends BoardKey> = (key: K, after: string | null) => Promise<BoardPage | null | undefined>;

/**
 * "Load more" of one board column: asks the area for the cards after the column's last cursor
 * and appends them to the column's cards in the store (see `appendCards`). A failure goes to
 * `onError` and leaves the column as it was.
 */
export function useColumnLoadMore<K extends BoardKey>(
  column: { key: K; id: string; endCursor: string | null },
  loadPage: LoadBoardPage<K>,
  onError: (error: unknown) => void,
): readonly [() => void, boolean] {
  const environment = useRelayEnvironment();
  const [loading, setLoading] = useState(false);
  const { key, id, endCursor } = column;
  const loadMore = useCallback(() => {
    setLoading(true);
    loadPage(key, endCursor).then(
      (page) => {
        setLoading(false);
        if (!page) return;
        const ids = page.edges.map((edge) => edge.node.id);
        const pageInfo = { hasNextPage: page.pageInfo.hasNextPage, endCursor: page.pageInfo.endCursor ?? null };
        commitLocalUpdate(environment, (store) => appendCards(store, id, ids, pageInfo));
      },
      (error: unknown) => {
        setLoading(false);
        onError(error);
      },
    );
  }, [environment, loadPage, onError, key, id, endCursor]);
  return [loadMore, loading] as const;
}
