import { Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { SegmentedField } from '@/modules/ui/form/SegmentedField';
import { pageSendingAs, type FormPageProps, type FormSave } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { useStepsText } from './useStepsText';
import { useWorkflowRoleOptions } from './useWorkflowRoleOptions';
import { labelledOptions, workflowVisibilities, type WorkflowVisibility } from './workflowEnums';
import { WorkflowStepsEditor, type StepsServerError } from './WorkflowStepsEditor';
import { checkSteps, stepDrafts, stepErrorTarget, stepsAreValid, toStepInputs, workflowLimits, type StepsCheck, type WorkflowStepDraft, type WorkflowStepInputValue } from './workflowSteps';
import type { WorkflowTemplateForm_query$key } from './__generated__/WorkflowTemplateForm_query.graphql';
import type { WorkflowTemplateForm_template$key } from './__generated__/WorkflowTemplateForm_template.graphql';

const messages = defineMessages({
  form: { id: 'workflow.template.form.label', defaultMessage: 'Workflow template' },
  name: { id: 'workflow.template.field.name', defaultMessage: 'Name' },
  description: { id: 'workflow.template.field.description', defaultMessage: 'Description' },
  visibility: { id: 'workflow.template.field.visibility', defaultMessage: 'Visibility' },
  visibilityHint: { id: 'workflow.template.form.visibilityHint', defaultMessage: 'Staff start instances from active templates only.' },
  steps: { id: 'workflow.template.field.steps', defaultMessage: 'Steps' },
  nameRequired: { id: 'workflow.template.validation.nameRequired', defaultMessage: 'Enter a name.' },
  failed: { id: 'workflow.template.form.failed', defaultMessage: 'The template could not be saved' },
});

export interface WorkflowTemplateFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  visibility: WorkflowVisibility;
  steps: WorkflowStepDraft[];
}

type Field = keyof WorkflowTemplateFormValues & string;

/** What the page does with a valid submission. */
export type WorkflowTemplateFormSubmit = FormSave<{ name: string; description: string; visibility: WorkflowVisibility; steps: WorkflowStepInputValue[] }>;

interface Props extends FormPageProps<Parameters<WorkflowTemplateFormSubmit>[0]> {
  query: WorkflowTemplateForm_query$key;
  template?: WorkflowTemplateForm_template$key | null;
}

const refetchQuery = graphql`
  query WorkflowTemplateFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...WorkflowTemplateForm_template @alias
    }
  }
`;

/**
 * Create/edit a workflow template on the form recipe: name, description, visibility (new only:
 * an existing template changes it on its page) and the ordered steps. An edit sends
 * `expectedVersion` (the conflict view on a stale save); Ctrl/⌘+Enter saves. The server's
 * refusals show beside their field ('Invalid steps' on the steps).
 */
export function WorkflowTemplateForm({ query, template, ...page }: Props) {
  const intl = useIntl();
  const options = useFragment(
    graphql`
      fragment WorkflowTemplateForm_query on Query {
        ...useWorkflowRoleOptions_query
      }
    `,
    query,
  );
  const existing = useFragment(
    graphql`
      fragment WorkflowTemplateForm_template on WorkflowTemplate {
        id
        name
        description
        visibility
        version
        steps {
          key
          name
          description
          approverRoleId
          expectedDocuments
          dueAfterHours
        }
      }
    `,
    template ?? null,
  );
  const roles = useWorkflowRoleOptions(options);
  const stepsText = useStepsText(roles);
  const current: WorkflowTemplateFormValues = useMemo(
    () => ({
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      visibility: existing?.visibility === 'INACTIVE' || existing?.visibility === 'HIDDEN' ? existing.visibility : 'ACTIVE',
      steps: existing ? stepDrafts(existing.steps) : [],
    }),
    [existing],
  );
  const [stepsCheck, setStepsCheck] = useState<StepsCheck | null>(null);
  const [stepsError, setStepsError] = useState<StepsServerError | null>(null);

  const visibilities = labelledOptions(intl, workflowVisibilities);
  const display = (field: Field, value: unknown): string => {
    if (field === 'steps') return stepsText(value as WorkflowStepDraft[]);
    if (field === 'visibility') return visibilities.find((entry) => entry.value === value)?.label ?? String(value);
    return String(value ?? '');
  };

  const form = useRecordForm<WorkflowTemplateFormValues>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels: {
      name: messages.name,
      description: messages.description,
      visibility: messages.visibility,
      steps: messages.steps,
    },
    display,
    long: ['description', 'steps'],
    trim: ['name'],
    required: { name: messages.nameRequired },
    validate: ({ steps }) => {
      setStepsError(null);
      const check = checkSteps(steps);
      setStepsCheck(check);
      // The steps editor shows its own problems.
      return stepsAreValid(check) ? {} : { steps: '' };
    },
    page: pageSendingAs(page, ({ name, description, visibility, steps }: WorkflowTemplateFormValues) => ({
      name,
      description: description.trim(),
      visibility,
      steps: toStepInputs(steps),
    })),
    routeError: (error) => {
      const target = stepErrorTarget(error instanceof ClientError ? error.field : null);
      if (!target) return undefined;
      setStepsError({ message: errorMessage(intl, error), index: target.index ?? null, field: target.field ?? null });
      return {};
    },
  });
  const { values } = form;
  const set = <K extends Field>(field: K, value: WorkflowTemplateFormValues[K]) => {
    form.set(field, value);
    if (field !== 'steps') return;
    setStepsError(null);
    if (stepsCheck) setStepsCheck(checkSteps(value as WorkflowStepDraft[]));
  };

  return (
    <HistoryEditForm
      form={form}
      messages={messages}
      errorTestId="workflow-template-form-error"
    >
      <TextInput {...form.input('name')} required maxLength={workflowLimits.nameMaxChars} data-autofocus />
      <Textarea {...form.input('description')} autosize minRows={2} maxRows={8} maxLength={workflowLimits.descriptionMaxChars} />
      {!existing && (
        <SegmentedField
          {...form.bind('visibility')}
          description={intl.formatMessage(messages.visibilityHint)}
          data={visibilities}
          data-testid="workflow-template-visibility"
        />
      )}
      <WorkflowStepsEditor steps={values.steps} onChange={(steps) => set('steps', steps)} roles={roles} check={stepsCheck} serverError={stepsError} disabled={form.inFlight} />
    </HistoryEditForm>
  );
}
