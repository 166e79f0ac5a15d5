import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useProjectChangedSubscription as Subscription } from './__generated__/useProjectChangedSubscription.graphql';

const subscription = graphql`
  subscription useProjectChangedSubscription($id: ID!) {
    projectChanged(id: $id) {
      id
      ...ProjectDetail_project
      ...ProjectRow_project
    }
  }
`;

/** Keeps one project live in the store (its detail page, issue 13). */
export function useProjectChangedSubscription(id: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('projectChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
}
