import { defineMessage, defineMessages } from 'react-intl';
import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { BoardCard } from './BoardCard';

/** What the board's tests share: an area's words, a card, and a store holding the columns' cards. */

export const messages = defineMessages({
  label: { id: 'test.board.label', defaultMessage: 'Thing board' },
  instructions: { id: 'test.board.instructions', defaultMessage: 'Press Space on a grip.' },
  count: defineMessage<{ count: number }>({ id: 'test.board.count', defaultMessage: '{count, plural, one {# thing} other {# things}}' }),
  empty: { id: 'test.board.empty', defaultMessage: 'No things' },
  moveCard: defineMessage<{ title: string }>({ id: 'test.board.moveCard', defaultMessage: 'Move {title} elsewhere' }),
});

export interface Thing {
  id: string;
  title: string;
}

export function ThingCard({ thing }: { thing: Thing }) {
  const body = `Body of ${thing.title}`;
  return (
    <BoardCard id={thing.id} title={thing.title} href={`/things/${thing.id}`} data-name={thing.title}>
      {body}
    </BoardCard>
  );
}

/**
 * An offline environment whose store holds each column (`col:<key>`) with the cards given
 * (`cards` edges), and `extra` cards that are in no column; `edgesOf` reads a column's cards.
 */
export function boardEnvironment(columns: Record<string, readonly string[]>, extra: readonly string[] = []) {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
  commitLocalUpdate(environment, (store) => {
    for (const [key, ids] of Object.entries(columns)) {
      const record = store.create(`col:${key}`, 'ThingColumn');
      const cards = store.create(`col:${key}:cards`, 'ThingConnection');
      cards.setLinkedRecords(
        ids.map((id) => store.create(`col:${key}:edge:${id}`, 'ThingEdge').setLinkedRecord(store.create(id, 'Thing'), 'node')),
        'edges',
      );
      cards.setLinkedRecord(store.create(`col:${key}:pageInfo`, 'PageInfo'), 'pageInfo');
      record.setLinkedRecord(cards, 'cards');
      record.setValue(ids.length, 'count');
    }
    for (const id of extra) store.create(id, 'Thing');
  });
  const edgesOf = (columnId: string) => {
    let ids: string[] = [];
    commitLocalUpdate(environment, (store) => {
      ids = (store.get(columnId)?.getLinkedRecord('cards')?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? '');
    });
    return ids;
  };
  return { environment, edgesOf };
}
