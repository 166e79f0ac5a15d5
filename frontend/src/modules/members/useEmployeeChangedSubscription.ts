import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

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
export function useEmployeeChangedSubscription(id: string, refresh: () => void): void {
  useLiveEntity(subscription, id, refresh);
}
