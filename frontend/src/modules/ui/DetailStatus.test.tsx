import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { defineMessage, defineMessages } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { DetailStatusError, DetailStatusSelect, detailMoveSelect, useDetailStatus, type StatusChangeCallbacks } from './DetailStatus';

// Real catalogue entries (the projects' words), so both languages have them.
const statusNames = defineMessages({
  planning: { id: 'project.status.planning', defaultMessage: 'Planning' },
  active: { id: 'project.status.active', defaultMessage: 'Active' },
});
const statuses = [
  { id: 1, label: statusNames.planning },
  { id: 2, label: statusNames.active },
];
const changed = defineMessage<{ status: string }>({ id: 'project.detail.statusChanged', defaultMessage: 'Status changed to {status}.' });

// A priority's words (the tasks'), named by its own placeholder.
const priorityChanged = defineMessage<{ priority: string }>({ id: 'task.detail.priorityChanged', defaultMessage: 'Priority changed to {priority}.' });

function Harness({ commit, priority = false }: { commit: (statusId: number, callbacks: StatusChangeCallbacks) => void; priority?: boolean }) {
  const status = useDetailStatus(
    priority ? { statuses, current: 1, commit, changed: priorityChanged, placeholder: 'priority', refusal: 'notice' } : { statuses, current: 1, commit, changed },
  );
  return (
    <>
      <Notifications />
      <DetailStatusSelect {...status.select} label="Status" disabled={false} />
      {/* What picking an option calls (the dropdown itself is Mantine's). */}
      {statuses.map((option) => (
        <button key={option.id} type="button" onClick={() => status.select.onChange(String(option.id))}>
          pick {option.id}
        </button>
      ))}
      <DetailStatusError error={status.error} title="The status was not changed" />
    </>
  );
}

/** Picks a status as the select's dropdown would. */
function pick(id: number) {
  fireEvent.click(screen.getByRole('button', { name: `pick ${id}` }));
}

describe('useDetailStatus', () => {
  it('shows the current status, commits another one and names it in a green notice', async () => {
    const commit = vi.fn((_statusId: number, callbacks: StatusChangeCallbacks) => callbacks.onCompleted());
    renderWithProviders(<Harness commit={commit} />);
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('Planning');
    pick(2);
    expect(commit.mock.calls[0][0]).toBe(2);
    expect(await screen.findByText('Status changed to Active.')).toBeTruthy();
  });

  it('sends nothing for the status it is in, and shows a refusal until the next pick', async () => {
    let refuse: StatusChangeCallbacks['onError'] = () => undefined;
    const commit = vi.fn((_statusId: number, callbacks: StatusChangeCallbacks) => {
      refuse = callbacks.onError;
    });
    renderWithProviders(<Harness commit={commit} />);
    pick(1);
    expect(commit).not.toHaveBeenCalled();
    pick(2);
    act(() => refuse(new Error('Not allowed')));
    expect(await screen.findByText('Not allowed')).toBeTruthy();
    expect(screen.getByText('The status was not changed')).toBeTruthy();
    act(() => refuse('Already gone'));
    expect(screen.getByText('Already gone')).toBeTruthy();
    pick(2);
    expect(screen.queryByText('The status was not changed')).toBeNull();
  });

  it('names the choice by its placeholder, and can show a refusal as a red notice instead', async () => {
    let refuse: StatusChangeCallbacks['onError'] = () => undefined;
    const commit = vi.fn((statusId: number, callbacks: StatusChangeCallbacks) => {
      if (statusId === 2) callbacks.onCompleted();
      refuse = callbacks.onError;
    });
    renderWithProviders(<Harness commit={commit} priority />);
    pick(2);
    expect(await screen.findByText('Priority changed to Active.')).toBeTruthy();
    act(() => refuse(new Error('Not allowed')));
    expect(await screen.findByText('Not allowed')).toBeTruthy();
    expect(screen.queryByText('The status was not changed')).toBeNull();
  });
});

describe('detailMoveSelect', () => {
  it('moves the record to another column and names it once moved; its own column sends nothing', async () => {
    const move = vi.fn((_value: string, onCompleted: () => void) => onCompleted());
    const select = detailMoveSelect({
      choices: [
        { value: 's1', label: 'Open' },
        { value: 's2', label: 'Done' },
      ],
      current: 's1',
      move,
      moved: (label) => `Status changed to ${label}.`,
    });
    renderWithProviders(
      <>
        <Notifications />
        <button type="button" onClick={() => select.onChange('s1')}>
          pick s1
        </button>
        <button type="button" onClick={() => select.onChange('s2')}>
          pick s2
        </button>
      </>,
    );
    expect(select).toMatchObject({ allowDeselect: false, value: 's1' });
    fireEvent.click(screen.getByRole('button', { name: 'pick s1' }));
    expect(move).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'pick s2' }));
    expect(move.mock.calls[0][0]).toBe('s2');
    expect(await screen.findByText('Status changed to Done.')).toBeTruthy();
  });
});
