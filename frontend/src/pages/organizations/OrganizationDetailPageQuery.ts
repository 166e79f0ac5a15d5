import { graphql } from 'react-relay';

export const OrganizationDetailPageQuery = graphql`
  query OrganizationDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Organization {
        id
        name
      }
      ...OrganizationDetail_organization @alias
    }
    ...OrganizationDetail_query
  }
`;
