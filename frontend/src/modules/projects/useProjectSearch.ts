import { graphql } from 'react-relay';
import { useServerSearch, type ServerSearch } from '@/modules/ui/form/useServerSearch';
import type { useProjectSearchQuery } from './__generated__/useProjectSearchQuery.graphql';

/** The projects whose name has what is typed in a picker. */
const searchQuery = graphql`
  query useProjectSearchQuery($keyword: String!) {
    projects(first: 20, filter: { keyword: $keyword }, orderBy: { field: NAME, direction: ASC }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** A project picker's search on the server (issue 33): a company's projects are never loaded whole. */
export function useProjectSearch(): ServerSearch {
  return useServerSearch<useProjectSearchQuery>(searchQuery, (response) => response.projects);
}
