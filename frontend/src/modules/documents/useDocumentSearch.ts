import { graphql } from 'react-relay';
import { useServerSearch, type ServerSearch } from '@/modules/ui/form/useServerSearch';
import type { useDocumentSearchQuery } from './__generated__/useDocumentSearchQuery.graphql';

/** The documents the reader may read that the server finds for what is typed in a picker. */
const searchQuery = graphql`
  query useDocumentSearchQuery($keyword: String!) {
    documents(first: 20, filter: { keyword: $keyword }) {
      edges {
        node {
          id
          name: title
        }
      }
    }
  }
`;

/**
 * A document picker's search on the server (issue 33: 100,000 documents are never loaded whole).
 * With `browse` (a picker with no first page of its own: an issue's or a workflow step's documents,
 * an agent's or a chat's) it offers the most recent documents before anything is typed.
 */
export function useDocumentSearch({ browse = false }: { browse?: boolean } = {}): ServerSearch {
  return useServerSearch<useDocumentSearchQuery>(searchQuery, (response) => response.documents, { browse });
}
