import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
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
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
