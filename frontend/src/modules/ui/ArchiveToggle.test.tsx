import { Notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ArchiveToggle } from './ArchiveToggle';

// Real catalogue entries (the agents' words).
const messages = defineMessages({
  archivedDone: { id: 'agent.detail.archivedDone', defaultMessage: 'The agent is archived.' },
  restoredDone: { id: 'agent.detail.restoredDone', defaultMessage: 'The agent is active again.' },
});

type Commit = (archived: boolean, callbacks: { onCompleted: () => void; onError: (error: Error) => void }) => void;

function setup(archived: boolean, commit: Commit) {
  renderWithProviders(
    <>
      <Notifications />
      <ArchiveToggle archived={archived} commit={commit} inFlight={false} messages={messages} data-testid="agent-archive" />
    </>,
  );
}

describe('ArchiveToggle', () => {
  it('archives an active record and says so', async () => {
    const commit = vi.fn<Commit>((_archived, callbacks) => callbacks.onCompleted());
    setup(false, commit);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(commit.mock.calls[0][0]).toBe(true);
    expect(await screen.findByText('The agent is archived.')).toBeTruthy();
  });

  it('restores an archived one, and shows why not when refused', async () => {
    const commit = vi.fn<Commit>((_archived, callbacks) => callbacks.onError(new Error('Not allowed')));
    setup(true, commit);
    fireEvent.click(await screen.findByTestId('agent-archive'));
    expect(commit.mock.calls[0][0]).toBe(false);
    expect(await screen.findByText('Not allowed')).toBeTruthy();
    expect(screen.queryByText('The agent is active again.')).toBeNull();
  });
});
