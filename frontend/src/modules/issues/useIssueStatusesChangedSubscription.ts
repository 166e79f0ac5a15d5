import { graphql } from 'react-relay';
import { useConnectionChanges } from '@/modules/relay/useConnectionChanges';

const subscription = graphql`
  subscription useIssueStatusesChangedSubscription {
    issueStatusesChanged {
      kind
      issueStatus {
        id
        ...IssueChoiceManager_status
      }
    }
  }
`;

/** Keeps the status list live through the store (CREATED joins at the end: it is ordered by position), read again after a reconnect. */
export function useIssueStatusesChangedSubscription(connectionId: string, refetch: () => void): void {
  useConnectionChanges({ subscription, field: 'issueStatusesChanged', nodeField: 'issueStatus', connectionId, edgeType: 'IssueStatusEdge', insertAt: 'end', refetch });
}
