import { Badge, Stack, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { MemberLink } from '@/modules/ui/MemberLink';
import { ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { WorkflowOverdueBadge } from './WorkflowOverdueBadge';
import { workflowInstancePath } from './workflowPaths';
import { WorkflowProgressBadge } from './WorkflowProgressBadge';
import { WorkflowStepsDone } from './WorkflowStepsDone';
import { approverRoleName, nextActor } from './workflowStepWords';
import type { WorkflowInstanceRow_instance$key } from './__generated__/WorkflowInstanceRow_instance.graphql';

const messages = defineMessages({
  noCurrent: { id: 'workflow.instance.noCurrentStep', defaultMessage: 'No step in progress' },
  waitingForMe: { id: 'workflow.instance.waitingForMe', defaultMessage: 'Waiting for me' },
  nobody: { id: 'workflow.instance.noOwner', defaultMessage: 'Former employee' },
});

/** One row of the instance list (a card on a phone): progress, current step and who acts next, done/total, overdue. */
export function WorkflowInstanceRow({ instance }: { instance: WorkflowInstanceRow_instance$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment WorkflowInstanceRow_instance on WorkflowInstance {
        id
        name
        templateName
        progress
        overdue
        waitingForMe
        ...WorkflowStepsDone_instance
        startedAt
        owner {
          id
          name
        }
        currentStep {
          key
          name
          waitingFor
          approverRole {
            name
            deleted
          }
        }
      }
    `,
    instance,
  );
  const current = data.currentStep;
  const next = nextActor(intl, current?.waitingFor, approverRoleName(intl, current?.approverRole));
  return (
    <ListRow data-testid="workflow-instance-row">
      <ListTitleCell
        column="name"
        path={workflowInstancePath(data.id)}
        title={data.name}
        badges={
          <>
            {data.waitingForMe && (
              <Badge color="grape" size="sm" variant="light" data-testid="workflow-instance-waiting-for-me">
                {intl.formatMessage(messages.waitingForMe)}
              </Badge>
            )}
            {data.overdue && <WorkflowOverdueBadge />}
          </>
        }
        description={data.templateName}
      />
      <ListCell column="owner">
        {data.owner ? (
          <MemberLink member={data.owner} />
        ) : (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.nobody)}
          </Text>
        )}
      </ListCell>
      <ListCell column="progress">
        <WorkflowProgressBadge progress={data.progress} />
      </ListCell>
      <ListCell column="current">
        {current ? (
          <Stack gap={0}>
            <Text size="sm" data-testid="workflow-instance-current-step">
              {current.name}
            </Text>
            {next && (
              <Text size="xs" c="blue">
                {next}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.noCurrent)}
          </Text>
        )}
      </ListCell>
      <ListCell column="done">
        <WorkflowStepsDone instance={data} miw={120} />
      </ListCell>
      <ListTimeCell column="startedAt" value={data.startedAt} />
    </ListRow>
  );
}
