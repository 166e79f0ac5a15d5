import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { EmailTemplateDetailPageQuery } from './EmailTemplateDetailPageQuery';
import type { EmailTemplateDetailPageQuery as Query } from './__generated__/EmailTemplateDetailPageQuery.graphql';

export type EmailTemplateDetailPageData = DetailPageData<Query>;

/** /email-templates/:emailtemplatesid */
export const emailTemplateDetailPageLoader = detailLoader<Query>(EmailTemplateDetailPageQuery, 'emailtemplatesid', 'emailTemplateDetailPage');
