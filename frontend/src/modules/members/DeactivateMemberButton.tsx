import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserOff } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { CheckedDialog, DialogActions, useDialogAction, useFreshDialog } from '@/modules/ui/ConfirmDialog';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { useDeactivateEmployee } from './useDeactivateEmployee';
import type { DeactivateMemberButtonQuery } from './__generated__/DeactivateMemberButtonQuery.graphql';

const messages = defineMessages({
  deactivate: { id: 'member.deactivate.button', defaultMessage: 'Deactivate' },
  title: { id: 'member.deactivate.title', defaultMessage: 'Deactivate member?' },
  body: defineMessage<{ name: string }>({
    id: 'member.deactivate.body',
    defaultMessage: '{name} will no longer be able to sign in. Their history is kept.',
  }),
  loading: { id: 'member.deactivate.loading', defaultMessage: 'Checking what stays assigned to them…' },
  loadFailed: { id: 'member.deactivate.loadFailed', defaultMessage: 'Could not check what stays assigned to them.' },
  leaves: { id: 'member.deactivate.leaves', defaultMessage: 'These stay assigned to them; reassign them if someone else should carry on:' },
  openTasks: defineMessage<{ count: number }>({
    id: 'member.deactivate.openTasks',
    defaultMessage: '{count, plural, one {# open task} other {# open tasks}}',
  }),
  assignedIssues: defineMessage<{ count: number }>({
    id: 'member.deactivate.assignedIssues',
    defaultMessage: '{count, plural, one {# issue assigned to them} other {# issues assigned to them}}',
  }),
  workflowInstances: defineMessage<{ count: number }>({
    id: 'member.deactivate.workflowInstances',
    defaultMessage: '{count, plural, one {# workflow in progress they own} other {# workflows in progress they own}}',
  }),
  soleApprover: defineMessage<{ roles: string; count: number }>({
    id: 'member.deactivate.soleApprover',
    defaultMessage:
      'They are the only active member holding {roles}. Workflow steps waiting for {count, plural, =1 {this role} other {these roles}} will have nobody who can approve them: a manager will have to reassign those steps’ approver.',
  }),
  quoted: defineMessage<{ name: string }>({ id: 'member.deactivate.roleQuoted', defaultMessage: '“{name}”' }),
  soleApproverTitle: { id: 'member.deactivate.soleApproverTitle', defaultMessage: 'Approvals will be stuck' },
  nothing: { id: 'member.deactivate.nothing', defaultMessage: 'Nothing stays assigned to them: no open tasks, issues or workflows in progress.' },
  reactivateLater: {
    id: 'member.deactivate.reactivateLater',
    defaultMessage: 'You can reactivate them later from this page; they get back the roles they held.',
  },
  confirm: { id: 'member.deactivate.confirm', defaultMessage: 'Deactivate member' },
  done: { id: 'member.deactivate.done', defaultMessage: 'Member deactivated.' },
});

interface BodyProps {
  employeeId: string;
  name: string;
  fetchKey: number;
  onClose: () => void;
}

/** What the deactivation leaves behind, read as the dialog opens, then the confirmation. */
function DeactivateBody({ employeeId, name, fetchKey, onClose }: BodyProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useLazyLoadQuery<DeactivateMemberButtonQuery>(
    graphql`
      query DeactivateMemberButtonQuery($id: ID!) {
        node(id: $id) {
          ... on Employee {
            id
            dependents {
              openTasks
              assignedIssues
              workflowInstances
              soleApproverRoles {
                roleId
                name
              }
            }
          }
        }
      }
    `,
    { id: employeeId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [commit, inFlight] = useDeactivateEmployee();
  const { error, run } = useDialogAction(onClose);
  const dependents = data.node?.dependents ?? null;
  const id = encodeURIComponent(employeeId);
  const links = dependents
    ? [
        { key: 'tasks', count: dependents.openTasks, text: messages.openTasks, path: `/tasks?assignee=${id}&status=1,2` },
        { key: 'issues', count: dependents.assignedIssues, text: messages.assignedIssues, path: `/issues?assignee=${id}` },
        { key: 'workflows', count: dependents.workflowInstances, text: messages.workflowInstances, path: `/workflow-instances?owner=${id}&progress=IN_PROGRESS` },
      ].filter((entry) => entry.count > 0)
    : [];
  const soleRoles = dependents?.soleApproverRoles ?? [];

  const confirm = () => run(commit, { input: { employeeId } }, () => intl.formatMessage(messages.done));

  return (
    <Stack gap="md" data-testid="member-deactivate">
      <Text size="sm">{intl.formatMessage(messages.body, { name })}</Text>
      {links.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm">{intl.formatMessage(messages.leaves)}</Text>
          <List size="sm" spacing={4} data-testid="member-deactivate-leaves">
            {links.map((entry) => (
              <List.Item key={entry.key} data-kind={entry.key}>
                <Anchor component={Link} to={to(entry.path)} size="sm" onClick={onClose}>
                  {intl.formatMessage(entry.text, { count: entry.count })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        soleRoles.length === 0 && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.nothing)}
          </Text>
        )
      )}
      {soleRoles.length > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} title={intl.formatMessage(messages.soleApproverTitle)} data-testid="member-deactivate-sole-approver">
          {intl.formatMessage(messages.soleApprover, {
            roles: intl.formatList(
              soleRoles.map((role) => intl.formatMessage(messages.quoted, { name: role.name })),
              { type: 'conjunction' },
            ),
            count: soleRoles.length,
          })}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.reactivateLater)}
      </Text>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <DialogActions onCancel={onClose} confirm={{ label: intl.formatMessage(messages.confirm), color: 'red', loading: inFlight, onClick: confirm, testId: 'member-deactivate-confirm' }} />
    </Stack>
  );
}

/**
 * Admin: deactivates the member after a confirmation that says what stays assigned to them (open
 * tasks, issues, workflows they own, with links to those lists), names the roles whose approvals
 * nobody else could give, and that they can be reactivated later.
 */
export function DeactivateMemberButton({ employeeId, name }: { employeeId: string; name: string }) {
  const intl = useIntl();
  const { opened, openings, open, close } = useFreshDialog();
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconUserOff size={16} aria-hidden />} onClick={open}>
        {intl.formatMessage(messages.deactivate)}
      </Button>
      <CheckedDialog
        opened={opened}
        onClose={close}
        title={intl.formatMessage(messages.title)}
        attempt={openings}
        loading={intl.formatMessage(messages.loading)}
        loadFailed={intl.formatMessage(messages.loadFailed)}
        intro={<Text size="sm">{intl.formatMessage(messages.body, { name })}</Text>}
      >
        <DeactivateBody employeeId={employeeId} name={name} fetchKey={openings} onClose={close} />
      </CheckedDialog>
    </>
  );
}
