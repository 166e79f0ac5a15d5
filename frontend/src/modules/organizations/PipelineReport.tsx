import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { lazy, Suspense, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { formatDay } from '@/modules/ui/formatDate';
import { LocaleDates, useCalendarProps } from '@/modules/ui/LocaleDates';
import { PageLoader } from '@/modules/ui/PageLoader';
import { DealStageBadge } from './DealStageBadge';
import { formatDuration } from './duration';
import { reportSearchParams, type ReportParams, type ReportPeriod } from './organizationListParams';
import type { PipelineReport_query$key } from './__generated__/PipelineReport_query.graphql';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const PipelineFunnel = lazy(() => import('./PipelineFunnel').then((module) => ({ default: module.PipelineFunnel })));

const messages = defineMessages({
  title: { id: 'page.pipelineReport.title', defaultMessage: 'Pipeline report' },
  period: { id: 'organization.report.period', defaultMessage: 'Period' },
  last30: { id: 'organization.report.last30', defaultMessage: 'Last 30 days' },
  last90: { id: 'organization.report.last90', defaultMessage: 'Last 90 days' },
  last365: { id: 'organization.report.last365', defaultMessage: 'Last 365 days' },
  custom: { id: 'organization.report.custom', defaultMessage: 'Custom' },
  dates: { id: 'organization.report.dates', defaultMessage: 'From – to' },
  apply: { id: 'organization.report.apply', defaultMessage: 'Show' },
  range: defineMessage<{ from: string; to: string }>({ id: 'organization.report.range', defaultMessage: '{from} – {to}' }),
  funnel: { id: 'organization.report.funnel', defaultMessage: 'Deals entering each stage' },
  loadingChart: { id: 'organization.report.loadingChart', defaultMessage: 'Loading chart…' },
  stage: { id: 'organization.report.stage', defaultMessage: 'Stage' },
  entered: { id: 'organization.report.entered', defaultMessage: 'Entered' },
  advanced: { id: 'organization.report.advanced', defaultMessage: 'Advanced' },
  conversion: { id: 'organization.report.conversion', defaultMessage: 'Conversion' },
  median: { id: 'organization.report.median', defaultMessage: 'Median time in stage' },
  completed: { id: 'organization.report.completed', defaultMessage: 'Completed stays' },
  none: { id: 'organization.report.none', defaultMessage: '—' },
  table: { id: 'organization.report.table', defaultMessage: 'Stages in the period' },
});

interface Props {
  query: PipelineReport_query$key;
  params: ReportParams;
}

function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The pipeline report (issue 13) for a period: presets (30 / 90 / 365 days) or custom dates,
 * kept in the URL; a funnel of deals entering each funnel stage and a table of every stage
 * with entries, advances, conversion, median time in stage and the stays behind the median.
 */
export function PipelineReport({ query, params }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const calendarProps = useCalendarProps();
  const data = useFragment(
    graphql`
      fragment PipelineReport_query on Query @argumentDefinitions(from: { type: "DateTime" }, to: { type: "DateTime" }) {
        pipelineReport(from: $from, to: $to) {
          from
          to
          stages {
            dealStatus {
              statusId
              label
              inFunnel
            }
            entered
            advanced
            conversionRate
            medianSecondsInStage
            completedStays
          }
        }
      }
    `,
    query,
  );
  const report = data.pipelineReport;
  const [range, setRange] = useState<[string | null, string | null]>([params.from, params.to]);
  const [custom, setCustom] = useState(params.period === 'custom');
  const go = (next: ReportParams) => void navigate({ search: `?${reportSearchParams(next).toString()}` });
  const onPeriod = (value: string) => {
    if (value === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    go({ period: value as ReportPeriod, from: null, to: null });
  };
  const lastDay = new Date(new Date(report.to).getTime() - 1);
  const funnel = report.stages
    .filter((stage) => stage.dealStatus.inFunnel)
    .map((stage) => ({ statusId: stage.dealStatus.statusId, label: stage.dealStatus.label, entered: stage.entered }));
  const none = intl.formatMessage(messages.none);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {intl.formatMessage(messages.title)}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={intl.formatMessage(messages.period)}
          value={custom ? 'custom' : params.period}
          onChange={onPeriod}
          data={[
            { value: '30', label: intl.formatMessage(messages.last30) },
            { value: '90', label: intl.formatMessage(messages.last90) },
            { value: '365', label: intl.formatMessage(messages.last365) },
            { value: 'custom', label: intl.formatMessage(messages.custom) },
          ]}
        />
        {custom && (
          <>
            <LocaleDates>
              <DatePickerInput
                type="range"
                label={intl.formatMessage(messages.dates)}
                valueFormat="YYYY-MM-DD"
                value={range}
                onChange={(value) => setRange([value[0] ? String(value[0]).slice(0, 10) : null, value[1] ? String(value[1]).slice(0, 10) : null])}
                w={280}
                {...calendarProps}
              />
            </LocaleDates>
            <Button disabled={!range[0] || !range[1]} onClick={() => go({ period: 'custom', from: range[0], to: range[1] })}>
              {intl.formatMessage(messages.apply)}
            </Button>
          </>
        )}
      </Group>
      <Text size="sm" c="dimmed" data-testid="report-range">
        {intl.formatMessage(messages.range, { from: formatDay(intl, report.from), to: formatDay(intl, localDay(lastDay)) })}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {intl.formatMessage(messages.funnel)}
            </Title>
            <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingChart)} />}>
              <PipelineFunnel stages={funnel} label={intl.formatMessage(messages.funnel)} />
            </Suspense>
          </Stack>
        </Paper>
        <ScrollTable
          minWidth={640}
          columns={[messages.stage, { label: messages.entered, ta: 'right' }, { label: messages.advanced, ta: 'right' }, { label: messages.conversion, ta: 'right' }, { label: messages.median, ta: 'right' }, { label: messages.completed, ta: 'right' }]}
          withTableBorder
          striped
          data-testid="pipeline-table"
          aria-label={intl.formatMessage(messages.table)}
        >
          {report.stages.map((stage) => (
            <Table.Tr key={stage.dealStatus.statusId} data-status-id={stage.dealStatus.statusId} data-testid="pipeline-row">
              <Table.Td>
                <DealStageBadge statusId={stage.dealStatus.statusId} label={stage.dealStatus.label} />
              </Table.Td>
              <Table.Td ta="right" data-column="entered">
                {intl.formatNumber(stage.entered)}
              </Table.Td>
              <Table.Td ta="right" data-column="advanced">
                {intl.formatNumber(stage.advanced)}
              </Table.Td>
              <Table.Td ta="right" data-column="conversion">
                {stage.conversionRate == null ? none : intl.formatNumber(stage.conversionRate, { style: 'percent', maximumFractionDigits: 1 })}
              </Table.Td>
              <Table.Td ta="right" data-column="median">
                {stage.medianSecondsInStage == null ? none : formatDuration(intl, stage.medianSecondsInStage)}
              </Table.Td>
              <Table.Td ta="right" data-column="completed">
                {intl.formatNumber(stage.completedStays)}
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      </SimpleGrid>
    </Stack>
  );
}
