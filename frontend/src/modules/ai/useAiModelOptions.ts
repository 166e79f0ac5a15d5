import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useAiModelOptions_query$data, useAiModelOptions_query$key } from './__generated__/useAiModelOptions_query.graphql';

export type AiModelOption = useAiModelOptions_query$data['aiModels']['edges'][number]['node'];

/** What a model picker needs of a model: its names, whether it is usable here, and its tools (the search reads the same, unmasked). */
export const aiModelOptionFragment = graphql`
  fragment useAiModelOptions_model on AiModel {
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
`;

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
              ...useAiModelOptions_model @relay(mask: false)
            }
          }
        }
      }
    `,
    query,
  );
  return useMemo(() => data.aiModels.edges.map((edge) => edge.node).filter((model) => model.enabled && model.providerConfigured), [data]);
}
