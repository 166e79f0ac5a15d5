import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useWorkflowTemplateChangedSubscription($id: ID!) {
    workflowTemplateChanged(id: $id) {
      id
      ...WorkflowTemplateDetail_template
      ...WorkflowTemplateForm_template
      ...WorkflowTemplateRow_template
    }
  }
`;

/** Keeps one template live on its pages in every browser (fields change in place); after a reconnect `refresh` re-reads it. */
export function useWorkflowTemplateChangedSubscription(id: string, refresh: () => void): void {
  useLiveEntity(subscription, id, refresh);
}
