import { graphql } from 'react-relay';
import { useServerSearch, type ServerSearch } from '@/modules/ui/form/useServerSearch';
import type { useWorkflowTemplateSearchQuery } from './__generated__/useWorkflowTemplateSearchQuery.graphql';

/** The workflow templates (in use or archived) whose name or description has what is typed in a picker. */
const searchQuery = graphql`
  query useWorkflowTemplateSearchQuery($keyword: String!) {
    workflowTemplates(first: 20, filter: { keyword: $keyword, archived: null }, orderBy: { field: NAME, direction: ASC }) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** A workflow template picker's search on the server (issue 33): the templates are never loaded whole. */
export function useWorkflowTemplateSearch(): ServerSearch {
  return useServerSearch<useWorkflowTemplateSearchQuery>(searchQuery, (response) => response.workflowTemplates);
}
