import { Group, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListBadgesCell, ListTextCell, ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { IssueLabelBadge } from './IssueLabelBadge';
import { IssuePriorityBadge } from './IssuePriorityBadge';
import type { IssueRow_issue$key } from './__generated__/IssueRow_issue.graphql';

const comments = defineMessage<{ count: number }>({ id: 'issue.list.comments', defaultMessage: '{count, plural, one {# comment} other {# comments}}' });

/** One row of the issue list (a card on a phone). */
export function IssueRow({ issue }: { issue: IssueRow_issue$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IssueRow_issue on Issue {
        id
        # The version it is shown at: a change in bulk sends it, so one changed since is refused as stale (issue 35 §2); live notices spread this fragment and keep it current.
        version
        title
        priorityId
        commentCount
        updatedAt
        status {
          id
          label
          color
          deleted {
            __typename
          }
        }
        categories {
          id
          label
          color
          deleted {
            __typename
          }
        }
        project {
          id
          name
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
    <ListRow data-testid="issue-row" item={{ id: data.id, title: data.title }}>
      <ListTitleCell column="title" path={`/issues/${encodeURIComponent(data.id)}`} title={data.title}>
        {data.commentCount > 0 && (
          <Group gap={4} c="dimmed">
            <IconMessage size={14} aria-hidden />
            <Text size="xs">{intl.formatMessage(comments, { count: data.commentCount })}</Text>
          </Group>
        )}
      </ListTitleCell>
      <ListCell column="status">
        <IssueLabelBadge label={data.status.label} color={data.status.color} deleted={!!data.status.deleted} data-testid="issue-status" />
      </ListCell>
      <ListCell column="priority">
        <IssuePriorityBadge priorityId={data.priorityId} />
      </ListCell>
      <ListBadgesCell column="categories">
        {data.categories.map((category) => (
          <IssueLabelBadge key={category.id} label={category.label} color={category.color} deleted={!!category.deleted} />
        ))}
      </ListBadgesCell>
      <ListTextCell column="project" text={data.project?.name ?? ''} />
      <ListTextCell column="assignees" text={intl.formatList(data.assignees.map((employee) => employee.name))} />
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
