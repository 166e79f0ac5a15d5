import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { EditEmailTemplatePageQuery } from './EditEmailTemplatePageQuery';
import type { EditEmailTemplatePageQuery as Query } from './__generated__/EditEmailTemplatePageQuery.graphql';

export type EditEmailTemplatePageData = DetailPageData<Query>;

/** /email-templates/:emailtemplatesid/edit */
export const editEmailTemplatePageLoader = detailLoader<Query>(EditEmailTemplatePageQuery, 'emailtemplatesid', 'editEmailTemplatePage');
