import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { useApplyGeneratedWorkflowSteps } from './useApplyGeneratedWorkflowSteps';
import { useWorkflowStepProposal } from './useWorkflowStepProposal';
import type { WorkflowRoleOption } from './useWorkflowRoleOptions';
import { workflowInstancePath } from './workflowPaths';
import { WorkflowStepsEditor, type StepsServerError } from './WorkflowStepsEditor';
import { checkSteps, stepDrafts, stepErrorTarget, stepsAreValid, toStepInputs, type StepsCheck, type WorkflowStepDraft } from './workflowSteps';

const messages = defineMessages({
  heading: { id: 'workflow.generate.proposal', defaultMessage: 'Proposed steps' },
  intro: defineMessage<{ count: number }>({
    id: 'workflow.generate.proposalIntro',
    defaultMessage: 'Edit, reorder, add or remove steps, then accept them. They replace {count, plural, =0 {nothing: every step has started} one {the # step not started yet} other {the # steps not started yet}}; steps already started or done stay as they are.',
  }),
  accept: { id: 'workflow.generate.accept', defaultMessage: 'Accept steps' },
  accepted: defineMessage<{ count: number }>({ id: 'workflow.generate.accepted', defaultMessage: '{count, plural, one {# step} other {# steps}} added to the workflow.' }),
  failed: { id: 'workflow.generate.applyFailed', defaultMessage: 'The steps were not applied' },
});

interface Props {
  instanceId: string;
  messageId: string;
  roles: readonly WorkflowRoleOption[];
  /** How many of the instance's steps have not started (the ones the proposal replaces). */
  notStartedCount: number;
}

/**
 * The proposal of a finished answer as editable steps (the template form's step editor), then
 * "Accept steps" (`applyGeneratedWorkflowSteps`) and back to the instance. Suspends while the
 * proposal loads; a malformed answer throws its coded error to the boundary around it.
 */
export function WorkflowStepProposalEditor({ instanceId, messageId, roles, notStartedCount }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const proposal = useWorkflowStepProposal(messageId);
  const [steps, setSteps] = useState<WorkflowStepDraft[]>(() => stepDrafts(proposal.steps, false));
  const [check, setCheck] = useState<StepsCheck | null>(null);
  const [serverError, setServerError] = useState<StepsServerError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [apply, applying] = useApplyGeneratedWorkflowSteps();
  const change = (next: WorkflowStepDraft[]) => {
    setSteps(next);
    setServerError(null);
    if (check) setCheck(checkSteps(next));
  };
  const accept = () => {
    if (applying) return;
    setFormError(null);
    const found = checkSteps(steps);
    setCheck(found);
    if (!stepsAreValid(found)) return;
    const inputs = toStepInputs(steps);
    apply({
      variables: { input: { instanceId, messageId, steps: inputs } },
      onCompleted: () => {
        notifications.show({ color: 'green', message: intl.formatMessage(messages.accepted, { count: inputs.length }) });
        void navigate(to(workflowInstancePath(instanceId)));
      },
      onError: (error) => {
        const target = stepErrorTarget(error instanceof ClientError ? error.field : null);
        if (target) setServerError({ message: errorMessage(intl, error), index: target.index, field: target.field });
        else setFormError(errorMessage(intl, error));
      },
    });
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="workflow-proposal">
      <Stack gap="md">
        <Title order={2} size="h4">
          {intl.formatMessage(messages.heading)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.intro, { count: notStartedCount })}
        </Text>
        {formError && (
          <ErrorAlert title={intl.formatMessage(messages.failed)} testId="workflow-proposal-apply-error">
            {formError}
          </ErrorAlert>
        )}
        <WorkflowStepsEditor steps={steps} onChange={change} roles={roles} check={check} serverError={serverError} generated disabled={applying} />
        <Group justify="flex-end">
          <Button leftSection={<IconChecks size={16} aria-hidden />} loading={applying} onClick={accept} data-testid="workflow-proposal-accept">
            {intl.formatMessage(messages.accept)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
