import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPicker, optionNames, stubScrolling } from '@/test/combobox';
import { renderWithProviders } from '@/test/renderWithProviders';
import { optionLimit, SearchSelect } from './SearchSelect';

beforeEach(stubScrolling);

describe('SearchSelect over a long list (issue 33)', () => {
  it('renders at most its limit of 10,000 options, and typing finds any of them', () => {
    const data = Array.from({ length: 10_000 }, (_, index) => ({ value: `d${index}`, label: `Directory ${index}` }));
    renderWithProviders(<SearchSelect label="Directory" data={data} />);
    const input = openPicker('Directory');
    expect(optionNames()).toHaveLength(optionLimit);
    fireEvent.change(input, { target: { value: 'Directory 9876' } });
    expect(optionNames()).toEqual(['Directory 9876']);
  });
});
