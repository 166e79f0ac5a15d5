import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { byId } from '@/modules/areas/types';
import { taskPriorities } from '@/modules/tasks/taskPriorities';
import { openPicker, options, stubScrolling } from '@/test/combobox';
import { renderWithProviders } from '@/test/renderWithProviders';
import { BulkActionBar } from './BulkActionBar';
import { bulkDelete } from './bulkFields';

const fields = [['priority', { value: 'choice', label: { id: 'task.field.priority', defaultMessage: 'Priority' }, choices: byId(taskPriorities) }] as const, ['delete', bulkDelete] as const];

function pickOption(label: string, name: string) {
  openPicker(label);
  const option = options().find((candidate) => candidate.textContent === name);
  expect(option, `${label}: ${name}`).toBeTruthy();
  fireEvent.click(option as HTMLElement);
}

describe('the bulk action bar (issue 35 §2)', () => {
  it('offers the declared fields, sends a §4 table’s id as a number once one is picked', () => {
    stubScrolling();
    const onApply = vi.fn();
    renderWithProviders(<BulkActionBar fields={fields} count={3} busy={false} onApply={onApply} />);
    pickOption('Change', 'Priority');
    const apply = screen.getByRole('button', { name: 'Apply to 3 items' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    pickOption('To', 'High');
    fireEvent.click(screen.getByRole('button', { name: 'Apply to 3 items' }));
    expect(onApply).toHaveBeenCalledWith('priority', 1);
  });

  it('asks before deleting, in red, and sends no value', async () => {
    stubScrolling();
    const onApply = vi.fn();
    renderWithProviders(<BulkActionBar fields={fields} count={2} busy={false} onApply={onApply} />);
    pickOption('Change', 'Delete');
    fireEvent.click(screen.getByRole('button', { name: 'Delete (2)' }));
    expect(onApply).not.toHaveBeenCalled();
    await screen.findByText('Move 2 items to the trash? One Undo brings them all back.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2 items' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('delete', null));
  });
});
