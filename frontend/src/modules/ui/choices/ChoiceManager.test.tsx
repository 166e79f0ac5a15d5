import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ChoiceManager } from './ChoiceManager';
import { choice, kit, messages } from './choiceFixtures.testing';
import type { ChoiceMutation, ChoiceMutationConfig, ChoiceValues } from './choiceTypes';

/** A mutation that records its calls and answers as told. */
function fakeMutation<Input>(answer: (input: Input) => Error | null = () => null) {
  const calls: Input[] = [];
  const commit = (config: ChoiceMutationConfig<Input>) => {
    calls.push(config.variables.input);
    const failure = answer(config.variables.input);
    if (failure) config.onError?.(failure);
    else config.onCompleted?.();
  };
  return { calls, mutation: [commit, false] as ChoiceMutation<Input> };
}

function fieldError(message: string, field: string): Error {
  return Object.assign(new Error(message), { field });
}

function Harness(props: { create?: ReturnType<typeof fakeMutation<ChoiceValues>>; update?: ReturnType<typeof fakeMutation<ChoiceValues & { id: string; expectedVersion: number }>>; move?: ReturnType<typeof fakeMutation<{ id: string; position: number }>> }) {
  const [choices] = useState(() => [choice('c', 'Closed', 20), choice('a', 'Open', 0), choice('b', 'Doing', 10, 4)]);
  return (
    <>
      <Notifications />
      <ChoiceManager
        choices={choices}
        admin
        messages={messages}
        kit={kit}
        create={(props.create ?? fakeMutation<ChoiceValues>()).mutation}
        update={(props.update ?? fakeMutation<ChoiceValues & { id: string; expectedVersion: number }>()).mutation}
        move={(props.move ?? fakeMutation<{ id: string; position: number }>()).mutation}
        reload={() => Promise.resolve()}
        rowTestId="thing"
      />
    </>
  );
}

const rowLabels = () => screen.getAllByTestId('thing').map((row) => row.querySelector('td')?.textContent);

describe('ChoiceManager', () => {
  it('lists the choices by position with both labels and the colour', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('table', { name: 'Document categories' });
    expect(rowLabels()).toEqual(['Open', 'Doing', 'Closed']);
    const first = within(screen.getAllByTestId('thing')[0]);
    expect(first.getByText('Open（日本語）')).toBeTruthy();
    expect(first.getByText('Blue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Open up' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves a choice by its arrow and by Alt+↑, swapping positions', async () => {
    const move = fakeMutation<{ id: string; position: number }>();
    renderWithProviders(<Harness move={move} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Doing up' }));
    expect(move.calls).toEqual([
      { id: 'b', position: 0 },
      { id: 'a', position: 10 },
    ]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Edit Closed' }), { key: 'ArrowUp', altKey: true });
    expect(move.calls.slice(2)).toEqual([
      { id: 'c', position: 10 },
      { id: 'b', position: 20 },
    ]);
  });

  it('asks for both labels, beside each empty field, before sending', async () => {
    const create = fakeMutation<ChoiceValues>();
    renderWithProviders(<Harness create={create} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Label (English)' }), { target: { value: 'Review' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const ja = screen.getByRole('textbox', { name: 'Label (Japanese)' });
    expect(ja.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Label (English)' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(create.calls).toEqual([]);
  });

  it("puts the server's refusal beside the field it blames, else above the form", async () => {
    const create = fakeMutation<ChoiceValues>((input) => (input.labelEn === 'Bad' ? fieldError('Invalid label', 'labelEn') : new Error('Unauthorized')));
    renderWithProviders(<Harness create={create} />);
    const en = await screen.findByRole('textbox', { name: 'Label (English)' });
    fireEvent.change(en, { target: { value: 'Bad' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Label (Japanese)' }), { target: { value: '悪い' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(create.calls).toEqual([{ labelEn: 'Bad', labelJa: '悪い', color: 'blue' }]);
    await waitFor(() => expect(en.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid label')).toBeTruthy();
    fireEvent.change(en, { target: { value: 'Fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized');
  });

  it('edits a choice at the version it was opened at', async () => {
    const update = fakeMutation<ChoiceValues & { id: string; expectedVersion: number }>();
    renderWithProviders(<Harness update={update} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Doing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Doing”' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label (English)' }), { target: { value: 'In progress' } });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'red' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(update.calls).toEqual([{ id: 'b', expectedVersion: 4, labelEn: 'In progress', labelJa: 'Doing（日本語）', color: 'red' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Japanese', async () => {
    renderWithProviders(<Harness />, { locale: 'ja' });
    await screen.findByRole('textbox', { name: '表示名（英語）' });
    expect(screen.getByRole('button', { name: 'Doing を上へ移動' })).toBeTruthy();
  });
});
