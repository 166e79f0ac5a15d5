import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { draftEmailTemplateListCodec, emailTemplateListCodec, toEmailTemplateListVariables, type EmailTemplateListFilter } from '@/modules/emails/emailTemplateListParams';
import { preload } from '@/modules/relay/preload';
import { EmailTemplatesPageQuery } from './EmailTemplatesPageQuery';
import type { EmailTemplatesPageQuery as Query } from './__generated__/EmailTemplatesPageQuery.graphql';

export interface EmailTemplatesPageData {
  /** /draft-email-templates: the list filtered to drafts. */
  drafts: boolean;
  filter: EmailTemplateListFilter;
  queryRef: PreloadedQuery<Query>;
}

/** /email-templates (`drafts` false) and /draft-email-templates: list state comes from the URL. */
export function emailTemplatesPageLoader({ request }: LoaderFunctionArgs, drafts: boolean): EmailTemplatesPageData {
  const search = new URL(request.url).searchParams;
  const variables = toEmailTemplateListVariables((drafts ? draftEmailTemplateListCodec : emailTemplateListCodec).parse(search));
  return { drafts, filter: variables.filter, queryRef: preload<Query>(EmailTemplatesPageQuery, variables, drafts ? 'draftEmailTemplatesPage' : 'emailTemplatesPage') };
}
