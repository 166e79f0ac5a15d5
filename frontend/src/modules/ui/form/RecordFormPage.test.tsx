import { act, fireEvent, screen } from '@testing-library/react';
import { defineMessage } from 'react-intl';
import type { To } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { TitledFormPage, useEditRecordForm, useNewRecordForm } from './RecordFormPage';
import { SaveButtons } from './formFixtures.testing';
import { usePageForm } from './useSave';

type Commit = Parameters<typeof usePageForm>[0][0];
type Values = { name: string };

// Real catalogue entries, so the words are the catalogue's.
const title = defineMessage({ id: 'page.newProject.title', defaultMessage: 'New Project' });
const submitLabel = defineMessage({ id: 'page.newProject.submit', defaultMessage: 'Create project' });
const saved = defineMessage({ id: 'page.newProject.created', defaultMessage: 'Project created.' });

function NewPage({ commit, onSaved }: { commit: Commit; onSaved: (next?: To) => void }) {
  const form = useNewRecordForm([commit, false], {
    variables: (values: Values) => ({ input: values }),
    list: '/projects',
    created: (response) => String(response.id),
    saved,
    submitLabel,
  });
  return (
    <TitledFormPage title={title}>
      <SaveButtons form={form} version={3} onSaved={onSaved} />
    </TitledFormPage>
  );
}

function EditPage({ commit, onSaved }: { commit: Commit; onSaved: (next?: To) => void }) {
  const form = useEditRecordForm([commit, false], {
    variables: (values: Values, expectedVersion) => ({ input: { id: 'p 1', expectedVersion, ...values } }),
    record: `/projects/${encodeURIComponent('p 1')}`,
    saved,
  });
  return <SaveButtons form={form} version={3} onSaved={onSaved} />;
}

describe('record form pages', () => {
  it('a new page is titled, goes to the created record under the list, and Cancel goes to the list', () => {
    const commit = vi.fn<Commit>(() => ({ dispose: () => undefined }));
    const onSaved = vi.fn();
    renderWithProviders(<NewPage commit={commit} onSaved={onSaved} />, { path: '/ja/projects/new', locale: 'ja' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBeTruthy();
    expect(document.title).toContain(screen.getByRole('heading', { level: 1 }).textContent ?? '');
    fireEvent.click(screen.getAllByRole('button')[0]);
    const config = commit.mock.calls[0][0];
    expect(config.variables).toEqual({ input: { name: 'Apollo' } });
    act(() => config.onCompleted?.({ id: 'a/b' }, null));
    expect(onSaved).toHaveBeenCalledWith('/ja/projects/a%2Fb');
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(screen.getByText('at /ja/projects')).toBeTruthy();
  });

  it('an edit page says "Save changes", sends the version and goes back to the record, saved or cancelled', () => {
    const commit = vi.fn<Commit>(() => ({ dispose: () => undefined }));
    const onSaved = vi.fn();
    renderWithProviders(<EditPage commit={commit} onSaved={onSaved} />, { path: '/projects/p%201/update' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const config = commit.mock.calls[0][0];
    expect(config.variables).toEqual({ input: { id: 'p 1', expectedVersion: 3, name: 'Apollo' } });
    act(() => config.onCompleted?.({}, null));
    expect(onSaved).toHaveBeenCalledWith('/projects/p%201');
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(screen.getByText('at /projects/p%201')).toBeTruthy();
  });
});
