import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useDocumentOptionsQuery } from './__generated__/useDocumentOptionsQuery.graphql';

const query = graphql`
  query useDocumentOptionsQuery($filter: DocumentFilter) {
    documents(first: 20, filter: $filter) {
      edges {
        node {
          id
          title
        }
      }
    }
  }
`;

const debounceMs = 300;

/**
 * The documents the caller may read, for a picker: the most recent at first, then those the
 * server finds for what is typed (debounced). Fetched past the route's query, on demand.
 */
export function useDocumentOptions() {
  const environment = useRelayEnvironment();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const timer = useRef<number | null>(null);
  const latest = useRef(0);
  const load = useCallback(
    (keyword: string) => {
      const request = ++latest.current;
      fetchQuery<useDocumentOptionsQuery>(environment, query, { filter: keyword ? { keyword } : {} }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          (data) => {
            if (request !== latest.current || !data) return;
            setOptions(data.documents.edges.map((edge) => ({ value: edge.node.id, label: edge.node.title })));
          },
          (error: unknown) => console.warn('document search failed', error),
        );
    },
    [environment],
  );
  useEffect(() => {
    load('');
    return () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, [load]);
  const search = useCallback(
    (keyword: string) => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => load(keyword.trim()), debounceMs);
    },
    [load],
  );
  return { options, search };
}
