import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { windowedFrom } from '@/modules/ui/windowed/useWindowedItems';
import { renderStoredQuery } from '@/test/renderStoredQuery';
import { expectWhole, expectWindowed, fakePageLayout, scrollPageTo } from '@/test/windowedLayout';
import { HomeActivity } from './HomeActivity';
import query, { type HomeActivityPaginationQuery } from './__generated__/HomeActivityPaginationQuery.graphql';

const entryHeight = 50;
const variables = { first: 15, after: null };

/** Recent activity after "Show more" until `count` entries are loaded. */
function renderActivity(count: number) {
  return renderStoredQuery<HomeActivityPaginationQuery>(
    query,
    variables,
    {
      activity: {
        edges: Array.from({ length: count }, (_, index) => ({
          cursor: `c${index}`,
          node: {
            __typename: 'ActivityEntry',
            id: `Activity:${index}`,
            at: '2026-11-23T10:00:00Z',
            eventType: 'TaskUpdated',
            label: 'updated',
            subjectTitle: `Task ${index}`,
            actor: { id: 'Employee:1', name: 'Kenji Sato' },
            subject: { __typename: 'Task', id: `Task:${index}` },
          },
        })),
        pageInfo: { endCursor: `c${count - 1}`, hasNextPage: true },
      },
    },
    (data) => <HomeActivity query={data} />,
  );
}

const entries = () => screen.getAllByTestId('home-activity-entry');
const titles = () => entries().map((entry) => Number(entry.querySelector('.home-title')?.textContent?.replace('Task ', '')));

describe('a long recent activity (issue 33)', () => {
  fakePageLayout({ isItem: (element) => element.dataset.testid === 'home-activity-entry', isList: (element) => element.classList.contains('home-activity-list'), itemHeight: entryHeight });

  it('renders recent activity below the threshold whole', () => {
    renderActivity(windowedFrom - 1);
    expectWhole(entries(), windowedFrom - 1);
    expect(screen.queryAllByRole('none')).toHaveLength(0);
  });

  it('renders only the entries in view of thousands shown, each with its place in the list', () => {
    renderActivity(3_000);
    expectWindowed(entries(), { count: 3_000 });
    expect(titles()[0]).toBe(0);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('renders the entries at the scroll position further down', () => {
    renderActivity(3_000);
    act(() => scrollPageTo(2_000 * entryHeight));
    const first = titles()[0];
    expect(first).toBeGreaterThan(1_500);
    expectWindowed(entries(), { count: 3_000, firstIndex: first });
  });
});
