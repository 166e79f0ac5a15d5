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
  const asked = keyword || browse ? ({ ...variables, keyword } as Op['variables']) : null;
  const { data } = useDebouncedFetch<Op>(query, asked, { delayMs: searchDelayMs, firstAtOnce: browse });
  const [seen, setSeen] = useState<{ answer: Op['response'] | null; records: readonly Record[]; ids: ReadonlySet<string> }>({ answer: null, records: [], ids: new Set() });
  // A new answer adds its records to those found before (adjusted while rendering, not in an effect).
  if (data && data !== seen.answer) {
    const latest = connectionOf(data).edges.map((edge) => edge.node);
    const known = new Set(seen.records.map((record) => record.id));
    setSeen({ answer: data, records: [...seen.records, ...latest.filter((record) => !known.has(record.id))], ids: new Set(latest.map((record) => record.id)) });
  }
  const lastIds = seen.ids;
  return {
    found: seen.records,
    props: {
      onSearchChange: (search) => setKeyword(search.trim()),
      filter: ({ options, search, limit }) => matching(options, search.trim().toLowerCase(), lastIds).slice(0, limit),
    },
  };
}
