import { graphql } from 'react-relay';

export const MemberDetailPageQuery = graphql`
  query MemberDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Employee {
        id
        name
      }
      ...MemberProfile_employee @alias
    }
    profile {
      employeeId
      roles {
        roleId
      }
    }
    roles {
      roleId
      name
    }
    deletedRoles {
      roleId
      name
    }
  }
`;
