import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { FormActions } from './FormActions';
import { RecipeForm } from './RecipeForm';
import { staleVersion } from './staleVersion';
import { useFormRecipe } from './useFormRecipe';

function Example({ onSave }: { onSave: (title: string, version: number | null) => void }) {
  const recipe = useFormRecipe({ current: { title: 'Report' }, currentVersion: 3 });
  return (
    <RecipeForm onSubmit={() => recipe.dirty && onSave(recipe.values.title, recipe.version)}>
      <TextInput label="Title" value={recipe.values.title} onChange={(event) => recipe.set('title', event.currentTarget.value)} />
      <FormActions submitLabel="Save" dirty={recipe.dirty} inFlight={false} onCancel={() => undefined} />
    </RecipeForm>
  );
}

describe('form recipe', () => {
  it('disables Save until something changed, and Ctrl+Enter submits with the loaded version', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Example onSave={onSave} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Report 2' } });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.keyDown(title, { key: 'Enter', ctrlKey: true });
    expect(onSave).toHaveBeenCalledWith('Report 2', 3);
    fireEvent.change(title, { target: { value: 'Report' } });
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('recognises a stale save and its versions', () => {
    expect(staleVersion({ code: '204.X000.004', extensions: { expectedVersion: 2, currentVersion: 4 } })).toEqual({
      expectedVersion: 2,
      currentVersion: 4,
    });
    expect(staleVersion({ code: '204.X000.001' })).toBeNull();
  });
});
