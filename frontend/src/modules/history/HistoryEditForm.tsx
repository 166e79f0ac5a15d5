import { EditForm, type EditFormBaseProps, type FormNaming } from '@/modules/ui/form/EditForm';
import type { EditFormState } from '@/modules/ui/form/useEditForm';
import type { ValueFormatter } from './formatChange';
import { HistorySince } from './HistorySince';

type Values = Record<string, unknown>;

/**
 * The conflict view's "who changed what since" for a form given its record: the record's history
 * after the version the form was loaded at, values read as the area reads them; nothing for a new
 * record. For `EditForm`'s and `EditFormModal`'s `changes`.
 */
export function historyChanges<V extends Values>(form: EditFormState<V>, formatValue?: ValueFormatter) {
  const id = form.recordId;
  return id ? (since: number) => <HistorySince nodeId={id} sinceVersion={since} formatValue={formatValue} /> : undefined;
}

type Props<V extends Values> = Omit<EditFormBaseProps<V>, 'changes'> &
  FormNaming & {
    /** How the history's values read (names for ids, labels for statuses). */
    formatValue?: ValueFormatter;
  };

/**
 * An area's edit form on the recipe (issue 32: one edit form recipe), whose conflict view lists
 * who changed what since the version it was loaded at: the form names its record, not the wiring.
 */
export function HistoryEditForm<V extends Values>({ formatValue, ...props }: Props<V>) {
  return <EditForm<V> {...props} changes={historyChanges(props.form, formatValue)} />;
}
