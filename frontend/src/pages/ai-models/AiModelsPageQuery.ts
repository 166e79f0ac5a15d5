import { graphql } from 'react-relay';

/** /ai-models (admins). */
export const AiModelsPageQuery = graphql`
  query AiModelsPageQuery {
    ...AiProviderList_query
    ...AiModelTable_query
    ...AiModelTable_catalogue
  }
`;
