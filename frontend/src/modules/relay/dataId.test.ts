import { Environment, Network, Observable, RecordSource, Store, createOperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import ChatRoomListSubscription from '@/modules/chats/__generated__/ChatRoomListSubscription.graphql';
import { getDataID } from './dataId';

function environment() {
  return new Environment({
    getDataID,
    network: Network.create(() => Observable.create(() => undefined)),
    store: new Store(new RecordSource()),
  });
}

const room = {
  id: 'Q2hhdFJvb206MQ==',
  title: 'Plan the offsite',
  answering: false,
  lastMessageAt: '2026-12-06T10:00:00Z',
  messageCount: 2,
  agent: null,
  aiModel: null,
};

describe('getDataID', () => {
  it('keeps a live notice apart from the row it names, so the row keeps its own type and fields', () => {
    const env = environment();
    // Heard before the room was ever read (a room this tab just started).
    env.commitPayload(createOperationDescriptor(ChatRoomListSubscription, { filter: {} }), {
      chatRoomsChanged: { kind: 'CREATED', id: room.id, matches: true, chatRoom: room },
    });
    const record = env.getStore().getSource().get(room.id);
    expect(record?.__typename).toBe('ChatRoom');
    expect(record?.title).toBe('Plan the offsite');
    expect(record).not.toHaveProperty('matches');
    expect(record).not.toHaveProperty('kind');
  });

  it('stores every other object under its global id', () => {
    expect(getDataID({ id: room.id }, 'ChatRoom')).toBe(room.id);
    expect(getDataID({ id: room.id }, 'ChatRoomChange')).toBeUndefined();
  });
});
