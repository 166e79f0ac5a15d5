import type { SortSpec } from './listParams';

/** The sort fields of a list of named records (agents, workflow templates, …). */
export type NamedRecordOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'NAME';

/**
 * How a list of named records sorts (issue 32: one spec the areas share): recently updated first
 * (the default), created newest first, names A→Z.
 */
export const namedRecordSort: SortSpec<NamedRecordOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'NAME'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', NAME: 'ASC' },
};
