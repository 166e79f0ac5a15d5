import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { useRefetchShown } from '@/modules/relay/useLiveList';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListBody } from '@/modules/ui/list/ListBody';
import { AiModelFormModal } from './AiModelFormModal';
import { AiModelRow } from './AiModelRow';
import { useAiModelsChangedSubscription } from './useAiModelsChangedSubscription';
import type { AiModelTable_query$key } from './__generated__/AiModelTable_query.graphql';
import type { AiModelTable_catalogue$key } from './__generated__/AiModelTable_catalogue.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

const messages = defineMessages({
  title: { id: 'ai.models.title', defaultMessage: 'Models' },
  add: { id: 'ai.models.add', defaultMessage: 'Add model' },
  displayName: { id: 'ai.model.field.displayName', defaultMessage: 'Display name' },
  provider: { id: 'ai.model.field.provider', defaultMessage: 'Provider' },
  modelName: { id: 'ai.model.field.modelName', defaultMessage: 'Model name' },
  enabled: { id: 'ai.model.field.enabled', defaultMessage: 'Enabled' },
  tools: { id: 'ai.model.field.tools', defaultMessage: 'Tools' },
  maxTokens: { id: 'ai.model.field.maxTokens', defaultMessage: 'Max tokens' },
  empty: { id: 'ai.models.empty', defaultMessage: 'No AI model yet' },
  countAll: defineMessage<{ total: number }>({ id: 'ai.models.countAll', defaultMessage: '{total, plural, one {# model} other {# models}}' }),
  count: defineMessage<{ shown: number; total: number }>({ id: 'ai.models.count', defaultMessage: '{shown, number} of {total, plural, one {# model} other {# models}}' }),
});

const pageSize = 50;

interface Props {
  query: AiModelTable_query$key;
  /** The tools and providers a model may be given. */
  catalogue: AiModelTable_catalogue$key;
}

/** /ai-models: every model (display names A→Z), add and edit in a dialog, enable with a switch; live through `aiModelsChanged`. */
export function AiModelTable({ query, catalogue }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment AiModelTable_query on Query
      @refetchable(queryName: "AiModelTablePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        aiModels(first: $first, after: $after, orderBy: { field: DISPLAY_NAME, direction: ASC }) @connection(key: "AiModelTable_aiModels") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              ...AiModelRow_model
              ...AiModelFormModal_model
            }
          }
        }
      }
    `,
    query,
  );
  const options = useFragment(
    graphql`
      fragment AiModelTable_catalogue on Query {
        aiTools {
          id
          key
          name
          description
        }
        aiProviders {
          name
        }
      }
    `,
    catalogue,
  );
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const edges = data.aiModels.edges;
  const connectionId = data.aiModels.__id;
  const resync = useRefetchShown({ refetch, loadNext, hasNext, isLoadingNext }, pageSize, edges.length);
  useAiModelsChangedSubscription(connectionId, resync);
  const edited = editing && editing !== 'new' ? edges.find((edge) => edge.node.id === editing)?.node : null;
  const onLoadMore = useLoadNext(loadNext, pageSize);
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.title)}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {intl.formatMessage(messages.title)}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} disabled={options.aiProviders.length === 0}>
          {intl.formatMessage(messages.add)}
        </Button>
      </Group>
      <ListBody
        label={intl.formatMessage(messages.title)}
        minWidth={820}
        columns={[
          { key: 'displayName', label: intl.formatMessage(messages.displayName) },
          { key: 'provider', label: intl.formatMessage(messages.provider) },
          { key: 'modelName', label: intl.formatMessage(messages.modelName) },
          { key: 'enabled', label: intl.formatMessage(messages.enabled) },
          { key: 'tools', label: intl.formatMessage(messages.tools) },
          { key: 'maxTokens', label: intl.formatMessage(messages.maxTokens) },
        ]}
        empty={{ filtered: false, onClear: () => undefined, text: intl.formatMessage(messages.empty) }}
        shown={edges.length}
        totalCount={data.aiModels.totalCount}
        totalCountCapped={data.aiModels.totalCountCapped}
        countMessages={{ all: messages.countAll, some: messages.count }}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={onLoadMore}
        loadMoreLabel={intl.formatMessage(commonMessages.loadMore)}
      >
        {edges.map((edge) => (
          <AiModelRow key={edge.node.id} model={edge.node} onEdit={setEditing} />
        ))}
      </ListBody>
      {editing !== null && (editing === 'new' || edited) && (
        <AiModelFormModal
          key={editing}
          model={edited ?? null}
          tools={options.aiTools}
          providers={options.aiProviders.map((provider) => provider.name)}
          connectionId={connectionId}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
