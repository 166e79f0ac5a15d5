import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { issueSort } from './issueListParams';
import type { useCreateIssueMutation } from './__generated__/useCreateIssueMutation.graphql';

const mutation = graphql`
  mutation useCreateIssueMutation($input: CreateIssueInput!) {
    createIssue(input: $input) {
      issue {
        id
        ...IssueRow_issue
        ...IssueCard_issue
      }
    }
  }
`;

/** The unfiltered issue list (recently updated first) as the store keys it, whether or not it is on screen. */
const defaultIssueListId = ConnectionHandler.getConnectionID(ROOT_ID, 'IssueList_issues', {
  filter: {},
  orderBy: { field: issueSort.defaultField, direction: issueSort.natural[issueSort.defaultField] },
});

/**
 * createIssue. The new issue is put at the top of the unfiltered list's connection if the store
 * holds it, so going back to /issues shows it at once (no refetch); the list's `issuesChanged`
 * updater skips it as already listed.
 */
export function useCreateIssue() {
  return useStoreMutation<useCreateIssueMutation>(mutation, (store, data) => {
    const id = data?.createIssue.issue.id;
    if (id) insertNode(store, defaultIssueListId, id, 'IssueEdge');
  });
}
