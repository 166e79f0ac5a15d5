import { fireEvent, waitFor } from '@testing-library/react';
import { Observable, type Variables } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { Held, openPicker, optionNames, options, pillNames, renderSearching, stubScrolling } from '@/test/combobox';
import { useTagFormChoices } from './useTagFormChoices';
import type { useTagFormChoices_query$key } from './__generated__/useTagFormChoices_query.graphql';

/** The server: 5,000 tags, of which the form's first page holds a hundred; it answers a keyword with at most 20. */
const server = vi.hoisted(() => ({ calls: [] as Variables[] }));
vi.mock('react-relay', async (original) => {
  const tags = Array.from({ length: 5_000 }, (_, index) => ({ id: `t${index}`, name: `Tag ${index}` }));
  return {
    ...(await original<typeof import('react-relay')>()),
    useFragment: () => ({ tags: { edges: tags.slice(0, 100).map((node) => ({ node })) } }),
    fetchQuery: (_environment: unknown, _query: unknown, variables: Variables) => {
      server.calls.push(variables);
      const keyword = String(variables.keyword).toLowerCase();
      const found = tags.filter((tag) => tag.name.toLowerCase().includes(keyword)).slice(0, 20);
      return Observable.from({ tags: { edges: found.map((node) => ({ node })) } });
    },
  };
});

const held = [{ id: 'legacy', name: 'Legacy customer' }];

function TagPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const tags = useTagFormChoices({} as useTagFormChoices_query$key, held);
  return <SearchMultiSelect label="Tags" data={tags.data} value={value} onChange={onChange} {...tags.search} />;
}

beforeEach(() => {
  server.calls = [];
  stubScrolling();
});

describe('useTagFormChoices (issue 33)', () => {
  it('offers the first page, finds a tag beyond it on the server, and keeps the chosen tags named', async () => {
    const onPick = vi.fn();
    renderSearching(
      <Held initial={['legacy']} onChange={onPick}>
        {(value, change) => <TagPicker value={value} onChange={change} />}
      </Held>,
    );
    // The record's own tag is named though the first page lacks it.
    expect(pillNames()).toEqual(['Legacy customer']);
    const input = openPicker('Tags');
    expect(optionNames()).toHaveLength(101);
    expect(server.calls).toEqual([]);
    fireEvent.change(input, { target: { value: '4321' } });
    await waitFor(() => expect(optionNames()).toEqual(['Tag 4321']));
    expect(server.calls).toEqual([{ keyword: '4321' }]);
    fireEvent.click(options()[0]);
    expect(onPick).toHaveBeenLastCalledWith(['legacy', 't4321']);
    // The tag found on the server stays named after the search moves on.
    fireEvent.change(input, { target: { value: 'Tag 7' } });
    await waitFor(() => expect(server.calls.at(-1)).toEqual({ keyword: 'Tag 7' }));
    expect(pillNames()).toEqual(['Legacy customer', 'Tag 4321']);
  });
});
