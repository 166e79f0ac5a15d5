import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import type { useWorkflowTemplateChangedSubscription as Subscription } from './__generated__/useWorkflowTemplateChangedSubscription.graphql';

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
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('workflowTemplateChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
