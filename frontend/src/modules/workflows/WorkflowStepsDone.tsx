import { Progress, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WorkflowStepsDone_instance$key } from './__generated__/WorkflowStepsDone_instance.graphql';

const messages = defineMessages({
  done: defineMessage<{ done: number; total: number }>({ id: 'workflow.instance.doneCount', defaultMessage: '{done, number} of {total, number} done' }),
  steps: { id: 'workflow.instance.field.steps', defaultMessage: 'Steps done' },
});

/** How many of an instance's steps are done, in words and as a bar (green once it is completed): the list's cell, the page's fact. */
export function WorkflowStepsDone({ instance, miw }: { instance: WorkflowStepsDone_instance$key; miw: number }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment WorkflowStepsDone_instance on WorkflowInstance {
        progress
        stepCount
        doneStepCount
      }
    `,
    instance,
  );
  return (
    <Stack gap={4} miw={miw}>
      <Text size="sm" data-testid="workflow-instance-done">
        {intl.formatMessage(messages.done, { done: data.doneStepCount, total: data.stepCount })}
      </Text>
      <Progress
        value={data.stepCount ? (100 * data.doneStepCount) / data.stepCount : 0}
        size="sm"
        color={data.progress === 'COMPLETED' ? 'green' : 'blue'}
        aria-label={intl.formatMessage(messages.steps)}
      />
    </Stack>
  );
}
