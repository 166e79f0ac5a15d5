import { Alert, Badge, Button, Card, CloseButton, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircle, IconCircleCheck, IconFlagCheck, IconSparkles, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DetailField } from '@/modules/ui/DetailFacts';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { MemberLink } from '@/modules/ui/MemberLink';
import { commonMessages } from '@/modules/ui/commonMessages';
import { SmallSection } from '@/modules/ui/detail/SmallSection';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { expectedDocumentAttached } from './expectedDocuments';
import { ReassignApproverModal } from './ReassignApproverModal';
import { useChangeWorkflowStepStatus } from './useChangeWorkflowStepStatus';
import { labelled, workflowStepStatuses } from './workflowEnums';
import { WorkflowOverdueBadge } from './WorkflowOverdueBadge';
import { WorkflowStepApproval } from './WorkflowStepApproval';
import { WorkflowStepDocuments } from './WorkflowStepDocuments';
import { approverRoleName, nextActor } from './workflowStepWords';
import type { ReassignApproverModal_query$key } from './__generated__/ReassignApproverModal_query.graphql';
import type { WorkflowStepPanel_step$key } from './__generated__/WorkflowStepPanel_step.graphql';

const messages = defineMessages({
  heading: defineMessage<{ number: number; name: string }>({ id: 'workflow.step.heading', defaultMessage: 'Step {number, number}: {name}' }),
  generated: { id: 'workflow.flow.generatedHint', defaultMessage: 'Proposed by AI' },
  noDescription: { id: 'workflow.step.noDescription', defaultMessage: 'No description.' },
  approverRole: { id: 'workflow.step.field.approverRole', defaultMessage: 'Approver role' },
  ownerCompletes: { id: 'workflow.flow.ownerCompletes', defaultMessage: 'Completed by the owner' },
  startedAt: { id: 'workflow.step.field.startedAt', defaultMessage: 'Started' },
  dueAt: { id: 'workflow.step.field.dueAt', defaultMessage: 'Due' },
  noDue: { id: 'workflow.stepEditor.noDue', defaultMessage: 'No due time' },
  dueAfter: defineMessage<{ hours: number }>({ id: 'workflow.flow.dueAfter', defaultMessage: 'Due {hours, plural, one {# hour} other {# hours}} after it starts' }),
  completedAt: { id: 'workflow.step.field.completedAt', defaultMessage: 'Completed' },
  completedBy: defineMessage<{ name: string }>({ id: 'workflow.step.completedBy', defaultMessage: 'by {name}' }),
  notStarted: { id: 'workflow.step.notStartedYet', defaultMessage: 'Not started yet' },
  notCompleted: { id: 'workflow.step.notCompletedYet', defaultMessage: 'Not completed yet' },
  expected: { id: 'workflow.step.field.expectedDocuments', defaultMessage: 'Expected documents' },
  expectedHint: { id: 'workflow.step.expectedHint', defaultMessage: 'Ticked when a document of that name is attached.' },
  expectedNone: { id: 'workflow.step.expectedNone', defaultMessage: 'No documents are expected at this step.' },
  present: defineMessage<{ name: string }>({ id: 'workflow.step.expectedPresent', defaultMessage: '{name}: attached' }),
  missing: defineMessage<{ name: string }>({ id: 'workflow.step.expectedMissing', defaultMessage: '{name}: not attached yet' }),
  markDone: { id: 'workflow.step.markDone', defaultMessage: 'Mark step done' },
  markDoneHint: { id: 'workflow.step.markDoneHint', defaultMessage: 'This step has no approver: you complete it, and the next step starts.' },
  refused: { id: 'workflow.step.refused', defaultMessage: 'That was not done' },
  unknownRole: { id: 'workflow.step.unknownRole', defaultMessage: 'A role you cannot see' },
  strandedTitle: { id: 'workflow.step.stranded.title', defaultMessage: 'Nobody can approve this step' },
  strandedDeleted: defineMessage<{ role: string }>({
    id: 'workflow.step.stranded.deleted',
    defaultMessage: 'The approver role “{role}” was deleted, so nobody can approve this step.',
  }),
  strandedNobody: defineMessage<{ role: string }>({
    id: 'workflow.step.stranded.nobody',
    defaultMessage: 'No active member holds the approver role “{role}”, so nobody can approve this step.',
  }),
  strandedYou: {
    id: 'workflow.step.stranded.you',
    defaultMessage: 'Reassign the approver to another role, or to none so that the owner completes the step.',
  },
  strandedManager: {
    id: 'workflow.step.stranded.manager',
    defaultMessage: 'A manager (Management role or admin) can reassign the approver; ask one if this step holds you up.',
  },
  reassign: { id: 'workflow.step.reassign', defaultMessage: 'Reassign approver' },
});

interface Props {
  step: WorkflowStepPanel_step$key;
  instanceId: string;
  /** The viewer owns the instance: "Mark step done" and "Resubmit" are theirs. */
  isOwner: boolean;
  /** The instance is in progress (nothing can change on a completed or archived one). */
  running: boolean;
  /** Keeps this step shown after the viewer decided it (the flow moves on without them). */
  onPin?: () => void;
  /** The roles a manager may reassign the approver to. */
  query: ReassignApproverModal_query$key;
}

/**
 * The selected step: its state, times and who acts next; the expected documents as a checklist;
 * the attached documents (attach one the viewer may read, as supporting or as the approval
 * document; detach); the approval (Approve / Reject when `canDecide`, Resubmit after a
 * rejection); "Mark step done" for a step without approver role (never for one whose role was
 * deleted: that step is stranded, and says so, until a manager reassigns its approver, which
 * Management and admins do from here). A refusal shows the server's words.
 */
export function WorkflowStepPanel({ step, instanceId, isOwner, running, onPin, query }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment WorkflowStepPanel_step on WorkflowInstanceStep {
        key
        position
        name
        description
        status
        startedAt
        dueAt
        dueAfterHours
        completedAt
        completedBy {
          id
          name
        }
        overdue
        generated
        waitingFor
        canDecide
        expectedDocuments
        approverRoleId
        approverRole {
          roleId
          name
          deleted
        }
        approverStranded
        canReassignApprover
        documents {
          documentId
          isApproval
          attachedAt
          document {
            id
            title
          }
        }
        approvalDocument {
          documentId
          isApprove
          comment
          decidedAt
          decidedBy {
            id
            name
          }
          document {
            id
            title
          }
        }
      }
    `,
    step,
  );
  const [error, setError] = useState<string | null>(null);
  const [reassigning, setReassigning] = useState(false);
  const [changeStatus, changing] = useChangeWorkflowStepStatus();
  const onError = (failure: Error) => setError(errorMessage(intl, failure));
  const onDone = () => setError(null);
  const status = labelled(workflowStepStatuses, data.status);
  const inProgress = running && data.status === 'IN_PROGRESS';
  // A step has an approver when it names a role, even one deleted since (`approverRole` still
  // resolves it, marked deleted): such a step is stranded, never "completed by the owner".
  const hasApprover = data.approverRoleId != null || data.approverRole != null;
  const roleName = approverRoleName(intl, data.approverRole, hasApprover);
  const stranded = running && data.status !== 'DONE' && data.approverStranded;
  const canReassign = running && data.status !== 'DONE' && data.canReassignApprover;
  const reassignButton = canReassign && (
    <Button variant="light" size="compact-sm" leftSection={<IconUserShare size={14} aria-hidden />} onClick={() => setReassigning(true)} data-testid="workflow-reassign-approver">
      {intl.formatMessage(messages.reassign)}
    </Button>
  );
  const titles = data.documents.flatMap((entry) => (entry.document ? [entry.document.title] : []));
  const next = nextActor(intl, data.waitingFor, roleName);
  const approval = data.approvalDocument;
  const markDone = () =>
    changeStatus({
      variables: { input: { instanceId, stepKey: data.key, status: 'DONE' } },
      onCompleted: onDone,
      onError,
    });

  return (
    <Card withBorder radius="md" data-testid="workflow-step-panel" data-key={data.key} data-status={data.status}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h4" style={{ wordBreak: 'break-word' }} data-testid="workflow-step-name">
              {intl.formatMessage(messages.heading, { number: data.position + 1, name: data.name })}
            </Title>
            <Group gap="xs">
              <Badge color={status.color} data-testid="workflow-step-status" data-value={data.status}>
                {intl.formatMessage(status.label)}
              </Badge>
              {data.overdue && <WorkflowOverdueBadge />}
              {data.generated && (
                <Badge variant="light" color="violet" leftSection={<IconSparkles size={12} aria-hidden />}>
                  {intl.formatMessage(messages.generated)}
                </Badge>
              )}
              {next && running && (
                <Text size="sm" fw={600} c="blue" data-testid="workflow-step-next">
                  {next}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
        {error && (
          <ErrorAlert title={intl.formatMessage(messages.refused)} testId="workflow-step-error">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" data-testid="workflow-step-error-message">
                {error}
              </Text>
              <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} onClick={() => setError(null)} />
            </Group>
          </ErrorAlert>
        )}
        {stranded && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={intl.formatMessage(messages.strandedTitle)} data-testid="workflow-step-stranded">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {intl.formatMessage(data.approverRole?.deleted ? messages.strandedDeleted : messages.strandedNobody, {
                  role: data.approverRole?.name ?? intl.formatMessage(messages.unknownRole),
                })}
              </Text>
              <Text size="sm">{intl.formatMessage(canReassign ? messages.strandedYou : messages.strandedManager)}</Text>
              {reassignButton}
            </Stack>
          </Alert>
        )}
        <Text size="sm" c={data.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {data.description || intl.formatMessage(messages.noDescription)}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <DetailField label={intl.formatMessage(messages.approverRole)}>
            <Stack gap={4} align="flex-start">
              <Text size="sm" c={data.approverRole?.deleted ? 'red' : undefined} style={{ wordBreak: 'break-word' }} data-testid="workflow-step-approver" data-deleted={data.approverRole?.deleted || undefined}>
                {roleName ?? intl.formatMessage(messages.ownerCompletes)}
              </Text>
              {!stranded && reassignButton}
            </Stack>
          </DetailField>
          <DetailField label={intl.formatMessage(messages.startedAt)}>
            {data.startedAt ? (
              <Text size="sm" component="time" dateTime={isoDateTime(data.startedAt)}>
                {formatDateTime(intl, data.startedAt)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.notStarted)}
              </Text>
            )}
          </DetailField>
          <DetailField label={intl.formatMessage(messages.dueAt)}>
            {data.dueAt ? (
              <Text size="sm" component="time" dateTime={isoDateTime(data.dueAt)} title={formatRelative(intl, data.dueAt)} c={data.overdue ? 'red' : undefined} data-testid="workflow-step-due">
                {formatDateTime(intl, data.dueAt)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {data.dueAfterHours ? intl.formatMessage(messages.dueAfter, { hours: data.dueAfterHours }) : intl.formatMessage(messages.noDue)}
              </Text>
            )}
          </DetailField>
          <DetailField label={intl.formatMessage(messages.completedAt)}>
            {data.completedAt ? (
              <Stack gap={0}>
                <Text size="sm" component="time" dateTime={isoDateTime(data.completedAt)}>
                  {formatDateTime(intl, data.completedAt)}
                </Text>
                {data.completedBy && (
                  <MemberLink member={data.completedBy} size="xs" c="dimmed">
                    {intl.formatMessage(messages.completedBy, { name: data.completedBy.name })}
                  </MemberLink>
                )}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.notCompleted)}
              </Text>
            )}
          </DetailField>
        </SimpleGrid>
        <SmallSection title={intl.formatMessage(messages.expected)} data-testid="workflow-step-expected">
          {data.expectedDocuments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(messages.expectedNone)}
            </Text>
          ) : (
            <>
              <List spacing={4} size="sm" center>
                {data.expectedDocuments.map((name) => {
                  const present = expectedDocumentAttached(name, titles);
                  return (
                    <List.Item
                      key={name}
                      data-testid="workflow-expected-document"
                      data-present={present || undefined}
                      icon={
                        <ThemeIcon size={20} radius="xl" variant="light" color={present ? 'green' : 'gray'} aria-hidden>
                          {present ? <IconCircleCheck size={14} /> : <IconCircle size={14} />}
                        </ThemeIcon>
                      }
                    >
                      <span aria-hidden>{name}</span>
                      <VisuallyHidden>{intl.formatMessage(present ? messages.present : messages.missing, { name })}</VisuallyHidden>
                    </List.Item>
                  );
                })}
              </List>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(messages.expectedHint)}
              </Text>
            </>
          )}
        </SmallSection>
        <WorkflowStepDocuments
          instanceId={instanceId}
          stepKey={data.key}
          documents={data.documents}
          editable={inProgress}
          approvalOpen={hasApprover && approval === null}
          onError={onError}
          onDone={onDone}
        />
        {hasApprover && (
          <WorkflowStepApproval
            instanceId={instanceId}
            stepKey={data.key}
            roleName={roleName ?? ''}
            approval={approval}
            canDecide={running && data.canDecide}
            canResubmit={inProgress && isOwner && approval?.isApprove === false}
            onError={onError}
            onDone={onDone}
            onDecide={onPin}
          />
        )}
        {!hasApprover && inProgress && isOwner && (
          <Stack gap={4} align="flex-start">
            <Button color="green" leftSection={<IconFlagCheck size={16} aria-hidden />} loading={changing} onClick={markDone} data-testid="workflow-mark-done">
              {intl.formatMessage(messages.markDone)}
            </Button>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.markDoneHint)}
            </Text>
          </Stack>
        )}
      </Stack>
      {canReassign && (
        <ReassignApproverModal
          query={query}
          instanceId={instanceId}
          stepKey={data.key}
          stepName={data.name}
          currentRoleId={data.approverRoleId ?? data.approverRole?.roleId ?? null}
          currentRoleName={roleName}
          opened={reassigning}
          onClose={() => setReassigning(false)}
        />
      )}
    </Card>
  );
}
