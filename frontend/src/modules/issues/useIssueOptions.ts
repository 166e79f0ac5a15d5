import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { byPosition } from '@/modules/ui/choices/choiceOrder';
import type { useIssueOptions_query$key } from './__generated__/useIssueOptions_query.graphql';

/** One pickable record, by its id and its name in the reader's language. */
export interface IssueOption {
  readonly id: string;
  readonly name: string;
}

/** The records an issue's fields point at, each named (a status's and a category's label); statuses and categories in their admin order. */
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
          position
        }
      }
    }
    issueCategories(first: 100) {
      edges {
        node {
          id
          label
          position
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
 * The employees, statuses, categories, projects and tags an issue's filters, its form and its
 * detail page name and offer (issue 32: all read one fragment, not a copy of it each).
 */
export function useIssueOptions(query: useIssueOptions_query$key): IssueOptions {
  const data = useFragment(fragment, query);
  return useMemo(
    () => ({
      employees: data.employees.edges.map((edge) => edge.node),
      statuses: byPosition(data.issueStatuses.edges.map((edge) => edge.node)).map((status) => ({ id: status.id, name: status.label })),
      categories: byPosition(data.issueCategories.edges.map((edge) => edge.node)).map((category) => ({ id: category.id, name: category.label })),
      projects: data.projects.edges.map((edge) => edge.node),
      tags: data.tags.edges.map((edge) => edge.node),
    }),
    [data],
  );
}
