import { graphql } from 'react-relay';

export const NewOrganizationPageQuery = graphql`
  query NewOrganizationPageQuery {
    ...OrganizationForm_query
  }
`;
