import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useEmployeeChangedSubscription as Subscription } from './__generated__/useEmployeeChangedSubscription.graphql';

const subscription = graphql`
  subscription useEmployeeChangedSubscription($id: ID!) {
    employeeChanged(id: $id) {
      id
      ...MemberProfile_employee
      ...MemberRow_employee
    }
  }
`;

/**
 * Keeps one member live in the store (their profile page, issue 37 §3): another admin's role
 * change, a deactivation or a new avatar shows at once, and the roles editor starts from it.
 */
export function useEmployeeChangedSubscription(id: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('employeeChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
}
