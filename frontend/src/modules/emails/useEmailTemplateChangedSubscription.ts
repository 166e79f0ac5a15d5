import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useEmailTemplateChangedSubscription($id: ID!) {
    emailTemplateChanged(id: $id) {
      kind
      emailTemplate {
        id
        ...EmailTemplateDetail_template
        ...EmailTemplateForm_template
        ...EmailTemplateRow_template
      }
    }
  }
`;

/**
 * Keeps one template live in every browser on its pages (its fields change in place in the
 * store); after a socket reconnect `refresh` re-reads it.
 */
export function useEmailTemplateChangedSubscription(id: string, refresh: () => void): void {
  useLiveEntity(subscription, id, refresh);
}
