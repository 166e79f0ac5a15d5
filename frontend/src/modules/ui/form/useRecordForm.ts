import type { GraphQLTaggedNode } from 'react-relay';
import { useNodeReload } from '@/modules/relay/useNodeReload';
import { useEditForm, type EditFormSave, type EditFormSettings, type EditFormState } from './useEditForm';

type Values = Record<string, unknown>;

export type RecordFormOptions<V extends Values> = Omit<EditFormSettings<V>, 'currentVersion' | 'reload' | 'recordId'> &
  EditFormSave<V> & {
    /** The record as the form's fragment reads it (with its `id` and `version`); null or undefined for a new one. */
    record: { readonly id: string; readonly version: number } | null | undefined;
    /** `query($id: ID!) { node(id: $id) { ...Fragment } }`: reads the record again after a stale save, for "theirs". */
    refetch: GraphQLTaggedNode;
  };

/**
 * An area's form for one stored record (issue 32: one edit form recipe): the form names its record
 * and the query that reads it again, and this sends the record's version as `expectedVersion`,
 * reads theirs again after a stale save, and knows the record for its history since a version.
 */
export function useRecordForm<V extends Values>({ record, refetch, ...options }: RecordFormOptions<V>): EditFormState<V> {
  const reload = useNodeReload(refetch, record?.id);
  return useEditForm<V>({ ...options, currentVersion: record?.version ?? null, reload, recordId: record?.id ?? null });
}
