import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import type { useAgentChangedSubscription as Subscription } from './__generated__/useAgentChangedSubscription.graphql';

const subscription = graphql`
  subscription useAgentChangedSubscription($id: ID!) {
    agentChanged(id: $id) {
      id
      ...AgentDetail_agent
      ...AgentForm_agent
      ...AgentRow_agent
    }
  }
`;

/** Keeps one agent live on its page in every browser (fields change in place); after a reconnect `refresh` re-reads it. */
export function useAgentChangedSubscription(id: string, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('agentChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
