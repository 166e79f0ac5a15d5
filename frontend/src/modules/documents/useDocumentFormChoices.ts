import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useDocumentFormChoices_query$key } from './__generated__/useDocumentFormChoices_query.graphql';

/** A category a document can be filed under, or a permission category it can be given. */
export interface DocumentChoice {
  readonly id: string;
  readonly name: string;
}

const fragment = graphql`
  fragment useDocumentFormChoices_query on Query {
    documentCategories(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
    permissionCategories(first: 100) {
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
 * The document categories and permission categories a document's form and its detail page offer
 * (issue 32: both read this one fragment, not a copy each).
 */
export function useDocumentFormChoices(query: useDocumentFormChoices_query$key): { categories: readonly DocumentChoice[]; permissionCategories: readonly DocumentChoice[] } {
  const data = useFragment(fragment, query);
  return useMemo(
    () => ({
      categories: data.documentCategories.edges.map((edge) => edge.node),
      permissionCategories: data.permissionCategories.edges.map((edge) => edge.node),
    }),
    [data],
  );
}
