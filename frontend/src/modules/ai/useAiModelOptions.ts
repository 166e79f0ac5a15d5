import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useAiModelOptions_query$data, useAiModelOptions_query$key } from './__generated__/useAiModelOptions_query.graphql';

export type AiModelOption = useAiModelOptions_query$data['aiModels']['edges'][number]['node'];

/**
 * The models a chat, an agent or a generated document may use: enabled, with their provider
 * configured on this server (a model whose provider is missing would only fail), each with its tools.
 */
export function useAiModelOptions(query: useAiModelOptions_query$key): readonly AiModelOption[] {
  const data = useFragment(
    graphql`
      fragment useAiModelOptions_query on Query {
        aiModels(first: 100, filter: { enabled: true }, orderBy: { field: DISPLAY_NAME, direction: ASC }) {
          edges {
            node {
              id
              displayName
              modelName
              provider
              enabled
              providerConfigured
              tools {
                id
                key
                name
                description
              }
            }
          }
        }
      }
    `,
    query,
  );
  return useMemo(() => data.aiModels.edges.map((edge) => edge.node).filter((model) => model.enabled && model.providerConfigured), [data]);
}
