import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { EmailJobKind } from '@/modules/emails/emailPaths';
import { emailDeliveryCodec, toEmailDeliveryFilter } from '@/modules/emails/emailReportParams';
import { preload } from '@/modules/relay/preload';
import { EmailJobDetailPageQuery } from './EmailJobDetailPageQuery';
import type { EmailJobDetailPageQuery as Query } from './__generated__/EmailJobDetailPageQuery.graphql';

export interface EmailJobDetailPageData {
  id: string;
  kind: EmailJobKind;
  queryRef: PreloadedQuery<Query>;
}

/** /email-jobs/:emailjobsid and /batch-email-jobs/:batchEmailJobsId; the recipients' filter comes from the URL. */
export function emailJobDetailPageLoader({ params, request }: LoaderFunctionArgs, kind: EmailJobKind): EmailJobDetailPageData {
  const id = (kind === 'BATCH' ? params.batchEmailJobsId : params.emailjobsid) ?? '';
  const deliveries = emailDeliveryCodec.parse(new URL(request.url).searchParams);
  return {
    id,
    kind,
    queryRef: preload<Query>(EmailJobDetailPageQuery, { id, first: deliveries.count, deliveryFilter: toEmailDeliveryFilter(deliveries) }, 'emailJobDetailPage'),
  };
}
