import { graphql } from 'react-relay';
import { useServerSearch, type ServerSearch } from '@/modules/ui/form/useServerSearch';
import type { useOrganizationSearchQuery } from './__generated__/useOrganizationSearchQuery.graphql';

/** The organizations whose name or website has what is typed in a picker. */
const searchQuery = graphql`
  query useOrganizationSearchQuery($keyword: String!) {
    organizations(first: 20, filter: { keyword: $keyword }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** An organization picker's search on the server (issue 33: 100,000 organizations are never loaded whole). */
export function useOrganizationSearch(): ServerSearch {
  return useServerSearch<useOrganizationSearchQuery>(searchQuery, (response) => response.organizations);
}
