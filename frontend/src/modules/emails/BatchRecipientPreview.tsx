import { Alert, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { useDebouncedFetch } from '@/modules/ui/useDebouncedFetch';
import type { BatchRecipientPreviewQuery } from './__generated__/BatchRecipientPreviewQuery.graphql';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const query = graphql`
  query BatchRecipientPreviewQuery($conditions: EmailConditionsInput!) {
    batchRecipientPreview(conditions: $conditions) {
      count
      suppressed
      limit
      sample {
        email
        name
        organizationName
      }
    }
  }
`;

const messages = defineMessages({
  title: { id: 'email.field.recipients', defaultMessage: 'Recipients' },
  choose: { id: 'email.batch.preview.choose', defaultMessage: 'Choose a deal stage to count the recipients.' },
  count: defineMessage<{ count: number }>({ id: 'email.batch.preview.count', defaultMessage: '{count, plural, one {# recipient now} other {# recipients now}}' }),
  suppressed: defineMessage<{ count: number }>({ id: 'email.batch.preview.suppressed', defaultMessage: 'Left out (unsubscribed, complained or failed before): {count, number}.' }),
  limit: defineMessage<{ limit: number }>({ id: 'email.batch.preview.limit', defaultMessage: 'At most {limit, number} recipients per batch.' }),
  tooMany: { id: 'email.batch.preview.tooMany', defaultMessage: 'Too many recipients' },
  tooManyBody: defineMessage<{ limit: number }>({ id: 'email.batch.preview.tooManyBody', defaultMessage: 'The limit is {limit, number}: narrow the stages or tags.' }),
  sample: { id: 'email.batch.preview.sample', defaultMessage: 'Examples' },
  email: { id: 'email.batch.preview.email', defaultMessage: 'Email' },
  name: { id: 'email.field.name', defaultMessage: 'Name' },
  organization: { id: 'email.batch.preview.organization', defaultMessage: 'Organization' },
  failed: { id: 'email.batch.preview.failed', defaultMessage: 'The recipients could not be counted' },
});

/** How long the conditions must stay unchanged before the recipients are counted again. */
const countDebounceMs = 300;

interface Props {
  dealStatusIds: readonly number[];
  tagIds: readonly string[];
}

/**
 * Who a batch with these conditions would reach now (`batchRecipientPreview`): the count, how
 * many addresses are left out, the limit, and five of them; a warning when the count is over the
 * limit. Counted again (debounced) whenever the conditions change.
 */
export function BatchRecipientPreview({ dealStatusIds, tagIds }: Props) {
  const intl = useIntl();
  const stages = dealStatusIds.join(',');
  const tags = tagIds.join(',');
  const conditions = stages ? { dealStatusIds: stages.split(',').map(Number), tagIds: tags ? tags.split(',') : [] } : null;
  const { data, error, loading } = useDebouncedFetch<BatchRecipientPreviewQuery>(query, conditions && { conditions }, { delayMs: countDebounceMs });
  const preview = data?.batchRecipientPreview ?? null;

  const over = preview !== null && preview.count > preview.limit;
  return (
    <Paper withBorder radius="md" p="md" style={{ alignSelf: 'start' }} component="section" aria-label={intl.formatMessage(messages.title)} data-testid="batch-recipient-preview">
      <Stack gap="sm">
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <IconUsers size={18} aria-hidden />
            <Title order={3} size="h5">
              {intl.formatMessage(messages.title)}
            </Title>
          </Group>
          {loading && <Loader size="xs" aria-label={intl.formatMessage(commonMessages.loading)} />}
        </Group>
        {!stages && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.choose)}
          </Text>
        )}
        {error && (
          <ErrorAlert title={intl.formatMessage(messages.failed)}>
            {error}
          </ErrorAlert>
        )}
        {stages && preview && (
          <>
            <Text fw={600} size="lg" role="status" data-testid="batch-recipient-count" data-count={preview.count} data-limit={preview.limit}>
              {intl.formatMessage(messages.count, { count: preview.count })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="batch-recipient-suppressed" data-count={preview.suppressed}>
              {intl.formatMessage(messages.suppressed, { count: preview.suppressed })} {intl.formatMessage(messages.limit, { limit: preview.limit })}
            </Text>
            {over && (
              <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={intl.formatMessage(messages.tooMany)} data-testid="batch-recipient-over-limit">
                {intl.formatMessage(messages.tooManyBody, { limit: preview.limit })}
              </Alert>
            )}
            {preview.sample.length > 0 && (
              <ScrollTable
                minWidth={420}
                columns={[messages.email, messages.name, messages.organization]}
                caption={intl.formatMessage(messages.sample)}
                verticalSpacing={4}
                withTableBorder
                aria-label={intl.formatMessage(messages.sample)}
                data-testid="batch-recipient-sample"
              >
                {preview.sample.slice(0, 5).map((recipient) => (
                  <Table.Tr key={`${recipient.email}\n${recipient.organizationName}`}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{recipient.email}</Table.Td>
                    <Table.Td>{recipient.name}</Table.Td>
                    <Table.Td>{recipient.organizationName}</Table.Td>
                  </Table.Tr>
                ))}
              </ScrollTable>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
