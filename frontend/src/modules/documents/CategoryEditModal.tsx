import { Alert, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { HistorySince } from '@/modules/history/HistorySince';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';

const messages = defineMessages({
  title: defineMessage<{ name: string }>({ id: 'document.category.edit', defaultMessage: 'Edit “{name}”' }),
  name: { id: 'document.category.name', defaultMessage: 'Name' },
  description: { id: 'document.category.description', defaultMessage: 'Description' },
  nameRequired: { id: 'project.validation.nameRequired', defaultMessage: 'Enter a name.' },
  save: { id: 'tag.edit.save', defaultMessage: 'Save' },
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
});

interface Values extends Record<string, unknown> {
  name: string;
  description: string;
}

type Field = keyof Values & string;

export interface EditedCategory {
  id: string;
  name: string;
  description: string;
  version: number;
}

/** What the manager does with a save; `onError` when it fails, `onSaved` when it worked. */
export type CategorySave = (values: Values, expectedVersion: number, done: { onSaved: () => void; onError: (error: Error) => void }) => void;

interface Props {
  /** The category as stored now (from the Relay store: it follows live updates). */
  category: EditedCategory;
  onSave: CategorySave;
  /** Fetches the stored category after a stale save (so "theirs" can be shown); resolves when it is in the store. */
  refetch: () => Promise<unknown>;
  inFlight: boolean;
  onClose: () => void;
}

/**
 * Rename and describe a document category or a permission category on the form recipe: the save
 * carries the version the dialog was opened at; a stale save (204.X000.004) opens the conflict
 * view. Nothing is overwritten silently.
 */
export function CategoryEditModal({ category, onSave, refetch, inFlight, onClose }: Props) {
  const intl = useIntl();
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const current: Values = { name: category.name, description: category.description };
  const recipe = useFormRecipe<Values>({
    current,
    currentVersion: category.version,
    onConflict: () => {
      setTheirsLoaded(false);
      refetch().then(
        () => setTheirsLoaded(true),
        () => setTheirsLoaded(true),
      );
    },
  });
  const { values } = recipe;
  const [error, setError] = useState<{ name?: string; form?: string }>({});
  const labels: Record<Field, string> = { name: intl.formatMessage(messages.name), description: intl.formatMessage(messages.description) };
  const shown = (value: unknown) => (value as string) || intl.formatMessage(messages.empty);

  const send = (next: Values, expectedVersion: number | null) => {
    const name = next.name.trim();
    if (!name) {
      setError({ name: intl.formatMessage(messages.nameRequired) });
      return;
    }
    setError({});
    onSave({ name, description: next.description }, expectedVersion ?? 0, {
      onSaved: onClose,
      onError: (failure) => {
        if (expectedVersion !== null && recipe.handleError(failure, expectedVersion)) return;
        setError({ form: errorMessage(intl, failure) });
      },
    });
  };
  const conflict = recipe.conflict;
  const rows: ConflictRow[] = conflict
    ? (['name', 'description'] as const)
        .filter((field) => recipe.changedFields.includes(field) && conflict.mine[field] !== current[field])
        .map((field) => ({ key: field, label: labels[field], mine: shown(conflict.mine[field]), theirs: shown(current[field]), long: field === 'description' }))
    : [];
  const kept = recipe.kept;
  const title = intl.formatMessage(messages.title, { name: category.name });
  return (
    <Modal opened onClose={onClose} title={title} size={conflict ? 'xl' : 'md'} closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}>
      <RecipeForm onSubmit={() => recipe.dirty && !inFlight && send(values, recipe.version)} label={title}>
        <Stack gap="md">
          {error.form && (
            <Alert color="red" role="alert">
              {error.form}
            </Alert>
          )}
          {conflict && (
            <ConflictPanel
              rows={rows}
              changes={<HistorySince nodeId={category.id} sinceVersion={conflict.expectedVersion} />}
              theirsReady={theirsLoaded && (conflict.currentVersion === null || category.version >= conflict.currentVersion)}
              saving={inFlight}
              onReload={recipe.reloadTheirs}
              onSaveMine={() => {
                const mine = recipe.mineOverTheirs();
                send(mine.values, mine.version);
              }}
            />
          )}
          {kept && (
            <KeptValues
              rows={(Object.keys(kept) as Field[]).map((field) => ({ key: field, label: labels[field], text: shown(kept[field]) }))}
              onRestore={(field) => recipe.restoreKept(field as Field)}
              onDismiss={recipe.dismissKept}
            />
          )}
          <TextInput
            label={labels.name}
            value={values.name}
            error={error.name}
            required
            maxLength={100}
            data-autofocus
            onChange={(event) => recipe.set('name', event.currentTarget.value)}
          />
          <Textarea label={labels.description} value={values.description} autosize minRows={2} onChange={(event) => recipe.set('description', event.currentTarget.value)} />
          <FormActions submitLabel={intl.formatMessage(messages.save)} dirty={recipe.dirty} inFlight={inFlight} onCancel={onClose} />
        </Stack>
      </RecipeForm>
    </Modal>
  );
}
