import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { optionLimit, SearchSelect } from './SearchSelect';

const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')].map((option) => option.textContent);

beforeEach(() => {
  // jsdom has no scrolling; the combobox scrolls its first option into view as one types.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('SearchSelect over a long list (issue 33)', () => {
  it('renders at most its limit of 10,000 options, and typing finds any of them', () => {
    const data = Array.from({ length: 10_000 }, (_, index) => ({ value: `d${index}`, label: `Directory ${index}` }));
    const { getAllByLabelText } = renderWithProviders(<SearchSelect label="Directory" data={data} />);
    const input = getAllByLabelText('Directory').find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    input.focus();
    fireEvent.click(input);
    expect(options()).toHaveLength(optionLimit);
    fireEvent.change(input, { target: { value: 'Directory 9876' } });
    expect(options()).toEqual(['Directory 9876']);
  });
});
