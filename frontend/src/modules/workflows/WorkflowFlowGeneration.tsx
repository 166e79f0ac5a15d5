import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Suspense } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { GenerationExchange, useGeneration } from '@/modules/chats/GenerationExchange';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageLoader } from '@/modules/ui/PageLoader';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import type { WorkflowRoleOption } from './useWorkflowRoleOptions';
import { workflowFlowGeneratePath, workflowInstancePath } from './workflowPaths';
import { WorkflowStepProposalEditor } from './WorkflowStepProposalEditor';
import type { WorkflowFlowGeneration_room$key } from './__generated__/WorkflowFlowGeneration_room.graphql';

const messages = defineMessages({
  prompt: { id: 'workflow.generate.prompt', defaultMessage: 'The work you described' },
  answer: { id: 'workflow.generate.answer', defaultMessage: 'The AI’s answer' },
  reading: { id: 'workflow.generate.reading', defaultMessage: 'Reading the proposed steps…' },
  malformed: { id: 'workflow.generate.malformed', defaultMessage: 'The answer could not be read as steps' },
  malformedHint: { id: 'workflow.generate.malformedHint', defaultMessage: 'Nothing was applied. Describe the work again, or retry with another model.' },
  code: defineMessage<{ code: string }>({ id: 'chat.message.code', defaultMessage: 'Code {code}' }),
  again: { id: 'workflow.generate.again', defaultMessage: 'Describe it again' },
  applied: { id: 'workflow.generate.applied', defaultMessage: 'These steps were applied to the workflow' },
  appliedHint: {
    id: 'workflow.generate.appliedHint',
    defaultMessage: 'A proposal is applied once. To change the steps again, describe the work again.',
  },
  openWorkflow: { id: 'workflow.generate.openWorkflow', defaultMessage: 'Open the workflow' },
});

interface Props {
  room: WorkflowFlowGeneration_room$key;
  instanceId: string;
  models: readonly AiModelOption[];
  roles: readonly WorkflowRoleOption[];
  notStartedCount: number;
  /** Reads the room again (after a socket reconnect). */
  refresh: () => void;
}

/**
 * A flow being generated (a WORKFLOW room): the description, the answer streaming in place
 * (Stop, or Retry when it failed), and once it is complete the proposed steps to edit and
 * accept, or the coded error when the answer is not a list of steps (nothing applied); once
 * applied, the workflow it went to (a proposal is applied once, issue 37 §6).
 */
export function WorkflowFlowGeneration({ room, instanceId, models, roles, notStartedCount, refresh }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment WorkflowFlowGeneration_room on ChatRoom {
        id
        messages(last: 100) @connection(key: "WorkflowFlowGeneration_messages") {
          __id
          edges {
            node {
              ...GenerationExchange_message @relay(mask: false)
              applied
              appliedWorkflowInstanceId
            }
          }
        }
      }
    `,
    room,
  );
  const generation = useGeneration(data.id, data.messages, refresh);
  const { answer } = generation;
  return (
    <GenerationExchange
      {...generation}
      models={models}
      retryWithModel
      messages={messages}
      testId="workflow-generation"
    >
      {answer?.applied && (
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} title={intl.formatMessage(messages.applied)} data-testid="workflow-generation-applied">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{intl.formatMessage(messages.appliedHint)}</Text>
            <Group gap="xs">
              {answer.appliedWorkflowInstanceId && (
                <LinkButton to={to(workflowInstancePath(answer.appliedWorkflowInstanceId))} variant="light" size="xs" data-testid="workflow-generation-open">
                  {intl.formatMessage(messages.openWorkflow)}
                </LinkButton>
              )}
              <LinkButton to={to(workflowFlowGeneratePath(instanceId))} variant="subtle" size="xs">
                {intl.formatMessage(messages.again)}
              </LinkButton>
            </Group>
          </Stack>
        </Alert>
      )}
      {answer?.status === 'COMPLETED' && !answer.applied && (
        <SectionErrorBoundary
          key={answer.id}
          fallback={(error) => (
            <ErrorAlert title={intl.formatMessage(messages.malformed)} testId="workflow-proposal-error">
              <Stack gap={6} align="flex-start">
                <Text size="sm" data-testid="workflow-proposal-error-message">
                  {errorMessage(intl, error)}
                </Text>
                {error instanceof ClientError && (
                  <Text size="xs" c="dimmed" ff="monospace" data-testid="workflow-proposal-error-code">
                    {intl.formatMessage(messages.code, { code: error.code })}
                  </Text>
                )}
                <Text size="sm">{intl.formatMessage(messages.malformedHint)}</Text>
                <LinkButton to={to(workflowFlowGeneratePath(instanceId))} variant="light" size="xs">
                  {intl.formatMessage(messages.again)}
                </LinkButton>
              </Stack>
            </ErrorAlert>
          )}
        >
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.reading)} />}>
            <WorkflowStepProposalEditor instanceId={instanceId} messageId={answer.id} roles={roles} notStartedCount={notStartedCount} />
          </Suspense>
        </SectionErrorBoundary>
      )}
    </GenerationExchange>
  );
}
