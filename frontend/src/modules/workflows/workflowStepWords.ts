import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { deletedRoleName } from '@/modules/members/deletedRoleName';

const messages = defineMessages({
  unknownRole: { id: 'workflow.step.unknownRole', defaultMessage: 'A role you cannot see' },
  nextOwner: { id: 'workflow.flow.nextOwner', defaultMessage: 'Next: the owner' },
  nextApprover: defineMessage<{ role: string }>({ id: 'workflow.flow.nextApprover', defaultMessage: 'Next: {role}' }),
});

/**
 * A step's approver role as every workflow screen shows it (issue 32: one wording): its name,
 * marked when the role was deleted since; "A role you cannot see" when the step names a role the
 * reader may not see (`namesRole`); null for a step the owner completes.
 */
export function approverRoleName(intl: IntlShape, role: { readonly name: string; readonly deleted: boolean } | null | undefined, namesRole = false): string | null {
  if (role) return role.deleted ? deletedRoleName(intl, role.name) : role.name;
  return namesRole ? intl.formatMessage(messages.unknownRole) : null;
}

/** Who a running step waits for ("Next: the owner", "Next: <role>"), or null when it waits for nobody. */
export function nextActor(intl: IntlShape, waitingFor: string | null | undefined, roleName: string | null): string | null {
  if (waitingFor === 'OWNER') return intl.formatMessage(messages.nextOwner);
  if (waitingFor === 'APPROVER') return intl.formatMessage(messages.nextApprover, { role: roleName ?? '' });
  return null;
}
