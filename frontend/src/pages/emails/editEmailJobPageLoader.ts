import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { EmailJobKind } from '@/modules/emails/emailPaths';
import { preload } from '@/modules/relay/preload';
import { EditEmailJobPageQuery } from './EditEmailJobPageQuery';
import type { EditEmailJobPageQuery as Query } from './__generated__/EditEmailJobPageQuery.graphql';

export interface EditEmailJobPageData {
  id: string;
  kind: EmailJobKind;
  queryRef: PreloadedQuery<Query>;
}

/** /email-jobs/:emailjobsid/edit and /batch-email-jobs/:batchEmailJobsId/edit (issue 37 §6). */
export function editEmailJobPageLoader({ params }: LoaderFunctionArgs, kind: EmailJobKind): EditEmailJobPageData {
  const id = (kind === 'BATCH' ? params.batchEmailJobsId : params.emailjobsid) ?? '';
  return { id, kind, queryRef: preload<Query>(EditEmailJobPageQuery, { id }, 'editEmailJobPage') };
}
