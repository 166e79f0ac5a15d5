import { act, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Board } from './Board';
import { boardEnvironment, messages, ThingCard, type Thing } from './boardFixtures.testing';

/** jsdom lays nothing out: the column scrolls in 600 px, every card takes 100. */
const boxHeight = 600;
const cardHeight = 100;
/** How far the column is scrolled: the cards' list moves up by as much. */
let scrolled = 0;

function renderColumn(count: number) {
  const { environment } = boardEnvironment({ open: [] }, []);
  const cards: Thing[] = Array.from({ length: count }, (_, index) => ({ id: `t${index}`, title: `Card ${index}` }));
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Board
        testId="thing"
        columns={[{ key: 'open', id: 'col:open', label: 'Open', color: 'blue', count, cards, hasNextPage: true, endCursor: 'cursor:1' }]}
        messages={messages}
        renderCard={(thing) => <ThingCard thing={thing} />}
        onMove={vi.fn()}
        loadPage={vi.fn()}
        onLoadError={vi.fn()}
      />
    </RelayEnvironmentProvider>,
  );
}

describe('A board column with many cards (issue 33)', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.style.overflowY === 'auto' ? boxHeight : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.dataset.index !== undefined ? cardHeight : 0;
      const top = this.firstElementChild?.getAttribute('aria-hidden') === 'true' ? -scrolled : 0;
      return { x: 0, y: top, top, left: 0, bottom: top + height, right: 0, width: 300, height, toJSON: () => ({}) } as DOMRect;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrolled = 0;
  });

  it('renders every card of a column of fewer than a hundred', () => {
    renderColumn(60);
    expect(screen.getAllByTestId('thing-card')).toHaveLength(60);
  });

  it('renders only the cards in view of 2,000 loaded, and those further down once the column scrolls', async () => {
    renderColumn(2000);
    // The column's height is read once it is in the page.
    const cards = await screen.findAllByTestId('thing-card');
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards.length).toBeLessThanOrEqual(30);
    expect(cards[0].getAttribute('data-name')).toBe('Card 0');
    // "Load more" stays at the column's end.
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    const box = screen.getByTestId('thing-column').querySelector<HTMLElement>('[style*="overflow-y: auto"]');
    act(() => {
      if (!box) return;
      scrolled = 1000 * cardHeight;
      Object.defineProperty(box, 'scrollTop', { configurable: true, value: scrolled });
      box.dispatchEvent(new Event('scroll'));
    });
    const names = screen.getAllByTestId('thing-card').map((card) => card.getAttribute('data-name'));
    expect(names.length).toBeLessThanOrEqual(40);
    expect(names).not.toContain('Card 0');
  });
});
