import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, isoDateTime, type DateValue } from '@/modules/ui/formatDate';
import { ListCell } from './ListTable';

interface TitleCellProps {
  /** The column it fills (the row's primary cell: a card's heading on a phone). */
  column: string;
  /** The row's page (without the locale prefix) and its title, the link to it. */
  path: string;
  title: string;
  /** Beside the title: an archived or "waiting for me" badge. */
  badges?: ReactNode;
  /** A dimmed line below the title (two lines at most). */
  description?: string | null;
  /** Anything else below the title. */
  children?: ReactNode;
}

/**
 * A row's title cell, the same in every list (issue 32): the title links to the row's page,
 * badges beside it, a description or other lines below; just the link when there is nothing else.
 */
export function ListTitleCell({ column, path, title, badges, description, children }: TitleCellProps) {
  const to = useLocalePath();
  const link = (
    <Anchor component={Link} to={to(path)} fw={500} style={{ wordBreak: 'break-word' }}>
      {title}
    </Anchor>
  );
  const plain = badges === undefined && description === undefined && children === undefined;
  return (
    <ListCell column={column} primary>
      {plain ? (
        link
      ) : (
        <Stack gap={2} style={{ minWidth: 0 }}>
          {badges === undefined ? (
            link
          ) : (
            <Group gap="xs" wrap="wrap">
              {link}
              {badges}
            </Group>
          )}
          {description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {description}
            </Text>
          )}
          {children}
        </Stack>
      )}
    </ListCell>
  );
}

/** The small grey "Archived" badge beside an archived row's title. */
export function ListArchivedBadge({ archived, label, testId }: { archived: boolean; label: string; testId: string }) {
  if (!archived) return null;
  return (
    <Badge color="gray" size="sm" data-testid={testId}>
      {label}
    </Badge>
  );
}

/** A date and time cell (`updatedAt` unless told), as a `<time>` the reader's locale formats. */
export function ListTimeCell({ column = 'updatedAt', value }: { column?: string; value: DateValue }) {
  const intl = useIntl();
  return (
    <ListCell column={column}>
      <Text size="sm" component="time" dateTime={isoDateTime(value)}>
        {formatDateTime(intl, value)}
      </Text>
    </ListCell>
  );
}

/** A cell of plain text (a name, a count, a list of names). */
export function ListTextCell({ column, text }: { column: string; text: ReactNode }) {
  return (
    <ListCell column={column}>
      <Text size="sm">{text}</Text>
    </ListCell>
  );
}

/** A cell of badges side by side (tags, categories), wrapping on a narrow card. */
export function ListBadgesCell({ column, children }: { column: string; children: ReactNode }) {
  return (
    <ListCell column={column}>
      <Group gap={4}>{children}</Group>
    </ListCell>
  );
}
