import { graphql } from 'react-relay';

export const DocumentDetailPageQuery = graphql`
  query DocumentDetailPageQuery($id: ID!) {
    document(id: $id) {
      id
      title
      ...DocumentDetail_document
    }
    ...DocumentDetail_query
  }
`;
