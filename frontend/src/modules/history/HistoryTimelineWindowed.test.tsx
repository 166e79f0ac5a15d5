import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { windowedFrom } from '@/modules/ui/windowed/useWindowedItems';
import { renderStoredQuery } from '@/test/renderStoredQuery';
import { expectWhole, expectWindowed, fakePageLayout, scrollPageTo } from '@/test/windowedLayout';
import { HistoryTimeline } from './HistoryTimeline';
import query, { type HistoryPanelQuery } from './__generated__/HistoryPanelQuery.graphql';

const entryHeight = 100;
const variables = { id: 'Task:1', first: 20, withReason: false };

/** An entity whose first `count` events were loaded ("Load more" after "Load more"), of `total`. */
function renderHistory(count: number, total = count) {
  return renderStoredQuery<HistoryPanelQuery>(query, variables, {
    history: {
      totalCount: total,
      edges: Array.from({ length: count }, (_, index) => ({
        cursor: `c${index}`,
        node: {
          __typename: 'HistoryEntry',
          sequence: index + 1,
          label: `Event ${index + 1}`,
          recordedAt: '2026-11-23T10:00:00Z',
          actor: null,
          facts: [],
          changes: [],
        },
      })),
      pageInfo: { endCursor: `c${count - 1}`, hasNextPage: count < total },
    },
    latest: { totalCount: total },
  }, (data) => <HistoryTimeline query={data} />);
}

const entries = () => screen.getAllByTestId('history-entry');

describe('a long history (issue 33)', () => {
  fakePageLayout({ isItem: (element) => element.dataset.testid === 'history-entry', isList: (element) => element.classList.contains('history-timeline'), itemHeight: entryHeight });

  it('renders a history below the threshold whole', () => {
    renderHistory(windowedFrom - 1, 500);
    expectWhole(entries(), windowedFrom - 1);
    expect(screen.getByRole('list').querySelector('[aria-hidden="true"][style]')).toBeNull();
  });

  it('renders only the entries in view of thousands loaded, each with its place in the whole history', () => {
    renderHistory(5_000, 6_000);
    expectWindowed(entries(), { count: 5_000, setSize: 6_000 });
    expect(entries()[0].textContent).toContain('Event 1');
    expect(screen.getAllByRole('listitem').length).toBe(entries().length);
  });

  it('renders the entries at the scroll position further down', () => {
    renderHistory(5_000);
    act(() => scrollPageTo(2_000 * entryHeight));
    const first = Number(entries()[0].dataset.version);
    expect(first).toBeGreaterThan(1_000);
    expectWindowed(entries(), { count: 5_000, firstIndex: first - 1 });
    expect(entries().map((entry) => Number(entry.dataset.version))).toEqual(entries().map((_, offset) => first + offset));
  });
});
