import { Alert, SegmentedControl, Input, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import { useStepsText } from './useStepsText';
import { useWorkflowRoleOptions } from './useWorkflowRoleOptions';
import { workflowVisibilities, type WorkflowVisibility } from './workflowEnums';
import { WorkflowStepsEditor, type StepsServerError } from './WorkflowStepsEditor';
import { checkSteps, stepDrafts, stepErrorTarget, stepsAreValid, toStepInputs, workflowLimits, type StepsCheck, type WorkflowStepDraft, type WorkflowStepInputValue } from './workflowSteps';
import type { WorkflowTemplateForm_query$key } from './__generated__/WorkflowTemplateForm_query.graphql';
import type { WorkflowTemplateForm_template$key } from './__generated__/WorkflowTemplateForm_template.graphql';
import type { WorkflowTemplateFormRefetchQuery } from './__generated__/WorkflowTemplateFormRefetchQuery.graphql';

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

type Field = 'name' | 'description' | 'visibility' | 'steps';

/** What the page does with a valid submission. */
export type WorkflowTemplateFormSubmit = (
  values: { name: string; description: string; visibility: WorkflowVisibility; steps: WorkflowStepInputValue[] },
  expectedVersion: number | null,
  done: { onError: (error: Error) => void; onSaved: () => void },
) => void;

interface Props {
  query: WorkflowTemplateForm_query$key;
  template?: WorkflowTemplateForm_template$key | null;
  submitLabel: string;
  inFlight: boolean;
  onSubmit: WorkflowTemplateFormSubmit;
  onCancel: () => void;
}

const refetchQuery = graphql`
  query WorkflowTemplateFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...WorkflowTemplateForm_template @alias
    }
  }
`;

function fieldOf(error: unknown): Field | undefined {
  if (!(error instanceof ClientError) || !error.field) return undefined;
  if (stepErrorTarget(error.field)) return 'steps';
  const name = error.field.replace(/^input\./, '');
  return (['name', 'description', 'visibility'] as const).find((candidate) => candidate === name);
}

/**
 * Create/edit a workflow template on the form recipe: name, description, visibility (new only:
 * an existing template changes it on its page) and the ordered steps. An edit sends
 * `expectedVersion` (the conflict view on a stale save); Ctrl/⌘+Enter saves. The server's
 * refusals show beside their field ('Invalid steps' on the steps).
 */
export function WorkflowTemplateForm({ query, template, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
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
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const recipe = useFormRecipe<WorkflowTemplateFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    onConflict: () => {
      if (!existing) return;
      setTheirsLoaded(false);
      fetchQuery<WorkflowTemplateFormRefetchQuery>(environment, refetchQuery, { id: existing.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          () => setTheirsLoaded(true),
          () => setTheirsLoaded(true),
        );
    },
  });
  const { values } = recipe;
  const [errors, setErrors] = useState<Partial<Record<Exclude<Field, 'steps'>, string>>>({});
  const [stepsCheck, setStepsCheck] = useState<StepsCheck | null>(null);
  const [stepsError, setStepsError] = useState<StepsServerError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends Field>(field: K, value: WorkflowTemplateFormValues[K]) => {
    recipe.set(field, value);
    if (field === 'steps') {
      setStepsError(null);
      if (stepsCheck) setStepsCheck(checkSteps(value as WorkflowStepDraft[]));
    } else setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const labels: Record<Field, string> = {
    name: intl.formatMessage(messages.name),
    description: intl.formatMessage(messages.description),
    visibility: intl.formatMessage(messages.visibility),
    steps: intl.formatMessage(messages.steps),
  };
  const display = (field: Field, value: unknown): string => {
    if (field === 'steps') return stepsText(value as WorkflowStepDraft[]);
    if (field === 'visibility') {
      const entry = workflowVisibilities.find((candidate) => candidate.value === value);
      return entry ? intl.formatMessage(entry.label) : String(value);
    }
    return String(value ?? '');
  };

  const send = (next: WorkflowTemplateFormValues, expectedVersion: number | null) => {
    setFormError(null);
    setStepsError(null);
    const name = next.name.trim();
    const found: Partial<Record<Exclude<Field, 'steps'>, string>> = {};
    if (!name) found.name = intl.formatMessage(messages.nameRequired);
    setErrors(found);
    const check = checkSteps(next.steps);
    setStepsCheck(check);
    if (Object.keys(found).length > 0 || !stepsAreValid(check)) return;
    const sent = { ...next, name };
    onSubmit({ name, description: next.description.trim(), visibility: next.visibility, steps: toStepInputs(next.steps) }, expectedVersion, {
      onSaved: () => recipe.saved(sent, expectedVersion === null ? null : expectedVersion + 1),
      onError: (error) => {
        if (expectedVersion !== null && recipe.handleError(error, expectedVersion)) return;
        const field = fieldOf(error);
        const message = errorMessage(intl, error);
        if (field === 'steps') {
          const target = stepErrorTarget(error instanceof ClientError ? error.field : null);
          setStepsError({ message, index: target?.index ?? null, field: target?.field ?? null });
        } else if (field) setErrors({ [field]: message });
        else setFormError(message);
      },
    });
  };

  const canSave = existing ? recipe.dirty : true;
  const submit = () => {
    if (!canSave || inFlight) return;
    send(values, recipe.version);
  };
  const conflict = recipe.conflict;
  const long = (field: Field) => field === 'description' || field === 'steps';
  const conflictRows: ConflictRow[] = conflict
    ? recipe.changedFields
        .filter((field) => display(field as Field, conflict.mine[field]) !== display(field as Field, current[field]))
        .map((field) => ({ key: field, label: labels[field as Field], mine: display(field as Field, conflict.mine[field]), theirs: display(field as Field, current[field]), long: long(field as Field) }))
    : [];
  const theirsReady = conflict !== null && theirsLoaded && (conflict.currentVersion === null || (existing?.version ?? 0) >= conflict.currentVersion);
  const kept = recipe.kept;

  return (
    <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={intl.formatMessage(messages.failed)} role="alert" data-testid="workflow-template-form-error">
            {formError}
          </Alert>
        )}
        {conflict && existing && (
          <ConflictPanel
            rows={conflictRows}
            changes={<HistorySince nodeId={existing.id} sinceVersion={conflict.expectedVersion} />}
            theirsReady={theirsReady}
            saving={inFlight}
            onReload={recipe.reloadTheirs}
            onSaveMine={() => {
              const mine = recipe.mineOverTheirs();
              send(mine.values, mine.version);
            }}
          />
        )}
        {kept && (
          <KeptValues
            rows={(Object.keys(kept) as Field[]).map((field) => ({ key: field, label: labels[field], text: display(field, kept[field]), long: long(field) }))}
            onRestore={(field) => recipe.restoreKept(field as Field)}
            onDismiss={recipe.dismissKept}
          />
        )}
        <TextInput
          label={labels.name}
          required
          maxLength={workflowLimits.nameMaxChars}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label={labels.description}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={workflowLimits.descriptionMaxChars}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        {!existing && (
          <Input.Wrapper label={labels.visibility} description={intl.formatMessage(messages.visibilityHint)} error={errors.visibility}>
            <SegmentedControl
              mt={4}
              data={workflowVisibilities.map((entry) => ({ value: entry.value, label: intl.formatMessage(entry.label) }))}
              value={values.visibility}
              onChange={(value) => {
                const entry = workflowVisibilities.find((candidate) => candidate.value === value);
                if (entry) set('visibility', entry.value);
              }}
              aria-label={labels.visibility}
              data-testid="workflow-template-visibility"
            />
          </Input.Wrapper>
        )}
        <WorkflowStepsEditor steps={values.steps} onChange={(steps) => set('steps', steps)} roles={roles} check={stepsCheck} serverError={stepsError} disabled={inFlight} />
        <FormActions submitLabel={submitLabel} dirty={canSave} inFlight={inFlight} onCancel={onCancel} />
      </Stack>
    </RecipeForm>
  );
}
