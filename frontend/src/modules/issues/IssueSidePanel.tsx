import { Card, Divider, Select, Stack } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { DetailStatusSelect, detailMoveSelect, useDetailStatus } from '@/modules/ui/DetailStatus';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { IssueAssigneesSection } from './IssueAssigneesSection';
import { IssueCategoriesSection } from './IssueCategoriesSection';
import { IssueDocumentsSection } from './IssueDocumentsSection';
import { issuePriorities } from './issuePriorities';
import { IssueProjectSection } from './IssueProjectSection';
import { useChangeIssuePriority } from './useChangeIssuePriority';
import { useChangeIssueStatus } from './useChangeIssueStatus';
import { useIssueOptions } from './useIssueOptions';
import type { IssueSidePanel_issue$key } from './__generated__/IssueSidePanel_issue.graphql';
import type { IssueSidePanel_query$key } from './__generated__/IssueSidePanel_query.graphql';

const messages = defineMessages({
  label: { id: 'issue.side.label', defaultMessage: 'Issue properties' },
  status: { id: 'issue.field.status', defaultMessage: 'Status' },
  priority: { id: 'issue.field.priority', defaultMessage: 'Priority' },
  statusChanged: defineMessage<{ status: string }>({ id: 'issue.detail.statusChanged', defaultMessage: 'Status changed to {status}.' }),
  priorityChanged: defineMessage<{ priority: string }>({ id: 'issue.detail.priorityChanged', defaultMessage: 'Priority changed to {priority}.' }),
  labelDeleted: defineMessage<{ label: string }>({ id: 'trash.reference.labelDeleted', defaultMessage: '{label} (deleted)' }),
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
          deleted {
            __typename
          }
        }
        ...IssueCategoriesSection_issue
        ...IssueProjectSection_issue
        ...IssueAssigneesSection_issue
        ...IssueDocumentsSection_issue
      }
    `,
    issue,
  );
  const choices = useIssueOptions(
    useFragment(
      graphql`
        fragment IssueSidePanel_query on Query {
          ...useIssueOptions_query
        }
      `,
      query,
    ),
  );
  const [changeStatus, statusInFlight] = useChangeIssueStatus();
  const [changePriority, priorityInFlight] = useChangeIssuePriority();
  // The issue's own status stays pickable (and named) when the list does not hold it; one in the
  // trash (issue 35) reads "(deleted)".
  const current = data.status.deleted ? intl.formatMessage(messages.labelDeleted, { label: data.status.label }) : data.status.label;
  const statuses = choices.statuses.some((status) => status.id === data.status.id) ? choices.statuses : [...choices.statuses, { id: data.status.id, name: current }];

  const status = detailMoveSelect({
    choices: namedChoices(statuses).data,
    current: data.status.id,
    move: (statusId, onCompleted) => changeStatus({ issueId: data.id, statusId, onCompleted }),
    moved: (label) => intl.formatMessage(messages.statusChanged, { status: label }),
  });
  const priority = useDetailStatus({
    statuses: issuePriorities,
    current: data.priorityId,
    commit: (priorityId, callbacks) =>
      changePriority({
        variables: { input: { id: data.id, priorityId } },
        optimisticResponse: { changeIssuePriority: { issue: { id: data.id, priorityId, updatedAt: data.updatedAt, version: data.version } } },
        ...callbacks,
      }),
    changed: messages.priorityChanged,
    placeholder: 'priority',
    refusal: 'notice',
  });

  return (
    <Card withBorder radius="md" component="aside" aria-label={intl.formatMessage(messages.label)} data-testid="issue-side-panel">
      <Stack gap="md">
        <Select label={intl.formatMessage(messages.status)} disabled={statusInFlight} {...status} data-testid="issue-status-select" />
        <DetailStatusSelect {...priority.select} label={intl.formatMessage(messages.priority)} disabled={priorityInFlight} data-testid="issue-priority-select" />
        <Divider />
        <IssueCategoriesSection issue={data} categories={choices.categories.map((category) => ({ id: category.id, label: category.name }))} />
        <Divider />
        <IssueProjectSection issue={data} projects={choices.projects} />
        <Divider />
        <IssueAssigneesSection issue={data} employees={choices.employees} />
        <Divider />
        <IssueDocumentsSection issue={data} />
      </Stack>
    </Card>
  );
}
