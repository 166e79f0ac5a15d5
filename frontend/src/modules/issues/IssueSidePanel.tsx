import { Card, Divider, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { byPosition } from '@/modules/ui/choices/choiceOrder';
import { IssueAssigneesSection } from './IssueAssigneesSection';
import { IssueCategoriesSection } from './IssueCategoriesSection';
import { IssueDocumentsSection } from './IssueDocumentsSection';
import { issuePriorities, issuePriority } from './issuePriorities';
import { IssueProjectSection } from './IssueProjectSection';
import { useChangeIssuePriority } from './useChangeIssuePriority';
import { useChangeIssueStatus } from './useChangeIssueStatus';
import type { IssueSidePanel_issue$key } from './__generated__/IssueSidePanel_issue.graphql';
import type { IssueSidePanel_query$key } from './__generated__/IssueSidePanel_query.graphql';

const messages = defineMessages({
  label: { id: 'issue.side.label', defaultMessage: 'Issue properties' },
  status: { id: 'issue.field.status', defaultMessage: 'Status' },
  priority: { id: 'issue.field.priority', defaultMessage: 'Priority' },
  statusChanged: defineMessage<{ status: string }>({ id: 'issue.detail.statusChanged', defaultMessage: 'Status changed to {status}.' }),
  priorityChanged: defineMessage<{ priority: string }>({ id: 'issue.detail.priorityChanged', defaultMessage: 'Priority changed to {priority}.' }),
});

interface Props {
  issue: IssueSidePanel_issue$key;
  query: IssueSidePanel_query$key;
}

/**
 * The issue's side panel: status and priority (changed in place; the server's refusal shown as
 * it words it), then categories, project, assignees and linked documents, each assigned and
 * detached here.
 */
export function IssueSidePanel({ issue, query }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IssueSidePanel_issue on Issue {
        id
        priorityId
        updatedAt
        version
        status {
          id
          label
          color
        }
        ...IssueCategoriesSection_issue
        ...IssueProjectSection_issue
        ...IssueAssigneesSection_issue
        ...IssueDocumentsSection_issue
      }
    `,
    issue,
  );
  const options = useFragment(
    graphql`
      fragment IssueSidePanel_query on Query {
        issueStatuses(first: 100) {
          edges {
            node {
              id
              label
              color
              position
            }
          }
        }
        issueCategories(first: 100) {
          edges {
            node {
              id
              label
              position
            }
          }
        }
        projects(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        employees(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query,
  );
  const [changeStatus, statusInFlight] = useChangeIssueStatus();
  const [changePriority, priorityInFlight] = useChangeIssuePriority();
  const statuses = byPosition(options.issueStatuses.edges.map((edge) => edge.node));
  if (!statuses.some((status) => status.id === data.status.id)) statuses.push({ ...data.status, position: Number.MAX_SAFE_INTEGER });

  const onStatus = (value: string | null) => {
    if (!value || value === data.status.id) return;
    const label = statuses.find((status) => status.id === value)?.label ?? '';
    changeStatus({
      issueId: data.id,
      statusId: value,
      onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(messages.statusChanged, { status: label }) }),
    });
  };
  const onPriority = (value: string | null) => {
    const priorityId = Number(value);
    if (!value || priorityId === data.priorityId) return;
    changePriority({
      variables: { input: { id: data.id, priorityId } },
      optimisticResponse: { changeIssuePriority: { issue: { id: data.id, priorityId, updatedAt: data.updatedAt, version: data.version } } },
      onCompleted: () =>
        void notifications.show({ color: 'green', message: intl.formatMessage(messages.priorityChanged, { priority: intl.formatMessage(issuePriority(priorityId).label) }) }),
      onError: (error) => void notifications.show({ color: 'red', message: errorMessage(intl, error) }),
    });
  };

  return (
    <Card withBorder radius="md" component="aside" aria-label={intl.formatMessage(messages.label)} data-testid="issue-side-panel">
      <Stack gap="md">
        <Select
          label={intl.formatMessage(messages.status)}
          allowDeselect={false}
          disabled={statusInFlight}
          data={statuses.map((status) => ({ value: status.id, label: status.label }))}
          value={data.status.id}
          onChange={onStatus}
          data-testid="issue-status-select"
        />
        <Select
          label={intl.formatMessage(messages.priority)}
          allowDeselect={false}
          disabled={priorityInFlight}
          data={issuePriorities.map((priority) => ({ value: String(priority.id), label: intl.formatMessage(priority.label) }))}
          value={String(data.priorityId)}
          onChange={onPriority}
          data-testid="issue-priority-select"
        />
        <Divider />
        <IssueCategoriesSection issue={data} categories={byPosition(options.issueCategories.edges.map((edge) => edge.node))} />
        <Divider />
        <IssueProjectSection issue={data} projects={options.projects.edges.map((edge) => edge.node)} />
        <Divider />
        <IssueAssigneesSection issue={data} employees={options.employees.edges.map((edge) => edge.node)} />
        <Divider />
        <IssueDocumentsSection issue={data} />
      </Stack>
    </Card>
  );
}
