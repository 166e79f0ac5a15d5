import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { failureErrors, missingLabels, type ChoiceErrors } from './choiceErrors';
import { choiceMessages as messages } from './choiceMessages';
import type { ChoiceKit, ChoiceValues } from './choiceTypes';

interface Props {
  /** The button's text ("Add status"). */
  submitLabel: string;
  inFlight: boolean;
  kit: ChoiceKit;
  onCreate: (values: ChoiceValues, done: { onSaved: () => void; onError: (error: Error) => void }) => void;
}

/** The English and Japanese label and the colour of a new choice; errors beside their field. */
export function ChoiceCreateForm({ submitLabel, inFlight, kit, onCreate }: Props) {
  const intl = useIntl();
  const [labelEn, setLabelEn] = useState('');
  const [labelJa, setLabelJa] = useState('');
  const [color, setColor] = useState(kit.defaultColor);
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const { ColorPicker } = kit;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { labelEn: labelEn.trim(), labelJa: labelJa.trim(), color };
    const missing = missingLabels(intl, values);
    if (missing) {
      setErrors(missing);
      return;
    }
    onCreate(values, {
      onSaved: () => {
        setLabelEn('');
        setLabelJa('');
        setErrors({});
      },
      onError: (failure) => setErrors(failureErrors(intl, kit, failure)),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {errors.form && (
          <ErrorAlert>
            {errors.form}
          </ErrorAlert>
        )}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={intl.formatMessage(messages.labelEn)}
            value={labelEn}
            error={errors.labelEn}
            required
            maxLength={60}
            onChange={(event) => setLabelEn(event.currentTarget.value)}
            w={220}
          />
          <TextInput
            label={intl.formatMessage(messages.labelJa)}
            value={labelJa}
            error={errors.labelJa}
            required
            maxLength={60}
            onChange={(event) => setLabelJa(event.currentTarget.value)}
            w={220}
            lang="ja"
          />
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <ColorPicker label={intl.formatMessage(messages.color)} value={color} error={errors.color} onChange={setColor} />
          <Button type="submit" loading={inFlight} leftSection={<IconPlus size={16} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
