import { graphql } from 'react-relay';

export const NewProjectPageQuery = graphql`
  query NewProjectPageQuery {
    ...ProjectForm_query
  }
`;
