import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  accepted: { id: 'email.event.type.accepted', defaultMessage: 'Accepted' },
  delivered: { id: 'email.event.type.delivered', defaultMessage: 'Delivered' },
  opened: { id: 'email.event.type.opened', defaultMessage: 'Opened' },
  clicked: { id: 'email.event.type.clicked', defaultMessage: 'Clicked' },
  failed: { id: 'home.emails.failed', defaultMessage: 'Failed' },
  label: defineMessage<{ accepted: number; delivered: number; opened: number; clicked: number; failed: number }>({
    id: 'home.emails.funnelLabel',
    defaultMessage: '{accepted} accepted, {delivered} delivered, {opened} opened, {clicked} clicked, {failed} failed',
  }),
});

/** The counts a funnel shows (distinct recipients each). */
export interface FunnelCounts {
  readonly accepted: number;
  readonly delivered: number;
  readonly opened: number;
  readonly clicked: number;
  readonly permanentFailures: number;
}

const stages = [
  { key: 'accepted', label: messages.accepted, color: 'blue' },
  { key: 'delivered', label: messages.delivered, color: 'teal' },
  { key: 'opened', label: messages.opened, color: 'green' },
  { key: 'clicked', label: messages.clicked, color: 'lime' },
  { key: 'permanentFailures', label: messages.failed, color: 'red' },
] as const;

/** Adds up jobs' funnels. */
export function sumFunnels(reports: readonly FunnelCounts[]): FunnelCounts {
  return reports.reduce<FunnelCounts>(
    (sum, report) => ({
      accepted: sum.accepted + report.accepted,
      delivered: sum.delivered + report.delivered,
      opened: sum.opened + report.opened,
      clicked: sum.clicked + report.clicked,
      permanentFailures: sum.permanentFailures + report.permanentFailures,
    }),
    { accepted: 0, delivered: 0, opened: 0, clicked: 0, permanentFailures: 0 },
  );
}

/** A small funnel: accepted → delivered → opened → clicked, and the failures, each a bar against the accepted. */
export function EmailFunnel({ report, testId }: { report: FunnelCounts; testId?: string }) {
  const intl = useIntl();
  const base = Math.max(1, report.accepted, report.permanentFailures);
  const label = intl.formatMessage(messages.label, {
    accepted: report.accepted,
    delivered: report.delivered,
    opened: report.opened,
    clicked: report.clicked,
    failed: report.permanentFailures,
  });
  return (
    <SimpleGrid cols={5} spacing={6} role="img" aria-label={label} data-testid={testId}>
      {stages.map((stage) => {
        const value = report[stage.key];
        return (
          <Stack key={stage.key} gap={2} miw={0} aria-hidden data-stage={stage.key}>
            <Text size="xs" c="dimmed" truncate>
              {intl.formatMessage(stage.label)}
            </Text>
            <Text size="sm" fw={600} c={stage.key === 'permanentFailures' && value > 0 ? 'red' : undefined}>
              {intl.formatNumber(value)}
            </Text>
            <div className="home-bar">
              <Box bg={`${stage.color}.6`} w={`${value > 0 ? Math.max(4, (value / base) * 100) : 0}%`} />
            </div>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
