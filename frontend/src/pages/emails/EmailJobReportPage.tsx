import { Group } from '@mantine/core';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { EmailEvents } from '@/modules/emails/EmailEvents';
import { EmailReport } from '@/modules/emails/EmailReport';
import { emailJobStatus } from '@/modules/emails/emailStatuses';
import { EmailStatusBadge } from '@/modules/emails/EmailStatusBadge';
import { useEmailJobTrail } from '@/modules/emails/useEmailJobTrail';
import { HttpError } from '@/modules/errors/HttpError';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { EmailJobReportPageData } from './emailJobReportPageLoader';
import { EmailJobReportPageQuery } from './EmailJobReportPageQuery';
import type { EmailJobReportPageQuery as EmailJobReportPageQueryType } from './__generated__/EmailJobReportPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.emailJobReport.title', defaultMessage: 'Email Job Events' },
  batchTitle: { id: 'page.batchEmailJobReport.title', defaultMessage: 'Batch Email Job Events' },
  report: { id: 'email.report.title', defaultMessage: 'Report' },
  notFound: { id: 'page.emailJobDetail.notFound', defaultMessage: 'Email job not found' },
});

function Report() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const { id, kind, filter, data } = usePageData<EmailJobReportPageQueryType, EmailJobReportPageData>(EmailJobReportPageQuery);
  // After a reconnect: the counts read again (the events list re-reads its own rows).
  const refresh = useCallback(
    () => void fetchQuery<EmailJobReportPageQueryType>(environment, EmailJobReportPageQuery, { id, first: 1, eventFilter: filter }, { fetchPolicy: 'network-only' }).subscribe({}),
    [environment, id, filter],
  );
  const node = data.node;
  const report = node?.kind === kind ? (node.EmailReport_job ?? null) : null;
  const events = node?.kind === kind ? (node.EmailEvents_job ?? null) : null;
  const subject = node?.subject ?? '';
  const batch = kind === 'BATCH';
  const trail = useEmailJobTrail(kind, { id, subject });
  const title = intl.formatMessage(batch ? messages.batchTitle : messages.title);
  usePageTitle(report ? title : intl.formatMessage(messages.notFound));
  if (!report || !events || !node?.status) throw new HttpError(404, intl.formatMessage(messages.notFound));
  return (
    <PageFrame
      links={trail}
      here={intl.formatMessage(messages.report)}
      title={title}
      actions={
        <Group gap="xs">
          <EmailStatusBadge option={emailJobStatus(node.status)} size="lg" data-testid="email-job-status" />
        </Group>
      }
    >
      <EmailReport job={report} />
      <EmailEvents job={events} kind={kind} filter={filter} refresh={refresh} />
    </PageFrame>
  );
}

/**
 * /email-jobs/:emailjobsid/report ('Email Job Events') and …/batch-email-jobs/:id/report ('Batch
 * Email Job Events'): the funnel and failures as charts and a table, and the events, live.
 */
export const EmailJobReportPage = entityPage(Report, { module: 'E' });
