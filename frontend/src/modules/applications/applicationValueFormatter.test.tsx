import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import { rawId, useApplicationValueFormatter } from './applicationValueFormatter';

const uuid = '01a2098e-20d2-767d-9dc6-514c040782d9';
const globalId = btoa(`ApplicationNode:${uuid}`).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

function wrapper({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={en}>
      {children}
    </IntlProvider>
  );
}

describe('application history values', () => {
  it('reads the uuid inside a global id, as history states record ids', () => {
    expect(rawId(globalId)).toBe(uuid);
    expect(rawId('%%%')).toBeNull();
  });

  it('names statuses, kinds, trees, places and known nodes', () => {
    const names = new Map([[globalId, 'Checkout']]);
    const { result } = renderHook(() => useApplicationValueFormatter('node', names), { wrapper });
    const format = result.current;
    expect(format('status', 'not_started')).toBe('Not started');
    expect(format('statusId', 4)).toBe('Completed');
    expect(format('kind', 'directory')).toBe('Directory');
    expect(format('tree', 'requirements')).toBe('Requirements');
    expect(format('position', 0)).toBe('No. 1');
    expect(format('position', 100_000)).toBe('Last');
    expect(format('parentId', uuid)).toBe('Checkout');
    expect(format('name', 'Cart')).toBeUndefined();
    const application = renderHook(() => useApplicationValueFormatter('application'), { wrapper }).result.current;
    expect(application('status', 'archived')).toBe('Archived');
  });
});
