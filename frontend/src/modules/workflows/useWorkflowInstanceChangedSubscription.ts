import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import type { useWorkflowInstanceChangedSubscription as Subscription } from './__generated__/useWorkflowInstanceChangedSubscription.graphql';

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
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('workflowInstanceChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
