import { Anchor, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { DetailField } from '@/modules/ui/DetailFacts';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { parseHeaders, prettyJson } from './emailEventData';
import { emailJobPath, jobKind } from './emailPaths';
import { emailEventType } from './emailStatuses';
import { EmailStatusBadge } from './EmailStatusBadge';
import type { EmailEventDetail_event$key } from './__generated__/EmailEventDetail_event.graphql';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const messages = defineMessages({
  type: { id: 'email.event.type', defaultMessage: 'Event' },
  recipient: { id: 'email.delivery.email', defaultMessage: 'Recipient' },
  occurredAt: { id: 'email.event.occurredAt', defaultMessage: 'Time' },
  source: { id: 'email.event.source', defaultMessage: 'Source' },
  url: { id: 'email.event.url', defaultMessage: 'Link clicked' },
  reason: { id: 'email.event.reason', defaultMessage: 'Reason' },
  job: { id: 'email.job.form.label', defaultMessage: 'Email job' },
  headers: { id: 'email.event.headers', defaultMessage: 'Headers' },
  noHeaders: { id: 'email.event.noHeaders', defaultMessage: 'No headers (only accepted messages have them).' },
  header: { id: 'email.event.header', defaultMessage: 'Header' },
  value: { id: 'email.event.value', defaultMessage: 'Value' },
  raw: { id: 'email.event.raw', defaultMessage: 'Raw provider data' },
});

/**
 * One delivery event: its type, recipient, time and source, the link clicked or the failure's
 * reason, the message's headers as a table (accepted events) and the provider's raw data as
 * pretty-printed JSON. Nothing here is rendered as HTML.
 */
export function EmailEventDetail({ event }: { event: EmailEventDetail_event$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment EmailEventDetail_event on EmailEvent {
        id
        type
        typeId
        recipient
        occurredAt
        source
        url
        reason
        raw
        headers
        job {
          id
          kind
          subject
        }
      }
    `,
    event,
  );
  const headers = parseHeaders(data.headers);
  const kind = jobKind(data.job.kind) ?? 'SINGLE';
  return (
    <Stack gap="lg">
      <Card withBorder radius="md">
        <Stack gap="md">
          <Group gap="xl" wrap="wrap" align="flex-start">
            <DetailField label={intl.formatMessage(messages.type)}>
              <EmailStatusBadge option={emailEventType(data.type)} size="lg" data-testid="email-event-type" />
            </DetailField>
            <DetailField label={intl.formatMessage(messages.recipient)}>
              <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="email-event-recipient">
                {data.recipient}
              </Text>
            </DetailField>
            <DetailField label={intl.formatMessage(messages.occurredAt)}>
              <Text size="sm" component="time" dateTime={isoDateTime(data.occurredAt)} title={formatRelative(intl, data.occurredAt)}>
                {formatDateTime(intl, data.occurredAt)}
              </Text>
            </DetailField>
            <DetailField label={intl.formatMessage(messages.source)}>
              <Text size="sm" data-testid="email-event-source">
                {data.source}
              </Text>
            </DetailField>
          </Group>
          <DetailField label={intl.formatMessage(messages.job)}>
            <Anchor component={Link} to={to(emailJobPath(kind, data.job.id))} size="sm" style={{ wordBreak: 'break-word' }}>
              {data.job.subject}
            </Anchor>
          </DetailField>
          {data.url && (
            <DetailField label={intl.formatMessage(messages.url)}>
              {/* Shown, not followed: a tracked link may lead anywhere. */}
              <Code style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="email-event-url">
                {data.url}
              </Code>
            </DetailField>
          )}
          {data.reason && (
            <DetailField label={intl.formatMessage(messages.reason)}>
              <Text size="sm" style={{ wordBreak: 'break-word' }} data-testid="email-event-reason">
                {data.reason}
              </Text>
            </DetailField>
          )}
        </Stack>
      </Card>
      <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.headers)}>
        <Title order={2} size="h4">
          {intl.formatMessage(messages.headers)}
        </Title>
        {headers === null ? (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {data.headers}
          </Code>
        ) : headers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.noHeaders)}
          </Text>
        ) : (
          <ScrollTable
            minWidth={480}
            columns={[{ label: messages.header, w: '28%' }, messages.value]}
            withTableBorder
            striped
            verticalSpacing={4}
            aria-label={intl.formatMessage(messages.headers)}
            data-testid="email-event-headers"
          >
            {headers.map(([name, value], index) => (
              <Table.Tr key={`${name}\n${index}`} data-header={name}>
                <Table.Td>
                  <Text size="sm" ff="monospace" fw={500}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {value}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.raw)}>
        <Title order={2} size="h4">
          {intl.formatMessage(messages.raw)}
        </Title>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 560, overflow: 'auto' }} data-testid="email-event-raw">
          {prettyJson(data.raw)}
        </Code>
      </Stack>
    </Stack>
  );
}
