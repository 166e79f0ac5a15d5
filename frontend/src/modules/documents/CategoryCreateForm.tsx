import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';

const messages = defineMessages({
  name: { id: 'document.category.name', defaultMessage: 'Name' },
  description: { id: 'document.category.description', defaultMessage: 'Description' },
  nameRequired: { id: 'project.validation.nameRequired', defaultMessage: 'Enter a name.' },
});

interface Props {
  /** The button's text ("Add category"). */
  submitLabel: string;
  inFlight: boolean;
  onCreate: (values: { name: string; description: string }, done: { onSaved: () => void; onError: (error: Error) => void }) => void;
}

/** Name and description of a new category, in one row. */
export function CategoryCreateForm({ submitLabel, inFlight, onCreate }: Props) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(intl.formatMessage(messages.nameRequired));
      return;
    }
    onCreate(
      { name: name.trim(), description },
      {
        onSaved: () => {
          setName('');
          setDescription('');
          setError(null);
        },
        onError: (failure) => setError(errorMessage(intl, failure)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label={intl.formatMessage(messages.name)} value={name} error={error} required maxLength={100} onChange={(event) => setName(event.currentTarget.value)} w={240} />
        <TextInput label={intl.formatMessage(messages.description)} value={description} onChange={(event) => setDescription(event.currentTarget.value)} style={{ flex: 1, minWidth: 220 }} />
        <Button type="submit" mt={25} loading={inFlight} leftSection={<IconPlus size={16} aria-hidden />}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
