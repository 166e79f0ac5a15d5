import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { EmailJobKind } from '@/modules/emails/emailPaths';
import { preload } from '@/modules/relay/preload';
import { EmailEventDetailPageQuery } from './EmailEventDetailPageQuery';
import type { EmailEventDetailPageQuery as Query } from './__generated__/EmailEventDetailPageQuery.graphql';

export interface EmailEventDetailPageData {
  jobId: string;
  eventId: string;
  kind: EmailJobKind;
  queryRef: PreloadedQuery<Query>;
}

/** /email-jobs/:emailjobsid/report/:reportId and /batch-email-jobs/:batchEmailJobsId/report/:reportId */
export function emailEventDetailPageLoader({ params }: LoaderFunctionArgs, kind: EmailJobKind): EmailEventDetailPageData {
  const jobId = (kind === 'BATCH' ? params.batchEmailJobsId : params.emailjobsid) ?? '';
  const eventId = params.reportId ?? '';
  return { jobId, eventId, kind, queryRef: preload<Query>(EmailEventDetailPageQuery, { id: eventId }, 'emailEventDetailPage') };
}
