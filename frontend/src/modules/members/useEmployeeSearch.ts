import { graphql } from 'react-relay';
import { useServerSearch, type ServerSearch } from '@/modules/ui/form/useServerSearch';
import type { useEmployeeSearchQuery } from './__generated__/useEmployeeSearchQuery.graphql';

/** The members whose name (or email) has what is typed in a picker: a few, not the whole company. */
const searchQuery = graphql`
  query useEmployeeSearchQuery($keyword: String!) {
    employees(first: 20, filter: { keyword: $keyword }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/**
 * A member picker's search on the server (issue 33): what is typed finds the members by name,
 * twenty at a time, so a company of 10,000 is picked from without loading it. With `browse` the
 * first twenty are offered before anything is typed (a picker with no form's first page: bulk edit).
 */
export function useEmployeeSearch({ browse = false }: { browse?: boolean } = {}): ServerSearch {
  return useServerSearch<useEmployeeSearchQuery>(searchQuery, (response) => response.employees, { browse });
}
