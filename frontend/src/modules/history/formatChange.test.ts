import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { visibleChanges } from './ChangeView';
import { formatValue, normalizeField } from './formatChange';

const intl = createIntl({ locale: 'en', messages: en });

describe('formatValue (the fallback for a raw value)', () => {
  it('reads snake_case as camelCase', () => {
    expect(normalizeField('role_ids')).toBe('roleIds');
  });

  it('shows booleans, numbers and empty values readably, never raw JSON', () => {
    expect(formatValue(intl, 'active', true)).toBe('Yes');
    expect(formatValue(intl, 'count', 12345)).toBe('12,345');
    expect(formatValue(intl, 'x', null)).toBe('(none)');
    expect(formatValue(intl, 'x', { a: 1 })).not.toContain('{');
    expect(formatValue(createIntl({ locale: 'ja', messages: ja }), 'active', false)).toBe('いいえ');
  });

  it('truncates long text', () => {
    const value = formatValue(intl, 'description', 'a'.repeat(200));
    expect([...value]).toHaveLength(80);
    expect(value.endsWith('…')).toBe(true);
  });
});

describe('visibleChanges (the server labels and reads each change, issue 37 §2)', () => {
  it('leaves out the id and changes whose texts read the same, and keeps item lines', () => {
    const changes = visibleChanges(intl, [
      { field: 'id', label: 'Identifier', oldValue: null, newValue: 'abc', oldText: null, newText: null },
      { field: 'description', label: 'Description', oldValue: null, newValue: '', oldText: null, newText: null },
      { field: 'title', label: 'Title', oldValue: null, newValue: 'Report', oldText: null, newText: 'Report' },
      {
        field: 'steps',
        label: 'Steps',
        oldValue: [],
        newValue: [],
        oldText: 'Step A',
        newText: 'Step A',
        items: [{ label: "Step 'A': Approver", oldText: 'Legal', newText: 'Finance' }],
      },
    ]);
    expect(changes.map((c) => c.field)).toEqual(['title', 'steps']);
  });
});
