import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { historyChanges } from '@/modules/history/HistoryEditForm';
import { commonMessages } from '@/modules/ui/commonMessages';
import { EditFormModal } from '@/modules/ui/form/EditFormModal';
import { NumberField } from '@/modules/ui/form/NumberField';
import { numberMessage, type NumberRule } from '@/modules/ui/form/numberRule';
import { type FormErrors } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { AiToolsMultiSelect, type AiToolOption } from './AiToolsMultiSelect';
import { useCreateAiModel } from './useCreateAiModel';
import { useUpdateAiModel } from './useUpdateAiModel';
import type { AiModelFormModal_model$key } from './__generated__/AiModelFormModal_model.graphql';

const messages = defineMessages({
  createTitle: { id: 'ai.model.form.createTitle', defaultMessage: 'New AI Model' },
  editTitle: { id: 'ai.model.form.editTitle', defaultMessage: 'Edit AI model' },
  provider: { id: 'ai.model.field.provider', defaultMessage: 'Provider' },
  modelName: { id: 'ai.model.field.modelName', defaultMessage: 'Model name' },
  modelNameHint: { id: 'ai.model.field.modelNameHint', defaultMessage: 'The provider’s id of the model, e.g. claude-sonnet-4-5' },
  displayName: { id: 'ai.model.field.displayName', defaultMessage: 'Display name' },
  maxTokens: { id: 'ai.model.field.maxTokens', defaultMessage: 'Max tokens' },
  tools: { id: 'ai.model.field.tools', defaultMessage: 'Tools' },
  enabled: { id: 'ai.model.field.enabled', defaultMessage: 'Enabled' },
  create: { id: 'ai.model.form.create', defaultMessage: 'Add model' },
  created: { id: 'ai.model.form.created', defaultMessage: 'AI model added.' },
  saved: { id: 'ai.model.form.saved', defaultMessage: 'AI model saved.' },
  failed: { id: 'ai.model.form.failed', defaultMessage: 'The AI model could not be saved' },
  required: { id: 'ai.model.validation.required', defaultMessage: 'Required.' },
});

/** The server's bound on max tokens (`ai::MAX_TOKENS_LIMIT`). */
const maxTokensRule: NumberRule = { min: 1, max: 64_000, decimals: 0, required: true };

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
  /** Null when empty, NaN when not a number: refused with the field's message. */
  maxTokens: number | null;
  toolIds: string[];
  enabled: boolean;
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
  const [create, creating] = useCreateAiModel();
  const [update, updating] = useUpdateAiModel();
  const toolName = new Map(tools.map((tool) => [tool.id, tool.name]));
  const form = useRecordForm<Values>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels: {
      provider: intl.formatMessage(messages.provider),
      modelName: intl.formatMessage(messages.modelName),
      displayName: intl.formatMessage(messages.displayName),
      maxTokens: intl.formatMessage(messages.maxTokens),
      toolIds: intl.formatMessage(messages.tools),
      enabled: intl.formatMessage(messages.enabled),
    },
    display: (field, value) => (field === 'toolIds' ? intl.formatList((value as string[]).map((id) => toolName.get(id) ?? id)) : String(value ?? '')),
    prepare: (values) => ({ ...values, modelName: values.modelName.trim(), displayName: values.displayName.trim() }),
    validate: ({ provider, modelName, displayName, maxTokens }) => {
      const found: FormErrors<Values> = {};
      if (!existing && !provider) found.provider = intl.formatMessage(messages.required);
      if (!modelName) found.modelName = intl.formatMessage(messages.required);
      if (!displayName) found.displayName = intl.formatMessage(messages.required);
      const tokens = numberMessage(intl, maxTokens, maxTokensRule);
      if (tokens) found.maxTokens = tokens;
      return found;
    },
    save: (sent, expectedVersion, done) => {
      const { provider, modelName, displayName, toolIds, enabled } = sent;
      // Checked by `validate`: a whole number within the rule.
      const maxTokens = sent.maxTokens ?? 0;
      if (!existing) {
        create({
          variables: { input: { provider, modelName, displayName, maxTokens, toolIds, enabled } },
          connectionId,
          onCompleted: () => {
            notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
            onClose();
          },
          onError: done.onError,
        });
        return;
      }
      update({
        variables: { input: { id: existing.id, expectedVersion, modelName, displayName, maxTokens, toolIds } },
        onCompleted: () => {
          done.onSaved();
          notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
          onClose();
        },
        onError: done.onError,
      });
    },
    inFlight: creating || updating,
  });
  const { values, errors, set, labels } = form;
  const title = intl.formatMessage(existing ? messages.editTitle : messages.createTitle);
  const providerOptions = [...new Set([...providers, ...(existing ? [existing.provider] : [])])];

  return (
    <EditFormModal
      form={form}
      title={title}
      onClose={onClose}
      size="lg"
      submitLabel={intl.formatMessage(existing ? commonMessages.save : messages.create)}
      failedTitle={intl.formatMessage(messages.failed)}
      errorTestId="ai-model-form-error"
      changes={historyChanges(form)}
    >
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
        <TextInput {...form.input('modelName')} description={intl.formatMessage(messages.modelNameHint)} required />
        <TextInput {...form.input('displayName')} required data-autofocus />
        <NumberField {...form.bind('maxTokens')} rule={maxTokensRule} step={256} />
      </SimpleGrid>
      <AiToolsMultiSelect {...form.bind('toolIds')} tools={tools} />
      {!existing && <Switch label={labels.enabled} checked={values.enabled} onChange={(event) => set('enabled', event.currentTarget.checked)} />}
    </EditFormModal>
  );
}
