import { graphql } from 'react-relay';

/** /workflow-instances/:instanceId/flow-generate: the instance, the usable models and the roles. */
export const WorkflowFlowGeneratePageQuery = graphql`
  query WorkflowFlowGeneratePageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on WorkflowInstance {
        id
        name
        isOwner
        progress
        steps {
          key
          status
        }
      }
    }
    profile {
      roles {
        roleId
      }
    }
    ...useAiModelOptions_query
    ...useWorkflowRoleOptions_query
  }
`;

/** …/flow-generate?room=…: the generation under way or done (its description and answers). */
export const WorkflowFlowGenerateRoomQuery = graphql`
  query WorkflowFlowGeneratePageQueryRoomQuery($roomId: ID!) {
    node(id: $roomId) {
      __typename
      ... on ChatRoom {
        id
        purpose
      }
      ...WorkflowFlowGeneration_room @alias
    }
  }
`;
