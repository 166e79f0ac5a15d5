import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Anchor, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconGripVertical, IconMessage } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { IssueLabelBadge } from './IssueLabelBadge';
import { IssuePriorityBadge } from './IssuePriorityBadge';
import type { IssueCard_issue$key } from './__generated__/IssueCard_issue.graphql';

const messages = defineMessages({
  moveTo: { id: 'issue.board.moveTo', defaultMessage: 'Move to…' },
  moveCard: defineMessage<{ title: string }>({ id: 'issue.board.moveCard', defaultMessage: 'Move {title} to another status' }),
  drag: defineMessage<{ title: string }>({ id: 'issue.board.drag', defaultMessage: 'Drag {title}' }),
  unassigned: { id: 'issue.unassigned', defaultMessage: 'Unassigned' },
  comments: defineMessage<{ count: number }>({ id: 'issue.list.comments', defaultMessage: '{count, plural, one {# comment} other {# comments}}' }),
});

export interface StatusOption {
  id: string;
  label: string;
}

interface Props {
  issue: IssueCard_issue$key;
  /** Every status, in board order (the menu offers the others). */
  statuses: readonly StatusOption[];
  onMove: (issueId: string, statusId: string) => void;
}

/**
 * An issue card on the board: title, priority, categories and assignees. It is dragged by its
 * grip (mouse, touch, or keyboard: Space, ←/→, Space), and the "Move to…" menu is the plain
 * keyboard and screen-reader way to the same move.
 */
export function IssueCard({ issue, statuses, onMove }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment IssueCard_issue on Issue {
        id
        title
        priorityId
        commentCount
        status {
          id
        }
        categories {
          id
          label
          color
        }
        assignees {
          id
          name
        }
      }
    `,
    issue,
  );
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: data.id,
    data: { statusId: data.status.id, title: data.title },
  });
  const others = statuses.filter((status) => status.id !== data.status.id);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      p="xs"
      shadow="xs"
      style={{ opacity: isDragging ? 0.4 : 1 }}
      data-testid="issue-card"
      data-issue-id={data.id}
      data-title={data.title}
    >
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={intl.formatMessage(messages.drag, { title: data.title })}
            data-testid="issue-card-handle"
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
          <Anchor component={Link} to={to(`/issues/${encodeURIComponent(data.id)}`)} fw={500} size="sm" style={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
            {data.title}
          </Anchor>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={intl.formatMessage(messages.moveCard, { title: data.title })} data-testid="issue-card-move">
                <IconArrowsExchange size={14} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{intl.formatMessage(messages.moveTo)}</Menu.Label>
              {others.map((status) => (
                <Menu.Item key={status.id} onClick={() => onMove(data.id, status.id)}>
                  {status.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap={4}>
          <IssuePriorityBadge priorityId={data.priorityId} />
          {data.categories.map((category) => (
            <IssueLabelBadge key={category.id} label={category.label} color={category.color} size="sm" />
          ))}
        </Group>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c={data.assignees.length ? undefined : 'dimmed'} truncate="end">
            {data.assignees.length ? intl.formatList(data.assignees.map((employee) => employee.name)) : intl.formatMessage(messages.unassigned)}
          </Text>
          {data.commentCount > 0 && (
            <Group gap={2} c="dimmed" wrap="nowrap" title={intl.formatMessage(messages.comments, { count: data.commentCount })}>
              <IconMessage size={12} aria-hidden />
              <Text size="xs">{data.commentCount}</Text>
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
