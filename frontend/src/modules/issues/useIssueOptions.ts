import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useIssueOptions_query$key } from './__generated__/useIssueOptions_query.graphql';

/** One pickable record, by its id and its name in the reader's language. */
export interface IssueOption {
  readonly id: string;
  readonly name: string;
}

/** The records an issue's fields point at, each named (a status's and a category's label). */
export interface IssueOptions {
  employees: readonly IssueOption[];
  statuses: readonly IssueOption[];
  categories: readonly IssueOption[];
  projects: readonly IssueOption[];
  tags: readonly IssueOption[];
}

const fragment = graphql`
  fragment useIssueOptions_query on Query {
    employees(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
    issueStatuses(first: 100) {
      edges {
        node {
          id
          label
        }
      }
    }
    issueCategories(first: 100) {
      edges {
        node {
          id
          label
        }
      }
    }
    projects(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
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
 * The employees, statuses, categories, projects and tags an issue's filters and its detail page
 * name and offer (issue 32: both read one fragment, not a copy of it each).
 */
export function useIssueOptions(query: useIssueOptions_query$key): IssueOptions {
  const data = useFragment(fragment, query);
  return useMemo(
    () => ({
      employees: data.employees.edges.map((edge) => edge.node),
      statuses: data.issueStatuses.edges.map((edge) => ({ id: edge.node.id, name: edge.node.label })),
      categories: data.issueCategories.edges.map((edge) => ({ id: edge.node.id, name: edge.node.label })),
      projects: data.projects.edges.map((edge) => edge.node),
      tags: data.tags.edges.map((edge) => edge.node),
    }),
    [data],
  );
}
