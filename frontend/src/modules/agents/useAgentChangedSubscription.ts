import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

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
  useLiveEntity(subscription, id, refresh);
}
