import { ActionIcon, Badge, Group, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconEdit } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useShowError } from '@/modules/relay/showFailure';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { useSetAiModelEnabled } from './useSetAiModelEnabled';
import type { AiModelRow_model$key } from './__generated__/AiModelRow_model.graphql';

const messages = defineMessages({
  enabled: defineMessage<{ name: string }>({ id: 'ai.model.row.enabled', defaultMessage: '{name} enabled' }),
  notConfigured: { id: 'ai.model.row.notConfigured', defaultMessage: 'Provider not configured' },
  notConfiguredHint: { id: 'ai.model.row.notConfiguredHint', defaultMessage: 'This server has no provider of this name: the model cannot answer.' },
  noTools: { id: 'ai.model.row.noTools', defaultMessage: 'None' },
  edit: defineMessage<{ name: string }>({ id: 'ai.model.row.edit', defaultMessage: 'Edit {name}' }),
  turnedOn: defineMessage<{ name: string }>({ id: 'ai.model.row.turnedOn', defaultMessage: '{name} is enabled.' }),
  turnedOff: defineMessage<{ name: string }>({ id: 'ai.model.row.turnedOff', defaultMessage: '{name} is disabled.' }),
});

/** One model of the /ai-models table (a card on a phone): enabled switch, tools, limits, and a warning when its provider is missing. */
export function AiModelRow({ model, onEdit }: { model: AiModelRow_model$key; onEdit: (id: string) => void }) {
  const intl = useIntl();
  const showError = useShowError();
  const data = useFragment(
    graphql`
      fragment AiModelRow_model on AiModel {
        id
        displayName
        provider
        providerConfigured
        modelName
        enabled
        maxTokens
        version
        tools {
          id
          name
        }
      }
    `,
    model,
  );
  const [setEnabled, setting] = useSetAiModelEnabled();
  const toggle = (enabled: boolean) =>
    setEnabled({
      variables: { input: { id: data.id, enabled } },
      optimisticResponse: { setAiModelEnabled: { aiModel: { id: data.id, enabled, version: data.version, updatedAt: new Date().toISOString() } } },
      onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(enabled ? messages.turnedOn : messages.turnedOff, { name: data.displayName }) }),
      onError: showError,
    });
  return (
    <ListRow data-testid="ai-model-row">
      <ListCell column="displayName" primary>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text fw={500} style={{ wordBreak: 'break-word' }}>
            {data.displayName}
          </Text>
          <Tooltip label={intl.formatMessage(messages.edit, { name: data.displayName })}>
            <ActionIcon variant="subtle" aria-label={intl.formatMessage(messages.edit, { name: data.displayName })} onClick={() => onEdit(data.id)}>
              <IconEdit size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </ListCell>
      <ListCell column="provider">
        <Group gap={6}>
          <Text size="sm">{data.provider}</Text>
          {!data.providerConfigured && (
            <Tooltip label={intl.formatMessage(messages.notConfiguredHint)} multiline w={260}>
              <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />} data-testid="ai-model-provider-missing">
                {intl.formatMessage(messages.notConfigured)}
              </Badge>
            </Tooltip>
          )}
        </Group>
      </ListCell>
      <ListCell column="modelName">
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {data.modelName}
        </Text>
      </ListCell>
      <ListCell column="enabled">
        <Switch
          checked={data.enabled}
          disabled={setting}
          onChange={(event) => toggle(event.currentTarget.checked)}
          aria-label={intl.formatMessage(messages.enabled, { name: data.displayName })}
        />
      </ListCell>
      <ListCell column="tools">
        {data.tools.length ? (
          <Group gap={4}>
            {data.tools.map((tool) => (
              <Badge key={tool.id} variant="outline" size="sm" tt="none">
                {tool.name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.noTools)}
          </Text>
        )}
      </ListCell>
      <ListCell column="maxTokens">
        <Text size="sm">{intl.formatNumber(data.maxTokens)}</Text>
      </ListCell>
    </ListRow>
  );
}
