import { graphql } from 'react-relay';

export const UpdateOrganizationPageQuery = graphql`
  query UpdateOrganizationPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Organization {
        id
        name
      }
      ...OrganizationForm_organization @alias
    }
    ...OrganizationForm_query
  }
`;
