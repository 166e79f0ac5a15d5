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

/** A document picker's search on the server (issue 33: 100,000 documents are never loaded whole). */
export function useDocumentSearch(): ServerSearch {
  return useServerSearch<useDocumentSearchQuery>(searchQuery, (response) => response.documents);
}
