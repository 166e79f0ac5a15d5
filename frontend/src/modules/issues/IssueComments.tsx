import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useWindowedPage } from '@/modules/ui/windowed/useWindowedItems';
import { WindowedSpacer } from '@/modules/ui/windowed/WindowedSpacer';
import { IssueCommentForm } from './IssueCommentForm';
import { IssueCommentItem } from './IssueCommentItem';
import type { MentionCandidate } from './MentionEditor';
import { useAddIssueComment } from './useAddIssueComment';
import type { IssueComments_issue$key } from './__generated__/IssueComments_issue.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

const messages = defineMessages({
  title: defineMessage<{ count: number }>({ id: 'issue.comments.title', defaultMessage: 'Comments ({count, number})' }),
  none: { id: 'issue.comments.none', defaultMessage: 'No comments yet. Be the first to write one.' },
  loadMore: { id: 'issue.comments.loadMore', defaultMessage: 'Show more comments' },
  newLabel: { id: 'issue.comment.new', defaultMessage: 'New comment' },
  submit: { id: 'issue.comment.submit', defaultMessage: 'Comment' },
  added: { id: 'issue.comment.added', defaultMessage: 'Comment added.' },
});

export const commentsPageSize = 20;

/** A comment's height before it is measured (its author line and a few lines of text, with the gap below). */
const commentEstimate = 120;

interface Props {
  issue: IssueComments_issue$key;
  employees: readonly MentionCandidate[];
}

/**
 * An issue's comments, oldest first with "Show more", and the form for a new one. A comment
 * anyone adds appears for everyone on the page (issueChanged inserts it into this connection).
 * Past a hundred shown, only the comments near the viewport render (issue 33), each with its
 * place in the thread.
 */
export function IssueComments({ issue, employees }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment IssueComments_issue on Issue
      @refetchable(queryName: "IssueCommentsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        id
        commentCount
        comments(first: $first, after: $after) @connection(key: "IssueComments_comments") {
          edges {
            node {
              id
              ...IssueCommentItem_comment
            }
          }
        }
      }
    `,
    issue,
  );
  const [add, adding] = useAddIssueComment(data.id);
  const edges = data.comments.edges;
  const list = useRef<HTMLDivElement>(null);
  const shown = useWindowedPage({ count: edges.length, estimateSize: commentEstimate, listRef: list, itemKey: (index) => edges[index].node.id });
  const total = Math.max(data.commentCount, edges.length);
  const onLoadMore = useLoadNext(loadNext, commentsPageSize);
  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.title, { count: data.commentCount })} data-testid="issue-comments">
      <Group gap={6}>
        <IconMessage size={18} aria-hidden />
        <Title order={2} size="h4">
          {intl.formatMessage(messages.title, { count: data.commentCount })}
        </Title>
      </Group>
      {edges.length === 0 && !hasNext && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.none)}
        </Text>
      )}
      {edges.length > 0 && (
        // Each comment's gap is its bottom margin, so a windowed thread's measure counts it.
        <div ref={list} className="issue-comment-list">
          <WindowedSpacer height={shown.before} />
          {shown.indexes.map((index) => (
            <IssueCommentItem
              key={edges[index].node.id}
              comment={edges[index].node}
              issueId={data.id}
              employees={employees}
              gapBelow={index < edges.length - 1}
              place={shown.windowed ? { index, of: total, measure: shown.measure } : undefined}
            />
          ))}
          <WindowedSpacer height={shown.after} />
        </div>
      )}
      {hasNext && (
        <Group>
          <Button variant="light" loading={isLoadingNext} onClick={onLoadMore}>
            {intl.formatMessage(messages.loadMore)}
          </Button>
        </Group>
      )}
      <IssueCommentForm
        label={intl.formatMessage(messages.newLabel)}
        submitLabel={intl.formatMessage(messages.submit)}
        employees={employees}
        inFlight={adding}
        onSubmit={(body, mentionIds, done) =>
          add({
            variables: { input: { issueId: data.id, body, mentionIds } },
            onCompleted: () => {
              done.onSaved();
              notifications.show({ color: 'green', message: intl.formatMessage(messages.added) });
            },
            onError: done.onError,
          })
        }
      />
    </Stack>
  );
}
