import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { StatusBadge } from '@/modules/ui/StatusBadge';
import { statusTones, type StatusTone } from '@/modules/ui/statusBadge';
import { statusCatalogue } from './statusCatalogue';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const messages = defineMessages({
  tones: { id: 'demo.statuses.tones', defaultMessage: 'The five tones' },
  tonesHint: { id: 'demo.statuses.tonesHint', defaultMessage: 'Every status badge takes the colour of one of these tones.' },
  lists: { id: 'demo.statuses.lists', defaultMessage: 'Statuses by list' },
  list: { id: 'demo.statuses.list', defaultMessage: 'List' },
  badges: { id: 'demo.statuses.badges', defaultMessage: 'Statuses (id and badge)' },
  default: { id: 'demo.tone.default', defaultMessage: 'Default' },
  primary: { id: 'demo.tone.primary', defaultMessage: 'Primary' },
  success: { id: 'demo.tone.success', defaultMessage: 'Success' },
  danger: { id: 'demo.tone.danger', defaultMessage: 'Danger' },
  warning: { id: 'demo.tone.warning', defaultMessage: 'Warning' },
});

const toneNames: Readonly<Record<StatusTone, (typeof messages)[StatusTone]>> = {
  default: messages.default,
  primary: messages.primary,
  success: messages.success,
  danger: messages.danger,
  warning: messages.warning,
};

/** The five tones (reference swatches) and every status of spec §4 as its badge. */
export function DemoStatusSection() {
  const intl = useIntl();
  return (
    <Stack gap="lg" data-testid="demo-statuses">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(messages.tones)}
        </Title>
        <Text size="sm">{intl.formatMessage(messages.tonesHint)}</Text>
        <Group gap="sm" data-testid="demo-tones">
          {statusTones.map((tone) => (
            <StatusBadge key={tone} tone={tone} size="lg" label={intl.formatMessage(toneNames[tone])} data-tone-reference />
          ))}
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(messages.lists)}
        </Title>
        <ScrollTable minWidth={520} columns={[{ label: messages.list, w: '32%' }, messages.badges]} verticalSpacing="sm" striped withTableBorder>
          {statusCatalogue.map((list) => (
            <Table.Tr key={list.key} data-status-list={list.key} data-status-count={list.statuses.length}>
              <Table.Td fw={500}>{intl.formatMessage(list.title)}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {list.statuses.map((status) => (
                    <Group key={status.id} gap={4} wrap="nowrap">
                      <Text size="xs" c="dimmed" ff="monospace" data-untranslatable>
                        {status.id}
                      </Text>
                      <StatusBadge tone={status.tone} label={intl.formatMessage(status.label)} data-status-id={status.id} />
                    </Group>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      </Stack>
    </Stack>
  );
}
