import { defineMessages, useIntl } from 'react-intl';
import { EmailEventDetail } from '@/modules/emails/EmailEventDetail';
import { emailEventType } from '@/modules/emails/emailStatuses';
import { useEmailJobTrail } from '@/modules/emails/useEmailJobTrail';
import { HttpError } from '@/modules/errors/HttpError';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { EmailEventDetailPageData } from './emailEventDetailPageLoader';
import { EmailEventDetailPageQuery } from './EmailEventDetailPageQuery';
import type { EmailEventDetailPageQuery as EmailEventDetailPageQueryType } from './__generated__/EmailEventDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.emailEventDetail.title', defaultMessage: 'Email Event Details' },
  notFound: { id: 'page.emailEventDetail.notFound', defaultMessage: 'Email event not found' },
});

function EventDetail() {
  const intl = useIntl();
  const { jobId, kind, data } = usePageData<EmailEventDetailPageQueryType, EmailEventDetailPageData>(EmailEventDetailPageQuery);
  const event = data.emailEvent;
  // An event of another job (or of a job of the other kind) is not this page's.
  const found = event.job.id === jobId && event.job.kind === kind;
  const trail = useEmailJobTrail(kind, { id: jobId, subject: event.job.subject }, { report: true });
  usePageTitle(intl.formatMessage(found ? messages.title : messages.notFound));
  if (!found) throw new HttpError(404, intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={trail} here={intl.formatMessage(emailEventType(event.type).label)} title={intl.formatMessage(messages.title)}>
      <EmailEventDetail event={event} />
    </PageFrame>
  );
}

/** /email-jobs/:emailjobsid/report/:reportId and the batch one ('Email Event Details'): one delivery event with its headers and raw data. */
export const EmailEventDetailPage = entityPage<EmailEventDetailPageData>(EventDetail, { module: 'E', resetKey: ({ eventId }) => eventId });
