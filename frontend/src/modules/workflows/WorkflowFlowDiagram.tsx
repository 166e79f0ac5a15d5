import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconCheck, IconSparkles, IconUser, IconUserShield } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { labelled, workflowStepStatuses } from './workflowEnums';
import { WorkflowOverdueBadge } from './WorkflowOverdueBadge';
import './workflows.css';
import { nextActor } from './workflowStepWords';

const messages = defineMessages({
  label: { id: 'workflow.flow.label', defaultMessage: 'Flow' },
  step: defineMessage<{ number: number }>({ id: 'workflow.flow.step', defaultMessage: 'Step {number, number}' }),
  approver: defineMessage<{ role: string }>({ id: 'workflow.flow.approver', defaultMessage: 'Approver: {role}' }),
  ownerCompletes: { id: 'workflow.flow.ownerCompletes', defaultMessage: 'Completed by the owner' },
  due: defineMessage<{ time: string }>({ id: 'workflow.flow.due', defaultMessage: 'Due {time}' }),
  dueAfter: defineMessage<{ hours: number }>({ id: 'workflow.flow.dueAfter', defaultMessage: 'Due {hours, plural, one {# hour} other {# hours}} after it starts' }),
  rejected: { id: 'workflow.flow.rejected', defaultMessage: 'Rejected' },
  pending: { id: 'workflow.flow.pending', defaultMessage: 'Awaiting approval' },
  generated: { id: 'workflow.flow.generated', defaultMessage: 'AI' },
  generatedHint: { id: 'workflow.flow.generatedHint', defaultMessage: 'Proposed by AI' },
  stranded: { id: 'workflow.flow.stranded', defaultMessage: 'Nobody can approve' },
});

/** One box of the diagram: a template's step (a plan) or an instance's (with its state). */
export interface FlowBox {
  key: string;
  name: string;
  /** The approver role's name; null: the owner completes the step. */
  roleName: string | null;
  /** An instance step's state; absent for a template's plan. */
  status?: string;
  waitingFor?: string;
  dueAt?: string | null;
  dueAfterHours?: number | null;
  overdue?: boolean;
  /** The approval document's decision: null pending, true approved, false rejected; undefined: none. */
  approval?: boolean | null;
  generated?: boolean;
  /** Nobody can approve the step (its role was deleted or no active member holds it). */
  stranded?: boolean;
}

interface Props {
  boxes: readonly FlowBox[];
  /** The step in progress (aria-current). */
  currentKey?: string | null;
  /** The step whose panel is shown. */
  selectedKey?: string | null;
  /** Boxes are buttons that select their step; without it they are plain. */
  onSelect?: (key: string) => void;
}

function BoxBody({ box, index }: { box: FlowBox; index: number }) {
  const intl = useIntl();
  const status = box.status ? labelled(workflowStepStatuses, box.status) : null;
  const next = nextActor(intl, box.waitingFor, box.roleName ?? null);
  return (
    <Stack gap={4}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" fw={600}>
          {intl.formatMessage(messages.step, { number: index + 1 })}
        </Text>
        <Group gap={4} wrap="nowrap">
          {box.generated && (
            <Badge size="xs" variant="light" color="violet" leftSection={<IconSparkles size={10} aria-hidden />} title={intl.formatMessage(messages.generatedHint)}>
              {intl.formatMessage(messages.generated)}
            </Badge>
          )}
          {status && (
            <Badge size="xs" color={status.color} variant={box.status === 'NOT_STARTED' ? 'outline' : 'filled'} leftSection={box.status === 'DONE' ? <IconCheck size={10} aria-hidden /> : undefined} data-testid="workflow-flow-status">
              {intl.formatMessage(status.label)}
            </Badge>
          )}
        </Group>
      </Group>
      <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }} data-testid="workflow-flow-name">
        {box.name}
      </Text>
      <Group gap={4} wrap="nowrap">
        {box.roleName ? <IconUserShield size={14} aria-hidden /> : <IconUser size={14} aria-hidden />}
        <Text size="xs" c="dimmed">
          {box.roleName ? intl.formatMessage(messages.approver, { role: box.roleName }) : intl.formatMessage(messages.ownerCompletes)}
        </Text>
      </Group>
      {next && (
        <Text size="xs" fw={600} c="blue" data-testid="workflow-flow-next">
          {next}
        </Text>
      )}
      {box.stranded && (
        <Badge size="xs" color="orange" variant="light" leftSection={<IconAlertTriangle size={10} aria-hidden />} tt="none" data-testid="workflow-flow-stranded">
          {intl.formatMessage(messages.stranded)}
        </Badge>
      )}
      {box.approval === false && box.status === 'IN_PROGRESS' && (
        <Badge size="xs" color="orange" variant="light" data-testid="workflow-flow-rejected">
          {intl.formatMessage(messages.rejected)}
        </Badge>
      )}
      {box.approval === null && box.status === 'IN_PROGRESS' && (
        <Badge size="xs" color="yellow" variant="light" data-testid="workflow-flow-pending">
          {intl.formatMessage(messages.pending)}
        </Badge>
      )}
      {box.dueAt ? (
        <Text size="xs" component="time" dateTime={isoDateTime(box.dueAt)} c={box.overdue ? 'red' : 'dimmed'}>
          {intl.formatMessage(messages.due, { time: formatDateTime(intl, box.dueAt) })}
        </Text>
      ) : box.dueAfterHours && box.status !== 'DONE' ? (
        <Text size="xs" c="dimmed">
          {intl.formatMessage(messages.dueAfter, { hours: box.dueAfterHours })}
        </Text>
      ) : null}
      {box.overdue && (
        <Group>
          <WorkflowOverdueBadge size="xs" />
        </Group>
      )}
    </Stack>
  );
}

/**
 * A workflow's steps drawn in order as boxes joined by arrows: each box's state by colour (not
 * started dashed, in progress blue, done green, rejected orange, overdue red), who acts next
 * (the owner or the approver role), its due time and an Overdue badge. With `onSelect` the
 * boxes select their step (the current one is marked `aria-current="step"`).
 */
export function WorkflowFlowDiagram({ boxes, currentKey = null, selectedKey = null, onSelect }: Props) {
  const intl = useIntl();
  return (
    <ol className="wf-flow" aria-label={intl.formatMessage(messages.label)} data-testid="workflow-flow">
      {boxes.map((box, index) => {
        const attributes = {
          className: 'wf-box',
          'data-status': box.status ?? 'PLAN',
          'data-rejected': box.approval === false && box.status === 'IN_PROGRESS' ? '' : undefined,
          'data-overdue': box.overdue ? '' : undefined,
          'data-selected': box.key === selectedKey ? '' : undefined,
          'data-key': box.key,
          'data-testid': 'workflow-flow-step',
        };
        const previousDone = index > 0 && boxes[index - 1].status === 'DONE';
        return (
          <li key={box.key} className="wf-flow-item" aria-current={box.key === currentKey ? 'step' : undefined}>
            {index > 0 && (
              <span className="wf-connector" data-done={previousDone ? '' : undefined} aria-hidden>
                <IconArrowRight size={22} />
              </span>
            )}
            {onSelect ? (
              <button type="button" {...attributes} aria-pressed={box.key === selectedKey} onClick={() => onSelect(box.key)}>
                <BoxBody box={box} index={index} />
              </button>
            ) : (
              <div {...attributes} data-static="">
                <BoxBody box={box} index={index} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
