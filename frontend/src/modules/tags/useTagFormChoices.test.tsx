import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { freshSearchEachTest, Held, pillNames, renderSearching, searchAndPickFirst } from '@/test/combobox';
import { searchCalls } from '@/test/searchServer';
import { useTagFormChoices } from './useTagFormChoices';
import type { useTagFormChoices_query$key } from './__generated__/useTagFormChoices_query.graphql';

/** The server: 5,000 tags, of which the form's first page holds a hundred; it answers a keyword with at most 20. */
vi.mock('react-relay', async (original) => {
  const { answerSearch } = await import('@/test/searchServer');
  const tags = Array.from({ length: 5_000 }, (_, index) => ({ id: `t${index}`, name: `Tag ${index}` }));
  return {
    ...(await original<typeof import('react-relay')>()),
    useFragment: () => ({ tags: { edges: tags.slice(0, 100).map((node) => ({ node })) } }),
    fetchQuery: answerSearch('tags', tags),
  };
});

const held = [{ id: 'legacy', name: 'Legacy customer' }];

function TagPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const tags = useTagFormChoices({} as useTagFormChoices_query$key, held);
  return <SearchMultiSelect label="Tags" data={tags.data} value={value} onChange={onChange} {...tags.search} />;
}

freshSearchEachTest();

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
    const input = await searchAndPickFirst('Tags', { firstPage: 101, typed: '4321', found: ['Tag 4321'] });
    expect(onPick).toHaveBeenLastCalledWith(['legacy', 't4321']);
    // The tag found on the server stays named after the search moves on.
    fireEvent.change(input, { target: { value: 'Tag 7' } });
    await waitFor(() => expect(searchCalls.at(-1)).toEqual({ keyword: 'Tag 7' }));
    expect(pillNames()).toEqual(['Legacy customer', 'Tag 4321']);
  });
});
