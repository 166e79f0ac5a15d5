import { graphql } from 'react-relay';

/** /workflow-instances/:instanceId */
export const WorkflowInstanceDetailPageQuery = graphql`
  query WorkflowInstanceDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on WorkflowInstance {
        id
        name
      }
      ...WorkflowInstanceDetail_instance @alias
    }
    ...ReassignApproverModal_query
  }
`;
