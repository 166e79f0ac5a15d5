import { Anchor, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronUp, IconEdit, IconHistory, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownView } from '@/modules/markdown/MarkdownView';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { ListSelectBox } from '@/modules/ui/list/ListSelection';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { QuestionAnswerForm } from './QuestionAnswerForm';
import { QuestionEditForm } from './QuestionEditForm';
import { questionStatusIds } from './questionStatuses';
import { useQuestionValueFormatter } from './questionValueFormatter';
import { QuestionStatusBadge } from './QuestionStatusBadge';
import { useCloseQuestion } from './useCloseQuestion';
import { useReopenQuestion } from './useReopenQuestion';
import { questionMessages } from './questionMessages';
import type { QuestionItem_question$key } from './__generated__/QuestionItem_question.graphql';

const messages = defineMessages({
  show: { id: 'question.item.show', defaultMessage: 'Show details' },
  hide: { id: 'question.item.hide', defaultMessage: 'Hide details' },
  asked: defineMessage<{ name: string; at: string }>({ id: 'question.item.asked', defaultMessage: 'Asked by {name} · {at}' }),
  system: { id: 'history.system', defaultMessage: 'System' },
  noBody: { id: 'question.item.noBody', defaultMessage: 'No details given.' },
  noAnswer: { id: 'question.item.noAnswer', defaultMessage: 'Not answered yet.' },
  answeredBy: defineMessage<{ name: string; at: string }>({ id: 'question.item.answeredBy', defaultMessage: 'Answered by {name} · {at}' }),
  edit: { id: 'question.item.edit', defaultMessage: 'Edit' },
  close: { id: 'question.item.close', defaultMessage: 'Close' },
  reopen: { id: 'question.item.reopen', defaultMessage: 'Reopen' },
  closed: { id: 'question.item.closed', defaultMessage: 'Question closed.' },
  reopened: { id: 'question.item.reopened', defaultMessage: 'Question reopened.' },
  failed: { id: 'question.item.failed', defaultMessage: 'That did not work' },
  history: { id: 'question.item.history', defaultMessage: 'History' },
});

interface Props {
  question: QuestionItem_question$key;
  /** Open at first (e.g. a board of one question). */
  defaultOpen?: boolean;
}

/**
 * One question, used on the project page and the internal Q&A board (issue 13): its status, and
 * when opened the body and answer (markdown), the answer form, and for the asker or Management
 * (`viewerCanManage`) edit, close and reopen. The server's refusals (e.g. "Current status is same
 * to new status") arrive translated and are shown as sent.
 */
export function QuestionItem({ question, defaultOpen = false }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const detailsId = useId();
  const data = useFragment(
    graphql`
      fragment QuestionItem_question on Question {
        id
        scope
        title
        body
        statusId
        answer
        answeredAt
        viewerCanManage
        createdAt
        updatedAt
        version
        asker {
          id
          name
        }
        answeredBy {
          id
          name
        }
        organization {
          id
          name
        }
        ...QuestionEditForm_question
      }
    `,
    question,
  );
  const [open, setOpen] = useState(defaultOpen);
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const formatValue = useQuestionValueFormatter();
  const [actionError, setActionError] = useState<string | null>(null);
  const [close, closing] = useCloseQuestion();
  const [reopen, reopening] = useReopenQuestion();

  const run = (commit: (config: { variables: { input: { id: string } }; onCompleted: () => void; onError: (error: Error) => void }) => unknown, done: string) => {
    setActionError(null);
    commit({
      variables: { input: { id: data.id } },
      onCompleted: () => {
        notifications.show({ color: 'green', message: done });
      },
      onError: (error) => setActionError(errorMessage(intl, error)),
    });
  };

  const closed = data.statusId === questionStatusIds.closed;
  // The one status action a manager has here: reopen a closed question, else close it.
  const lock = closed
    ? { commit: reopen, running: reopening, color: undefined, icon: IconLockOpen, label: messages.reopen, done: messages.reopened }
    : { commit: close, running: closing, color: 'gray', icon: IconLock, label: messages.close, done: messages.closed };
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`${detailsId}-title`} data-testid="question-item" data-question-id={data.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          {/* On the board, its box for a delete in bulk (issue 35 §2); none on a project's page. */}
          <ListSelectBox id={data.id} title={data.title} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <QuestionStatusBadge statusId={data.statusId} />
              {data.organization && (
                <Badge variant="outline" color="gray" component={Link} to={to(`/organizations/${encodeURIComponent(data.organization.id)}`)} style={{ cursor: 'pointer' }}>
                  {data.organization.name}
                </Badge>
              )}
            </Group>
            <Title order={3} size="h5" id={`${detailsId}-title`} style={{ wordBreak: 'break-word' }}>
              {data.title}
            </Title>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.asked, {
                name: data.asker?.name ?? intl.formatMessage(messages.system),
                at: formatDateTime(intl, data.createdAt),
              })}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={open}
            aria-controls={detailsId}
            rightSection={open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
            onClick={() => setOpen((value) => !value)}
          >
            {intl.formatMessage(open ? messages.hide : messages.show)}
          </Button>
        </Group>
        {open && (
          <Stack gap="sm" id={detailsId}>
            {editing ? (
              <QuestionEditForm question={data} onDone={() => setEditing(false)} />
            ) : data.body.trim() ? (
              <MarkdownView source={data.body} />
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.noBody)}
              </Text>
            )}
            <Divider />
            <Stack gap={4} data-testid="question-answer">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {intl.formatMessage(questionMessages.answer)}
              </Text>
              {data.answer ? (
                <>
                  <MarkdownView source={data.answer} />
                  {data.answeredAt && (
                    <Text size="xs" c="dimmed">
                      {data.answeredBy ? (
                        <Anchor component={Link} to={to(`/members/${encodeURIComponent(data.answeredBy.id)}`)} size="xs" c="dimmed">
                          {intl.formatMessage(messages.answeredBy, { name: data.answeredBy.name, at: formatDateTime(intl, data.answeredAt) })}
                        </Anchor>
                      ) : (
                        <time dateTime={isoDateTime(data.answeredAt)}>
                          {intl.formatMessage(messages.answeredBy, { name: intl.formatMessage(messages.system), at: formatDateTime(intl, data.answeredAt) })}
                        </time>
                      )}
                    </Text>
                  )}
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {intl.formatMessage(messages.noAnswer)}
                </Text>
              )}
            </Stack>
            {!closed && <QuestionAnswerForm questionId={data.id} />}
            {actionError && (
              <ErrorAlert title={intl.formatMessage(messages.failed)}>
                {actionError}
              </ErrorAlert>
            )}
            {data.viewerCanManage && (
              <Group gap="xs" justify="flex-end">
                {!editing && (
                  <Button variant="default" size="xs" leftSection={<IconEdit size={14} aria-hidden />} onClick={() => setEditing(true)}>
                    {intl.formatMessage(messages.edit)}
                  </Button>
                )}
                <Button
                  variant="light"
                  color={lock.color}
                  size="xs"
                  loading={lock.running}
                  leftSection={<lock.icon size={14} aria-hidden />}
                  onClick={() => run(lock.commit, intl.formatMessage(lock.done))}
                >
                  {intl.formatMessage(lock.label)}
                </Button>
                {/* To the trash with Undo (issue 35); the list drops it from the store at once. */}
                <DeleteButton id={data.id} name={data.title} size="xs" />
              </Group>
            )}
            <Group gap="xs">
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                aria-expanded={showHistory}
                aria-controls={`${detailsId}-history`}
                leftSection={<IconHistory size={14} aria-hidden />}
                rightSection={showHistory ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
                onClick={() => setShowHistory((value) => !value)}
              >
                {intl.formatMessage(messages.history)}
              </Button>
            </Group>
            {showHistory && (
              <div id={`${detailsId}-history`} data-testid="question-history">
                <HistoryPanel nodeId={data.id} reloadKey={data.version} formatValue={formatValue} />
              </div>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
