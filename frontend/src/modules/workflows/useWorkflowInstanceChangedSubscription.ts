import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useWorkflowInstanceChangedSubscription($id: ID!) {
    workflowInstanceChanged(id: $id) {
      id
      ...WorkflowInstanceDetail_instance
      ...WorkflowInstanceRow_instance
    }
  }
`;

/**
 * Keeps one instance live on its page in every browser: a step approved, rejected or completed
 * by someone else, a document attached, the current step moving on all change in place. After
 * a reconnect `refresh` re-reads it.
 */
export function useWorkflowInstanceChangedSubscription(id: string, refresh: () => void): void {
  useLiveEntity(subscription, id, refresh);
}
