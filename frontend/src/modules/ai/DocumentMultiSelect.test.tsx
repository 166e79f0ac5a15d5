import { fireEvent, waitFor } from '@testing-library/react';
import { Observable, type Variables } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Held, openPicker, optionNames, options, pillNames, renderSearching, stubScrolling } from '@/test/combobox';
import { DocumentMultiSelect, type PickedDocument } from './DocumentMultiSelect';

/** The server: 500 documents; it answers a keyword (or nothing, the most recent) with at most 20. */
const server = vi.hoisted(() => ({ calls: [] as Variables[] }));
vi.mock('react-relay', async (original) => ({
  ...(await original<typeof import('react-relay')>()),
  fetchQuery: (_environment: unknown, _query: unknown, variables: Variables) => {
    server.calls.push(variables);
    const keyword = String(variables.keyword).toLowerCase();
    const documents = Array.from({ length: 500 }, (_, index) => ({ id: `d${index}`, name: `Policy ${index}` }));
    const found = documents.filter((document) => document.name.toLowerCase().includes(keyword)).slice(0, 20);
    return Observable.from({ documents: { edges: found.map((node) => ({ node })) } });
  },
}));

beforeEach(() => {
  server.calls = [];
  stubScrolling();
});

describe('DocumentMultiSelect', () => {
  it('offers the most recent documents at once, finds others on the server, and keeps the chosen ones named', async () => {
    const onPick = vi.fn();
    const initial: PickedDocument[] = [{ id: 'old', title: 'Archived handbook' }];
    renderSearching(
      <Held initial={initial} onChange={onPick}>
        {(value, change) => <DocumentMultiSelect label="Documents" value={value} onChange={change} />}
      </Held>,
    );
    await waitFor(() => expect(server.calls).toEqual([{ keyword: '' }]));
    // The chosen document is named though no answer holds it.
    expect(pillNames()).toEqual(['Archived handbook']);
    const input = openPicker('Documents');
    await waitFor(() => expect(optionNames()).toHaveLength(21));
    fireEvent.change(input, { target: { value: '321' } });
    await waitFor(() => expect(optionNames()).toEqual(['Policy 321']));
    expect(server.calls.at(-1)).toEqual({ keyword: '321' });
    fireEvent.click(options()[0]);
    expect(onPick).toHaveBeenLastCalledWith([
      { id: 'old', title: 'Archived handbook' },
      { id: 'd321', title: 'Policy 321' },
    ]);
    await waitFor(() => expect(pillNames()).toEqual(['Archived handbook', 'Policy 321']));
  });
});
