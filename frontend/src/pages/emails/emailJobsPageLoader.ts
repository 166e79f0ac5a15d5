import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseEmailJobListParams, toEmailJobListVariables, type EmailJobListFilter } from '@/modules/emails/emailJobListParams';
import type { EmailJobKind } from '@/modules/emails/emailPaths';
import { preload } from '@/modules/relay/preload';
import { EmailJobsPageQuery } from './EmailJobsPageQuery';
import type { EmailJobsPageQuery as Query } from './__generated__/EmailJobsPageQuery.graphql';

export interface EmailJobsPageData {
  kind: EmailJobKind;
  filter: EmailJobListFilter;
  queryRef: PreloadedQuery<Query>;
}

/** /email-jobs (single jobs) and /batch-email-jobs: list state comes from the URL, the kind from the route. */
export function emailJobsPageLoader({ request }: LoaderFunctionArgs, kind: EmailJobKind): EmailJobsPageData {
  const variables = toEmailJobListVariables(parseEmailJobListParams(new URL(request.url).searchParams), kind);
  return { kind, filter: variables.filter, queryRef: preload<Query>(EmailJobsPageQuery, { ...variables, kind }, kind === 'BATCH' ? 'batchEmailJobsPage' : 'emailJobsPage') };
}
