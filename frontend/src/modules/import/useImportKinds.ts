import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useImportKindsQuery } from './__generated__/useImportKindsQuery.graphql';

const query = graphql`
  query useImportKindsQuery {
    importKinds {
      type
    }
  }
`;

/**
 * The kinds the reader may import (issue 35 §3: the server lists only those whose create and
 * update rules pass), read once per screen from the store or the server; null until known, and
 * empty when the read fails (no Import button is better than a broken one).
 */
export function useImportKinds(): readonly string[] | null {
  const environment = useRelayEnvironment();
  const [types, setTypes] = useState<readonly string[] | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<useImportKindsQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' }).subscribe({
      next: (data) => setTypes(data.importKinds.map((kind) => kind.type)),
      error: () => setTypes([]),
    });
    return () => subscription.unsubscribe();
  }, [environment]);
  return types;
}
