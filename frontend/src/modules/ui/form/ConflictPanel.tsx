import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { CopyValueButton, ValueText } from './ValueText';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const messages = defineMessages({
  title: { id: 'form.conflict.title', defaultMessage: 'Someone else changed this after you opened it' },
  body: {
    id: 'form.conflict.body',
    defaultMessage: 'Nothing was saved. Look at what changed, then reload with their changes or save yours anyway.',
  },
  since: { id: 'form.conflict.since', defaultMessage: 'What changed since you opened it' },
  compare: { id: 'form.conflict.compare', defaultMessage: 'Your changes and the stored values' },
  field: { id: 'form.conflict.field', defaultMessage: 'Field' },
  mine: { id: 'form.conflict.mine', defaultMessage: 'Yours (not saved)' },
  theirs: { id: 'form.conflict.theirs', defaultMessage: 'Stored now' },
  reload: { id: 'form.conflict.reload', defaultMessage: 'Reload with their changes' },
  reloadHint: { id: 'form.conflict.reloadHint', defaultMessage: 'Your unsaved values stay beside the form to copy back.' },
  saveMine: { id: 'form.conflict.saveMine', defaultMessage: 'Save mine anyway' },
  saveMineHint: { id: 'form.conflict.saveMineHint', defaultMessage: 'Saves the fields you changed over theirs; their other changes are kept.' },
});

export interface ConflictRow {
  key: string;
  label: string;
  mine: string;
  theirs: string;
  /** Long text: shown whole, wrapped, in a scrollable box. */
  long?: boolean;
}

interface Props {
  rows: readonly ConflictRow[];
  /** Who changed what since the form was loaded (the history since that version). */
  changes: ReactNode;
  /** The stored record has been fetched: "theirs" is known. */
  theirsReady: boolean;
  saving: boolean;
  onReload: () => void;
  onSaveMine: () => void;
}

/** The stale-save view: who changed what since, yours beside theirs, and the two ways on. */
export function ConflictPanel({ rows, changes, theirsReady, saving, onReload, onSaveMine }: Props) {
  const intl = useIntl();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={intl.formatMessage(messages.title)}
      role="alert"
      data-testid="conflict-view"
    >
      <Stack gap="md">
        <Text size="sm">{intl.formatMessage(messages.body)}</Text>
        <Stack gap={6}>
          <Title order={3} size="h5">
            {intl.formatMessage(messages.since)}
          </Title>
          {changes}
        </Stack>
        {rows.length > 0 && (
          <Stack gap={6}>
            <Title order={3} size="h5">
              {intl.formatMessage(messages.compare)}
            </Title>
            <ScrollTable
              minWidth={480}
              columns={[{ label: messages.field, w: '20%' }, { label: messages.mine, w: '40%' }, { label: messages.theirs, w: '40%' }]}
              withTableBorder
              verticalSpacing="xs"
              data-testid="conflict-compare"
            >
              {rows.map((row) => (
                <Table.Tr key={row.key} data-field={row.key}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td data-side="mine">
                    <Stack gap={4}>
                      <ValueText text={row.mine} long={row.long} />
                      <CopyValueButton value={row.mine} />
                    </Stack>
                  </Table.Td>
                  <Table.Td data-side="theirs">
                    <ValueText text={row.theirs} long={row.long} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          </Stack>
        )}
        <Group gap="sm" align="flex-start">
          <Stack gap={2} maw={320}>
            <Button onClick={onReload} disabled={!theirsReady || saving}>
              {intl.formatMessage(messages.reload)}
            </Button>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.reloadHint)}
            </Text>
          </Stack>
          <Stack gap={2} maw={320}>
            <Button variant="outline" color="orange" onClick={onSaveMine} loading={saving} disabled={!theirsReady}>
              {intl.formatMessage(messages.saveMine)}
            </Button>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.saveMineHint)}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Alert>
  );
}
