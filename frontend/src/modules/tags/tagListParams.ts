import type { SortSpec } from '@/modules/ui/list/listParams';
import { urlListState, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';

export type TagOrderField = 'NAME' | 'CREATED_AT' | 'UPDATED_AT';

export const tagPageSize = 50;

/** Names A→Z (the default), times newest first. */
export const tagSort: SortSpec<TagOrderField> = {
  fields: ['NAME', 'CREATED_AT', 'UPDATED_AT'],
  defaultField: 'NAME',
  natural: { NAME: 'ASC', CREATED_AT: 'DESC', UPDATED_AT: 'DESC' },
};

export type TagListParams = UrlListParams<TagOrderField, Record<never, never>>;
export type TagListVariables = UrlListVariables<TagOrderField, Record<never, never>>;

/** /tags: keyword and sort in the URL (no other filter). */
export const { codec: tagListCodec, parse: parseTagListParams, write: toTagSearchParams, variables: toTagListVariables } =
  urlListState({ sort: tagSort, pageSize: tagPageSize, filters: {} });
