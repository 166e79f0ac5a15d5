import { Badge, Blockquote, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { SmallSection } from '@/modules/ui/detail/SmallSection';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { useDecideWorkflowStepApproval } from './useDecideWorkflowStepApproval';
import { useResubmitWorkflowStepApproval } from './useResubmitWorkflowStepApproval';
import { WorkflowDocumentLink } from './WorkflowDocumentLink';
import { workflowLimits } from './workflowSteps';

const messages = defineMessages({
  title: { id: 'workflow.approval.title', defaultMessage: 'Approval' },
  approver: defineMessage<{ role: string }>({ id: 'workflow.approval.approver', defaultMessage: 'Approved by a holder of {role}' }),
  none: { id: 'workflow.approval.none', defaultMessage: 'No approval document yet: the owner attaches one as the approval document to submit the step.' },
  pending: { id: 'workflow.approval.pending', defaultMessage: 'Pending' },
  approved: { id: 'workflow.approval.approved', defaultMessage: 'Approved' },
  rejected: { id: 'workflow.approval.rejected', defaultMessage: 'Rejected' },
  decided: defineMessage<{ name: string; time: string }>({ id: 'workflow.approval.decided', defaultMessage: 'by {name}, {time}' }),
  someone: { id: 'workflow.approval.someone', defaultMessage: 'a former employee' },
  comment: { id: 'workflow.approval.comment', defaultMessage: 'Comment' },
  approve: { id: 'workflow.approval.approve', defaultMessage: 'Approve' },
  reject: { id: 'workflow.approval.reject', defaultMessage: 'Reject' },
  rejectWith: { id: 'workflow.approval.rejectConfirm', defaultMessage: 'Reject with this comment' },
  reason: { id: 'workflow.approval.reason', defaultMessage: 'Why is it rejected?' },
  reasonHint: { id: 'workflow.approval.reasonHint', defaultMessage: 'The owner sees this comment and can resubmit a revised document.' },
  reasonRequired: { id: 'workflow.approval.reasonRequired', defaultMessage: 'Write why it is rejected.' },
  resubmit: { id: 'workflow.approval.resubmit', defaultMessage: 'Resubmit for approval' },
  resubmitHint: { id: 'workflow.approval.resubmitHint', defaultMessage: 'Revise the approval document first; resubmitting makes it pending again.' },
});

export interface ApprovalEntry {
  documentId: string;
  isApprove: boolean | null | undefined;
  comment: string | null | undefined;
  decidedAt: string | null | undefined;
  decidedBy: { id: string; name: string } | null | undefined;
  document: { id: string; title: string } | null | undefined;
}

interface Props {
  instanceId: string;
  stepKey: string;
  roleName: string;
  approval: ApprovalEntry | null | undefined;
  /** The viewer may approve or reject now (`canDecide`). */
  canDecide: boolean;
  /** The owner may resubmit (a rejected approval document on a step in progress). */
  canResubmit: boolean;
  onError: (error: Error) => void;
  onDone: () => void;
  /** On a decision: the page keeps this step shown (the flow moves on, the decider sees what they did). */
  onDecide?: () => void;
}

/**
 * A step's approval: who approves it, its approval document's state (pending, approved or
 * rejected, with the approver, the time and the comment), Approve / Reject (a comment is
 * required to reject) for a holder of the role, "Resubmit for approval" for the owner after a
 * rejection.
 */
export function WorkflowStepApproval({ instanceId, stepKey, roleName, approval, canDecide, canResubmit, onError, onDone, onDecide }: Props) {
  const intl = useIntl();
  const [decide, deciding] = useDecideWorkflowStepApproval();
  const [resubmit, resubmitting] = useResubmitWorkflowStepApproval();
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const state = approval ? (approval.isApprove === true ? 'approved' : approval.isApprove === false ? 'rejected' : 'pending') : null;
  const send = (isApprove: boolean) => {
    if (deciding) return;
    const text = comment.trim();
    if (!isApprove && !text) {
      setCommentError(intl.formatMessage(messages.reasonRequired));
      return;
    }
    // Pinned before the answer: the store moves the flow on as soon as it arrives.
    onDecide?.();
    decide({
      // The document the approver saw: refused (204.W001.003) if the owner swapped it meanwhile.
      variables: { input: { instanceId, stepKey, documentId: approval?.documentId ?? null, isApprove, comment: isApprove ? null : text } },
      onCompleted: () => {
        setRejecting(false);
        setComment('');
        onDone();
      },
      onError: (error) => {
        if (!isApprove && error instanceof ClientError && error.field?.replace(/^input\./, '') === 'comment') setCommentError(errorMessage(intl, error));
        else onError(error);
      },
    });
  };
  return (
    <SmallSection title={intl.formatMessage(messages.title)} data-testid="workflow-step-approval" data-state={state ?? 'none'}>
      <Text size="sm">{intl.formatMessage(messages.approver, { role: roleName })}</Text>
      {approval ? (
        <Paper withBorder radius="sm" p="sm">
          <Stack gap={6}>
            <Group gap="xs" wrap="wrap">
              <Badge color={state === 'approved' ? 'green' : state === 'rejected' ? 'red' : 'yellow'} data-testid="workflow-approval-state">
                {intl.formatMessage(state === 'approved' ? messages.approved : state === 'rejected' ? messages.rejected : messages.pending)}
              </Badge>
              <WorkflowDocumentLink document={approval.document} />
              {approval.decidedAt && (
                <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(approval.decidedAt)}>
                  {intl.formatMessage(messages.decided, { name: approval.decidedBy?.name ?? intl.formatMessage(messages.someone), time: formatDateTime(intl, approval.decidedAt) })}
                </Text>
              )}
            </Group>
            {approval.comment && (
              <Blockquote p="xs" radius="sm" color={state === 'rejected' ? 'red' : 'gray'} data-testid="workflow-approval-comment">
                <Text size="xs" c="dimmed" fw={600}>
                  {intl.formatMessage(messages.comment)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {approval.comment}
                </Text>
              </Blockquote>
            )}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.none)}
        </Text>
      )}
      {canDecide && !rejecting && (
        <Group gap="xs">
          <Button color="green" leftSection={<IconCheck size={16} aria-hidden />} loading={deciding} onClick={() => send(true)} data-testid="workflow-approve">
            {intl.formatMessage(messages.approve)}
          </Button>
          <Button color="red" variant="outline" leftSection={<IconX size={16} aria-hidden />} disabled={deciding} onClick={() => setRejecting(true)} data-testid="workflow-reject">
            {intl.formatMessage(messages.reject)}
          </Button>
        </Group>
      )}
      {canDecide && rejecting && (
        <Stack gap="xs" data-testid="workflow-reject-form">
          <Textarea
            label={intl.formatMessage(messages.reason)}
            description={intl.formatMessage(messages.reasonHint)}
            required
            autosize
            minRows={2}
            maxRows={8}
            maxLength={workflowLimits.commentMaxChars}
            value={comment}
            error={commentError}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              setCommentError(null);
            }}
            autoFocus
          />
          <Group gap="xs">
            <Button color="red" leftSection={<IconX size={16} aria-hidden />} loading={deciding} onClick={() => send(false)} data-testid="workflow-reject-confirm">
              {intl.formatMessage(messages.rejectWith)}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setRejecting(false);
                setCommentError(null);
              }}
            >
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
          </Group>
        </Stack>
      )}
      {canResubmit && (
        <Stack gap={4} align="flex-start">
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={resubmitting}
            onClick={() => resubmit({ variables: { input: { instanceId, stepKey } }, onCompleted: onDone, onError })}
            data-testid="workflow-resubmit"
          >
            {intl.formatMessage(messages.resubmit)}
          </Button>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(messages.resubmitHint)}
          </Text>
        </Stack>
      )}
    </SmallSection>
  );
}
