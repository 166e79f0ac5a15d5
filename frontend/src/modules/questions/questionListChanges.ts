import { graphql } from 'react-relay';

/**
 * A question list's live notices (issue 32), for the internal board and a project's two
 * sections: given the list's filter (and, on a project's page, its `projectId`, so only that
 * project's questions are told), the server tells of each changed question whether it is in
 * the list now, by the list's own SQL and the reader's access, so no matcher is kept here; a
 * question the reader may no longer see comes by its id only and leaves.
 */
export const questionsChanged = graphql`
  subscription questionListChangesSubscription($projectId: ID, $filter: QuestionFilter) {
    questionsChanged(projectId: $projectId, filter: $filter) {
      kind
      id
      matches
      question {
        id
        ...QuestionItem_question
      }
    }
  }
`;
