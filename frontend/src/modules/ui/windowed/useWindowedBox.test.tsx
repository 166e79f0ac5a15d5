import { render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeBoxLayout, settle } from '@/test/windowedLayout';
import { useWindowedBox, windowedFrom } from './useWindowedItems';
import { WindowedSpacer } from './WindowedSpacer';

const itemHeight = 50;

/** A list of `count` items in a box of its own, windowed. */
function BoxList({ count }: { count: number }) {
  const list = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const shown = useWindowedBox({ count, estimateSize: itemHeight, listRef: list, scrollElement: box, itemKey: (index) => `item-${index}` });
  return (
    <div ref={setBox} data-testid="box">
      <div ref={list}>
        <WindowedSpacer height={shown.before} />
        {shown.indexes.map((index) => (
          <div key={index} ref={shown.windowed ? shown.measure : undefined} data-index={index} data-testid="item">
            {`Item ${index}`}
          </div>
        ))}
        <WindowedSpacer height={shown.after} />
      </div>
    </div>
  );
}

const theBox = () => screen.getByTestId('box');
const { scrollBoxTo } = fakeBoxLayout({ box: theBox, list: () => theBox().firstElementChild, itemHeight, boxHeight: 500 });

describe('useWindowedBox', () => {
  it('stays where the box is scrolled when its list grows past the threshold ("Load more" at a column’s end)', async () => {
    const { rerender } = render(<BoxList count={windowedFrom - 1} />);
    scrollBoxTo(theBox(), 60 * itemHeight);
    await settle();
    rerender(<BoxList count={windowedFrom + 50} />);
    await settle();
    expect(theBox().scrollTop).toBe(60 * itemHeight);
    const shown = screen.getAllByTestId('item').map((item) => Number(item.dataset.index));
    expect(shown.length).toBeLessThan(windowedFrom);
    expect(shown).toContain(60);
    expect(shown).not.toContain(0);
  });
});
