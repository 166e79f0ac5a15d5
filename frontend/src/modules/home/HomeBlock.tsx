import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type Key, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { HomeEmpty } from './HomeEmpty';

const messages = defineMessages({
  viewAll: { id: 'home.viewAll', defaultMessage: 'View all' },
  viewAllOf: defineMessage<{ block: string }>({ id: 'home.viewAllOf', defaultMessage: 'View all: {block}' }),
  capped: defineMessage<{ total: number }>({ id: 'home.totalCapped', defaultMessage: '{total, number}+' }),
});

interface Props {
  title: string;
  /** The full list's (locale-less) path; none for a block without one. */
  viewAll?: string;
  /** How many there are in all (shown beside the heading). */
  total?: number;
  /** More than `total`: the server counts no further than its cap (issue 33). */
  totalCapped?: boolean;
  testId: string;
  children: ReactNode;
}

/** One block of the home page: a heading with its count and a "View all" link, then its content. */
export function HomeBlock({ title, viewAll, total, totalCapped = false, testId, children }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={testId} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            {total !== undefined && total > 0 && (
              <Badge variant="light" color="gray" data-testid="home-block-total">
                {totalCapped ? intl.formatMessage(messages.capped, { total }) : intl.formatNumber(total)}
              </Badge>
            )}
          </Group>
          {viewAll && (
            <Anchor
              component={Link}
              to={to(viewAll)}
              size="sm"
              style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: 4 }}
              aria-label={intl.formatMessage(messages.viewAllOf, { block: title })}
            >
              {intl.formatMessage(messages.viewAll)}
              <IconArrowRight size={14} aria-hidden />
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A block's shape while the home query loads. */
export function HomeBlockSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Paper withBorder radius="md" p="md" aria-hidden>
      <Stack gap="sm">
        <Skeleton h={24} w="45%" />
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} h={20} />
        ))}
      </Stack>
    </Paper>
  );
}

interface ListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** Each entry's test id. */
  itemTestId: string;
  /** Said when there is nothing to list. */
  empty: string;
  gap?: MantineSpacing;
  children: (item: T) => ReactNode;
}

/** A block's list (issue 32: the blocks share it): one entry per item, or the block's quiet line when there is none. */
export function HomeList<T>({ items, itemKey, itemTestId, empty, gap = 'xs', children }: ListProps<T>) {
  if (items.length === 0) return <HomeEmpty>{empty}</HomeEmpty>;
  return (
    <Stack gap={gap} component="ul" className="home-list">
      {items.map((item) => (
        <li key={itemKey(item)} data-testid={itemTestId}>
          {children(item)}
        </li>
      ))}
    </Stack>
  );
}

/** An entry's title, linking to it (a locale-less path). */
export function HomeLink({ path, children }: { path: string; children: ReactNode }) {
  const to = useLocalePath();
  return (
    <Anchor component={Link} to={to(path)} fw={500} className="home-title">
      {children}
    </Anchor>
  );
}

interface EntryProps {
  /** The entry's title (a HomeLink, a badge). */
  head: ReactNode;
  /** What stands at the end of the title's line (badges, a count); it wraps under the title on a narrow screen. */
  side?: ReactNode;
  /** What stands under the title's line (dates, a bar). */
  below?: ReactNode;
  gap?: MantineSpacing;
}

/** One entry of a block's list: its title's line, and maybe a line under it. */
export function HomeEntry({ head, side, below, gap = 2 }: EntryProps) {
  const top =
    side !== undefined ? (
    <Group justify="space-between" gap="xs" wrap="wrap">
      {head}
      {side}
    </Group>
  ) : (
    head
  );
  return below ? (
    <Stack gap={gap}>
      {top}
      {below}
    </Stack>
  ) : (
    top
  );
}

/** A row of small facts about an entry (badges, dates), wrapping. */
export function HomeFacts({ gap = 'xs', children }: { gap?: MantineSpacing; children: ReactNode }) {
  return (
    <Group gap={gap} wrap="wrap">
      {children}
    </Group>
  );
}

/** When something happened, in words ("Updated 5 minutes ago"), with the exact time on hover. */
export function HomeTime({ time, children }: { time: string; children: string }) {
  const intl = useIntl();
  return (
    <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(time)} title={formatDateTime(intl, time)}>
      {children}
    </Text>
  );
}
