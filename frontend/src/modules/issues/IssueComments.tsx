import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { IssueCommentForm } from './IssueCommentForm';
import { IssueCommentItem } from './IssueCommentItem';
import type { MentionCandidate } from './MentionEditor';
import { useAddIssueComment } from './useAddIssueComment';
import type { IssueComments_issue$key } from './__generated__/IssueComments_issue.graphql';

const messages = defineMessages({
  title: defineMessage<{ count: number }>({ id: 'issue.comments.title', defaultMessage: 'Comments ({count, number})' }),
  none: { id: 'issue.comments.none', defaultMessage: 'No comments yet. Be the first to write one.' },
  loadMore: { id: 'issue.comments.loadMore', defaultMessage: 'Show more comments' },
  newLabel: { id: 'issue.comment.new', defaultMessage: 'New comment' },
  submit: { id: 'issue.comment.submit', defaultMessage: 'Comment' },
  added: { id: 'issue.comment.added', defaultMessage: 'Comment added.' },
});

export const commentsPageSize = 20;

interface Props {
  issue: IssueComments_issue$key;
  employees: readonly MentionCandidate[];
}

/**
 * An issue's comments, oldest first with "Show more", and the form for a new one. A comment
 * anyone adds appears for everyone on the page (issueChanged inserts it into this connection).
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
      {edges.map((edge) => (
        <IssueCommentItem key={edge.node.id} comment={edge.node} issueId={data.id} employees={employees} />
      ))}
      {hasNext && (
        <Group>
          <Button variant="light" loading={isLoadingNext} onClick={() => loadNext(commentsPageSize)}>
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
