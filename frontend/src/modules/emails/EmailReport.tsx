import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import { PageLoader } from '@/modules/ui/PageLoader';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import { emailReportEntries, funnelKeys, problemKeys, reportEntry, shareOfAccepted, type EmailReportKey } from './emailReportCounts';
import { useEmailReportCounts } from './useEmailReportCounts';
import type { EmailReport_job$key } from './__generated__/EmailReport_job.graphql';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const EmailReportCharts = lazy(() => import('./EmailReportCharts').then((module) => ({ default: module.EmailReportCharts })));

const messages = defineMessages({
  title: { id: 'email.report.title', defaultMessage: 'Report' },
  funnel: { id: 'email.report.funnel', defaultMessage: 'Accepted → delivered → opened → clicked' },
  problems: { id: 'email.report.problems', defaultMessage: 'Failures, unsubscribes and complaints' },
  nothing: { id: 'email.report.nothing', defaultMessage: 'Nothing has been accepted yet.' },
  table: { id: 'email.report.table', defaultMessage: 'Counts' },
  measure: { id: 'email.report.measure', defaultMessage: 'Measure' },
  count: { id: 'email.field.recipients', defaultMessage: 'Recipients' },
  share: { id: 'email.report.share', defaultMessage: 'Of accepted' },
  none: { id: 'email.value.none', defaultMessage: '—' },
});

/**
 * A job's report (distinct recipients each): the funnel and what went wrong as charts, and every
 * count as a table with its share of the accepted messages. Live: the counts follow
 * `emailJobChanged` in the store.
 */
export function EmailReport({ job }: { job: EmailReport_job$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment EmailReport_job on EmailJob {
        ...useEmailReportCounts_job
      }
    `,
    job,
  );
  const report = useEmailReportCounts(data);
  const bars = (keys: readonly EmailReportKey[]) =>
    keys.map((key) => {
      const entry = reportEntry(key);
      return { key, label: intl.formatMessage(entry.label), value: report[key], color: entry.color };
    });
  const none = intl.formatMessage(messages.none);
  const charts = [
    { kind: 'funnel' as const, label: intl.formatMessage(messages.funnel), bars: bars(funnelKeys) },
    { kind: 'bars' as const, label: intl.formatMessage(messages.problems), bars: bars(problemKeys) },
  ];
  return (
    <Stack gap="md" component="section" aria-label={intl.formatMessage(messages.title)} data-testid="email-report">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {charts.map((chart) => (
          <Paper key={chart.kind} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Title order={3} size="h5">
                {chart.label}
              </Title>
              {/* A chart that fails leaves the table, which has the same figures. */}
              <SectionErrorBoundary fallback={() => null}>
                <Suspense fallback={<PageLoader label={intl.formatMessage(commonMessages.loading)} />}>
                  {chart.kind === 'funnel' && report.accepted === 0 ? (
                    <Text size="sm" c="dimmed" data-testid="email-report-funnel">
                      {intl.formatMessage(messages.nothing)}
                    </Text>
                  ) : (
                    <EmailReportCharts kind={chart.kind} bars={chart.bars} label={chart.label} />
                  )}
                </Suspense>
              </SectionErrorBoundary>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={3} size="h5">
        {intl.formatMessage(messages.table)}
      </Title>
      <ScrollTable
        minWidth={420}
        columns={[messages.measure, { label: messages.count, ta: 'right' }, { label: messages.share, ta: 'right' }]}
        withTableBorder
        striped
        aria-label={intl.formatMessage(messages.table)}
        data-testid="email-report-table"
      >
        {emailReportEntries.map((entry) => {
          const share = funnelKeys.includes(entry.key) || problemKeys.includes(entry.key) ? shareOfAccepted(report, entry.key) : null;
          return (
            <Table.Tr key={entry.key} data-key={entry.key} data-testid="email-report-row">
              <Table.Td>{intl.formatMessage(entry.label)}</Table.Td>
              <Table.Td ta="right" data-column="count" data-count={report[entry.key]}>
                {intl.formatNumber(report[entry.key])}
              </Table.Td>
              <Table.Td ta="right" data-column="share">
                {share === null ? none : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 })}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ScrollTable>
    </Stack>
  );
}
