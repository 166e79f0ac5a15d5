import { graphql } from 'react-relay';

export const NewDocumentPageQuery = graphql`
  query NewDocumentPageQuery {
    ...DocumentForm_query
  }
`;
