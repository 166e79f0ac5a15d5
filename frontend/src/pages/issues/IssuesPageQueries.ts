import { graphql } from 'react-relay';

/** /issues (the list, the default view). */
export const IssuesListQuery = graphql`
  query IssuesListQuery($first: Int!, $filter: IssueFilter, $orderBy: IssueOrder) {
    profile {
      roles {
        roleId
      }
    }
    ...IssueList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    ...IssueFilters_query
  }
`;

/** /issues?view=board */
export const IssuesBoardQuery = graphql`
  query IssuesBoardQuery($filter: IssueFilter) {
    profile {
      roles {
        roleId
      }
    }
    ...IssueBoard_query @arguments(filter: $filter)
    ...IssueFilters_query
  }
`;

/** /issues?view=statuses */
export const IssueStatusesPageQuery = graphql`
  query IssueStatusesPageQuery {
    profile {
      roles {
        roleId
      }
    }
    ...IssueChoiceManager_query @arguments(statuses: true)
  }
`;

/** /issues?view=categories */
export const IssueCategoriesPageQuery = graphql`
  query IssueCategoriesPageQuery {
    profile {
      roles {
        roleId
      }
    }
    ...IssueChoiceManager_query @arguments(categories: true)
  }
`;
