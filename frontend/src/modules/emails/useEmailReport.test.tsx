import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { emailDeliveryCodec, emailDeliveryPageSize } from './emailReportParams';
import { useEmailReport } from './useEmailReport';

function page() {
  return { loadNext: vi.fn(), hasNext: true, isLoadingNext: false, refetch: vi.fn() };
}

/** Renders the hook at a URL, in a router (the report keeps its search and filter there). */
function renderReport(url: string, pagination: ReturnType<typeof page>, rows: number) {
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return (
      <IntlProvider locale="en">
        <RouterProvider router={router} />
      </IntlProvider>
    );
  };
  const hook = renderHook(() => useEmailReport(emailDeliveryCodec, emailDeliveryPageSize, pagination, { totalCount: 250, edges: Array.from({ length: rows }) }), { wrapper });
  return { ...hook, location: () => router?.state.location };
}

describe('useEmailReport', () => {
  it('reads the search and filter from the URL and hands the table its counts and paging', () => {
    const pagination = page();
    const { result } = renderReport('/jobs/1?q=kato&status=failed', pagination, 20);
    expect(result.current.params.statuses).toEqual(['FAILED']);
    expect(result.current.section).toMatchObject({ recipient: 'kato', filtered: true, shown: 20, totalCount: 250, hasNext: true, isLoadingNext: false });
    act(() => result.current.section.onLoadMore());
    expect(pagination.loadNext).toHaveBeenCalledWith(emailDeliveryPageSize, expect.objectContaining({ onComplete: expect.any(Function) }));
  });

  it('writes a typed search to the URL, and clears search and filter together', () => {
    const { result, location } = renderReport('/jobs/1?status=failed', page(), 0);
    act(() => result.current.section.onSearch('suzuki'));
    expect(location()?.search).toBe('?q=suzuki&status=failed');
    act(() => result.current.section.onClear());
    expect(location()?.search).toBe('');
  });

  it('reloads at least a page of rows and at most what one request gives', () => {
    const pagination = page();
    const { result } = renderReport('/jobs/1', pagination, 0);
    act(() => result.current.reloadRows(3));
    act(() => result.current.reloadRows(500));
    expect(pagination.refetch.mock.calls.map(([variables]) => variables)).toEqual([{ first: emailDeliveryPageSize }, { first: 100 }]);
    expect(pagination.refetch.mock.calls[0][1]).toEqual({ fetchPolicy: 'network-only' });
  });
});
