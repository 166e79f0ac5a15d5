import { useCallback, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { EmailDeliveries } from '@/modules/emails/EmailDeliveries';
import { EmailJobDetail } from '@/modules/emails/EmailJobDetail';
import { emailDeliveryCodec, toEmailDeliveryFilter } from '@/modules/emails/emailReportParams';
import { useEmailJobChangedSubscription } from '@/modules/emails/useEmailJobChangedSubscription';
import { useEmailJobTrail } from '@/modules/emails/useEmailJobTrail';
import { HttpError } from '@/modules/errors/HttpError';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { EmailJobDetailPageData } from './emailJobDetailPageLoader';
import { EmailJobDetailPageQuery } from './EmailJobDetailPageQuery';
import type { EmailJobDetailPageQuery as EmailJobDetailPageQueryType } from './__generated__/EmailJobDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.emailJobDetail.title', defaultMessage: 'Email Job Details' },
  batchTitle: { id: 'page.batchEmailJobDetail.title', defaultMessage: 'Batch Email Job Details' },
  notFound: { id: 'page.emailJobDetail.notFound', defaultMessage: 'Email job not found' },
});

function Detail() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const { id, kind, data } = usePageData<EmailJobDetailPageQueryType, EmailJobDetailPageData>(EmailJobDetailPageQuery);
  const [notices, setNotices] = useState(0);
  // After a reconnect: the job read again into the store (not the route's loader).
  const refresh = useCallback(() => {
    const deliveries = emailDeliveryCodec.parse(new URL(window.location.href).searchParams);
    void fetchQuery<EmailJobDetailPageQueryType>(
      environment,
      EmailJobDetailPageQuery,
      { id, first: deliveries.count, deliveryFilter: toEmailDeliveryFilter(deliveries) },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  }, [environment, id]);
  const live = useMemo(() => ({ refresh, onNotice: () => setNotices((count) => count + 1) }), [refresh]);
  useEmailJobChangedSubscription(id, live);
  const node = data.node;
  // A job of the other kind is not this page's.
  const job = node?.kind === kind ? (node.EmailJobDetail_job ?? null) : null;
  const deliveries = node?.kind === kind ? (node.EmailDeliveries_job ?? null) : null;
  const subject = node?.subject ?? '';
  const batch = kind === 'BATCH';
  const trail = useEmailJobTrail(kind);
  usePageTitle(intl.formatMessage(job ? (batch ? messages.batchTitle : messages.title) : messages.notFound));
  if (!job || !deliveries) throw new HttpError(404, intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={trail} here={subject} title={intl.formatMessage(batch ? messages.batchTitle : messages.title)}>
      <EmailJobDetail job={job} query={data}>
        <EmailDeliveries job={deliveries} reloadKey={notices} />
      </EmailJobDetail>
    </PageFrame>
  );
}

/**
 * /email-jobs/:emailjobsid ('Email Job Details') and /batch-email-jobs/:batchEmailJobsId ('Batch
 * Email Job Details'): the job, its report counts and recipients, live in every browser
 * (emailJobChanged: Scheduled → Queued → Completed without a reload).
 */
export const EmailJobDetailPage = entityPage(Detail, { module: 'E' });
