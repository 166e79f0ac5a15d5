import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshSearchEachTest, Held, openPicker, optionNames, options, pillNames, renderSearching } from '@/test/combobox';
import { searchCalls } from '@/test/searchServer';
import { DocumentMultiSelect, type PickedDocument } from './DocumentMultiSelect';

/** The server: 500 documents; it answers a keyword (or nothing, the most recent) with at most 20. */
vi.mock('react-relay', async (original) => ({
  ...(await original<typeof import('react-relay')>()),
  fetchQuery: (await import('@/test/searchServer')).answerSearch(
    'documents',
    Array.from({ length: 500 }, (_, index) => ({ id: `d${index}`, name: `Policy ${index}` })),
  ),
}));

freshSearchEachTest();

describe('DocumentMultiSelect', () => {
  it('offers the most recent documents at once, finds others on the server, and keeps the chosen ones named', async () => {
    const onPick = vi.fn();
    const initial: PickedDocument[] = [{ id: 'old', title: 'Archived handbook' }];
    renderSearching(
      <Held initial={initial} onChange={onPick}>
        {(value, change) => <DocumentMultiSelect label="Documents" value={value} onChange={change} />}
      </Held>,
    );
    await waitFor(() => expect(searchCalls).toEqual([{ keyword: '' }]));
    // The chosen document is named though no answer holds it.
    expect(pillNames()).toEqual(['Archived handbook']);
    const input = openPicker('Documents');
    await waitFor(() => expect(optionNames()).toHaveLength(21));
    fireEvent.change(input, { target: { value: '321' } });
    await waitFor(() => expect(optionNames()).toEqual(['Policy 321']));
    expect(searchCalls.at(-1)).toEqual({ keyword: '321' });
    fireEvent.click(options()[0]);
    expect(onPick).toHaveBeenLastCalledWith([
      { id: 'old', title: 'Archived handbook' },
      { id: 'd321', title: 'Policy 321' },
    ]);
    await waitFor(() => expect(pillNames()).toEqual(['Archived handbook', 'Policy 321']));
  });
});
