import { useMemo } from 'react';
import { graphql } from 'react-relay';
import { bulkFieldsOf, type BulkField } from '@/modules/areas';
import { useDebouncedFetch } from '@/modules/ui/useDebouncedFetch';
import type { useBulkFieldsQuery } from './__generated__/useBulkFieldsQuery.graphql';

const query = graphql`
  query useBulkFieldsQuery($type: String!) {
    bulkFields(type: $type)
  }
`;

/**
 * The fields the reader may change in bulk on a kind (issue 35 §2): those its area declares, in
 * its order, that the server's `bulkFields` offers them (their policy); none while it is read or
 * when the server offers none, and then the list has no boxes.
 */
export function useBulkFields(type: string): readonly (readonly [string, BulkField])[] {
  const declared = useMemo(() => bulkFieldsOf(type), [type]);
  const answer = useDebouncedFetch<useBulkFieldsQuery>(query, declared.length > 0 ? { type } : null, { delayMs: 0, firstAtOnce: true }).data;
  const allowed = answer?.bulkFields;
  return useMemo(() => (allowed ? declared.filter(([name]) => allowed.includes(name)) : []), [declared, allowed]);
}
