import { graphql } from 'react-relay';

/** /chat-with-ai: my rooms (the left pane), the composer's agents and models. */
export const ChatWithAiPageQuery = graphql`
  query ChatWithAiPageQuery($filter: ChatRoomFilter, $orderBy: ChatRoomOrder) {
    profile {
      roles {
        roleId
      }
    }
    ...ChatRoomList_query @arguments(filter: $filter, orderBy: $orderBy)
    ...ChatComposer_query
    ...useAiModelOptions_query
  }
`;

/** /chat-with-ai?room=…: the open room (the right pane). */
export const ChatRoomPaneQuery = graphql`
  query ChatWithAiPageQueryRoomQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on ChatRoom {
        id
        title
      }
      ...ChatRoomView_room @alias
    }
  }
`;
