import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { FormDialog } from '@/modules/ui/form/FormDialog';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useRenameChatRoom } from './useRenameChatRoom';

const messages = defineMessages({
  title: { id: 'chat.rename.title', defaultMessage: 'Rename chat' },
  field: { id: 'chat.rename.field', defaultMessage: 'Title' },
  save: { id: 'chat.rename.save', defaultMessage: 'Rename' },
  required: { id: 'chat.rename.required', defaultMessage: 'Enter a title.' },
});

/** Renames a room (its owner); the list follows through the store. */
export function RenameChatRoomModal({ roomId, title, onClose }: { roomId: string; title: string; onClose: () => void }) {
  const intl = useIntl();
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [rename, inFlight] = useRenameChatRoom();
  const submit = () => {
    const trimmed = value.trim();
    if (!trimmed) {
      setError(intl.formatMessage(messages.required));
      return;
    }
    if (trimmed === title) {
      onClose();
      return;
    }
    rename({
      variables: { input: { id: roomId, title: trimmed } },
      optimisticResponse: { renameChatRoom: { chatRoom: { id: roomId, title: trimmed } } },
      onCompleted: onClose,
      onError: (failure) => setError(errorMessage(intl, failure)),
    });
  };
  return (
    <FormDialog title={intl.formatMessage(messages.title)} onClose={onClose}>
      <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.title)}>
        <Stack gap="md">
          <TextInput
            label={intl.formatMessage(messages.field)}
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <DialogActions onCancel={onClose} confirm={{ label: intl.formatMessage(messages.save), loading: inFlight, submit: true }} />
        </Stack>
      </RecipeForm>
    </FormDialog>
  );
}
