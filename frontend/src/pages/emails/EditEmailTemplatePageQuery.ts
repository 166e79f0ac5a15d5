import { graphql } from 'react-relay';

export const EditEmailTemplatePageQuery = graphql`
  query EditEmailTemplatePageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on EmailTemplate {
        id
        name
      }
      ...EmailTemplateForm_template @alias
    }
  }
`;
