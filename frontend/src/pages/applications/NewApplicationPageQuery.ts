import { graphql } from 'react-relay';

export const NewApplicationPageQuery = graphql`
  query NewApplicationPageQuery {
    ...ApplicationForm_query
  }
`;
