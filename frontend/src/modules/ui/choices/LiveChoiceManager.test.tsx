import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { choice, kit, messages } from './choiceFixtures.testing';
import type { ChoiceMutation } from './choiceTypes';
import { LiveChoiceManager, type ChoiceHooks } from './LiveChoiceManager';

const open = choice('a', 'Open', 0);

const idle = <Input,>(): ChoiceMutation<Input> => [() => undefined, false];

describe('LiveChoiceManager', () => {
  it('subscribes on the connection, creates into it, and reads the list again when the subscription asks (a reconnect)', async () => {
    let resync: (() => void) | null = null;
    const subscribed: string[] = [];
    const createdOn: string[] = [];
    const hooks: ChoiceHooks = {
      useChanged: (connectionId, reload) => {
        subscribed.push(connectionId);
        resync = reload;
      },
      useCreate: (connectionId) => {
        createdOn.push(connectionId);
        return idle();
      },
      useUpdate: () => idle(),
      useMove: () => idle(),
    };
    const refetch = vi.fn((_variables: Record<string, never>, options: { onComplete: (error: Error | null) => void }) => options.onComplete(null));
    renderWithProviders(<LiveChoiceManager choices={[open]} admin messages={messages} kit={kit} connectionId="client:root:issueStatuses" refetch={refetch} hooks={hooks} rowTestId="row" />);
    expect(await screen.findByRole('table', { name: 'Document categories' })).toBeTruthy();
    expect(screen.getAllByTestId('row')).toHaveLength(1);
    expect(subscribed.at(-1)).toBe('client:root:issueStatuses');
    expect(createdOn.at(-1)).toBe('client:root:issueStatuses');
    expect(refetch).not.toHaveBeenCalled();
    await act(async () => {
      await resync?.();
    });
    expect(refetch).toHaveBeenCalledOnce();
    expect(refetch.mock.calls[0][1]).toMatchObject({ fetchPolicy: 'network-only' });
  });
});
