import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmailEventDetail } from '@/modules/emails/EmailEventDetail';
import { emailJobPath, emailJobReportPath, emailJobsPath } from '@/modules/emails/emailPaths';
import { emailEventType } from '@/modules/emails/emailStatuses';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { usePageData } from '@/modules/routing/usePageData';
import { commonMessages } from '@/modules/ui/commonMessages';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { EmailEventDetailPageData } from './emailEventDetailPageLoader';
import { EmailEventDetailPageQuery } from './EmailEventDetailPageQuery';
import type { EmailEventDetailPageQuery as EmailEventDetailPageQueryType } from './__generated__/EmailEventDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.emailEventDetail.title', defaultMessage: 'Email Event Details' },
  jobs: { id: 'page.emailJobs.title', defaultMessage: 'Email Jobs Page' },
  batchJobs: { id: 'page.batchEmailJobs.title', defaultMessage: 'Batch Email Jobs Page' },
  report: { id: 'email.report.title', defaultMessage: 'Report' },
  notFound: { id: 'page.emailEventDetail.notFound', defaultMessage: 'Email event not found' },
});

function EventDetail() {
  const intl = useIntl();
  const to = useLocalePath();
  const { jobId, kind, data } = usePageData<EmailEventDetailPageQueryType, EmailEventDetailPageData>(EmailEventDetailPageQuery);
  const event = data.emailEvent;
  // An event of another job (or of a job of the other kind) is not this page's.
  const found = event.job.id === jobId && event.job.kind === kind;
  usePageTitle(intl.formatMessage(found ? messages.title : messages.notFound));
  if (!found) throw new HttpError(404, intl.formatMessage(messages.notFound));
  return (
    <Stack gap="md">
      <Breadcrumbs aria-label={intl.formatMessage(commonMessages.breadcrumbs)} separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={to(emailJobsPath(kind))}>
          {intl.formatMessage(kind === 'BATCH' ? messages.batchJobs : messages.jobs)}
        </Anchor>
        <Anchor component={Link} to={to(emailJobPath(kind, jobId))} truncate="end" maw={{ base: 200, sm: 420 }} title={event.job.subject}>
          {event.job.subject}
        </Anchor>
        <Anchor component={Link} to={to(emailJobReportPath(kind, jobId))}>
          {intl.formatMessage(messages.report)}
        </Anchor>
        <Text span size="sm">
          {intl.formatMessage(emailEventType(event.type).label)}
        </Text>
      </Breadcrumbs>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <EmailEventDetail event={event} />
    </Stack>
  );
}

/** /email-jobs/:emailjobsid/report/:reportId and the batch one ('Email Event Details'): one delivery event with its headers and raw data. */
export const EmailEventDetailPage = entityPage<EmailEventDetailPageData>(EventDetail, { module: 'E', resetKey: ({ eventId }) => eventId });
