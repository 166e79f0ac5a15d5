import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useTaskChangedSubscription($id: ID!) {
    taskChanged(id: $id) {
      id
      ...TaskDetail_task
      ...TaskRow_task
    }
  }
`;

/** Keeps one task live; re-syncs through `refresh` after the socket reconnects. */
export function useTaskChangedSubscription(id: string, refresh: () => void): void {
  useLiveEntity(subscription, id, refresh);
}
