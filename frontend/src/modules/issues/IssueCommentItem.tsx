import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownView } from '@/modules/markdown/MarkdownView';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { IssueCommentForm } from './IssueCommentForm';
import type { MentionCandidate } from './MentionEditor';
import { useEditIssueComment } from './useEditIssueComment';
import type { IssueCommentItem_comment$key } from './__generated__/IssueCommentItem_comment.graphql';

const messages = defineMessages({
  system: { id: 'history.system', defaultMessage: 'System' },
  edit: { id: 'issue.comment.edit', defaultMessage: 'Edit' },
  editLabel: { id: 'issue.comment.editLabel', defaultMessage: 'Edit comment' },
  save: { id: 'issue.comment.save', defaultMessage: 'Save comment' },
  edited: defineMessage<{ count: number }>({ id: 'issue.comment.edited', defaultMessage: '{count, plural, one {edited} other {edited # times}}' }),
  editedAt: defineMessage<{ time: string }>({ id: 'issue.comment.editedAt', defaultMessage: 'Last edited {time}; every edit is in the history.' }),
  mentions: { id: 'issue.comment.mentions', defaultMessage: 'Mentions' },
  mention: defineMessage<{ name: string }>({ id: 'issue.comment.mentionName', defaultMessage: '@{name}' }),
});

interface Props {
  comment: IssueCommentItem_comment$key;
  issueId: string;
  employees: readonly MentionCandidate[];
  /** Its place in a windowed thread (issue 33): its index, the thread's size and the measure's ref. */
  place?: { index: number; of: number; measure: (element: Element | null) => void };
  /** The gap below it, before the next comment. */
  gapBelow?: boolean;
}

/** One comment: author, time, the sanitized markdown, mentions, and (for its author) an edit in place. */
export function IssueCommentItem({ comment, issueId, employees, place, gapBelow = false }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment IssueCommentItem_comment on IssueComment {
        id
        body
        createdAt
        editedAt
        editCount
        mayEdit
        author {
          id
          name
          avatarUrl
        }
        mentions {
          id
          name
        }
      }
    `,
    comment,
  );
  const [editing, setEditing] = useState(false);
  const [edit, inFlight] = useEditIssueComment();
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      mb={gapBelow ? 'sm' : undefined}
      ref={place?.measure}
      data-index={place?.index}
      aria-posinset={place && place.index + 1}
      aria-setsize={place?.of}
      data-testid="issue-comment"
      data-comment-id={data.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={data.author?.avatarUrl} size={26} radius="xl" alt="" name={data.author?.name} />
            {data.author ? (
              <Anchor component={Link} to={to(`/members/${encodeURIComponent(data.author.id)}`)} size="sm" fw={600}>
                {data.author.name}
              </Anchor>
            ) : (
              <Text size="sm" fw={600}>
                {intl.formatMessage(messages.system)}
              </Text>
            )}
            <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(data.createdAt)} title={formatDateTime(intl, data.createdAt)}>
              {formatRelative(intl, data.createdAt)}
            </Text>
            {data.editedAt && (
              <Tooltip label={intl.formatMessage(messages.editedAt, { time: formatDateTime(intl, data.editedAt) })}>
                <Badge size="xs" variant="light" color="gray" data-testid="issue-comment-edited">
                  {intl.formatMessage(messages.edited, { count: data.editCount })}
                </Badge>
              </Tooltip>
            )}
          </Group>
          {data.mayEdit && !editing && (
            <Button size="compact-xs" variant="subtle" leftSection={<IconPencil size={12} aria-hidden />} onClick={() => setEditing(true)}>
              {intl.formatMessage(messages.edit)}
            </Button>
          )}
        </Group>
        {editing ? (
          <IssueCommentForm
            label={intl.formatMessage(messages.editLabel)}
            submitLabel={intl.formatMessage(messages.save)}
            employees={employees}
            initialBody={data.body}
            initialMentions={data.mentions}
            inFlight={inFlight}
            onCancel={() => setEditing(false)}
            onSubmit={(body, mentionIds, done) =>
              edit({
                variables: { input: { issueId, commentId: data.id, body, mentionIds } },
                onCompleted: () => {
                  done.onSaved();
                  setEditing(false);
                },
                onError: done.onError,
              })
            }
          />
        ) : (
          <div data-testid="issue-comment-body">
            <MarkdownView source={data.body} />
          </div>
        )}
        {data.mentions.length > 0 && !editing && (
          <Group gap={4} data-testid="issue-comment-mentions">
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.mentions)}
            </Text>
            {data.mentions.map((employee) => (
              <Badge key={employee.id} component={Link} to={to(`/members/${encodeURIComponent(employee.id)}`)} size="sm" variant="light" tt="none" style={{ cursor: 'pointer' }}>
                {intl.formatMessage(messages.mention, { name: employee.name })}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
