import { graphql } from 'react-relay';

export const DefaultLayoutQuery = graphql`
  query DefaultLayoutQuery {
    profile {
      name
      employeeId
      avatarUrl
      roles {
        roleId
        name
      }
      ...ProfileMenu_profile
    }
  }
`;
