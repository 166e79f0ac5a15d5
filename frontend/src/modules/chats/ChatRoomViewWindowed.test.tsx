import { act, fireEvent, screen } from '@testing-library/react';
import { createOperationDescriptor, type Environment } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { windowedFrom } from '@/modules/ui/windowed/useWindowedItems';
import { renderStoredQuery } from '@/test/renderStoredQuery';
import { expectWhole, expectWindowed, fakeBoxLayout, settle } from '@/test/windowedLayout';
import { chatMessagesId } from './chatConnections';
import { roomMessage, roomPage } from './chatFixtures.testing';
import { ChatRoomView } from './ChatRoomView';
import query, { type ChatRoomViewPaginationQuery } from './__generated__/ChatRoomViewPaginationQuery.graphql';

// The room's live subscription and the no-model notice reach the server: not here.
vi.mock('@/modules/relay/useLiveEntity', () => ({ useLiveEntity: () => undefined }));
vi.mock('@/modules/ai/AiUnavailableNotice', () => ({ AiUnavailableNotice: () => null }));

const roomId = 'ChatRoom:1';
/** Every message is this high (the estimate), the messages' box this high. */
const messageHeight = 96;
const boxHeight = 600;

/** Every message is the human's (plain text, no answer to render). */
const message = (n: number) => roomMessage(n, 'HUMAN');
const page = (from: number, to: number) => roomPage(roomId, from, to, message);

const theBox = () => screen.getByTestId('chat-messages');
const { scrollBoxTo: setScrollTop, contentHeight } = fakeBoxLayout({
  box: theBox,
  list: () => theBox().querySelector('[role="list"]') ?? theBox().firstElementChild?.lastElementChild,
  itemHeight: messageHeight,
  boxHeight,
});

function openRoom(from: number, to: number): Environment {
  return renderStoredQuery<ChatRoomViewPaginationQuery>(query, { id: roomId, count: 100, cursor: null }, page(from, to), (data) =>
    data.node ? <ChatRoomView room={data.node} composer={null as never} models={[]} retryWithModel={false} canManageModels={false} /> : <></>,
  ).environment;
}

const shownIds = () => screen.getAllByTestId('chat-message').map((element) => element.dataset.id);
const rowOf = (id: string) => screen.getAllByTestId('chat-message').find((element) => element.dataset.id === id)?.parentElement;

describe('a long chat room (issue 33)', () => {
  it('renders a room below the threshold whole', async () => {
    openRoom(0, windowedFrom - 1);
    await settle();
    expectWhole(screen.getAllByTestId('chat-message'), windowedFrom - 1);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('opens a long room at its end, rendering only the messages in view, each with its place', async () => {
    openRoom(900, 1_000);
    await settle();
    const rows = screen.getAllByRole('listitem');
    expect(shownIds().at(-1)).toBe('m999');
    expectWindowed(rows, { count: 100, firstIndex: Number(rows[0].getAttribute('aria-posinset')) - 1 });
    expect(theBox().scrollTop).toBe(contentHeight() - boxHeight);
  });

  it('keeps the reader’s place when earlier messages are put above', async () => {
    const environment = openRoom(900, 1_000);
    await settle();
    act(() => setScrollTop(theBox(), 0));
    await settle();
    expect(shownIds()[0]).toBe('m900');
    const topBefore = rowOf('m900')?.getBoundingClientRect().top;

    fireEvent.click(screen.getByTestId('chat-earlier'));
    act(() => environment.commitPayload(createOperationDescriptor(query, { id: roomId, count: 100, cursor: 'c900' }), page(800, 900)));
    await settle();

    // The message the reader was at is still rendered where it was; the earlier ones are above it.
    expect(screen.getAllByRole('listitem')[0].getAttribute('aria-setsize')).toBe('200');
    expect(rowOf('m900')?.getBoundingClientRect().top).toBe(topBefore);
    expect(theBox().scrollTop).toBe(100 * messageHeight);
    expect(shownIds()).not.toContain('m800');
  });

  it('follows a new message at the end', async () => {
    const environment = openRoom(900, 1_000);
    await settle();
    act(() =>
      environment.commitUpdate((store) => {
        const record = store.create('m1000', 'ChatMessage');
        for (const [field, value] of Object.entries(message(1_000))) if (typeof value !== 'object' || value === null) record.setValue(value as string, field);
        record.setLinkedRecords([], 'files').setLinkedRecords([], 'attachedDocuments').setLinkedRecords([], 'toolCalls');
        insertNode(store, chatMessagesId(roomId), 'm1000', 'ChatMessageEdge', 'end');
      }),
    );
    await settle();
    expect(shownIds().at(-1)).toBe('m1000');
    expect(theBox().scrollTop).toBe(contentHeight() - boxHeight);
  });
});
