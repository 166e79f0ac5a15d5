import { renderHook, screen, within } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { GenerationExchange, useGeneration } from './GenerationExchange';

const subscribed = vi.hoisted(() => [] as { roomId: string; connectionId: string; refresh: () => void }[]);
vi.mock('./useChatRoomChangedSubscription', () => ({
  useChatRoomChangedSubscription: (roomId: string, connectionId: string, refresh: () => void) => void subscribed.push({ roomId, connectionId, refresh }),
}));

// Real catalogue entries (the document generation's words).
const messages = defineMessages({
  prompt: { id: 'chat.generate.prompt', defaultMessage: 'What the document should be' },
  answer: { id: 'chat.generate.answer', defaultMessage: 'Draft' },
});

const message = (id: string, author: 'HUMAN' | 'AI', createdAt: string) => ({ id, author, createdAt });

describe('useGeneration', () => {
  it('follows the room live and finds its request and newest answer, whatever the order', () => {
    const refresh = vi.fn();
    const connection = {
      __id: 'client:room:messages',
      edges: [message('a2', 'AI', '2026-01-01T10:05:00Z'), message('h1', 'HUMAN', '2026-01-01T10:00:00Z'), message('a1', 'AI', '2026-01-01T10:01:00Z')].map((node) => ({ node })),
    };
    const { result } = renderHook(() => useGeneration('room-1', connection, refresh));
    expect(result.current.connectionId).toBe('client:room:messages');
    expect(result.current.request?.id).toBe('h1');
    expect(result.current.answer?.id).toBe('a2');
    const last = subscribed.at(-1);
    expect(last).toMatchObject({ roomId: 'room-1', connectionId: 'client:room:messages' });
    // After a reconnect the subscription reads the room again through the view's refresh.
    last?.refresh();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('has neither before the room has messages', () => {
    const { result } = renderHook(() => useGeneration('room-1', { __id: 'c', edges: [] }, () => undefined));
    expect(result.current.request).toBeNull();
    expect(result.current.answer).toBeNull();
  });
});

describe('GenerationExchange', () => {
  it('shows the request under the area label, then what the area adds; no answer heading before one', async () => {
    renderWithProviders(
      <GenerationExchange roomId="room-1" connectionId="c" request={{ text: 'A leave policy\nfor part-timers' }} answer={null} models={[]} retryWithModel={false} messages={messages} testId="generated-document">
        <p>save form</p>
      </GenerationExchange>,
    );
    const view = await screen.findByTestId('generated-document');
    expect(view.getAttribute('data-room')).toBe('room-1');
    expect(within(view).getByText('What the document should be')).toBeTruthy();
    expect(within(view).getByTestId('generated-document-prompt').textContent).toBe('A leave policy\nfor part-timers');
    expect(within(view).getByText('save form')).toBeTruthy();
    expect(within(view).queryByRole('heading', { name: 'Draft' })).toBeNull();
  });
});
