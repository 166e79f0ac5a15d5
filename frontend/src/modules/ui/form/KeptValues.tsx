import { Alert, Box, Button, CopyButton, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'form.kept.title', defaultMessage: 'Your unsaved values' },
  body: {
    id: 'form.kept.body',
    defaultMessage: 'The form now shows the stored values. Put yours back field by field, or copy them.',
  },
  restore: { id: 'form.kept.restore', defaultMessage: 'Use mine' },
  dismiss: { id: 'form.kept.dismiss', defaultMessage: 'Discard my values' },
  copy: { id: 'form.copy', defaultMessage: 'Copy' },
  copied: { id: 'form.copied', defaultMessage: 'Copied' },
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
            <ScrollArea.Autosize mah={row.long ? 200 : undefined} type="auto">
              <Box component="pre" m={0} fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit' }}>
                {row.text}
              </Box>
            </ScrollArea.Autosize>
            <Group gap="xs">
              <Button size="compact-xs" variant="light" onClick={() => onRestore(row.key)}>
                {intl.formatMessage(messages.restore)}
              </Button>
              <CopyButton value={row.text}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />}
                  >
                    {intl.formatMessage(copied ? messages.copied : messages.copy)}
                  </Button>
                )}
              </CopyButton>
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
