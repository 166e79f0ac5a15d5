import { graphql } from 'react-relay';

export const ApplicationDetailPageQuery = graphql`
  query ApplicationDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Application {
        id
        applicationName
        version
      }
      ...ApplicationDetail_application @alias
      ...ApplicationTraceability_application @alias
    }
    ...ApplicationPageRoots_query @arguments(applicationId: $id)
    ...ApplicationRequirementRoots_query @arguments(applicationId: $id)
  }
`;
