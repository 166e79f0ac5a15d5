import { graphql } from 'react-relay';

export const InternalQasPageQuery = graphql`
  query InternalQasPageQuery($first: Int!, $filter: QuestionFilter, $orderBy: QuestionOrder) {
    ...InternalQuestionList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;
