import { graphql } from 'react-relay';

export const EmailTemplateDetailPageQuery = graphql`
  query EmailTemplateDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on EmailTemplate {
        id
        name
        status
      }
      ...EmailTemplateDetail_template @alias
    }
  }
`;
