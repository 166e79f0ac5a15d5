import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import type { Environment, GraphQLSubscriptionConfig } from 'relay-runtime';
import { isAdmin } from '@/modules/members/isAdmin';
import { resync } from '@/modules/relay/resync';
import { useAiModelOptions } from './useAiModelOptions';
import type { useAiAvailabilityModelsSubscription as Subscription } from './__generated__/useAiAvailabilityModelsSubscription.graphql';
import type { useAiAvailabilityQuery as Query } from './__generated__/useAiAvailabilityQuery.graphql';

/**
 * What the server says about AI for this viewer: its configured providers and its enabled
 * models (the same `aiModels` field, with the same arguments, as every page's model picker,
 * so reading it again updates the pickers too).
 */
export const aiAvailabilityQuery = graphql`
  query useAiAvailabilityQuery {
    profile {
      roles {
        roleId
      }
    }
    aiProviders {
      name
    }
    ...useAiModelOptions_query
  }
`;

const subscription = graphql`
  subscription useAiAvailabilityModelsSubscription {
    aiModelsChanged {
      kind
      aiModel {
        id
        enabled
        providerConfigured
      }
    }
  }
`;

export interface AiAvailability {
  /** At least one enabled model whose provider this server is configured with. */
  usable: boolean;
  /** No provider is configured on this server at all. */
  noProvider: boolean;
  /** The viewer is an admin: they can set AI up (/ai-models). */
  admin: boolean;
}

/** One read again per burst of notices, however many screens asked. */
let refetchQueued = false;

function readAgain(environment: Environment): void {
  if (refetchQueued) return;
  refetchQueued = true;
  setTimeout(() => {
    refetchQueued = false;
    fetchQuery<Query>(environment, aiAvailabilityQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('AI availability could not be read again', error),
    });
  }, 0);
}

/**
 * Whether AI can answer here, live: a model an admin enables, disables or adds (`aiModelsChanged`)
 * changes every action that needs one at once, in every tab; read again after a reconnect.
 * Suspends on the first read.
 */
export function useAiAvailability(): AiAvailability {
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<Query>(aiAvailabilityQuery, {}, { fetchPolicy: 'store-or-network' });
  const models = useAiModelOptions(data);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      // A model changed in place is already right in the store; a new or re-enabled one is not
      // in the enabled list yet, so the list is read again.
      onNext: () => readAgain(environment),
      onError: (error) => console.warn('aiModelsChanged subscription ended', error),
    }),
    [environment],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => readAgain(environment)), [environment]);
  return { usable: models.length > 0, noProvider: data.aiProviders.length === 0, admin: isAdmin(data.profile.roles) };
}
