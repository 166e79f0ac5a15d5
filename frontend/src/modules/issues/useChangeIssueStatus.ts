import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useCommand } from '@/modules/relay/useCommand';
import { placeCard, type BoardColumnRef } from '@/modules/ui/board/boardStore';
import type { useChangeIssueStatusMutation } from './__generated__/useChangeIssueStatusMutation.graphql';

const mutation = graphql`
  mutation useChangeIssueStatusMutation($input: ChangeIssueStatusInput!) {
    changeIssueStatus(input: $input) {
      issue {
        id
        updatedAt
        version
        status {
          id
          label
          color
        }
        ...IssueCard_issue
        ...IssueRow_issue
      }
    }
  }
`;

export interface ChangeIssueStatus {
  issueId: string;
  statusId: string;
  /** The board's columns, when moving on the board: the card changes column at once. */
  columns?: readonly BoardColumnRef<string>[];
  onCompleted?: () => void;
}

/**
 * changeIssueStatus (the board's drag and drop and "Move to…" menu, the detail page's status).
 * The status changes at once (optimistic; on the board the card moves and the counts follow); a
 * refusal ('Current status is same to new status', a status that is gone…) rolls it back and
 * shows the server's message.
 */
export function useChangeIssueStatus() {
  const [commit, inFlight] = useCommand<useChangeIssueStatusMutation>(mutation);
  const change = useCallback(
    ({ issueId, statusId, columns = [], onCompleted }: ChangeIssueStatus) =>
      commit({
        variables: { input: { id: issueId, statusId } },
        optimisticUpdater: (store) => {
          const status = store.get(statusId);
          const issue = store.get(issueId);
          if (status && issue) issue.setLinkedRecord(status, 'status');
          placeCard(store, columns, issueId, statusId);
        },
        updater: (store, data) => {
          const issue = data?.changeIssueStatus.issue;
          if (issue) placeCard(store, columns, issue.id, issue.status.id);
        },
        onDone: () => onCompleted?.(),
      }),
    [commit],
  );
  return [change, inFlight] as const;
}
