import { Group, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { BoardCard } from '@/modules/ui/board/BoardCard';
import { IssueLabelBadge } from './IssueLabelBadge';
import { IssuePriorityBadge } from './IssuePriorityBadge';
import type { IssueCard_issue$key } from './__generated__/IssueCard_issue.graphql';

const messages = defineMessages({
  unassigned: { id: 'issue.unassigned', defaultMessage: 'Unassigned' },
  comments: defineMessage<{ count: number }>({ id: 'issue.list.comments', defaultMessage: '{count, plural, one {# comment} other {# comments}}' }),
});

interface Props {
  issue: IssueCard_issue$key;
}

/** An issue card on the board (a BoardCard): title, priority, categories, assignees and comments. */
export function IssueCard({ issue }: Props) {
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
          deleted {
            __typename
          }
        }
        assignees {
          id
          name
        }
      }
    `,
    issue,
  );
  return (
    <BoardCard id={data.id} title={data.title} href={to(`/issues/${encodeURIComponent(data.id)}`)} data-issue-id={data.id}>
      <Group gap={4}>
        <IssuePriorityBadge priorityId={data.priorityId} />
        {data.categories.map((category) => (
          <IssueLabelBadge key={category.id} label={category.label} color={category.color} deleted={!!category.deleted} size="sm" />
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
    </BoardCard>
  );
}
