import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { EditForm } from './EditForm';
import { useEditForm, type SaveDone } from './useEditForm';

interface Values extends Record<string, unknown> {
  title: string;
  body: string;
  size: number;
}

type Save = (values: Values, expectedVersion: number | null, done: SaveDone) => void;

const stale = Object.assign(new Error('stale'), { code: '204.X000.004', extensions: { expectedVersion: 3, currentVersion: 4 } });
const blamed = (field: string) => Object.assign(new Error(`bad ${field}`), { field });

/** A form on the recipe; `stored` is the record as the store holds it, `version` its version (null: a new record). */
function Example({ stored, version, save, reload }: { stored: Values; version: number | null; save: Save; reload?: () => Promise<unknown> }) {
  const form = useEditForm<Values>({
    current: stored,
    currentVersion: version,
    reload,
    labels: { title: 'Title', body: 'Body', size: 'Size' },
    display: (field, value) => (field === 'size' ? `${String(value)} px` : String(value) || '(none)'),
    long: ['body'],
    prepare: (values) => ({ ...values, title: values.title.trim() }),
    validate: ({ title }) => (title ? {} : { title: 'Enter a title.' }),
    save,
    inFlight: false,
    errorText: (error) => (error instanceof Error ? error.message : 'failed'),
  });
  return (
    <EditForm form={form} label="Example" submitLabel="Save" onCancel={() => undefined} failedTitle="Not saved" changes={(since) => `since ${since}`}>
      <TextInput label="Title" value={form.values.title} error={form.errors.title} onChange={(event) => form.set('title', event.currentTarget.value)} />
      <TextInput label="Body" value={form.values.body} error={form.errors.body} onChange={(event) => form.set('body', event.currentTarget.value)} />
    </EditForm>
  );
}

/** The store: a second user's save lands in it when `land` is called. */
function Store({ save, reload }: { save: Save; reload?: () => Promise<unknown> }) {
  const [record, setRecord] = useState<{ values: Values; version: number }>({ values: { title: 'Report', body: 'Old', size: 1 }, version: 3 });
  return (
    <>
      <button type="button" onClick={() => setRecord({ values: { title: 'Report', body: 'Theirs', size: 2 }, version: 4 })}>
        land
      </button>
      <Example stored={record.values} version={record.version} save={save} reload={reload} />
    </>
  );
}

describe('edit form recipe', () => {
  it('keeps Save disabled until something changed, trims and checks, then saves with the loaded version', () => {
    const save = vi.fn<Save>();
    renderWithProviders(<Example stored={{ title: 'Report', body: '', size: 1 }} version={3} save={save} />);
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton.hasAttribute('disabled')).toBe(true);
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.keyDown(title, { key: 'Enter', ctrlKey: true });
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a title.')).toBeTruthy();
    fireEvent.change(title, { target: { value: ' Report 2 ' } });
    expect(screen.queryByText('Enter a title.')).toBeNull();
    fireEvent.keyDown(title, { key: 'Enter', metaKey: true });
    expect(save).toHaveBeenCalledWith({ title: 'Report 2', body: '', size: 1 }, 3, expect.anything());
  });

  it('puts a failed save under the field the server blames, else above the form', () => {
    const save = vi.fn<Save>();
    renderWithProviders(<Example stored={{ title: 'Report', body: '', size: 1 }} version={3} save={save} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => save.mock.calls[0][2].onError(blamed('input.body')));
    expect(screen.getByText('bad input.body')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => save.mock.calls[1][2].onError(blamed('input.owner')));
    expect(within(screen.getByRole('alert')).getByText('bad input.owner')).toBeTruthy();
  });

  it('a new form saves as it is, with no version, and starts in its first field', () => {
    const save = vi.fn<Save>();
    renderWithProviders(<Example stored={{ title: 'Draft', body: '', size: 1 }} version={null} save={save} />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ title: 'Draft', body: '', size: 1 }, null, expect.anything());
  });

  it('an edit form does not take the focus', () => {
    renderWithProviders(<Example stored={{ title: 'Report', body: '', size: 1 }} version={3} save={vi.fn<Save>()} />);
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Title' }));
  });

  it('a stale save opens the conflict view once theirs is read again, and "Save mine anyway" saves the changed fields over theirs', async () => {
    const save = vi.fn<Save>();
    let loaded: () => void = () => undefined;
    const reload = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    renderWithProviders(<Store save={save} reload={reload} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => save.mock.calls[0][2].onError(stale));
    expect(reload).toHaveBeenCalledTimes(1);
    const view = screen.getByTestId('conflict-view');
    expect(within(view).getByText('since 3')).toBeTruthy();
    const saveMine = within(view).getByRole('button', { name: 'Save mine anyway' });
    expect(saveMine.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'land' }));
    await act(async () => loaded());
    expect(saveMine.hasAttribute('disabled')).toBe(false);
    const row = within(screen.getByTestId('conflict-compare')).getByText('Body').closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Mine').length).toBeGreaterThan(0);
    expect(within(row).getByText('Theirs')).toBeTruthy();
    fireEvent.click(saveMine);
    expect(save).toHaveBeenLastCalledWith({ title: 'Report', body: 'Mine', size: 2 }, 4, expect.anything());
  });

  it('"Reload with their changes" takes theirs and keeps the reader\'s values beside the form to put back', async () => {
    const save = vi.fn<Save>();
    renderWithProviders(<Store save={save} reload={() => Promise.resolve()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'land' }));
    await act(async () => save.mock.calls[0][2].onError(stale));
    fireEvent.click(screen.getByRole('button', { name: 'Reload with their changes' }));
    expect(screen.queryByTestId('conflict-view')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Body' }) as HTMLInputElement).value).toBe('Theirs');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    const kept = screen.getByTestId('kept-values');
    fireEvent.click(within(kept).getByRole('button', { name: 'Use mine' }));
    expect((screen.getByRole('textbox', { name: 'Body' }) as HTMLInputElement).value).toBe('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenLastCalledWith({ title: 'Report', body: 'Mine', size: 2 }, 4, expect.anything());
  });
});
