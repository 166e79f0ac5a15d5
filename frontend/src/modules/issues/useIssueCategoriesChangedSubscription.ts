import { graphql } from 'react-relay';
import { useConnectionChanges } from '@/modules/relay/useConnectionChanges';

const subscription = graphql`
  subscription useIssueCategoriesChangedSubscription {
    issueCategoriesChanged {
      kind
      issueCategory {
        id
        ...IssueChoiceManager_category
      }
    }
  }
`;

/** Keeps the category list live through the store (CREATED joins at the end: it is ordered by position), read again after a reconnect. */
export function useIssueCategoriesChangedSubscription(connectionId: string, refetch: () => void): void {
  useConnectionChanges({ subscription, field: 'issueCategoriesChanged', nodeField: 'issueCategory', connectionId, edgeType: 'IssueCategoryEdge', insertAt: 'end', refetch });
}
