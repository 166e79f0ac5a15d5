import { graphql, useFragment } from 'react-relay';
import type { NamedChoices } from '@/modules/ui/form/fieldRules';
import { useConnectionChoices } from '@/modules/ui/form/useConnectionChoices';
import type { ServerSearchProps } from '@/modules/ui/form/useServerSearch';
import { useTagSearch } from './useTagSearch';
import type { useTagFormChoices_query$key } from './__generated__/useTagFormChoices_query.graphql';

const fragment = graphql`
  fragment useTagFormChoices_query on Query {
    tags(first: 100, orderBy: { field: NAME, direction: ASC }) {
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
 * The tags a form or a filter offers, with names for the record's own tags the first page may lack
 * (issue 32: the issue, document, organization, agent and email forms and filters read this one
 * fragment, not a copy each). The first page is what the picker opens with; what is typed is
 * searched on the server (issue 33: the tag wanted is rarely in the first hundred), so spread
 * `search` onto the picker.
 */
export function useTagFormChoices(query: useTagFormChoices_query$key, held?: readonly { readonly id: string; readonly name: string }[]): NamedChoices & { search: ServerSearchProps } {
  const data = useFragment(fragment, query);
  const search = useTagSearch();
  return { ...useConnectionChoices(data.tags, held, search.found), search: search.props };
}
