import { graphql } from 'react-relay';

export const ApiTokensPageQuery = graphql`
  query ApiTokensPageQuery {
    ...ApiTokenList_query
  }
`;
