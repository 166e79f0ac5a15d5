/** A chat message as the server sends it with every field a reader selects (the chats' tests share it). */
export function chatMessage(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ChatMessage',
    id,
    author: 'AI',
    text: '',
    status: 'COMPLETED',
    createdAt: '2026-11-23T10:00:00Z',
    completedAt: null,
    stopReason: null,
    employee: null,
    aiModel: null,
    agent: null,
    files: [],
    attachedDocuments: [],
    usage: null,
    error: null,
    toolCalls: [],
    ...overrides,
  };
}

/** Message `n` of a long room (a second apart; the human's and the AI's in turn unless told), as its pages carry it. */
export function roomMessage(n: number, author: 'HUMAN' | 'AI' = n % 2 ? 'HUMAN' : 'AI') {
  return chatMessage(`m${n}`, { author, text: `message ${n}`, createdAt: new Date(Date.UTC(2026, 10, 23, 10) + n * 1000).toISOString() });
}

/**
 * The server's answer to `messages(last, before)` of room `roomId` over messages numbered from
 * 0: `from..to`, their cursors their numbers.
 */
export function roomPage(roomId: string, from: number, to: number, message: (n: number) => unknown = roomMessage) {
  const numbers = Array.from({ length: to - from }, (_, i) => from + i);
  return {
    node: {
      __typename: 'ChatRoom',
      id: roomId,
      title: 'A long conversation',
      answering: false,
      agent: null,
      aiModel: null,
      messages: {
        edges: numbers.map((n) => ({ cursor: `c${n}`, node: message(n) })),
        pageInfo: { hasPreviousPage: from > 0, startCursor: numbers.length ? `c${from}` : null },
      },
    },
  };
}
