import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { namedChoices } from './fieldRules';
import { SearchSelect } from './SearchSelect';
import { useServerSearch } from './useServerSearch';

/** The server: 10,000 members, of whom the form's first page holds three; it answers a keyword with at most 20. */
const server = vi.hoisted(() => ({ calls: [] as Variables[] }));
vi.mock('react-relay', async (original) => ({
  ...(await original<typeof import('react-relay')>()),
  fetchQuery: (_environment: unknown, _query: unknown, variables: Variables) => {
    server.calls.push(variables);
    const keyword = String(variables.keyword).toLowerCase();
    const members = Array.from({ length: 10_000 }, (_, index) => ({ id: `e${index}`, name: `Member ${index}`, email: `m${index}@example.com` }));
    const found = members.filter((member) => member.name.toLowerCase().includes(keyword) || member.email.includes(keyword)).slice(0, 20);
    return Observable.from({ employees: { edges: found.map(({ id, name }) => ({ node: { id, name } })) } });
  },
}));

interface SearchQuery {
  variables: { keyword: string; team?: string };
  response: { employees: { edges: { node: { id: string; name: string } }[] } };
}

const query = {} as GraphQLTaggedNode;
const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('unused'))), store: new Store(new RecordSource()) });
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

/**
 * The options in the list (Mantine hides the list while it is empty and shows it again through a
 * transition jsdom does not run, so they are read from the document, not by their role).
 */
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
const optionNames = () => options().map((option) => option.textContent);

beforeEach(() => {
  server.calls = [];
  // jsdom has no scrolling; the combobox scrolls its first option into view as one types.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('useServerSearch (issue 33)', () => {
  it('offers the first page, and finds a member beyond it on the server by what is typed', async () => {
    const onPick = vi.fn();
    renderWithProviders(
      <RelayEnvironmentProvider environment={environment}>
        <Picker onPick={onPick} />
      </RelayEnvironmentProvider>,
    );
    const input = screen.getAllByLabelText('Assignee').find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    input.focus();
    fireEvent.click(input);
    expect(optionNames()).toEqual(['Member 0', 'Member 1', 'Member 2']);
    // Typing shows what the page has at once; the server is asked once typing pauses.
    fireEvent.change(input, { target: { value: '9876' } });
    expect(optionNames()).toEqual([]);
    expect(server.calls).toEqual([]);
    await waitFor(() => expect(optionNames()).toEqual(['Member 9876']));
    expect(server.calls).toEqual([{ keyword: '9876' }]);
    fireEvent.click(options()[0]);
    expect(onPick).toHaveBeenCalledWith('e9876');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Member 9876'));
  });

  it('shows a member the server found by email though the name has not what is typed', async () => {
    renderWithProviders(
      <RelayEnvironmentProvider environment={environment}>
        <Picker onPick={vi.fn()} />
      </RelayEnvironmentProvider>,
    );
    const input = screen.getAllByLabelText('Assignee').find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    input.focus();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'm4321@' } });
    await waitFor(() => expect(optionNames()).toEqual(['Member 4321']));
  });

  it('with browse, asks the server with nothing typed too, with its fixed variables beside the keyword', async () => {
    renderWithProviders(
      <RelayEnvironmentProvider environment={environment}>
        <BrowsingPicker />
      </RelayEnvironmentProvider>,
    );
    await waitFor(() => expect(server.calls).toEqual([{ team: 't1', keyword: '' }]));
    const input = screen.getAllByLabelText('Assignee').find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    input.focus();
    fireEvent.click(input);
    await waitFor(() => expect(optionNames()).toHaveLength(20));
    fireEvent.change(input, { target: { value: '9876' } });
    await waitFor(() => expect(optionNames()).toEqual(['Member 9876']));
    expect(server.calls.at(-1)).toEqual({ team: 't1', keyword: '9876' });
  });
});
