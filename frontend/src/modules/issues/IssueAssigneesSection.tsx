import { Anchor, Avatar, Group } from '@mantine/core';
import { defineMessages } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { useEmployeeSearch } from '@/modules/members/useEmployeeSearch';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { IssueSideSection } from './IssueSideSection';
import { useAssignIssueEmployee } from './useAssignIssueEmployee';
import { useDetachIssueEmployee } from './useDetachIssueEmployee';
import type { IssueAssigneesSection_issue$key } from './__generated__/IssueAssigneesSection_issue.graphql';

const messages = defineMessages({
  title: { id: 'issue.field.assignees', defaultMessage: 'Assignees' },
  none: { id: 'issue.unassigned', defaultMessage: 'Unassigned' },
  pick: { id: 'issue.assignees.pick', defaultMessage: 'Assign an employee' },
});

interface Props {
  issue: IssueAssigneesSection_issue$key;
  employees: readonly { readonly id: string; readonly name: string }[];
}

/**
 * The employees assigned to the issue: assign one more (the first page offered, what is typed
 * searched on the server), detach any ('Assignment already exists' for a repeat).
 */
export function IssueAssigneesSection({ issue, employees }: Props) {
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment IssueAssigneesSection_issue on Issue {
        id
        assignees {
          id
          name
          avatarUrl
        }
      }
    `,
    issue,
  );
  const search = useEmployeeSearch();
  const [assign, assigning] = useAssignIssueEmployee();
  const [detach, detaching] = useDetachIssueEmployee();
  return (
    <IssueSideSection
      messages={messages}
      data-testid="issue-assignees"
      busy={assigning || detaching}
      items={data.assignees.map((employee) => ({
        key: employee.id,
        content: (
          <Group gap={6} wrap="nowrap">
            <Avatar src={employee.avatarUrl} size={22} radius="xl" alt="" name={employee.name} />
            <Anchor component={Link} to={to(`/members/${encodeURIComponent(employee.id)}`)} size="sm">
              {employee.name}
            </Anchor>
          </Group>
        ),
        name: employee.name,
      }))}
      detach={(employeeId, callbacks) => detach({ variables: { input: { id: data.id, employeeId } }, ...callbacks })}
      picker={{
        data: namedChoices(employees, search.found).data,
        ...search.props,
        assign: (employeeId, callbacks) => assign({ variables: { input: { id: data.id, employeeId } }, ...callbacks }),
      }}
    />
  );
}
