import { graphql } from 'react-relay';

export const UpdateDocumentPageQuery = graphql`
  query UpdateDocumentPageQuery($id: ID!) {
    document(id: $id) {
      id
      mayEdit
      ...DocumentForm_document
    }
    ...DocumentForm_query
  }
`;
