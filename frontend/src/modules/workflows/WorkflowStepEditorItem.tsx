import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconSparkles, IconTrash } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { NumberField } from '@/modules/ui/form/NumberField';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import type { WorkflowRoleOption } from './useWorkflowRoleOptions';
import { workflowLimits, type StepField, type WorkflowStepDraft } from './workflowSteps';

const messages = defineMessages({
  step: defineMessage<{ number: number }>({ id: 'workflow.stepEditor.step', defaultMessage: 'Step {number, number}' }),
  drag: defineMessage<{ number: number; name: string }>({ id: 'workflow.stepEditor.drag', defaultMessage: 'Drag to reorder step {number, number} {name}' }),
  up: defineMessage<{ number: number }>({ id: 'workflow.stepEditor.up', defaultMessage: 'Move step {number, number} up' }),
  down: defineMessage<{ number: number }>({ id: 'workflow.stepEditor.down', defaultMessage: 'Move step {number, number} down' }),
  remove: defineMessage<{ number: number }>({ id: 'workflow.stepEditor.remove', defaultMessage: 'Remove step {number, number}' }),
  name: { id: 'workflow.step.field.name', defaultMessage: 'Step name' },
  description: { id: 'workflow.step.field.description', defaultMessage: 'Step description' },
  approverRole: { id: 'workflow.step.field.approverRole', defaultMessage: 'Approver role' },
  noApprover: { id: 'workflow.step.noApprover', defaultMessage: 'None: the owner completes it' },
  approverHint: { id: 'workflow.stepEditor.approverHint', defaultMessage: 'A holder of this role approves the step’s approval document.' },
  expectedDocuments: { id: 'workflow.step.field.expectedDocuments', defaultMessage: 'Expected documents' },
  expectedDocumentsHint: { id: 'workflow.stepEditor.expectedDocumentsHint', defaultMessage: 'Type a document’s name and press Enter.' },
  dueAfterHours: { id: 'workflow.step.field.dueAfterHours', defaultMessage: 'Due after (hours)' },
  noDue: { id: 'workflow.stepEditor.noDue', defaultMessage: 'No due time' },
  suggestedRole: defineMessage<{ name: string }>({
    id: 'workflow.stepEditor.suggestedRole',
    defaultMessage: 'The AI suggested the role “{name}”, which does not exist here. Choose one, or leave it to the owner.',
  }),
  generated: { id: 'workflow.stepEditor.generated', defaultMessage: 'Proposed by AI' },
});

interface Props {
  step: WorkflowStepDraft;
  index: number;
  count: number;
  roles: readonly WorkflowRoleOption[];
  /** Translated problems by field. */
  errors: Partial<Record<StepField, string>>;
  /** Marked "Proposed by AI". */
  generated?: boolean;
  disabled?: boolean;
  onChange: (step: WorkflowStepDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/**
 * One step in the editor: dragged by its handle (the keyboard too: Space picks it up, the
 * arrows move it, Space drops it), moved by its up/down buttons, removed; its name, description,
 * approver role, expected documents (tags) and due time.
 */
export function WorkflowStepEditorItem({ step, index, count, roles, errors, generated = false, disabled = false, onChange, onMove, onRemove }: Props) {
  const intl = useIntl();
  const number = index + 1;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: step.uid, disabled });
  const set = <K extends keyof WorkflowStepDraft>(field: K, value: WorkflowStepDraft[K]) => onChange({ ...step, [field]: value });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}
      data-testid="workflow-step-editor"
      data-index={index}
      role="listitem"
      aria-label={intl.formatMessage(messages.step, { number })}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
              disabled={disabled}
              {...attributes}
              {...listeners}
              aria-label={intl.formatMessage(messages.drag, { number, name: step.name.trim() })}
              data-testid="workflow-step-handle"
            >
              <IconGripVertical size={18} aria-hidden />
            </ActionIcon>
            <Badge variant="light" radius="sm">
              {intl.formatMessage(messages.step, { number })}
            </Badge>
            {generated && (
              <Badge variant="dot" color="violet" leftSection={<IconSparkles size={12} aria-hidden />}>
                {intl.formatMessage(messages.generated)}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={intl.formatMessage(messages.up, { number })}>
              <ActionIcon variant="subtle" disabled={disabled || index === 0} onClick={() => onMove(index - 1)} aria-label={intl.formatMessage(messages.up, { number })} data-testid="workflow-step-up">
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={intl.formatMessage(messages.down, { number })}>
              <ActionIcon variant="subtle" disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)} aria-label={intl.formatMessage(messages.down, { number })} data-testid="workflow-step-down">
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={intl.formatMessage(messages.remove, { number })}>
              <ActionIcon variant="subtle" color="red" disabled={disabled} onClick={onRemove} aria-label={intl.formatMessage(messages.remove, { number })} data-testid="workflow-step-remove">
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={intl.formatMessage(messages.name)}
            required
            maxLength={workflowLimits.nameMaxChars}
            value={step.name}
            error={errors.name}
            disabled={disabled}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <Stack gap={4}>
            <SearchSelect
              label={intl.formatMessage(messages.approverRole)}
              placeholder={intl.formatMessage(messages.noApprover)}
              description={intl.formatMessage(messages.approverHint)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              clearable
              disabled={disabled}
              data={roles.map((role) => ({ value: String(role.roleId), label: role.name }))}
              value={step.approverRoleId === null ? null : String(step.approverRoleId)}
              onChange={(value) => onChange({ ...step, approverRoleId: value ? Number(value) : null, suggestedRoleName: null })}
              comboboxProps={{ withinPortal: true }}
            />
            {step.suggestedRoleName && step.approverRoleId === null && (
              <Text size="xs" c="orange" data-testid="workflow-step-suggested-role">
                {intl.formatMessage(messages.suggestedRole, { name: step.suggestedRoleName })}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        <Textarea
          label={intl.formatMessage(messages.description)}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={workflowLimits.descriptionMaxChars}
          value={step.description}
          error={errors.description}
          disabled={disabled}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <TagsInput
            label={intl.formatMessage(messages.expectedDocuments)}
            description={intl.formatMessage(messages.expectedDocumentsHint)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxTags={workflowLimits.maxExpectedDocuments}
            value={step.expectedDocuments}
            error={errors.expectedDocuments}
            disabled={disabled}
            onChange={(documents) => set('expectedDocuments', documents)}
            clearable
          />
          {/* What is typed is kept and checked (`checkSteps`), never clamped or turned into "no due" (issue 37 §3). */}
          <NumberField
            label={intl.formatMessage(messages.dueAfterHours)}
            placeholder={intl.formatMessage(messages.noDue)}
            rule={{ min: 1, max: workflowLimits.maxDueAfterHours, decimals: 0 }}
            value={step.dueAfterHours}
            error={errors.dueAfterHours}
            disabled={disabled}
            onChange={(value) => set('dueAfterHours', value)}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
