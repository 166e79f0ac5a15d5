import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { WorkflowRoleOption } from './useWorkflowRoleOptions';
import { WorkflowStepEditorItem } from './WorkflowStepEditorItem';
import { emptyStep, moveStep, workflowLimits, type StepField, type StepProblem, type StepsCheck, type WorkflowStepDraft } from './workflowSteps';

const messages = defineMessages({
  label: { id: 'workflow.stepEditor.label', defaultMessage: 'Steps' },
  instructions: {
    id: 'workflow.stepEditor.instructions',
    defaultMessage: 'Steps run in this order. To reorder, drag a step by its handle, or focus the handle, press Space, move it with the arrow keys and press Space again; the arrow buttons move a step too.',
  },
  add: { id: 'workflow.stepEditor.add', defaultMessage: 'Add a step' },
  noSteps: { id: 'workflow.stepEditor.noSteps', defaultMessage: 'Add at least one step.' },
  tooManySteps: defineMessage<{ max: number }>({ id: 'workflow.stepEditor.tooManySteps', defaultMessage: 'A workflow has at most {max, number} steps.' }),
  nameRequired: { id: 'workflow.stepEditor.nameRequired', defaultMessage: 'Enter the step’s name.' },
  nameTooLong: defineMessage<{ max: number }>({ id: 'workflow.stepEditor.nameTooLong', defaultMessage: 'At most {max, number} characters.' }),
  descriptionTooLong: defineMessage<{ max: number }>({ id: 'workflow.stepEditor.descriptionTooLong', defaultMessage: 'At most {max, number} characters.' }),
  tooManyDocuments: defineMessage<{ max: number }>({ id: 'workflow.stepEditor.tooManyDocuments', defaultMessage: 'At most {max, number} expected documents.' }),
  documentTooLong: defineMessage<{ max: number }>({ id: 'workflow.stepEditor.documentTooLong', defaultMessage: 'A document’s name has at most {max, number} characters.' }),
  dueAfterHours: defineMessage<{ max: number }>({ id: 'workflow.stepEditor.dueAfterHours', defaultMessage: 'Whole hours from 1 to {max, number}, or empty for no due time.' }),
  pickedUp: defineMessage<{ name: string; position: number }>({ id: 'workflow.stepEditor.pickedUp', defaultMessage: 'Picked up step {position, number} {name}.' }),
  over: defineMessage<{ name: string; position: number }>({ id: 'workflow.stepEditor.over', defaultMessage: 'Step {name} would move to position {position, number}.' }),
  dropped: defineMessage<{ name: string; position: number }>({ id: 'workflow.stepEditor.dropped', defaultMessage: 'Step {name} moved to position {position, number}.' }),
  cancelled: defineMessage<{ name: string }>({ id: 'workflow.stepEditor.cancelled', defaultMessage: 'Step {name} was not moved.' }),
});

const problemText: Record<StepProblem, MessageDescriptor> = {
  nameRequired: messages.nameRequired,
  nameTooLong: messages.nameTooLong,
  descriptionTooLong: messages.descriptionTooLong,
  tooManyDocuments: messages.tooManyDocuments,
  documentTooLong: messages.documentTooLong,
  dueAfterHours: messages.dueAfterHours,
};

const problemLimit: Record<StepProblem, number> = {
  nameRequired: 0,
  nameTooLong: workflowLimits.nameMaxChars,
  descriptionTooLong: workflowLimits.descriptionMaxChars,
  tooManyDocuments: workflowLimits.maxExpectedDocuments,
  documentTooLong: workflowLimits.expectedDocumentMaxChars,
  dueAfterHours: workflowLimits.maxDueAfterHours,
};

/** A server refusal on the steps ('Invalid steps'), placed on the step and field it names, or on the list. */
export interface StepsServerError {
  message: string;
  index: number | null;
  field: StepField | null;
}

interface Props {
  steps: readonly WorkflowStepDraft[];
  onChange: (steps: WorkflowStepDraft[]) => void;
  roles: readonly WorkflowRoleOption[];
  /** The client's check, shown once a save was tried. */
  check?: StepsCheck | null;
  serverError?: StepsServerError | null;
  /** Every step was proposed by AI (the flow generator). */
  generated?: boolean;
  disabled?: boolean;
}

/**
 * The ordered steps of a template or a generated flow: drag and drop (pointer and keyboard,
 * announced in the reader's language), up/down buttons, add and remove, each step's fields;
 * problems beside the field they concern, a server's refusal beside the step or the list.
 */
export function WorkflowStepsEditor({ steps, onChange, roles, check = null, serverError = null, generated = false, disabled = false }: Props) {
  const intl = useIntl();
  const instructionsId = useId();
  const headingId = useId();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const indexOf = (id: string | number) => steps.findIndex((step) => step.uid === id);
  const nameOf = (id: string | number) => steps[indexOf(id)]?.name.trim() ?? '';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveStep(steps, indexOf(active.id), indexOf(over.id)));
  };
  const problem = (value: StepProblem | undefined) => (value ? intl.formatMessage(problemText[value], { max: problemLimit[value] }) : undefined);
  const errorsOf = (step: WorkflowStepDraft, index: number): Partial<Record<StepField, string>> => {
    const found = check?.steps[step.uid] ?? {};
    const errors: Partial<Record<StepField, string>> = {
      name: problem(found.name),
      description: problem(found.description),
      expectedDocuments: problem(found.expectedDocuments),
      dueAfterHours: problem(found.dueAfterHours),
    };
    if (serverError && serverError.index === index) errors[serverError.field ?? 'name'] = serverError.message;
    return errors;
  };
  const listError =
    check?.list === 'noSteps'
      ? intl.formatMessage(messages.noSteps)
      : check?.list === 'tooManySteps'
        ? intl.formatMessage(messages.tooManySteps, { max: workflowLimits.maxSteps })
        : serverError && (serverError.index === null || serverError.index >= steps.length)
          ? serverError.message
          : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {intl.formatMessage(messages.label)}
      </Title>
      <Text id={instructionsId} size="xs" c="dimmed">
        {intl.formatMessage(messages.instructions)}
      </Text>
      {listError && (
        <Group gap={6} c="red" role="alert" data-testid="workflow-steps-error" wrap="nowrap">
          <IconAlertCircle size={16} aria-hidden />
          <Text size="sm" c="red">
            {listError}
          </Text>
        </Group>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: intl.formatMessage(messages.instructions) },
          announcements: {
            onDragStart: ({ active }) => intl.formatMessage(messages.pickedUp, { name: nameOf(active.id), position: indexOf(active.id) + 1 }),
            onDragOver: ({ active, over }) => (over ? intl.formatMessage(messages.over, { name: nameOf(active.id), position: indexOf(over.id) + 1 }) : undefined),
            onDragEnd: ({ active, over }) => (over ? intl.formatMessage(messages.dropped, { name: nameOf(active.id), position: indexOf(over.id) + 1 }) : undefined),
            onDragCancel: ({ active }) => intl.formatMessage(messages.cancelled, { name: nameOf(active.id) }),
          },
        }}
      >
        <SortableContext items={steps.map((step) => step.uid)} strategy={verticalListSortingStrategy}>
          <Stack gap="sm" role="list" aria-label={intl.formatMessage(messages.label)} aria-describedby={instructionsId} data-testid="workflow-steps-editor">
            {steps.map((step, index) => (
              <WorkflowStepEditorItem
                key={step.uid}
                step={step}
                index={index}
                count={steps.length}
                roles={roles}
                errors={errorsOf(step, index)}
                generated={generated}
                disabled={disabled}
                onChange={(next) => onChange(steps.map((candidate) => (candidate.uid === step.uid ? next : candidate)))}
                onMove={(to) => onChange(moveStep(steps, index, to))}
                onRemove={() => onChange(steps.filter((candidate) => candidate.uid !== step.uid))}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={disabled || steps.length >= workflowLimits.maxSteps}
          onClick={() => onChange([...steps, emptyStep()])}
          data-testid="workflow-step-add"
        >
          {intl.formatMessage(messages.add)}
        </Button>
      </Group>
    </Stack>
  );
}
