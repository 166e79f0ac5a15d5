import { useCallback } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { WorkflowRoleOption } from './useWorkflowRoleOptions';
import type { WorkflowStepDraft } from './workflowSteps';

const messages = defineMessages({
  line: defineMessage<{ number: number; name: string; details: string }>({ id: 'workflow.steps.text.line', defaultMessage: '{number, number}. {name}{details}' }),
  approver: defineMessage<{ role: string }>({ id: 'workflow.steps.text.approver', defaultMessage: 'approved by {role}' }),
  documents: defineMessage<{ documents: string }>({ id: 'workflow.steps.text.documents', defaultMessage: 'expects {documents}' }),
  due: defineMessage<{ hours: number }>({ id: 'workflow.steps.text.due', defaultMessage: 'due after {hours, plural, one {# hour} other {# hours}}' }),
  none: { id: 'workflow.steps.text.none', defaultMessage: 'No steps' },
});

/**
 * Steps as plain text, one line each ("2. Review — approved by Legal, expects Contract, due
 * after 24 hours" and the description below), for the conflict view and the kept values.
 */
export function useStepsText(roles: readonly WorkflowRoleOption[]): (steps: readonly WorkflowStepDraft[]) => string {
  const intl = useIntl();
  return useCallback(
    (steps) => {
      if (steps.length === 0) return intl.formatMessage(messages.none);
      return steps
        .map((step, index) => {
          const parts: string[] = [];
          if (step.approverRoleId !== null) {
            const role = roles.find((candidate) => candidate.roleId === step.approverRoleId)?.name ?? String(step.approverRoleId);
            parts.push(intl.formatMessage(messages.approver, { role }));
          }
          if (step.expectedDocuments.length) parts.push(intl.formatMessage(messages.documents, { documents: intl.formatList(step.expectedDocuments) }));
          if (step.dueAfterHours !== null) parts.push(intl.formatMessage(messages.due, { hours: step.dueAfterHours }));
          const details = parts.length ? ` — ${intl.formatList(parts)}` : '';
          const line = intl.formatMessage(messages.line, { number: index + 1, name: step.name.trim(), details });
          const description = step.description.trim();
          return description ? `${line}\n   ${description}` : line;
        })
        .join('\n');
    },
    [intl, roles],
  );
}
