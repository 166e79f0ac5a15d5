import { graphql, useFragment } from 'react-relay';
import type { NamedChoices } from '@/modules/ui/form/fieldRules';
import { useConnectionChoices } from '@/modules/ui/form/useConnectionChoices';
import type { ServerSearchProps } from '@/modules/ui/form/useServerSearch';
import { useEmployeeSearch } from './useEmployeeSearch';
import type { useEmployeeFormChoices_query$key } from './__generated__/useEmployeeFormChoices_query.graphql';

const fragment = graphql`
  fragment useEmployeeFormChoices_query on Query {
    employees(first: 100) {
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
 * The members a form offers (an owner, an assignee, a team), with names for the ones the record
 * already holds that the first page may lack (issue 32: the project, task and organization forms
 * read this one fragment, not a copy each). The first page is what the picker opens with; what is
 * typed is searched on the server (issue 33: with 10,000 members the one wanted is rarely in the
 * first hundred), so spread `search` onto the picker.
 */
export function useEmployeeFormChoices(
  query: useEmployeeFormChoices_query$key,
  held?: readonly { readonly id: string; readonly name: string }[],
): NamedChoices & { search: ServerSearchProps } {
  const data = useFragment(fragment, query);
  const search = useEmployeeSearch();
  return { ...useConnectionChoices(data.employees, held, search.found), search: search.props };
}
