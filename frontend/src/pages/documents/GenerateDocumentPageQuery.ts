import { graphql } from 'react-relay';

/** /documents/generate: agents and usable models for the request. */
export const GenerateDocumentPageQuery = graphql`
  query GenerateDocumentPageQuery {
    profile {
      roles {
        roleId
      }
    }
    ...ChatComposer_query
    ...useAiModelOptions_query
  }
`;

/** /documents/generate?room=…: the document being generated (its request and answers). */
export const GenerateDocumentRoomQuery = graphql`
  query GenerateDocumentPageQueryRoomQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on ChatRoom {
        id
        purpose
      }
      ...GeneratedDocumentView_room @alias
    }
  }
`;
