import { useState, type ReactNode } from 'react';
import type { PagedList } from '@/modules/relay/usePagedList';
import { useShowError } from '@/modules/relay/showFailure';
import { ListBody } from '@/modules/ui/list/ListBody';
import type { SelectableRow } from '@/modules/ui/list/listSelection';
import { useListSelection } from '@/modules/ui/list/useListSelection';
import { BulkActionBar } from './BulkActionBar';
import { BulkEditPanel, type StartedBulkEdit } from './BulkEditPanel';
import { useBulkFields } from './useBulkFields';
import { useStartBulkEdit } from './useStartBulkEdit';

interface Props<P, N extends SelectableRow> {
  /** The kind of entity the list shows, by GraphQL type name ("Issue"): its area declares its bulk fields. */
  type: string;
  /** `usePagedList`'s result; its rows carry the `version` they are shown at. */
  list: PagedList<P, N>;
  /** The list query's own `filter` variable: "all matching" sends it as it is. */
  filter: unknown;
  /** The rows (`ListRow`s naming their `item`), or with `cards` the area's cards, each with its `ListSelectBox`. */
  children: ReactNode;
  /** The rows are cards, stacked, not a table's (`ListBody`'s `cards`). */
  cards?: boolean;
}

/**
 * A list whose rows are changed in bulk (issue 35 §2): `ListBody` with a box on each row, the bar
 * "N selected · Select all M matching this filter · Clear" with the area's fields, and over the
 * list the batch's progress and result. Where the server offers the reader no field, it is the
 * plain list. The rows change through the list's own live notices, so nothing is patched here.
 */
export function BulkList<P, N extends SelectableRow>({ type, list, filter, children, cards }: Props<P, N>) {
  const fields = useBulkFields(type);
  const selection = useListSelection(list.nodes, list.body.totalCount, JSON.stringify(filter ?? null), list.body.totalCountCapped);
  const [start, starting] = useStartBulkEdit();
  const [batch, setBatch] = useState<StartedBulkEdit | null>(null);
  const showError = useShowError();
  const onApply = (field: string, value: unknown) =>
    start({
      variables: { input: { type, field, value, ...(selection.allMatching ? { filter: filter ?? {} } : { items: selection.items }) } },
      onCompleted: (response) => {
        setBatch(response.startBulkEdit.bulkEdit);
        selection.clear();
      },
      onError: showError,
    });
  const offered = fields.length > 0;
  return (
    <>
      {batch && <BulkEditPanel key={batch.id} bulkEdit={batch} onClose={() => setBatch(null)} />}
      <ListBody
        {...list.body}
        cards={cards}
        selection={offered ? selection : undefined}
        selectionActions={offered && <BulkActionBar fields={fields} count={selection.count} capped={selection.allMatching && selection.capped} busy={starting} onApply={onApply} />}
      >
        {children}
      </ListBody>
    </>
  );
}
