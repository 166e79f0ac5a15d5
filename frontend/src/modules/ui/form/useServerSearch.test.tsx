import { fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { freshSearchEachTest, openPicker, optionNames, options, renderSearching } from '@/test/combobox';
import { searchCalls } from '@/test/searchServer';
import { namedChoices } from './fieldRules';
import { SearchSelect } from './SearchSelect';
import { useServerSearch } from './useServerSearch';

/** The server: 10,000 members, of whom the form's first page holds three; it answers a keyword with at most 20. */
vi.mock('react-relay', async (original) => ({
  ...(await original<typeof import('react-relay')>()),
  fetchQuery: (await import('@/test/searchServer')).answerSearch(
    'employees',
    Array.from({ length: 10_000 }, (_, index) => ({ id: `e${index}`, name: `Member ${index}`, email: `m${index}@example.com` })),
    (member, keyword) => member.name.toLowerCase().includes(keyword) || member.email.includes(keyword),
  ),
}));

interface SearchQuery {
  variables: { keyword: string; team?: string };
  response: { employees: { edges: { node: { id: string; name: string } }[] } };
}

const query = {} as GraphQLTaggedNode;
const firstPage = [
  { id: 'e0', name: 'Member 0' },
  { id: 'e1', name: 'Member 1' },
  { id: 'e2', name: 'Member 2' },
];

function Picker({ onPick }: { onPick: (id: string | null) => void }) {
  const search = useServerSearch<SearchQuery>(query, (response) => response.employees);
  const [value, setValue] = useState<string | null>(null);
  return (
    <SearchSelect
      label="Assignee"
      data={namedChoices(firstPage, search.found).data}
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
      {...search.props}
    />
  );
}

/** A picker with no first page of its own: it browses the server's first answers, asked with its team. */
function BrowsingPicker() {
  const search = useServerSearch<SearchQuery>(query, (response) => response.employees, { variables: { team: 't1' }, browse: true });
  return <SearchSelect label="Assignee" data={search.found.map((member) => ({ value: member.id, label: member.name }))} value={null} {...search.props} />;
}

freshSearchEachTest();

describe('useServerSearch (issue 33)', () => {
  it('offers the first page, and finds a member beyond it on the server by what is typed', async () => {
    const onPick = vi.fn();
    renderSearching(<Picker onPick={onPick} />);
    const input = openPicker('Assignee');
    expect(optionNames()).toEqual(['Member 0', 'Member 1', 'Member 2']);
    // Typing shows what the page has at once; the server is asked once typing pauses.
    fireEvent.change(input, { target: { value: '9876' } });
    expect(optionNames()).toEqual([]);
    expect(searchCalls).toEqual([]);
    await waitFor(() => expect(optionNames()).toEqual(['Member 9876']));
    expect(searchCalls).toEqual([{ keyword: '9876' }]);
    fireEvent.click(options()[0]);
    expect(onPick).toHaveBeenCalledWith('e9876');
    await waitFor(() => expect(input.value).toBe('Member 9876'));
  });

  it('shows a member the server found by email though the name has not what is typed', async () => {
    renderSearching(<Picker onPick={vi.fn()} />);
    const input = openPicker('Assignee');
    fireEvent.change(input, { target: { value: 'm4321@' } });
    await waitFor(() => expect(optionNames()).toEqual(['Member 4321']));
  });

  it('with browse, asks the server with nothing typed too, with its fixed variables beside the keyword', async () => {
    renderSearching(<BrowsingPicker />);
    await waitFor(() => expect(searchCalls).toEqual([{ team: 't1', keyword: '' }]));
    const input = openPicker('Assignee');
    await waitFor(() => expect(optionNames()).toHaveLength(20));
    fireEvent.change(input, { target: { value: '9876' } });
    await waitFor(() => expect(optionNames()).toEqual(['Member 9876']));
    expect(searchCalls.at(-1)).toEqual({ team: 't1', keyword: '9876' });
  });

  it('with browse, keeps the first page though a chosen label is searched before it was answered', async () => {
    renderSearching(<BrowsingPicker />);
    const input = openPicker('Assignee');
    // What the picker does at once when a value is chosen: its label becomes the search.
    fireEvent.change(input, { target: { value: 'Member 9876' } });
    await waitFor(() => expect(searchCalls).toContainEqual({ team: 't1', keyword: 'Member 9876' }));
    expect(searchCalls).toContainEqual({ team: 't1', keyword: '' });
    // Cleared, it offers the first page and the label's find, with nothing more asked.
    const asked = searchCalls.length;
    fireEvent.change(input, { target: { value: '' } });
    expect(optionNames()).toHaveLength(21);
    expect(searchCalls).toHaveLength(asked);
  });
});
