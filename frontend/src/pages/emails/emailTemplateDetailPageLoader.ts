import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { EmailTemplateDetailPageQuery } from './EmailTemplateDetailPageQuery';
import type { EmailTemplateDetailPageQuery as Query } from './__generated__/EmailTemplateDetailPageQuery.graphql';

export interface EmailTemplateDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /email-templates/:emailtemplatesid */
export function emailTemplateDetailPageLoader({ params }: LoaderFunctionArgs): EmailTemplateDetailPageData {
  const id = params.emailtemplatesid ?? '';
  return { id, queryRef: preload<Query>(EmailTemplateDetailPageQuery, { id }, 'emailTemplateDetailPage') };
}
