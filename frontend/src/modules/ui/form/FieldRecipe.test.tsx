import { Select, TextInput } from '@mantine/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createIntl, defineMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { EditForm } from './EditForm';
import { EditFormModal } from './EditFormModal';
import { nameMap, namesOf, nodeOptions, shownValue, type FieldDisplays } from './fieldRules';
import { SegmentedField } from './SegmentedField';
import { useEditForm, type FormSave } from './useEditForm';
import { useDialogSave } from './useSave';

interface Values extends Record<string, unknown> {
  name: string;
  statusId: number;
  tagIds: string[];
}

type Save = FormSave<Values>;

const statuses = [
  { id: 1, label: defineMessage({ id: 'test.open', defaultMessage: 'Open' }) },
  { id: 2, label: defineMessage({ id: 'test.closed', defaultMessage: 'Closed' }) },
];
const tagNames = nameMap([{ id: 't1', name: 'Red' }], [{ id: 't2', name: 'Blue' }]);
const stale = Object.assign(new Error('stale'), { code: '204.X000.004', extensions: { expectedVersion: 3, currentVersion: 4 } });

/** A form that declares only its fields: the page's props, the rules and the displays do the rest (issue 32). */
function Example({ stored, version, save, onCancel }: { stored: Values; version: number | null; save: Save; onCancel: () => void }) {
  const form = useEditForm<Values>({
    current: stored,
    currentVersion: version,
    labels: { name: 'Name', statusId: 'Status', tagIds: 'Tags' },
    display: { statusId: (id) => (id === 1 ? 'Open' : 'Closed'), tagIds: (ids) => namesOf(tagNames, ids) },
    trim: ['name'],
    required: { name: 'Enter a name.' },
    maxLength: { name: 5 },
    page: { submitLabel: 'Keep', inFlight: false, onSubmit: save, onCancel },
  });
  return (
    <EditForm form={form} label="Example" changes={() => null}>
      <TextInput {...form.input('name')} />
      <Select {...form.numberChoice('statusId', statuses)} />
    </EditForm>
  );
}

function Store({ save }: { save: Save }) {
  const [record, setRecord] = useState<{ values: Values; version: number }>({ values: { name: 'Ann', statusId: 1, tagIds: [] }, version: 3 });
  return (
    <>
      <button type="button" onClick={() => setRecord({ values: { name: 'Ann', statusId: 1, tagIds: ['t1', 't2'] }, version: 4 })}>
        land
      </button>
      <Example stored={record.values} version={record.version} save={save} onCancel={() => undefined} />
    </>
  );
}

const statusInput = () => screen.getAllByLabelText('Status').find((element) => element.tagName === 'INPUT') as HTMLInputElement;

describe('field recipe', () => {
  it('binds a text field, takes Save and Cancel from the page, and checks required then length on the trimmed text', () => {
    const save = vi.fn<Save>();
    const onCancel = vi.fn();
    renderWithProviders(<Example stored={{ name: 'Ann', statusId: 1, tagIds: [] }} version={3} save={save} onCancel={onCancel} />);
    const keep = screen.getByRole('button', { name: 'Keep' });
    expect(keep.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(keep);
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Annabel' } });
    expect(screen.queryByText('Enter a name.')).toBeNull();
    fireEvent.click(keep);
    expect(screen.getByText('Use at most 5 characters.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    // Five characters as the server counts them: an emoji is one.
    fireEvent.change(name, { target: { value: ' Ann😀 ' } });
    fireEvent.click(keep);
    expect(save).toHaveBeenCalledWith({ name: 'Ann😀', statusId: 1, tagIds: [] }, 3, expect.anything());
  });

  it('binds a number choice: its labels in the list, a pick sets the number', () => {
    const save = vi.fn<Save>();
    renderWithProviders(<Example stored={{ name: 'Ann', statusId: 1, tagIds: [] }} version={null} save={save} onCancel={() => undefined} />);
    const status = statusInput();
    expect((status as HTMLInputElement).value).toBe('Open');
    fireEvent.click(status);
    fireEvent.click(screen.getByRole('option', { name: 'Closed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(save).toHaveBeenCalledWith({ name: 'Ann', statusId: 2, tagIds: [] }, null, expect.anything());
  });

  it('shows values in the conflict view and the kept values by the per-field displays', () => {
    const save = vi.fn<Save>();
    renderWithProviders(<Store save={save} />);
    fireEvent.click(statusInput());
    fireEvent.click(screen.getByRole('option', { name: 'Closed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    act(() => save.mock.calls[0][2].onError(stale));
    fireEvent.click(screen.getByRole('button', { name: 'land' }));
    const row = within(screen.getByTestId('conflict-compare')).getByText('Status').closest('tr') as HTMLElement;
    expect(within(row).getByText('Closed')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload with their changes' }));
    expect(statusInput().value).toBe('Open');
    expect(within(screen.getByTestId('kept-values')).getByText('Closed')).toBeTruthy();
  });

  it('reads a list as the names in the reader\'s list, and empty as (none)', () => {
    const intl = createIntl({ locale: 'en' });
    const displays: FieldDisplays<Values> = { tagIds: (ids) => namesOf(tagNames, ids) };
    const values: Values = { name: '', statusId: 1, tagIds: ['t1', 't2'] };
    expect(shownValue(intl, displays, 'tagIds', ['t1', 't2'], values)).toBe('Red and Blue');
    expect(shownValue(intl, displays, 'tagIds', [], values)).toBe('(none)');
    expect(shownValue(intl, displays, 'name', '', values)).toBe('(none)');
    expect(shownValue(intl, displays, 'name', 'Ann', values)).toBe('Ann');
  });

  it('reads names for ids and a connection as choices', () => {
    expect(namesOf(tagNames, ['t2', 'gone'])).toEqual(['Blue', 'gone']);
    expect(nodeOptions([{ node: { id: 'a', name: 'A' } }])).toEqual([{ value: 'a', label: 'A' }]);
  });
});

describe('segmented field', () => {
  it('names the control by its label, shows its message and gives back the chosen value', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SegmentedField
        label="Kind"
        error="Pick one."
        value="LEAF"
        data={[
          { value: 'LEAF', label: 'Page' },
          { value: 'DIRECTORY', label: 'Directory' },
        ]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Kind' })).toBeTruthy();
    expect(screen.getByText('Pick one.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Directory'));
    expect(onChange).toHaveBeenCalledWith('DIRECTORY');
  });
});

function ModalExample({ onClose }: { onClose: () => void }) {
  const form = useEditForm<Values>({
    current: { name: 'Ann', statusId: 1, tagIds: [] },
    currentVersion: 3,
    labels: { name: 'Name', statusId: 'Status', tagIds: 'Tags' },
    save: vi.fn<Save>(),
    inFlight: false,
  });
  return (
    <EditFormModal form={form} title="Edit Ann" onClose={onClose} submitLabel="Save">
      <TextInput {...form.input('name')} />
    </EditFormModal>
  );
}

describe('edit form modal', () => {
  it('is a dialog named by its title whose form has that name, and Cancel and the close button close it', () => {
    const onClose = vi.fn();
    renderWithProviders(<ModalExample onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Ann' });
    expect(within(dialog).getByRole('form', { name: 'Edit Ann' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('dialog save', () => {
  type Commit = Parameters<typeof useDialogSave>[0];
  function Saver({ commit, onClose, done }: { commit: Commit; onClose: () => void; done: { onSaved: () => void; onError: (error: Error) => void } }) {
    const save = useDialogSave(commit, {
      variables: (values: { name: string }, expectedVersion) => ({ input: { name: values.name, expectedVersion } }),
      saved: defineMessage({ id: 'test.saved', defaultMessage: 'Saved.' }),
      onClose,
    });
    return (
      <button type="button" onClick={() => save({ name: 'Ann' }, null, done)}>
        send
      </button>
    );
  }

  it('sends the values with the expected version, then closes the dialog; a response with errors goes back to the form', () => {
    const commit = vi.fn<Commit>(() => ({ dispose: () => undefined }));
    const onClose = vi.fn();
    const done = { onSaved: vi.fn(), onError: vi.fn() };
    renderWithProviders(<Saver commit={commit} onClose={onClose} done={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    const config = commit.mock.calls[0][0];
    expect(config.variables).toEqual({ input: { name: 'Ann', expectedVersion: 0 } });
    act(() => config.onCompleted?.({}, [{ message: 'refused' }]));
    expect(done.onError).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    act(() => config.onCompleted?.({}, null));
    expect(done.onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
