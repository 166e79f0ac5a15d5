import { describe, expect, it } from 'vitest';
import { createOperationDescriptor, Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { chatMessagesId } from './chatConnections';
import { roomPage } from './chatFixtures.testing';
import query from './__generated__/ChatRoomViewPaginationQuery.graphql';

/*
 * A room's messages as ChatRoomView pages them: the newest page first (`last`), earlier pages
 * put before it (`before: startCursor`), and messages that arrive live (`chatRoomChanged`, a
 * send, a retry) appended at the end of the same connection.
 */

const roomId = 'Q2hhdFJvb206MQ';

function setup() {
  const environment = new Environment({
    network: Network.create(() => Observable.create<GraphQLResponse>(() => undefined)),
    store: new Store(new RecordSource()),
  });
  const load = (variables: { count: number; cursor: string | null }, from: number, to: number) => {
    const operation = createOperationDescriptor(query, { id: roomId, ...variables });
    environment.retain(operation);
    environment.commitPayload(operation, roomPage(roomId, from, to));
  };
  const shown = () => {
    let ids: string[] = [];
    let previous: unknown;
    environment.commitUpdate((store) => {
      const connection = store.get(chatMessagesId(roomId));
      ids = (connection?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? '?');
      previous = connection?.getLinkedRecord('pageInfo')?.getValue('hasPreviousPage');
    });
    return { ids, hasPrevious: previous };
  };
  const live = (n: number) =>
    environment.commitUpdate((store) => {
      const record = store.get(`m${n}`) ?? store.create(`m${n}`, 'ChatMessage');
      record.setValue(`m${n}`, 'id');
      insertNode(store, chatMessagesId(roomId), `m${n}`, 'ChatMessageEdge', 'end');
    });
  return { load, shown, live };
}

describe('a room’s messages paged back from the newest', () => {
  it('opens on the newest page, puts earlier pages before it, and keeps live messages at the end', () => {
    const { load, shown, live } = setup();
    // 250 messages: the room opens on the last 100.
    load({ count: 100, cursor: null }, 150, 250);
    expect(shown().ids).toHaveLength(100);
    expect(shown().ids[0]).toBe('m150');
    expect(shown().hasPrevious).toBe(true);

    // One arrives live, then the reader asks for earlier messages twice.
    live(250);
    load({ count: 100, cursor: 'c150' }, 50, 150);
    let { ids, hasPrevious } = shown();
    expect(ids).toHaveLength(201);
    expect(ids.slice(0, 2)).toEqual(['m50', 'm51']);
    expect(ids.slice(99, 101)).toEqual(['m149', 'm150']);
    expect(ids.at(-1)).toBe('m250');
    expect(hasPrevious).toBe(true);

    load({ count: 100, cursor: 'c50' }, 0, 50);
    ({ ids, hasPrevious } = shown());
    expect(ids).toHaveLength(251);
    expect(ids).toEqual(Array.from({ length: 251 }, (_, n) => `m${n}`));
    expect(hasPrevious).toBe(false);

    // Another live message still goes to the end, once.
    live(251);
    live(251);
    expect(shown().ids.slice(-3)).toEqual(['m249', 'm250', 'm251']);
    expect(shown().ids).toHaveLength(252);
  });

  it('reads the room again from its newest page (a reconnect), dropping the earlier pages', () => {
    const { load, shown } = setup();
    load({ count: 100, cursor: null }, 150, 250);
    load({ count: 100, cursor: 'c150' }, 50, 150);
    expect(shown().ids).toHaveLength(200);
    load({ count: 100, cursor: null }, 151, 251);
    expect(shown().ids[0]).toBe('m151');
    expect(shown().ids.at(-1)).toBe('m250');
    expect(shown().ids).toHaveLength(100);
  });
});
