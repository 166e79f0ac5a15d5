import { describe, expect, it } from 'vitest';
import { lazy } from 'react';
import type { BulkField } from '@/modules/areas/types';
import { bulkValue, emptyDraft } from './bulkValue';

const label = { id: 'x', defaultMessage: 'X' };
const picker = lazy(async () => ({ default: () => null }));

describe('a bulk change’s value (the contract’s shapes)', () => {
  it('sends null for archive and delete', () => {
    expect(bulkValue({ value: 'none', label, danger: true }, emptyDraft)).toEqual({ ready: true, value: null });
  });

  it('sends a §4 table’s id as a number once one is chosen', () => {
    const field: BulkField = { value: 'choice', label, choices: [] };
    expect(bulkValue(field, emptyDraft).ready).toBe(false);
    expect(bulkValue(field, { ...emptyDraft, choice: '3' })).toEqual({ ready: true, value: 3 });
  });

  it('sends a picked record’s id, or null where the field may be emptied', () => {
    const required: BulkField = { value: 'pick', label, picker };
    expect(bulkValue(required, emptyDraft).ready).toBe(false);
    expect(bulkValue(required, { ...emptyDraft, ids: ['RW1wOjE='] })).toEqual({ ready: true, value: 'RW1wOjE=' });
    expect(bulkValue({ ...required, none: label }, emptyDraft)).toEqual({ ready: true, value: null });
  });

  it('sends {add, remove} for a many-valued field once something is picked', () => {
    const many: BulkField = { value: 'pick', label, picker, many: true };
    expect(bulkValue(many, emptyDraft).ready).toBe(false);
    expect(bulkValue(many, { ...emptyDraft, remove: ['b'] })).toEqual({ ready: true, value: { add: [], remove: ['b'] } });
  });
});
