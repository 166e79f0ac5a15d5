import { TextInput, Textarea } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { HistorySince } from '@/modules/history/HistorySince';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { EditFormModal } from '@/modules/ui/form/EditFormModal';
import { useEditForm } from '@/modules/ui/form/useEditForm';

const messages = defineMessages({
  title: defineMessage<{ name: string }>({ id: 'document.category.edit', defaultMessage: 'Edit “{name}”' }),
  name: { id: 'document.category.name', defaultMessage: 'Name' },
  description: { id: 'document.category.description', defaultMessage: 'Description' },
  nameRequired: { id: 'project.validation.nameRequired', defaultMessage: 'Enter a name.' },
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
});

interface Values extends Record<string, unknown> {
  name: string;
  description: string;
}

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
  const form = useEditForm<Values>({
    current: { name: category.name, description: category.description },
    currentVersion: category.version,
    reload: refetch,
    labels: { name: intl.formatMessage(messages.name), description: intl.formatMessage(messages.description) },
    display: (_field, value) => (value as string) || intl.formatMessage(messages.empty),
    long: ['description'],
    trim: ['name'],
    required: { name: intl.formatMessage(messages.nameRequired) },
    save: (values, expectedVersion, done) =>
      onSave(values, expectedVersion ?? 0, {
        onSaved: () => {
          done.onSaved();
          onClose();
        },
        onError: done.onError,
      }),
    inFlight,
    // The server's message goes above the form.
    routeError: (error) => ({ form: errorMessage(intl, error) }),
  });
  return (
    <EditFormModal
      form={form}
      title={intl.formatMessage(messages.title, { name: category.name })}
      onClose={onClose}
      submitLabel={intl.formatMessage(commonMessages.save)}
      changes={(since) => <HistorySince nodeId={category.id} sinceVersion={since} />}
    >
      <TextInput {...form.input('name')} required maxLength={100} data-autofocus />
      <Textarea {...form.input('description')} error={undefined} autosize minRows={2} />
    </EditFormModal>
  );
}
