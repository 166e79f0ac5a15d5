import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ScrollTable } from '@/modules/ui/ScrollTable';
import { apiTokenMessages as messages } from './apiTokenMessages';
import { ApiTokenRow } from './ApiTokenRow';
import type { ApiTokenRow_token$key } from './__generated__/ApiTokenRow_token.graphql';

/** Tokens as rows (the employee's own settings, and an admin's view of a member), or "none yet". */
export function ApiTokenTable({ nodes }: { nodes: readonly ({ id: string } & ApiTokenRow_token$key)[] }) {
  const intl = useIntl();
  if (nodes.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="api-tokens-empty">
        {intl.formatMessage(messages.empty)}
      </Text>
    );
  }
  return (
    <ScrollTable
      minWidth={760}
      columns={[messages.name, messages.scope, messages.createdAt, messages.expires, messages.lastUsed, messages.status, messages.actions]}
      data-testid="api-tokens"
    >
      {nodes.map((node) => (
        <ApiTokenRow key={node.id} token={node} />
      ))}
    </ScrollTable>
  );
}
