import { graphql } from 'react-relay';

/** /organizations (board, the default view). */
export const OrganizationsBoardQuery = graphql`
  query OrganizationsBoardQuery($filter: OrganizationFilter) {
    ...DealBoard_query @arguments(filter: $filter)
  }
`;

/** /organizations?view=list */
export const OrganizationsListQuery = graphql`
  query OrganizationsListQuery($first: Int!, $filter: OrganizationFilter, $orderBy: OrganizationOrder) {
    ...OrganizationList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    ...OrganizationFilters_query
  }
`;

/** /organizations?view=report */
export const OrganizationsReportQuery = graphql`
  query OrganizationsReportQuery($from: DateTime, $to: DateTime) {
    ...PipelineReport_query @arguments(from: $from, to: $to)
  }
`;
