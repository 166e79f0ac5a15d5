import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useDocumentChangedSubscription as Subscription } from './__generated__/useDocumentChangedSubscription.graphql';

const subscription = graphql`
  subscription useDocumentChangedSubscription($id: ID!) {
    documentChanged(id: $id) {
      id
      ...DocumentDetail_document
      ...DocumentRow_document
    }
  }
`;

/** Keeps one document live in the store (its detail page in every browser). */
export function useDocumentChangedSubscription(id: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('documentChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
}
