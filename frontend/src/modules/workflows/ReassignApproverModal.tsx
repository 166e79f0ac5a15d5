import { Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserShare } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DialogActions } from '@/modules/ui/ConfirmDialog';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { FormDialog } from '@/modules/ui/form/FormDialog';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { useReassignWorkflowStepApprover } from './useReassignWorkflowStepApprover';
import { workflowLimits } from './workflowSteps';
import type { ReassignApproverModal_query$key } from './__generated__/ReassignApproverModal_query.graphql';

const messages = defineMessages({
  title: { id: 'workflow.reassign.title', defaultMessage: 'Reassign approver' },
  step: defineMessage<{ name: string }>({ id: 'workflow.reassign.step', defaultMessage: 'Step: {name}' }),
  current: defineMessage<{ role: string }>({ id: 'workflow.reassign.current', defaultMessage: 'Approver now: {role}' }),
  currentNone: { id: 'workflow.reassign.currentNone', defaultMessage: 'Approver now: none (the owner completes the step)' },
  approver: { id: 'workflow.reassign.approver', defaultMessage: 'New approver' },
  approverPlaceholder: { id: 'workflow.reassign.approverPlaceholder', defaultMessage: 'Choose a role' },
  none: { id: 'workflow.reassign.none', defaultMessage: 'No approver: the owner completes the step' },
  nobodyHolds: {
    id: 'workflow.reassign.nobodyHolds',
    defaultMessage: 'No active member holds this role: the step would still have nobody who can approve it.',
  },
  reason: { id: 'workflow.reassign.reason', defaultMessage: 'Reason' },
  reasonHint: { id: 'workflow.reassign.reasonHint', defaultMessage: 'Recorded in the workflow’s history, where the owner and the approvers see it.' },
  approverRequired: { id: 'workflow.reassign.approverRequired', defaultMessage: 'Choose the new approver.' },
  reasonRequired: { id: 'workflow.reassign.reasonRequired', defaultMessage: 'Write why the approver changes.' },
  reasonTooLong: defineMessage<{ max: number }>({ id: 'workflow.reassign.reasonTooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  refused: { id: 'workflow.reassign.refused', defaultMessage: 'The approver was not changed' },
  submit: { id: 'workflow.reassign.submit', defaultMessage: 'Reassign approver' },
  done: { id: 'workflow.reassign.done', defaultMessage: 'Approver reassigned.' },
});

/** The Select's value for "no approver" (role ids are numbers). */
const noApprover = 'none';

/** Codes the server puts on the role choice rather than on the reason. */
const roleCodes = new Set(['204.X000.001', '204.W001.020']);

interface Props {
  query: ReassignApproverModal_query$key;
  instanceId: string;
  stepKey: string;
  stepName: string;
  /** The step's approver role now (null: none). */
  currentRoleId: number | null;
  /** How the current approver role reads (its name, marked deleted when it was). */
  currentRoleName: string | null;
  opened: boolean;
  onClose: () => void;
}

interface FormProps extends Omit<Props, 'opened' | 'query'> {
  roles: readonly { roleId: number; name: string; memberCount: number }[];
}

function ReassignForm({ roles, instanceId, stepKey, stepName, currentRoleId, currentRoleName, onClose }: FormProps) {
  const intl = useIntl();
  const [reassign, inFlight] = useReassignWorkflowStepApprover();
  const [choice, setChoice] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ approver?: string; reason?: string; form?: string }>({});
  const options = useMemo(
    () => [
      ...(currentRoleId === null ? [] : [{ value: noApprover, label: intl.formatMessage(messages.none) }]),
      ...[...roles]
        .filter((role) => role.roleId !== currentRoleId)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((role) => ({ value: String(role.roleId), label: role.name })),
    ],
    [roles, currentRoleId, intl],
  );
  const chosenRole = choice && choice !== noApprover ? roles.find((role) => String(role.roleId) === choice) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight) return;
    const text = reason.trim();
    const found: { approver?: string; reason?: string } = {};
    if (!choice) found.approver = intl.formatMessage(messages.approverRequired);
    if (!text) found.reason = intl.formatMessage(messages.reasonRequired);
    else if ([...text].length > workflowLimits.commentMaxChars) found.reason = intl.formatMessage(messages.reasonTooLong, { max: workflowLimits.commentMaxChars });
    setErrors(found);
    if (found.approver || found.reason || !choice) return;
    reassign({
      variables: { input: { instanceId, stepKey, approverRoleId: choice === noApprover ? null : Number(choice), reason: text } },
      onCompleted: () => {
        onClose();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.done) });
      },
      onError: (error) => {
        const message = errorMessage(intl, error);
        const field = error instanceof ClientError ? (error.field?.replace(/^input\./, '') ?? null) : null;
        const code = error instanceof ClientError ? error.code : null;
        if (field === 'reason' || code === '203.W001.005') setErrors({ reason: message });
        else if (field === 'approverRoleId' || (code !== null && roleCodes.has(code))) setErrors({ approver: message });
        else setErrors({ form: message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="workflow-reassign-form">
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
            {intl.formatMessage(messages.step, { name: stepName })}
          </Text>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {currentRoleId === null ? intl.formatMessage(messages.currentNone) : intl.formatMessage(messages.current, { role: currentRoleName ?? String(currentRoleId) })}
          </Text>
        </Stack>
        {errors.form && (
          <ErrorAlert title={intl.formatMessage(messages.refused)} testId="workflow-reassign-error">
            {errors.form}
          </ErrorAlert>
        )}
        <Stack gap={4}>
          <SearchSelect
            label={intl.formatMessage(messages.approver)}
            placeholder={intl.formatMessage(messages.approverPlaceholder)}
            required
            data={options}
            value={choice}
            error={errors.approver}
            onChange={(value) => {
              setChoice(value);
              setErrors(({ approver: _approver, form: _form, ...rest }) => rest);
            }}
            comboboxProps={{ withinPortal: true }}
            data-testid="workflow-reassign-role"
          />
          {chosenRole && chosenRole.memberCount === 0 && (
            <Text size="xs" c="orange.8" data-testid="workflow-reassign-nobody">
              {intl.formatMessage(messages.nobodyHolds)}
            </Text>
          )}
        </Stack>
        <Textarea
          label={intl.formatMessage(messages.reason)}
          description={intl.formatMessage(messages.reasonHint)}
          required
          autosize
          minRows={3}
          maxRows={8}
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors(({ reason: _reason, form: _form, ...rest }) => rest);
          }}
          data-testid="workflow-reassign-reason"
        />
        <DialogActions
          onCancel={onClose}
          confirm={{ label: intl.formatMessage(messages.submit), loading: inFlight, submit: true, icon: <IconUserShare size={16} aria-hidden />, testId: 'workflow-reassign-submit' }}
        />
      </Stack>
    </form>
  );
}

/**
 * Management's override for a step whose approval nobody can give (issue 37 §1): another approver
 * role from the root `roles` list, or none (the owner completes the step), with a required reason
 * the instance's history records. Coded refusals land on their field (the reason; the role for
 * "identical" and "role not found"), others above the form.
 */
export function ReassignApproverModal({ query, opened, onClose, ...props }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ReassignApproverModal_query on Query {
        roles {
          roleId
          name
          memberCount
        }
      }
    `,
    query,
  );
  return (
    <FormDialog title={intl.formatMessage(messages.title)} onClose={onClose} opened={opened}>
      {opened && <ReassignForm roles={data.roles} onClose={onClose} {...props} />}
    </FormDialog>
  );
}
