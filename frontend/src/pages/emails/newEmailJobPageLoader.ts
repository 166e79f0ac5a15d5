import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { NewBatchEmailJobPageQuery, NewEmailJobPageQuery } from './NewEmailJobPageQuery';
import type { NewBatchEmailJobPageQuery as BatchQuery } from './__generated__/NewBatchEmailJobPageQuery.graphql';
import type { NewEmailJobPageQuery as SingleQuery } from './__generated__/NewEmailJobPageQuery.graphql';

export type NewEmailJobPageData =
  | { kind: 'SINGLE'; templateId: string | null; queryRef: PreloadedQuery<SingleQuery> }
  | { kind: 'BATCH'; templateId: string | null; queryRef: PreloadedQuery<BatchQuery> };

/** /email-jobs/new and /batch-email-jobs/new; `?template=` starts from an active template. */
export function newEmailJobPageLoader({ request }: LoaderFunctionArgs, kind: 'SINGLE' | 'BATCH'): NewEmailJobPageData {
  const templateId = new URL(request.url).searchParams.get('template') || null;
  if (kind === 'BATCH') return { kind, templateId, queryRef: preload<BatchQuery>(NewBatchEmailJobPageQuery, {}, 'newBatchEmailJobPage') };
  return { kind, templateId, queryRef: preload<SingleQuery>(NewEmailJobPageQuery, {}, 'newEmailJobPage') };
}
