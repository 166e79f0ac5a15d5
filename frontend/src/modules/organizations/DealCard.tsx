import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Anchor, ColorSwatch, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconGripVertical } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { TagBadge } from '@/modules/tags/TagBadge';
import { statusToneFill } from '@/modules/ui/statusBadge';
import { dealStage } from './dealStages';
import { formatSince } from './duration';
import { formatMoney } from './money';
import type { DealCard_organization$key } from './__generated__/DealCard_organization.graphql';

const messages = defineMessages({
  noOwner: { id: 'organization.noOwner', defaultMessage: 'No owner' },
  moveTo: { id: 'organization.board.moveTo', defaultMessage: 'Move to…' },
  moveCard: defineMessage<{ name: string }>({ id: 'organization.board.moveCard', defaultMessage: 'Move {name} to another stage' }),
  drag: defineMessage<{ name: string }>({ id: 'organization.board.drag', defaultMessage: 'Drag {name}' }),
  inStage: defineMessage<{ time: string }>({ id: 'organization.board.inStage', defaultMessage: '{time} in stage' }),
});

export interface StageOption {
  statusId: number;
  label: string;
}

interface Props {
  organization: DealCard_organization$key;
  /** Every stage, in board order (the menu offers the others). */
  stages: readonly StageOption[];
  onMove: (organizationId: string, statusId: number) => void;
}

/**
 * A deal card (issue 13): name, owner, deal value, tags and time in the current stage. It is
 * dragged by its grip (mouse, touch, or keyboard: Space, arrows, Space), and the "Move to…" menu
 * is the plain keyboard and screen-reader way to the same move; the menu marks each stage with
 * its tone's colour from the stage table, as the columns are.
 */
export function DealCard({ organization, stages, onMove }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment DealCard_organization on Organization {
        id
        name
        stageEnteredAt
        dealStatus {
          statusId
        }
        owner {
          id
          name
        }
        dealValue {
          amount
          currency
          minorUnits
        }
        tags {
          id
          name
          color
        }
      }
    `,
    organization,
  );
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: data.id,
    data: { statusId: data.dealStatus.statusId, name: data.name },
  });
  const others = stages.filter((stage) => stage.statusId !== data.dealStatus.statusId);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      p="xs"
      shadow="xs"
      style={{ opacity: isDragging ? 0.4 : 1 }}
      data-testid="deal-card"
      data-organization-id={data.id}
      data-name={data.name}
    >
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={intl.formatMessage(messages.drag, { name: data.name })}
            data-testid="deal-card-handle"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
          <Anchor component={Link} to={to(`/organizations/${encodeURIComponent(data.id)}`)} fw={500} size="sm" style={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
            {data.name}
          </Anchor>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={intl.formatMessage(messages.moveCard, { name: data.name })} data-testid="deal-card-move">
                <IconArrowsExchange size={14} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{intl.formatMessage(messages.moveTo)}</Menu.Label>
              {others.map((stage) => (
                <Menu.Item
                  key={stage.statusId}
                  leftSection={<ColorSwatch color={statusToneFill(dealStage(stage.statusId).tone)} size={10} withShadow={false} aria-hidden />}
                  onClick={() => onMove(data.id, stage.statusId)}
                >
                  {stage.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text size="xs" c={data.owner ? undefined : 'dimmed'}>
          {data.owner ? data.owner.name : intl.formatMessage(messages.noOwner)}
        </Text>
        <Group justify="space-between" gap={4}>
          <Text size="sm" fw={600} data-testid="deal-card-value">
            {formatMoney(intl, data.dealValue)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="deal-card-time">
            {intl.formatMessage(messages.inStage, { time: formatSince(intl, data.stageEnteredAt) })}
          </Text>
        </Group>
        {data.tags.length > 0 && (
          <Group gap={4}>
            {data.tags.map((tag) => (
              <TagBadge key={tag.id} name={tag.name} color={tag.color} />
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
