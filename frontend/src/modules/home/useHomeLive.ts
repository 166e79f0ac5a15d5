import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { coalesce, type Coalesced } from './coalesce';
import type { useHomeLiveSubscription as Subscription } from './__generated__/useHomeLiveSubscription.graphql';

const subscription = graphql`
  subscription useHomeLiveSubscription {
    homeChanged {
      at
    }
  }
`;

/**
 * Keeps the home page live: each `homeChanged` (and a socket reconnect, when notices may have been
 * missed) asks for `refetch`, which re-reads the home query into the store; a burst of notices
 * gives one refetch, one at a time. The route's loader never runs again.
 */
export function useHomeLive(refetch: () => Promise<unknown>): void {
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);
  const runnerRef = useRef<Coalesced | null>(null);
  useEffect(() => {
    const runner = coalesce(() => refetchRef.current());
    runnerRef.current = runner;
    const stopResync = resync.subscribe(() => runner.trigger());
    return () => {
      stopResync();
      runner.dispose();
      runnerRef.current = null;
    };
  }, []);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: () => runnerRef.current?.trigger(),
      onError: (error) => console.warn('homeChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
}
