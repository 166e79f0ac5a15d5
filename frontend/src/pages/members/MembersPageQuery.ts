import { graphql } from 'react-relay';

export const MembersPageQuery = graphql`
  query MembersPageQuery($first: Int!, $filter: EmployeeFilter) {
    profile {
      roles {
        roleId
      }
    }
    ...MemberList_query @arguments(first: $first, filter: $filter)
    ...MemberFilters_query
    ...RoleManager_query
  }
`;
