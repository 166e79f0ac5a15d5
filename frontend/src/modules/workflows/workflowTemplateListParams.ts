import type { SortSpec } from '@/modules/ui/list/listParams';
import { namedRecordSort, type NamedRecordOrderField } from '@/modules/ui/list/namedRecordSort';
import { enumListFilter, flagFilter, urlListState, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';
import { workflowVisibilities } from './workflowEnums';

export type WorkflowTemplateOrderField = NamedRecordOrderField;

export const workflowTemplatePageSize = 20;

/** Sorted like every list of named records (recently updated first by default). */
export const workflowTemplateSort: SortSpec<WorkflowTemplateOrderField> = namedRecordSort;

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
