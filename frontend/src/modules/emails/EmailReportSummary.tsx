import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { emailReportEntries } from './emailReportCounts';
import { useEmailReportCounts } from './useEmailReportCounts';
import type { EmailReportSummary_job$key } from './__generated__/EmailReportSummary_job.graphql';

/** A job's report counts at a glance (distinct recipients each); they follow `emailJobChanged` live. */
export function EmailReportSummary({ job }: { job: EmailReportSummary_job$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment EmailReportSummary_job on EmailJob {
        ...useEmailReportCounts_job
      }
    `,
    job,
  );
  const report = useEmailReportCounts(data);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs" data-testid="email-report-summary">
      {emailReportEntries.map((entry) => (
        <Paper key={entry.key} withBorder radius="md" p="xs" data-testid="email-report-count" data-key={entry.key} data-count={report[entry.key]}>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(entry.label)}
          </Text>
          <Text fw={700} size="lg" c={report[entry.key] > 0 && entry.color !== 'gray' ? entry.color : undefined}>
            {intl.formatNumber(report[entry.key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
