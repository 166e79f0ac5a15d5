import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import { failureErrors, missingLabels, type ChoiceErrors } from './choiceErrors';
import { choiceMessages as messages } from './choiceMessages';
import type { Choice, ChoiceKit, ChoiceValues } from './choiceTypes';

interface Values extends ChoiceValues, Record<string, unknown> {}

type Field = keyof ChoiceValues;

const fields: readonly Field[] = ['labelEn', 'labelJa', 'color'];

interface Props {
  /** The choice as stored now (from the Relay store: it follows live updates). */
  item: Choice;
  kit: ChoiceKit;
  onSave: (values: ChoiceValues, expectedVersion: number, done: { onSaved: () => void; onError: (error: Error) => void }) => void;
  /** Reads the stored choice again after a stale save (so "theirs" can be shown); resolves when it is in the store. */
  reload: () => Promise<unknown>;
  inFlight: boolean;
  onClose: () => void;
}

/**
 * Relabel and recolour a choice on the form recipe: the save carries the version the dialog was
 * opened at; a stale save (204.X000.004) opens the conflict view. Errors stand beside their field.
 */
export function ChoiceEditModal({ item, kit, onSave, reload, inFlight, onClose }: Props) {
  const intl = useIntl();
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const current: Values = { labelEn: item.labelEn, labelJa: item.labelJa, color: item.color };
  const recipe = useFormRecipe<Values>({
    current,
    currentVersion: item.version,
    onConflict: () => {
      setTheirsLoaded(false);
      reload().then(
        () => setTheirsLoaded(true),
        () => setTheirsLoaded(true),
      );
    },
  });
  const { values } = recipe;
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const labels: Record<Field, string> = {
    labelEn: intl.formatMessage(messages.labelEn),
    labelJa: intl.formatMessage(messages.labelJa),
    color: intl.formatMessage(messages.color),
  };
  const shown = (field: Field, value: unknown) => (field === 'color' ? intl.formatMessage(kit.colorName(String(value))) : String(value));
  const { ColorPicker, Changes } = kit;

  const send = (next: Values, expectedVersion: number | null) => {
    const trimmed = { labelEn: next.labelEn.trim(), labelJa: next.labelJa.trim(), color: next.color };
    const missing = missingLabels(intl, trimmed);
    if (missing) {
      setErrors(missing);
      return;
    }
    setErrors({});
    onSave(trimmed, expectedVersion ?? 0, {
      onSaved: onClose,
      onError: (failure) => {
        if (expectedVersion !== null && recipe.handleError(failure, expectedVersion)) return;
        setErrors(failureErrors(intl, kit, failure));
      },
    });
  };
  const conflict = recipe.conflict;
  const rows: ConflictRow[] = conflict
    ? fields
        .filter((field) => recipe.changedFields.includes(field) && conflict.mine[field] !== current[field])
        .map((field) => ({ key: field, label: labels[field], mine: shown(field, conflict.mine[field]), theirs: shown(field, current[field]) }))
    : [];
  const kept = recipe.kept;
  const title = intl.formatMessage(messages.edit, { label: item.label });
  return (
    <Modal opened onClose={onClose} title={title} size={conflict ? 'xl' : 'md'} closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}>
      <RecipeForm onSubmit={() => recipe.dirty && !inFlight && send(values, recipe.version)} label={title}>
        <Stack gap="md">
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          {conflict && (
            <ConflictPanel
              rows={rows}
              changes={<Changes nodeId={item.id} sinceVersion={conflict.expectedVersion} />}
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
            error={errors.labelEn}
            required
            maxLength={60}
            data-autofocus
            onChange={(event) => recipe.set('labelEn', event.currentTarget.value)}
          />
          <TextInput
            label={labels.labelJa}
            value={values.labelJa}
            error={errors.labelJa}
            required
            maxLength={60}
            lang="ja"
            onChange={(event) => recipe.set('labelJa', event.currentTarget.value)}
          />
          <ColorPicker label={labels.color} value={values.color} error={errors.color} onChange={(color) => recipe.set('color', color)} />
          <FormActions submitLabel={intl.formatMessage(messages.save)} dirty={recipe.dirty} inFlight={inFlight} onCancel={onClose} />
        </Stack>
      </RecipeForm>
    </Modal>
  );
}
