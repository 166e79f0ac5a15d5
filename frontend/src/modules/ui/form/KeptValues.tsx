import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { CopyValueButton, ValueText } from './ValueText';

const messages = defineMessages({
  title: { id: 'form.kept.title', defaultMessage: 'Your unsaved values' },
  body: {
    id: 'form.kept.body',
    defaultMessage: 'The form now shows the stored values. Put yours back field by field, or copy them.',
  },
  restore: { id: 'form.kept.restore', defaultMessage: 'Use mine' },
  dismiss: { id: 'form.kept.dismiss', defaultMessage: 'Discard my values' },
});

export interface KeptRow {
  key: string;
  label: string;
  text: string;
  long?: boolean;
}

interface Props {
  rows: readonly KeptRow[];
  onRestore: (key: string) => void;
  onDismiss: () => void;
}

/** After "Reload with their changes": the user's own values beside the form, to put back or copy. */
export function KeptValues({ rows, onRestore, onDismiss }: Props) {
  const intl = useIntl();
  if (rows.length === 0) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} title={intl.formatMessage(messages.title)} data-testid="kept-values">
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage(messages.body)}</Text>
        {rows.map((row) => (
          <Stack key={row.key} gap={4} data-field={row.key}>
            <Text size="sm" fw={600}>
              {row.label}
            </Text>
            <ValueText text={row.text} long={row.long} />
            <Group gap="xs">
              <Button size="compact-xs" variant="light" onClick={() => onRestore(row.key)}>
                {intl.formatMessage(messages.restore)}
              </Button>
              <CopyValueButton value={row.text} />
            </Group>
          </Stack>
        ))}
        <Group>
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onDismiss}>
            {intl.formatMessage(messages.dismiss)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
