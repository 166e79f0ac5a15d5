import { graphql } from 'react-relay';

/** /new-chat */
export const NewChatPageQuery = graphql`
  query NewChatPageQuery {
    profile {
      roles {
        roleId
      }
    }
    ...ChatComposer_query
    ...useAiModelOptions_query
  }
`;
