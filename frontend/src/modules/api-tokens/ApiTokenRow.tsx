import { Badge, Button, Code, Table, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { DialogModal } from '@/modules/ui/DialogModal';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { formatDateTime, formatDay } from '@/modules/ui/formatDate';
import { apiTokenMessages as messages } from './apiTokenMessages';
import { useRevokeApiToken } from './useRevokeApiToken';
import type { ApiTokenRow_token$key, ApiTokenStatus } from './__generated__/ApiTokenRow_token.graphql';

const statuses: Record<ApiTokenStatus, { label: MessageDescriptor; color: string }> = {
  ACTIVE: { label: messages.active, color: 'green' },
  EXPIRED: { label: messages.expired, color: 'gray' },
  REVOKED: { label: messages.revoked, color: 'red' },
  '%future added value': { label: messages.status, color: 'gray' },
};

/** One token: name, its visible start, scope, dates, last use and status; revocable while active. */
export function ApiTokenRow({ token: key }: { token: ApiTokenRow_token$key }) {
  const intl = useIntl();
  const token = useFragment(
    graphql`
      fragment ApiTokenRow_token on ApiToken {
        id
        name
        prefix
        scope
        status
        createdAt
        expiresAt
        lastUsedAt
      }
    `,
    key,
  );
  const [revoke, revoking] = useRevokeApiToken();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const status = statuses[token.status] ?? statuses['%future added value'];
  const close = () => {
    setConfirming(false);
    setError(null);
  };
  const run = () =>
    revoke({
      variables: { input: { id: token.id } },
      onCompleted: (_, errors) => (errors?.length ? setError(errors[0]) : close()),
      onError: setError,
    });
  return (
    <Table.Tr data-testid="api-token-row" data-name={token.name}>
      <Table.Td>
        <Text fw={500}>{token.name}</Text>
        <Code title={intl.formatMessage(messages.startsWith)}>{intl.formatMessage(messages.prefix, { prefix: token.prefix })}</Code>
      </Table.Td>
      <Table.Td>{intl.formatMessage(token.scope === 'READ_WRITE' ? messages.readWrite : messages.read)}</Table.Td>
      <Table.Td>{formatDay(intl, token.createdAt)}</Table.Td>
      <Table.Td>{formatDay(intl, token.expiresAt)}</Table.Td>
      <Table.Td>{token.lastUsedAt ? formatDateTime(intl, token.lastUsedAt) : intl.formatMessage(messages.never)}</Table.Td>
      <Table.Td>
        <Badge color={status.color} variant="light" data-testid="api-token-status">
          {intl.formatMessage(status.label)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {token.status === 'ACTIVE' && (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconBan size={14} aria-hidden />} onClick={() => setConfirming(true)} data-testid="api-token-revoke">
            {intl.formatMessage(messages.revoke)}
          </Button>
        )}
        <DialogModal opened={confirming} onClose={close} title={intl.formatMessage(messages.revokeTitle)}>
          <Text size="sm" mb="md">
            {intl.formatMessage(messages.revokeBody, { name: token.name })}
          </Text>
          {error ? <ErrorAlert mb="md">{errorMessage(intl, error)}</ErrorAlert> : null}
          <DialogActions
            onCancel={close}
            confirm={{ label: intl.formatMessage(messages.revoke), color: 'red', loading: revoking, onClick: run, testId: 'api-token-revoke-confirm' }}
          />
        </DialogModal>
      </Table.Td>
    </Table.Tr>
  );
}
