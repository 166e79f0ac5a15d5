import { graphql } from 'react-relay';
import { useServerSearch, type ServerSearch } from '@/modules/ui/form/useServerSearch';
import type { useEmailTemplateSearchQuery, useEmailTemplateSearchQuery$data } from './__generated__/useEmailTemplateSearchQuery.graphql';

/** The active templates whose name or subject has what is typed in a picker, with what picking one fills in. */
const searchQuery = graphql`
  query useEmailTemplateSearchQuery($keyword: String!) {
    emailTemplates(first: 20, filter: { keyword: $keyword, status: ACTIVE }, orderBy: { field: NAME, direction: ASC }) {
      edges {
        node {
          id
          name
          subject
          html
        }
      }
    }
  }
`;

export type FoundEmailTemplate = useEmailTemplateSearchQuery$data['emailTemplates']['edges'][number]['node'];

/** An email's template picker searches the server (issue 33): the hundred-and-first template is found by name. */
export function useEmailTemplateSearch(): ServerSearch<FoundEmailTemplate> {
  return useServerSearch<useEmailTemplateSearchQuery, FoundEmailTemplate>(searchQuery, (response) => response.emailTemplates);
}
