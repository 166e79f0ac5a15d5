import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { EditEmailTemplatePageQuery } from './EditEmailTemplatePageQuery';
import type { EditEmailTemplatePageQuery as Query } from './__generated__/EditEmailTemplatePageQuery.graphql';

export interface EditEmailTemplatePageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /email-templates/:emailtemplatesid/edit */
export function editEmailTemplatePageLoader({ params }: LoaderFunctionArgs): EditEmailTemplatePageData {
  const id = params.emailtemplatesid ?? '';
  return { id, queryRef: preload<Query>(EditEmailTemplatePageQuery, { id }, 'editEmailTemplatePage') };
}
