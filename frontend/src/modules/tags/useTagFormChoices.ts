import { graphql, useFragment } from 'react-relay';
import type { NamedChoices } from '@/modules/ui/form/fieldRules';
import { useConnectionChoices } from '@/modules/ui/form/useConnectionChoices';
import type { useTagFormChoices_query$key } from './__generated__/useTagFormChoices_query.graphql';

const fragment = graphql`
  fragment useTagFormChoices_query on Query {
    tags(first: 100) {
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
 * The tags a form offers, with names for the record's own tags the first page may lack (issue 32:
 * the issue, document, organization and email forms read this one fragment, not a copy each).
 */
export function useTagFormChoices(query: useTagFormChoices_query$key, held?: readonly { readonly id: string; readonly name: string }[]): NamedChoices {
  const data = useFragment(fragment, query);
  return useConnectionChoices(data.tags, held);
}
