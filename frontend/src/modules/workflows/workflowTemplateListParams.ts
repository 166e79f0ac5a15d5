import type { SortSpec } from '@/modules/ui/list/listParams';
import { enumListFilter, flagFilter, urlListState, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';
import { workflowVisibilities } from './workflowEnums';

export type WorkflowTemplateOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'NAME';

export const workflowTemplatePageSize = 20;

/** Recently updated first (the default); names A→Z; created newest first. */
export const workflowTemplateSort: SortSpec<WorkflowTemplateOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'NAME'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', NAME: 'ASC' },
};

const workflowTemplateFilters = {
  /** Empty: every visibility the viewer may see. */
  visibility: enumListFilter('visibility', workflowVisibilities.map((entry) => entry.value)),
  /** The archived templates instead of those in use. */
  archived: flagFilter('archived'),
};

export type WorkflowTemplateListParams = UrlListParams<WorkflowTemplateOrderField, typeof workflowTemplateFilters>;
/** `WorkflowTemplateFilter` as sent (only what is set). */
export type WorkflowTemplateListFilter = UrlListFilter<typeof workflowTemplateFilters>;
export type WorkflowTemplateListVariables = UrlListVariables<WorkflowTemplateOrderField, typeof workflowTemplateFilters>;

/** /workflow-templates: keyword, visibility, archived and sort in the URL. */
export const { codec: workflowTemplateListCodec, parse: parseWorkflowTemplateListParams, write: toWorkflowTemplateSearchParams, activeFilters: activeWorkflowTemplateFilters, variables: toWorkflowTemplateListVariables } =
  urlListState({ sort: workflowTemplateSort, pageSize: workflowTemplatePageSize, filters: workflowTemplateFilters });
