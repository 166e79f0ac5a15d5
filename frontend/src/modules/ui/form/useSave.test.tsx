import { act, fireEvent, screen } from '@testing-library/react';
import { defineMessage } from 'react-intl';
import type { To } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SaveButtons } from './formFixtures.testing';
import { useDialogForm, usePageForm } from './useSave';

type Commit = Parameters<typeof usePageForm>[0][0];

// Real catalogue entries, so the Save words are the catalogue's.
const submitLabel = defineMessage({ id: 'page.newProject.submit', defaultMessage: 'Create project' });
const saved = defineMessage({ id: 'page.newProject.created', defaultMessage: 'Project created.' });

function Page({ commit, inFlight, onSaved }: { commit: Commit; inFlight: boolean; onSaved: (next?: To) => void }) {
  const form = usePageForm([commit, inFlight], {
    variables: (values: { name: string }, expectedVersion) => ({ input: { name: values.name, expectedVersion } }),
    next: () => '/projects/p1',
    saved,
    submitLabel,
    cancelTo: '/projects',
  });
  return <SaveButtons form={form} version={null} onSaved={onSaved} />;
}

describe('usePageForm', () => {
  it("gives the form its Save words, whether a save runs, the page's save and Cancel back", () => {
    const commit = vi.fn<Commit>(() => ({ dispose: () => undefined }));
    const onSaved = vi.fn();
    renderWithProviders(<Page commit={commit} inFlight onSaved={onSaved} />, { path: '/projects/new' });
    expect(screen.getByText('saving')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    const config = commit.mock.calls[0][0];
    expect(config.variables).toEqual({ input: { name: 'Apollo', expectedVersion: 0 } });
    act(() => config.onCompleted?.({}, null));
    expect(onSaved).toHaveBeenCalledWith('/projects/p1');
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(screen.getByText('at /projects')).toBeTruthy();
  });
});

function Dialog({ commit, onClose }: { commit: Commit; onClose: () => void }) {
  const form = useDialogForm([commit, false], {
    variables: (values: { name: string }, expectedVersion) => ({ input: { name: values.name, expectedVersion } }),
    saved,
    submitLabel,
    onClose,
  });
  return <SaveButtons form={form} version={4} />;
}

describe('useDialogForm', () => {
  it('saves with the version the dialog opened at and closes it once saved; Cancel closes it', () => {
    const commit = vi.fn<Commit>(() => ({ dispose: () => undefined }));
    const onClose = vi.fn();
    renderWithProviders(<Dialog commit={commit} onClose={onClose} />);
    expect(screen.getByText('idle')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    const config = commit.mock.calls[0][0];
    expect(config.variables).toEqual({ input: { name: 'Apollo', expectedVersion: 4 } });
    act(() => config.onCompleted?.({}, null));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
