import { isOptionsGroup, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { useState } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useDebouncedFetch } from '@/modules/ui/useDebouncedFetch';

type Named = { readonly id: string; readonly name: string };

/** How long typing in a picker must pause before the server is asked. */
const searchDelayMs = 250;

/** What a Mantine Select or MultiSelect takes to search the server (spread it onto the picker). */
export interface ServerSearchProps {
  onSearchChange: (search: string) => void;
  filter: OptionsFilter;
}

export interface ServerSearch<Record extends Named = Named> {
  /** Every record the server found for what was typed in this picker so far (a pick stays named after the next search). */
  found: readonly Record[];
  /** The picker's search: typing asks the server; an option shows when its name has what is typed or the server found it for it. */
  props: ServerSearchProps;
}

function matching(items: readonly ComboboxParsedItem[], search: string, found: ReadonlySet<string>): ComboboxParsedItem[] {
  return items.flatMap((item): ComboboxParsedItem[] => {
    if (isOptionsGroup(item)) {
      const inGroup = matching(item.items, search, found);
      return inGroup.length > 0 ? [{ ...item, items: inGroup as typeof item.items }] : [];
    }
    return found.has(item.value) || item.label.toLowerCase().includes(search) ? [item] : [];
  });
}

/** A search query's answer: one connection of named records. */
type Found<Record extends Named> = { readonly edges: readonly { readonly node: Record }[] };

interface Options<Variables> {
  /** The query's other variables, fixed for this picker (which application, which tree). */
  variables?: Omit<Variables, 'keyword'>;
  /** Ask the server with nothing typed too: a picker with no first page of its own offers the server's first ones. */
  browse?: boolean;
}

/**
 * A picker over a connection too long to load whole (10,000 members, 100,000 organizations,
 * issue 33): it offers the first page the form loaded, and what is typed is searched on the server
 * (debounced, a small `first`), so the 10,001st member can be picked by name. The area gives its
 * search query (variables `{ keyword }`, with any fixed `variables` beside it) and the connection of
 * an answer; with `browse` an empty search asks the server as well.
 */
export function useServerSearch<Op extends OperationType & { variables: { keyword: string } }, Record extends Named = Named>(
  query: GraphQLTaggedNode,
  connectionOf: (response: Op['response']) => Found<Record>,
  { variables, browse = false }: Options<Op['variables']> = {},
): ServerSearch<Record> {
  const [keyword, setKeyword] = useState('');
  // The first page is read on its own, once: a chosen value's label, which the picker sets as its
  // search at once, would otherwise supersede it, and only that value would ever be offered.
  const browsed = useDebouncedFetch<Op>(query, browse ? ({ ...variables, keyword: '' } as Op['variables']) : null, { delayMs: 0, firstAtOnce: true }).data;
  const searched = useDebouncedFetch<Op>(query, keyword ? ({ ...variables, keyword } as Op['variables']) : null, { delayMs: searchDelayMs }).data;
  const [seen, setSeen] = useState<{ answers: readonly Op['response'][]; records: readonly Record[] }>({ answers: [], records: [] });
  // A new answer adds its records to those found before (adjusted while rendering, not in an effect).
  const fresh = [browsed, searched].filter((answer): answer is Op['response'] => answer !== null && !seen.answers.includes(answer));
  if (fresh.length > 0) {
    const records = new Map(seen.records.map((record) => [record.id, record]));
    for (const record of fresh.flatMap((answer) => connectionOf(answer).edges.map((edge) => edge.node))) {
      if (!records.has(record.id)) records.set(record.id, record);
    }
    setSeen({ answers: [browsed, searched].filter((answer) => answer !== null), records: [...records.values()] });
  }
  // What the server found for the search as it stands: the typed keyword's last answer, or with nothing typed the first page.
  const current = keyword ? searched : browsed;
  const lastIds = new Set(current ? connectionOf(current).edges.map((edge) => edge.node.id) : []);
  return {
    found: seen.records,
    props: {
      onSearchChange: (search) => setKeyword(search.trim()),
      filter: ({ options, search, limit }) => matching(options, search.trim().toLowerCase(), lastIds).slice(0, limit),
    },
  };
}
