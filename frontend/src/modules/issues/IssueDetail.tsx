import { Button, Card, Divider, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecklist, IconTransform } from '@tabler/icons-react';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { DetailLayout } from '@/modules/layout/DetailLayout';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownSection } from '@/modules/markdown/MarkdownSection';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { useShowError } from '@/modules/relay/showFailure';
import { TagFacts } from '@/modules/tags/TagBadge';
import { LinkButton } from '@/modules/ui/LinkButton';
import { AuthoredFacts } from '@/modules/ui/detail/AuthoredFacts';
import { DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { EditButton } from '@/modules/ui/detail/EditButton';
import { IssueComments } from './IssueComments';
import { IssueLabelBadge } from './IssueLabelBadge';
import { IssuePriorityBadge } from './IssuePriorityBadge';
import { IssueSidePanel } from './IssueSidePanel';
import { useIssueValueFormatter } from './issueValueFormatter';
import { useConvertIssueToTask } from './useConvertIssueToTask';
import { useIssueOptions } from './useIssueOptions';
import type { IssueDetail_issue$key } from './__generated__/IssueDetail_issue.graphql';
import type { IssueDetail_query$key } from './__generated__/IssueDetail_query.graphql';

const messages = defineMessages({
  convert: { id: 'issue.detail.convert', defaultMessage: 'Convert to task' },
  converted: { id: 'issue.detail.converted', defaultMessage: 'Task created from this issue.' },
  task: defineMessage<{ title: string }>({ id: 'issue.detail.task', defaultMessage: 'Task: {title}' }),
  description: { id: 'issue.field.description', defaultMessage: 'Description' },
  reporter: { id: 'issue.field.reporter', defaultMessage: 'Reporter' },
  tags: { id: 'issue.field.tags', defaultMessage: 'Tags' },
  noTags: { id: 'issue.detail.noTags', defaultMessage: 'No tags' },
});

interface Props {
  issue: IssueDetail_issue$key;
  query: IssueDetail_query$key;
}

/**
 * An issue (issue 15): title, status and priority, the rendered description, reporter, tags and
 * times; "Convert to task" (then a link to the task); the side panel (status, priority,
 * categories, project, assignees, documents); the comments, live for everyone on the page; and
 * the history.
 */
export function IssueDetail({ issue, query }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const to = useLocalePath();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment IssueDetail_issue on Issue {
        id
        title
        description
        priorityId
        version
        createdAt
        updatedAt
        status {
          id
          label
          color
          deleted {
            __typename
          }
        }
        reporter {
          id
          name
        }
        tags {
          id
          name
          color
        }
        task {
          id
          title
        }
        documents {
          document {
            id
            title
          }
        }
        ...IssueSidePanel_issue
        ...IssueComments_issue
      }
    `,
    issue,
  );
  const options = useFragment(
    graphql`
      fragment IssueDetail_query on Query {
        ...useIssueOptions_query
        ...IssueSidePanel_query
      }
    `,
    query,
  );
  const choices = useIssueOptions(options);
  const employees = choices.employees;
  const names = useMemo(
    () =>
      new Map<string, string>([
        ...[...choices.employees, ...choices.statuses, ...choices.categories, ...choices.projects].map((record) => [record.id, record.name] as [string, string]),
        ...data.documents.flatMap((entry) => (entry.document ? [[entry.document.id, entry.document.title] as [string, string]] : [])),
      ]),
    [choices, data.documents],
  );
  const formatValue = useIssueValueFormatter(names);
  const [convert, converting] = useConvertIssueToTask();
  const onConvert = () =>
    convert({
      variables: { input: { id: data.id } },
      onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(messages.converted) }),
      onError: showError,
    });

  return (
    <DetailLayout
      head={
        <Stack gap="lg">
          <DetailHeader
            main
            title={data.title}
            titleTestId="issue-title"
            below={
              <Group gap="xs">
                <IssueLabelBadge label={data.status.label} color={data.status.color} deleted={!!data.status.deleted} data-testid="issue-status" />
                <IssuePriorityBadge priorityId={data.priorityId} />
              </Group>
            }
            wrapActions
            actions={
              <>
                {data.task ? (
                  <LinkButton to={to(`/tasks/${encodeURIComponent(data.task.id)}`)} variant="light" color="teal" leftSection={<IconChecklist size={16} aria-hidden />} data-testid="issue-task-link">
                    {intl.formatMessage(messages.task, { title: data.task.title })}
                  </LinkButton>
                ) : (
                  <Button variant="default" leftSection={<IconTransform size={16} aria-hidden />} loading={converting} onClick={onConvert} data-testid="issue-convert">
                    {intl.formatMessage(messages.convert)}
                  </Button>
                )}
                <EditButton to={to(`/issues/${encodeURIComponent(data.id)}/update`)} data-testid="issue-edit" />
                {/* Whoever may edit an issue (any staff member) deletes it, with its comments (issue 35). */}
                <DeleteButton id={data.id} version={data.version} name={data.title} onDeleted={() => void navigate(to('/issues'))} />
              </>
            }
          />
          <Card withBorder radius="md">
            <AuthoredFacts author={data.reporter} authorLabel={intl.formatMessage(messages.reporter)} record={data}>
              <TagFacts tags={data.tags} label={intl.formatMessage(messages.tags)} empty={intl.formatMessage(messages.noTags)} />
            </AuthoredFacts>
            <Divider my="md" />
            <MarkdownSection title={intl.formatMessage(messages.description)} source={data.description} size="h5" data-testid="issue-description" />
          </Card>
        </Stack>
      }
      side={<IssueSidePanel issue={data} query={options} />}
      activity={
        <Stack gap="lg">
          <IssueComments issue={data} employees={employees} />
          <HistoryPanel nodeId={data.id} reloadKey={data.version} formatValue={formatValue} />
        </Stack>
      }
    />
  );
}
