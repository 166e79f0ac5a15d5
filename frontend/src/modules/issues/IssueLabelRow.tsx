import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { tagColorLabel } from '@/modules/tags/tagColors';
import { formatDateTime } from '@/modules/ui/formatDate';
import { IssueLabelBadge } from './IssueLabelBadge';

const messages = defineMessages({
  edit: defineMessage<{ label: string }>({ id: 'issue.label.editButton', defaultMessage: 'Edit {label}' }),
  editShort: { id: 'issue.label.editShort', defaultMessage: 'Edit' },
  up: defineMessage<{ label: string }>({ id: 'issue.label.moveUp', defaultMessage: 'Move {label} up' }),
  down: defineMessage<{ label: string }>({ id: 'issue.label.moveDown', defaultMessage: 'Move {label} down' }),
});

export interface IssueLabelRowData {
  label: string;
  labelEn: string;
  labelJa: string;
  color: string;
  position: number;
  updatedAt: string;
}

interface Props {
  data: IssueLabelRowData;
  admin: boolean;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  'data-testid': string;
}

/** One issue status or category in the admin's table: badge, both labels, colour, order and last change. */
export function IssueLabelRow({ data, admin, first, last, moving, onMove, onEdit, 'data-testid': testId }: Props) {
  const intl = useIntl();
  return (
    <Table.Tr data-testid={testId} data-position={data.position}>
      <Table.Td>
        <IssueLabelBadge label={data.label} color={data.color} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{data.labelEn}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lang="ja">
          {data.labelJa}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{intl.formatMessage(tagColorLabel(data.color))}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(intl, data.updatedAt)}</Text>
      </Table.Td>
      {admin && (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={intl.formatMessage(messages.up, { label: data.label })}>
              <ActionIcon variant="subtle" disabled={first || moving} aria-label={intl.formatMessage(messages.up, { label: data.label })} onClick={() => onMove(-1)}>
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={intl.formatMessage(messages.down, { label: data.label })}>
              <ActionIcon variant="subtle" disabled={last || moving} aria-label={intl.formatMessage(messages.down, { label: data.label })} onClick={() => onMove(1)}>
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} aria-hidden />} aria-label={intl.formatMessage(messages.edit, { label: data.label })} onClick={onEdit}>
              {intl.formatMessage(messages.editShort)}
            </Button>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
