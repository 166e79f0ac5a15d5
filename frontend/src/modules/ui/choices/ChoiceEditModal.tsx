import { TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { DialogModal } from '@/modules/ui/DialogModal';
import { commonMessages } from '@/modules/ui/commonMessages';
import { EditForm } from '@/modules/ui/form/EditForm';
import { useEditForm } from '@/modules/ui/form/useEditForm';
import { missingLabels } from './choiceErrors';
import { choiceMessages as messages } from './choiceMessages';
import type { Choice, ChoiceKit, ChoiceValues } from './choiceTypes';

interface Values extends ChoiceValues, Record<string, unknown> {}

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
  const { ColorPicker, Changes } = kit;
  const form = useEditForm<Values>({
    current: { labelEn: item.labelEn, labelJa: item.labelJa, color: item.color },
    currentVersion: item.version,
    reload,
    labels: {
      labelEn: intl.formatMessage(messages.labelEn),
      labelJa: intl.formatMessage(messages.labelJa),
      color: intl.formatMessage(messages.color),
    },
    display: (field, value) => (field === 'color' ? intl.formatMessage(kit.colorName(String(value))) : String(value)),
    prepare: (values) => ({ labelEn: values.labelEn.trim(), labelJa: values.labelJa.trim(), color: values.color }),
    validate: (values) => missingLabels(intl, values) ?? {},
    save: (values, expectedVersion, done) =>
      onSave({ labelEn: values.labelEn, labelJa: values.labelJa, color: values.color }, expectedVersion ?? 0, {
        onSaved: () => {
          done.onSaved();
          onClose();
        },
        onError: done.onError,
      }),
    inFlight,
    errorText: (error) => kit.errorText(intl, error),
  });
  const { values, errors, set, labels } = form;
  const title = intl.formatMessage(messages.edit, { label: item.label });
  return (
    <DialogModal opened onClose={onClose} title={title} size={form.conflict ? 'xl' : 'md'}>
      <EditForm form={form} label={title} submitLabel={intl.formatMessage(commonMessages.save)} onCancel={onClose} changes={(since) => <Changes nodeId={item.id} sinceVersion={since} />}>
        <TextInput label={labels.labelEn} value={values.labelEn} error={errors.labelEn} required maxLength={60} data-autofocus onChange={(event) => set('labelEn', event.currentTarget.value)} />
        <TextInput label={labels.labelJa} value={values.labelJa} error={errors.labelJa} required maxLength={60} lang="ja" onChange={(event) => set('labelJa', event.currentTarget.value)} />
        <ColorPicker label={labels.color} value={values.color} error={errors.color} onChange={(color) => set('color', color)} />
      </EditForm>
    </DialogModal>
  );
}
