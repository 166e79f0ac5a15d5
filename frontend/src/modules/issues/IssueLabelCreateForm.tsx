import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { TagColorPicker } from '@/modules/tags/TagColorPicker';

const messages = defineMessages({
  labelEn: { id: 'issue.label.labelEn', defaultMessage: 'Label (English)' },
  labelJa: { id: 'issue.label.labelJa', defaultMessage: 'Label (Japanese)' },
  color: { id: 'issue.label.color', defaultMessage: 'Colour' },
  required: { id: 'issue.label.required', defaultMessage: 'Enter the label in both languages.' },
});

export interface IssueLabelValues {
  labelEn: string;
  labelJa: string;
  color: string;
}

interface Props {
  /** The button's text ("Add status"). */
  submitLabel: string;
  inFlight: boolean;
  onCreate: (values: IssueLabelValues, done: { onSaved: () => void; onError: (error: Error) => void }) => void;
}

/** The English and Japanese label and the colour of a new issue status or category. */
export function IssueLabelCreateForm({ submitLabel, inFlight, onCreate }: Props) {
  const intl = useIntl();
  const [labelEn, setLabelEn] = useState('');
  const [labelJa, setLabelJa] = useState('');
  const [color, setColor] = useState('blue');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!labelEn.trim() || !labelJa.trim()) {
      setError(intl.formatMessage(messages.required));
      return;
    }
    onCreate(
      { labelEn: labelEn.trim(), labelJa: labelJa.trim(), color },
      {
        onSaved: () => {
          setLabelEn('');
          setLabelJa('');
          setError(null);
        },
        onError: (failure) => setError(errorMessage(intl, failure)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label={intl.formatMessage(messages.labelEn)} value={labelEn} error={error} required maxLength={60} onChange={(event) => setLabelEn(event.currentTarget.value)} w={220} />
          <TextInput label={intl.formatMessage(messages.labelJa)} value={labelJa} required maxLength={60} onChange={(event) => setLabelJa(event.currentTarget.value)} w={220} lang="ja" />
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TagColorPicker label={intl.formatMessage(messages.color)} value={color} onChange={setColor} />
          <Button type="submit" loading={inFlight} leftSection={<IconPlus size={16} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
