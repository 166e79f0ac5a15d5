import { useMemo } from 'react';
import { graphql } from 'react-relay';
import { useServerSearch, type ServerSearchProps } from '@/modules/ui/form/useServerSearch';
import { useAiModelOptions, type AiModelOption } from './useAiModelOptions';
import type { useAiModelOptions_query$key } from './__generated__/useAiModelOptions_query.graphql';
import type { useAiModelSearchQuery, useAiModelSearchQuery$data } from './__generated__/useAiModelSearchQuery.graphql';

/** The enabled models whose display name or model name has what is typed in a picker, each with its tools. */
const searchQuery = graphql`
  query useAiModelSearchQuery($keyword: String!) {
    aiModels(first: 20, filter: { keyword: $keyword, enabled: true }, orderBy: { field: DISPLAY_NAME, direction: ASC }) {
      edges {
        node {
          id
          name: displayName
          ...useAiModelOptions_model @relay(mask: false)
        }
      }
    }
  }
`;

type FoundModel = useAiModelSearchQuery$data['aiModels']['edges'][number]['node'];

/**
 * The models a form's model picker offers (issue 33): the first page of usable models, and those its
 * search found on the server by name (a usable one: enabled, its provider configured), each with its
 * tools, so a model beyond the first page is picked and its tools offered. Spread `search` onto
 * `AiModelSelect`.
 */
export function useAiModelPicker(query: useAiModelOptions_query$key): { models: readonly AiModelOption[]; search: ServerSearchProps } {
  const listed = useAiModelOptions(query);
  const search = useServerSearch<useAiModelSearchQuery, FoundModel>(searchQuery, (response) => response.aiModels);
  const found = search.found;
  const models = useMemo(() => {
    const ids = new Set(listed.map((model) => model.id));
    return [...listed, ...found.filter((model) => !ids.has(model.id) && model.enabled && model.providerConfigured)];
  }, [listed, found]);
  return { models, search: search.props };
}
