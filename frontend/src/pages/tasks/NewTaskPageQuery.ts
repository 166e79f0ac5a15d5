import { graphql } from 'react-relay';

export const NewTaskPageQuery = graphql`
  query NewTaskPageQuery {
    ...TaskForm_query
  }
`;
