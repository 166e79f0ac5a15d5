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
