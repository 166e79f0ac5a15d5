import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { HistorySince } from '@/modules/history/HistorySince';
import { errorMessage } from '@/modules/relay/errorMessages';
import { TagColorPicker } from '@/modules/tags/TagColorPicker';
import { tagColorLabel } from '@/modules/tags/tagColors';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';

const messages = defineMessages({
  title: defineMessage<{ label: string }>({ id: 'issue.label.edit', defaultMessage: 'Edit “{label}”' }),
  labelEn: { id: 'issue.label.labelEn', defaultMessage: 'Label (English)' },
  labelJa: { id: 'issue.label.labelJa', defaultMessage: 'Label (Japanese)' },
  color: { id: 'issue.label.color', defaultMessage: 'Colour' },
  required: { id: 'issue.label.required', defaultMessage: 'Enter the label in both languages.' },
  save: { id: 'issue.label.save', defaultMessage: 'Save' },
  close: { id: 'common.close', defaultMessage: 'Close' },
});

interface Values extends Record<string, unknown> {
  labelEn: string;
  labelJa: string;
  color: string;
}

type Field = keyof Values & string;

export interface EditedIssueLabel {
  id: string;
  label: string;
  labelEn: string;
  labelJa: string;
  color: string;
  version: number;
}

export type IssueLabelSave = (values: Values, expectedVersion: number, done: { onSaved: () => void; onError: (error: Error) => void }) => void;

interface Props {
  /** The status or category as stored now (from the Relay store: it follows live updates). */
  item: EditedIssueLabel;
  onSave: IssueLabelSave;
  /** Fetches the stored item after a stale save (so "theirs" can be shown); resolves when it is in the store. */
  refetch: () => Promise<unknown>;
  inFlight: boolean;
  onClose: () => void;
}

/**
 * Relabel and recolour an issue status or category on the form recipe: the save carries the
 * version the dialog was opened at; a stale save (204.X000.004) opens the conflict view.
 */
export function IssueLabelEditModal({ item, onSave, refetch, inFlight, onClose }: Props) {
  const intl = useIntl();
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const current: Values = { labelEn: item.labelEn, labelJa: item.labelJa, color: item.color };
  const recipe = useFormRecipe<Values>({
    current,
    currentVersion: item.version,
    onConflict: () => {
      setTheirsLoaded(false);
      refetch().then(
        () => setTheirsLoaded(true),
        () => setTheirsLoaded(true),
      );
    },
  });
  const { values } = recipe;
  const [error, setError] = useState<{ label?: string; form?: string }>({});
  const labels: Record<Field, string> = {
    labelEn: intl.formatMessage(messages.labelEn),
    labelJa: intl.formatMessage(messages.labelJa),
    color: intl.formatMessage(messages.color),
  };
  const shown = (field: Field, value: unknown) => (field === 'color' ? intl.formatMessage(tagColorLabel(String(value))) : String(value));

  const send = (next: Values, expectedVersion: number | null) => {
    const labelEn = next.labelEn.trim();
    const labelJa = next.labelJa.trim();
    if (!labelEn || !labelJa) {
      setError({ label: intl.formatMessage(messages.required) });
      return;
    }
    setError({});
    onSave({ labelEn, labelJa, color: next.color }, expectedVersion ?? 0, {
      onSaved: onClose,
      onError: (failure) => {
        if (expectedVersion !== null && recipe.handleError(failure, expectedVersion)) return;
        setError({ form: errorMessage(intl, failure) });
      },
    });
  };
  const conflict = recipe.conflict;
  const rows: ConflictRow[] = conflict
    ? (['labelEn', 'labelJa', 'color'] as const)
        .filter((field) => recipe.changedFields.includes(field) && conflict.mine[field] !== current[field])
        .map((field) => ({ key: field, label: labels[field], mine: shown(field, conflict.mine[field]), theirs: shown(field, current[field]) }))
    : [];
  const kept = recipe.kept;
  const title = intl.formatMessage(messages.title, { label: item.label });
  return (
    <Modal opened onClose={onClose} title={title} size={conflict ? 'xl' : 'md'} closeButtonProps={{ 'aria-label': intl.formatMessage(messages.close) }}>
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
              changes={<HistorySince nodeId={item.id} sinceVersion={conflict.expectedVersion} />}
              theirsReady={theirsLoaded && (conflict.currentVersion === null || item.version >= conflict.currentVersion)}
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
              rows={(Object.keys(kept) as Field[]).map((field) => ({ key: field, label: labels[field], text: shown(field, kept[field]) }))}
              onRestore={(field) => recipe.restoreKept(field as Field)}
              onDismiss={recipe.dismissKept}
            />
          )}
          <TextInput
            label={labels.labelEn}
            value={values.labelEn}
            error={error.label}
            required
            maxLength={60}
            data-autofocus
            onChange={(event) => recipe.set('labelEn', event.currentTarget.value)}
          />
          <TextInput label={labels.labelJa} value={values.labelJa} required maxLength={60} lang="ja" onChange={(event) => recipe.set('labelJa', event.currentTarget.value)} />
          <TagColorPicker label={labels.color} value={values.color} onChange={(color) => recipe.set('color', color)} />
          <FormActions submitLabel={intl.formatMessage(messages.save)} dirty={recipe.dirty} inFlight={inFlight} onCancel={onClose} />
        </Stack>
      </RecipeForm>
    </Modal>
  );
}
