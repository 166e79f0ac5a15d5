import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import type { useEmailTemplateChangedSubscription as Subscription } from './__generated__/useEmailTemplateChangedSubscription.graphql';

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
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('emailTemplateChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
