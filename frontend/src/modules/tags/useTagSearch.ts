import { graphql } from 'react-relay';
import { useServerSearch, type ServerSearch } from '@/modules/ui/form/useServerSearch';
import type { useTagSearchQuery } from './__generated__/useTagSearchQuery.graphql';

/** The tags whose name has what is typed in a picker. */
const searchQuery = graphql`
  query useTagSearchQuery($keyword: String!) {
    tags(first: 20, filter: { keyword: $keyword }, orderBy: { field: NAME, direction: ASC }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** A tag picker's search on the server (issue 33): a company's thousands of tags are never loaded whole. */
export function useTagSearch(): ServerSearch {
  return useServerSearch<useTagSearchQuery>(searchQuery, (response) => response.tags);
}
