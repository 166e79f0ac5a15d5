import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { toned } from './statusBadge';
import { statusFinder } from './statusTable';
import { useStatusValueFormatter, type StatusField } from './useStatusValueFormatter';

const unknown = { id: 'thing.status.unknown', defaultMessage: 'Unknown' };
const table = [
  { id: 1, label: { id: 'thing.status.planning', defaultMessage: 'Planning' }, ...toned('primary') },
  { id: 2, label: { id: 'thing.status.active', defaultMessage: 'Active' }, ...toned('success') },
];
const fields: readonly StatusField[] = [{ fields: ['statusId', 'status'], table, find: statusFinder(table, unknown) }];

function wrapper({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      {children}
    </IntlProvider>
  );
}

describe('useStatusValueFormatter', () => {
  const { result } = renderHook(() => useStatusValueFormatter(fields), { wrapper });
  const format = result.current;

  it('names a status by its id, and an id the table lacks as Unknown', () => {
    expect(format('statusId', 2)).toBe('Active');
    expect(format('statusId', 9)).toBe('Unknown');
  });

  it('names a status by the enum name the history spells, in either case', () => {
    expect(format('status', 'PLANNING')).toBe('Planning');
    expect(format('status', 'active')).toBe('Active');
    expect(format('status', 'GONE')).toBeUndefined();
  });

  it('leaves other fields to the history', () => {
    expect(format('title', 2)).toBeUndefined();
  });
});
