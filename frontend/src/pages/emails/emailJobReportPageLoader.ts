import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { EmailJobKind } from '@/modules/emails/emailPaths';
import { emailEventCodec, toEmailEventFilter, type EmailEventFilterValue } from '@/modules/emails/emailReportParams';
import { preload } from '@/modules/relay/preload';
import { EmailJobReportPageQuery } from './EmailJobReportPageQuery';
import type { EmailJobReportPageQuery as Query } from './__generated__/EmailJobReportPageQuery.graphql';

export interface EmailJobReportPageData {
  id: string;
  kind: EmailJobKind;
  filter: EmailEventFilterValue;
  queryRef: PreloadedQuery<Query>;
}

/** /email-jobs/:emailjobsid/report and /batch-email-jobs/:batchEmailJobsId/report; the events' filter comes from the URL. */
export function emailJobReportPageLoader({ params, request }: LoaderFunctionArgs, kind: EmailJobKind): EmailJobReportPageData {
  const id = (kind === 'BATCH' ? params.batchEmailJobsId : params.emailjobsid) ?? '';
  const events = emailEventCodec.parse(new URL(request.url).searchParams);
  const filter = toEmailEventFilter(events);
  return { id, kind, filter, queryRef: preload<Query>(EmailJobReportPageQuery, { id, first: events.count, eventFilter: filter }, 'emailJobReportPage') };
}
