import { Alert, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import type { AiToolOption } from './AiToolsMultiSelect';
import { useCreateAiModel } from './useCreateAiModel';
import { useUpdateAiModel } from './useUpdateAiModel';
import type { AiModelFormModal_model$key } from './__generated__/AiModelFormModal_model.graphql';
import type { AiModelFormModalRefetchQuery } from './__generated__/AiModelFormModalRefetchQuery.graphql';

const messages = defineMessages({
  createTitle: { id: 'ai.model.form.createTitle', defaultMessage: 'New AI model' },
  editTitle: { id: 'ai.model.form.editTitle', defaultMessage: 'Edit AI model' },
  provider: { id: 'ai.model.field.provider', defaultMessage: 'Provider' },
  modelName: { id: 'ai.model.field.modelName', defaultMessage: 'Model name' },
  modelNameHint: { id: 'ai.model.field.modelNameHint', defaultMessage: 'The provider’s id of the model, e.g. claude-sonnet-4-5' },
  displayName: { id: 'ai.model.field.displayName', defaultMessage: 'Display name' },
  maxTokens: { id: 'ai.model.field.maxTokens', defaultMessage: 'Max tokens' },
  tools: { id: 'ai.model.field.tools', defaultMessage: 'Tools' },
  enabled: { id: 'ai.model.field.enabled', defaultMessage: 'Enabled' },
  create: { id: 'ai.model.form.create', defaultMessage: 'Add model' },
  save: { id: 'ai.model.form.save', defaultMessage: 'Save' },
  created: { id: 'ai.model.form.created', defaultMessage: 'AI model added.' },
  saved: { id: 'ai.model.form.saved', defaultMessage: 'AI model saved.' },
  failed: { id: 'ai.model.form.failed', defaultMessage: 'The AI model could not be saved' },
  required: { id: 'ai.model.validation.required', defaultMessage: 'Required.' },
  maxTokensInvalid: { id: 'ai.model.validation.maxTokens', defaultMessage: 'Enter a whole number of at least 1.' },
});

const refetchQuery = graphql`
  query AiModelFormModalRefetchQuery($id: ID!) {
    node(id: $id) {
      ...AiModelFormModal_model @alias
    }
  }
`;

interface Values extends Record<string, unknown> {
  provider: string;
  modelName: string;
  displayName: string;
  maxTokens: number;
  toolIds: string[];
  enabled: boolean;
}

type Field = keyof Values & string;
const fields: readonly Field[] = ['provider', 'modelName', 'displayName', 'maxTokens', 'toolIds', 'enabled'];

function fieldOf(error: unknown): Field | undefined {
  if (!(error instanceof ClientError) || !error.field) return undefined;
  const name = error.field.replace(/^input\./, '').replace(/\[\d+\]$/, '');
  return fields.find((candidate) => candidate === name);
}

interface Props {
  /** The model to edit; none: a new one. */
  model?: AiModelFormModal_model$key | null;
  /** Every tool of the catalogue. */
  tools: readonly AiToolOption[];
  /** The configured providers' names (a new model picks one). */
  providers: readonly string[];
  /** The table's connection (a new model is appended to it). */
  connectionId: string;
  onClose: () => void;
}

/**
 * Add or edit an AI model (Admin): provider (when adding), the provider's model name, display
 * name, max tokens and tools. Editing sends the version it was opened at; a stale save opens the
 * shared conflict view.
 */
export function AiModelFormModal({ model, tools, providers, connectionId, onClose }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const existing = useFragment(
    graphql`
      fragment AiModelFormModal_model on AiModel {
        id
        provider
        modelName
        displayName
        maxTokens
        enabled
        version
        tools {
          id
        }
      }
    `,
    model ?? null,
  );
  const current: Values = {
    provider: existing?.provider ?? providers[0] ?? '',
    modelName: existing?.modelName ?? '',
    displayName: existing?.displayName ?? '',
    maxTokens: existing?.maxTokens ?? 1024,
    toolIds: existing ? existing.tools.map((tool) => tool.id) : [],
    enabled: existing?.enabled ?? true,
  };
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const recipe = useFormRecipe<Values>({
    current,
    currentVersion: existing?.version ?? null,
    onConflict: () => {
      if (!existing) return;
      setTheirsLoaded(false);
      fetchQuery<AiModelFormModalRefetchQuery>(environment, refetchQuery, { id: existing.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          () => setTheirsLoaded(true),
          () => setTheirsLoaded(true),
        );
    },
  });
  const [create, creating] = useCreateAiModel();
  const [update, updating] = useUpdateAiModel();
  const inFlight = creating || updating;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { values } = recipe;
  const set = <K extends Field>(field: K, value: Values[K]) => {
    recipe.set(field, value);
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const labels: Record<Field, string> = {
    provider: intl.formatMessage(messages.provider),
    modelName: intl.formatMessage(messages.modelName),
    displayName: intl.formatMessage(messages.displayName),
    maxTokens: intl.formatMessage(messages.maxTokens),
    toolIds: intl.formatMessage(messages.tools),
    enabled: intl.formatMessage(messages.enabled),
  };
  const toolName = new Map(tools.map((tool) => [tool.id, tool.name]));
  const display = (field: Field, value: unknown): string => {
    if (field === 'toolIds') return intl.formatList((value as string[]).map((id) => toolName.get(id) ?? id));
    return String(value ?? '');
  };

  const failed = (error: unknown, expectedVersion: number | null) => {
    if (expectedVersion !== null && recipe.handleError(error, expectedVersion)) return;
    const field = fieldOf(error);
    if (field) setErrors({ [field]: errorMessage(intl, error) });
    else setFormError(errorMessage(intl, error));
  };

  const send = (next: Values, expectedVersion: number | null) => {
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    const modelName = next.modelName.trim();
    const displayName = next.displayName.trim();
    if (!existing && !next.provider) found.provider = intl.formatMessage(messages.required);
    if (!modelName) found.modelName = intl.formatMessage(messages.required);
    if (!displayName) found.displayName = intl.formatMessage(messages.required);
    if (!Number.isInteger(next.maxTokens) || next.maxTokens < 1) found.maxTokens = intl.formatMessage(messages.maxTokensInvalid);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const sent = { ...next, modelName, displayName };
    if (!existing) {
      create({
        variables: {
          input: { provider: sent.provider, modelName, displayName, maxTokens: sent.maxTokens, toolIds: sent.toolIds, enabled: sent.enabled },
        },
        connectionId,
        onCompleted: () => {
          notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
          onClose();
        },
        onError: (error) => failed(error, null),
      });
      return;
    }
    update({
      variables: { input: { id: existing.id, expectedVersion, modelName, displayName, maxTokens: sent.maxTokens, toolIds: sent.toolIds } },
      onCompleted: () => {
        recipe.saved(sent, expectedVersion === null ? null : expectedVersion + 1);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
        onClose();
      },
      onError: (error) => failed(error, expectedVersion),
    });
  };

  const canSave = existing ? recipe.dirty : true;
  const submit = () => {
    if (!canSave || inFlight) return;
    send(values, recipe.version);
  };
  const conflict = recipe.conflict;
  const conflictRows: ConflictRow[] = conflict
    ? recipe.changedFields
        .filter((field) => display(field, conflict.mine[field]) !== display(field, current[field]))
        .map((field) => ({ key: field, label: labels[field], mine: display(field, conflict.mine[field]), theirs: display(field, current[field]) }))
    : [];
  const theirsReady = conflict !== null && theirsLoaded && (conflict.currentVersion === null || (existing?.version ?? 0) >= conflict.currentVersion);
  const kept = recipe.kept;
  const providerOptions = [...new Set([...providers, ...(existing ? [existing.provider] : [])])];

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(existing ? messages.editTitle : messages.createTitle)} size="lg" closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}>
      <RecipeForm onSubmit={submit} label={intl.formatMessage(existing ? messages.editTitle : messages.createTitle)}>
        <Stack gap="md">
          {formError && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={intl.formatMessage(messages.failed)} role="alert" data-testid="ai-model-form-error">
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
              rows={(Object.keys(kept) as Field[]).map((field) => ({ key: field, label: labels[field], text: display(field, kept[field]) }))}
              onRestore={(field) => recipe.restoreKept(field as Field)}
              onDismiss={recipe.dismissKept}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={labels.provider}
              data={providerOptions}
              value={values.provider || null}
              onChange={(value) => set('provider', value ?? '')}
              disabled={Boolean(existing)}
              required={!existing}
              error={errors.provider}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput label={labels.modelName} description={intl.formatMessage(messages.modelNameHint)} required value={values.modelName} error={errors.modelName} onChange={(event) => set('modelName', event.currentTarget.value)} />
            <TextInput label={labels.displayName} required value={values.displayName} error={errors.displayName} onChange={(event) => set('displayName', event.currentTarget.value)} data-autofocus />
            <NumberInput
              label={labels.maxTokens}
              min={1}
              step={256}
              allowDecimal={false}
              value={values.maxTokens}
              error={errors.maxTokens}
              onChange={(value) => set('maxTokens', typeof value === 'number' ? value : Number.parseInt(value, 10) || 0)}
            />
          </SimpleGrid>
          <MultiSelect
            label={labels.toolIds}
            data={tools.map((tool) => ({ value: tool.id, label: tool.name }))}
            value={values.toolIds}
            onChange={(ids) => set('toolIds', ids)}
            error={errors.toolIds}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          {!existing && <Switch label={labels.enabled} checked={values.enabled} onChange={(event) => set('enabled', event.currentTarget.checked)} />}
          <FormActions submitLabel={intl.formatMessage(existing ? messages.save : messages.create)} dirty={canSave} inFlight={inFlight} onCancel={onClose} />
        </Stack>
      </RecipeForm>
    </Modal>
  );
}
