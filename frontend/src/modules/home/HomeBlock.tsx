import { Anchor, Badge, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';

const messages = defineMessages({
  viewAll: { id: 'home.viewAll', defaultMessage: 'View all' },
  viewAllOf: defineMessage<{ block: string }>({ id: 'home.viewAllOf', defaultMessage: 'View all: {block}' }),
});

interface Props {
  title: string;
  /** The full list's (locale-less) path; none for a block without one. */
  viewAll?: string;
  /** How many there are in all (shown beside the heading). */
  total?: number;
  testId: string;
  children: ReactNode;
}

/** One block of the home page: a heading with its count and a "View all" link, then its content. */
export function HomeBlock({ title, viewAll, total, testId, children }: Props) {
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
                {intl.formatNumber(total)}
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
