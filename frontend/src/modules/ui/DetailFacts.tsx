import { Anchor, Group, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { commonMessages } from './commonMessages';
import { formatDateTime, formatRelative, isoDateTime, type DateValue } from './formatDate';

/**
 * The facts every detail page shows about its record, as one piece the areas call (issue 32:
 * detail page skeletons): who wrote it, and when it was created and last changed. The label
 * beside each stays the area's words.
 */

const messages = defineMessages({
  system: { id: 'history.system', defaultMessage: 'System' },
});

/** The record's author: their member page, or "System" for what no member wrote. */
export function AuthorLink({ author }: { author: { readonly id: string; readonly name: string } | null | undefined }) {
  const intl = useIntl();
  const to = useLocalePath();
  if (!author) return <Text size="sm">{intl.formatMessage(messages.system)}</Text>;
  return (
    <Anchor component={Link} to={to(`/members/${encodeURIComponent(author.id)}`)} size="sm">
      {author.name}
    </Anchor>
  );
}

/** A moment in the reader's zone; `relative` adds "5 minutes ago" on hover (for when it last changed). */
export function DateTimeText({ value, relative = false }: { value: DateValue; relative?: boolean }) {
  const intl = useIntl();
  return (
    <Text size="sm" component="time" dateTime={isoDateTime(value)} title={relative ? formatRelative(intl, value) : undefined}>
      {formatDateTime(intl, value)}
    </Text>
  );
}

/** One fact of a detail page: its small capital label above its value. */
export function DetailField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

interface ItemsProps<T> {
  label: string;
  items: readonly T[];
  /** The words shown, dimmed, when there are none ("No tags"). */
  empty: string;
  gap?: MantineSpacing | number;
  /** One item (with its key). */
  children: (item: T) => ReactNode;
}

/** A fact that is a list (tags, a team, linked records): the items in a row, or the area's words for none. */
export function DetailItems<T>({ label, items, empty, gap = 4, children }: ItemsProps<T>) {
  return (
    <DetailField label={label}>
      {items.length ? (
        <Group gap={gap}>{items.map(children)}</Group>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </DetailField>
  );
}

/** The dates' labels: "Created" and "Updated" unless the area words them itself. */
export type DateLabels = { createdAt?: MessageDescriptor; updatedAt?: MessageDescriptor };

/** When the record was created and when it last changed (with "5 minutes ago" on hover). */
export function RecordDates({
  record,
  messages: labels = {},
}: {
  record: { readonly createdAt: DateValue; readonly updatedAt: DateValue };
  messages?: DateLabels;
}) {
  const intl = useIntl();
  return (
    <>
      <DetailField label={labels.createdAt ? intl.formatMessage(labels.createdAt) : intl.formatMessage(commonMessages.createdAt)}>
        <DateTimeText value={record.createdAt} />
      </DetailField>
      <DetailField label={labels.updatedAt ? intl.formatMessage(labels.updatedAt) : intl.formatMessage(commonMessages.updatedAt)}>
        <DateTimeText value={record.updatedAt} relative />
      </DetailField>
    </>
  );
}

/**
 * Who wrote the record and its version, then when it was created and last changed, each row
 * wrapping on a narrow side panel (agents, workflow templates). The version's test id lets a
 * browser test see it move.
 */
export function RecordFacts({
  record,
  messages: labels,
  versionTestId,
}: {
  record: { readonly author: { readonly id: string; readonly name: string } | null | undefined; readonly version: number; readonly createdAt: DateValue; readonly updatedAt: DateValue };
  messages: { author: MessageDescriptor; version: MessageDescriptor } & DateLabels;
  versionTestId: string;
}) {
  const intl = useIntl();
  return (
    <>
      <Group gap="xl" wrap="wrap">
        <DetailField label={intl.formatMessage(labels.author)}>
          <AuthorLink author={record.author} />
        </DetailField>
        <DetailField label={intl.formatMessage(labels.version)}>
          <Text size="sm" data-testid={versionTestId}>
            {intl.formatNumber(record.version)}
          </Text>
        </DetailField>
      </Group>
      <Group gap="xl" wrap="wrap">
        <RecordDates record={record} messages={labels} />
      </Group>
    </>
  );
}
