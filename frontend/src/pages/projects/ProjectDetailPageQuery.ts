import { graphql } from 'react-relay';

export const ProjectDetailPageQuery = graphql`
  query ProjectDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Project {
        id
        name
      }
      ...ProjectDetail_project @alias
    }
    ...ProjectQuestions_query @arguments(projectId: $id)
    profile {
      employeeId
    }
    ...useCanManageAgentRoles_query
  }
`;
