import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { fieldLabel, formatChange, formatValue, normalizeField, readableChanges } from './formatChange';

const intl = createIntl({ locale: 'en', messages: en });

describe('formatChange', () => {
  it('names known fields and reads snake_case as camelCase', () => {
    expect(normalizeField('role_ids')).toBe('roleIds');
    expect(fieldLabel(intl, 'role_ids')).toBe('Roles');
    expect(fieldLabel(intl, 'somethingElse')).toBe('somethingElse');
  });

  it('shows strings without quotes and empty values as (none)', () => {
    expect(formatChange(intl, { field: 'name', oldValue: 'Ann', newValue: 'Anne' })).toEqual({ field: 'Name', from: 'Ann', to: 'Anne' });
    expect(formatChange(intl, { field: 'avatar_url', oldValue: null, newValue: '' })).toEqual({ field: 'Avatar', from: '(none)', to: '(none)' });
  });

  it('joins lists through the page formatter, element by element', () => {
    const roles: Record<number, string> = { 1: 'Admin', 2: 'Engineer' };
    const custom = (field: string, value: unknown) => (field === 'roleId' && typeof value === 'number' ? roles[value] : undefined);
    expect(formatChange(intl, { field: 'role_ids', oldValue: [1, 2], newValue: [] }, custom)).toEqual({
      field: 'Roles',
      from: 'Admin, Engineer',
      to: '(none)',
    });
  });

  it('shows booleans, numbers and objects readably, never raw JSON', () => {
    expect(formatValue(intl, 'active', true)).toBe('Yes');
    expect(formatValue(intl, 'count', 12345)).toBe('12,345');
    const text = formatValue(intl, 'x', { name: 'A', active: false });
    expect(text).toBe('Name: A; Active: No');
    expect(text).not.toContain('{');
  });

  it('truncates long text', () => {
    const value = formatValue(intl, 'description', 'a'.repeat(200));
    expect([...value]).toHaveLength(80);
    expect(value.endsWith('…')).toBe(true);
  });

  it('translates labels in Japanese', () => {
    const jaIntl = createIntl({ locale: 'ja', messages: ja });
    expect(formatChange(jaIntl, { field: 'active', oldValue: true, newValue: false })).toEqual({ field: '有効', from: 'はい', to: 'いいえ' });
  });

  it('leaves out the id and changes that read the same', () => {
    const changes = readableChanges(intl, [
      { field: 'id', oldValue: null, newValue: 'abc' },
      { field: 'description', oldValue: null, newValue: '' },
      { field: 'title', oldValue: null, newValue: 'Report' },
    ]);
    expect(changes).toEqual([{ key: 'title', field: 'Title', from: '(none)', to: 'Report' }]);
  });
});
