import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNotifications } from '@/modules/layout/AppNotifications';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ActionModal, DialogActions, useDialogAction } from './ConfirmDialog';

afterEach(() => {
  act(() => notifications.clean());
});

type Outcome = { ok: { count: number } } | { refused: Error };

/** A dialog asking before an action whose commit ends as `outcome` says (after the test lets it). */
function Harness({ outcome, commit }: { outcome: Outcome; commit: (variables: { id: string }) => void }) {
  const [opened, setOpened] = useState(true);
  const { error, dismiss, run } = useDialogAction(() => setOpened(false));
  const mutate = (config: { variables: { id: string }; onCompleted: (response: { count: number }) => void; onError: (error: Error) => void }) => {
    commit(config.variables);
    if ('ok' in outcome) config.onCompleted(outcome.ok);
    else config.onError(outcome.refused);
  };
  return (
    <>
      <AppNotifications />
      {!opened && <button type="button" onClick={() => setOpened(true)}>{'Open again'}</button>}
      <ActionModal
        opened={opened}
        onClose={dismiss}
        title="Archive the thing?"
        testId="thing-archive"
        error={error}
        confirm={{ label: 'Archive', loading: false, onClick: () => run(mutate, { id: 'T1' }, (response) => `Archived ${response.count}.`), testId: 'thing-archive-confirm' }}
      >
        <p>{'It leaves every list.'}</p>
      </ActionModal>
    </>
  );
}

describe('useDialogAction with ActionModal', () => {
  it('commits with the variables, closes the dialog and says what was done', async () => {
    const commit = vi.fn();
    renderWithProviders(<Harness outcome={{ ok: { count: 2 } }} commit={commit} />);
    expect(await screen.findByText('It leaves every list.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('thing-archive-confirm'));
    expect(commit).toHaveBeenCalledWith({ id: 'T1' });
    expect(await screen.findByText('Archived 2.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('thing-archive')).toBeNull());
  });

  it('keeps a refusal in the dialog, with its coded message, and forgets it once the dialog is dismissed', async () => {
    const refusal = Object.assign(new Error('refused'), { extensions: { code: '204.X000.004' } });
    renderWithProviders(<Harness outcome={{ refused: refusal }} commit={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('thing-archive-confirm'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.getByTestId('thing-archive')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open again' }));
    await screen.findByTestId('thing-archive');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DialogActions', () => {
  it('submits its form when the action is the form’s submit button, and Cancel does not', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <DialogActions onCancel={onCancel} confirm={{ label: 'Start', loading: false, submit: true }} />
      </form>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
