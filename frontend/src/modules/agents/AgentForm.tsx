import { ActionIcon, Badge, Group, Input, SimpleGrid, Slider, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { AiModelSelect } from '@/modules/ai/AiModelSelect';
import { AiToolsMultiSelect } from '@/modules/ai/AiToolsMultiSelect';
import { DocumentMultiSelect, type PickedDocument } from '@/modules/ai/DocumentMultiSelect';
import { useAiModelPicker } from '@/modules/ai/useAiModelSearch';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { roleCategories } from '@/modules/members/roleCategories';
import { useTagFormChoices } from '@/modules/tags/useTagFormChoices';
import { SearchSelect, SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { pageSendingAs, type FormPageProps, type FormSave } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { AgentRoleCreateModal } from './AgentRoleCreateModal';
import { emotionalLevelLabel, emotionalLevels } from './emotionalLevels';
import type { AgentForm_agent$key } from './__generated__/AgentForm_agent.graphql';
import type { AgentForm_query$key } from './__generated__/AgentForm_query.graphql';

const messages = defineMessages({
  form: { id: 'agent.form.label', defaultMessage: 'Agent' },
  name: { id: 'agent.field.name', defaultMessage: 'Name' },
  description: { id: 'agent.field.description', defaultMessage: 'Description' },
  instruction: { id: 'agent.field.instruction', defaultMessage: 'Instruction' },
  instructionHint: { id: 'agent.field.instructionHint', defaultMessage: 'What the agent is and how it answers (markdown). Every chat with it starts from this.' },
  role: { id: 'agent.field.role', defaultMessage: 'Agent role' },
  roleCategory: { id: 'agent.field.roleCategory', defaultMessage: 'Role category' },
  newRole: { id: 'agent.form.newRole', defaultMessage: 'New role' },
  emotionalLevel: { id: 'agent.field.emotionalLevel', defaultMessage: 'Emotional level' },
  defaultModel: { id: 'agent.field.defaultModel', defaultMessage: 'Default AI model' },
  defaultTools: { id: 'agent.field.defaultTools', defaultMessage: 'Default tools' },
  documents: { id: 'agent.field.documents', defaultMessage: 'Documents' },
  documentsHint: { id: 'agent.field.documentsHint', defaultMessage: 'Documents the agent knows (only those you may read are offered).' },
  restricted: defineMessage<{ count: number }>({
    id: 'agent.field.documentsRestricted',
    defaultMessage: '{count, plural, one {# more document} other {# more documents}} you may not read {count, plural, one {stays} other {stay}} with the agent.',
  }),
  tags: { id: 'agent.field.tags', defaultMessage: 'Tags' },
  none: { id: 'agent.value.none', defaultMessage: 'None' },
  nameRequired: { id: 'agent.validation.nameRequired', defaultMessage: 'Enter a name.' },
  instructionRequired: { id: 'agent.validation.instructionRequired', defaultMessage: 'Write the instruction.' },
  roleRequired: { id: 'agent.validation.roleRequired', defaultMessage: 'Choose a role.' },
  failed: { id: 'agent.form.failed', defaultMessage: 'The agent could not be saved' },
});

/** CreateAgentInput's bounds as the form enforces them before sending. */
export const agentNameMaxLength = 200;

export interface AgentFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  instruction: string;
  roleId: string | null;
  emotionalLevel: number;
  defaultAiModelId: string | null;
  defaultAiToolIds: string[];
  documents: PickedDocument[];
  tagIds: string[];
}

type Field = keyof AgentFormValues & string;

/** What the page does with a valid submission. */
export type AgentFormSubmit = FormSave<AgentFormValues & { roleId: string }>;

/** The agent's fields as CreateAgentInput and UpdateAgentInput both take them (its documents by id). */
export function agentInput(values: Parameters<AgentFormSubmit>[0]) {
  const { name, description, instruction, roleId, emotionalLevel, defaultAiModelId, defaultAiToolIds, documents, tagIds } = values;
  return { name, description, instruction, roleId, emotionalLevel, defaultAiModelId, defaultAiToolIds, documentIds: documents.map((document) => document.id), tagIds };
}

interface Props extends FormPageProps<Parameters<AgentFormSubmit>[0]> {
  query: AgentForm_query$key;
  agent?: AgentForm_agent$key | null;
  /** The viewer may create agent roles (Management): the "New role" button is shown. */
  canManageRoles: boolean;
}

const refetchQuery = graphql`
  query AgentFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...AgentForm_agent @alias
    }
  }
`;

/**
 * Create/edit an agent on the form recipe: name, description, the instruction (a large textarea),
 * its role (with the role's category, and a "New role" dialog for Management), the emotional
 * level (1 calm … 5 expressive), the default model (usable ones) and its tools (only that
 * model's), the documents it knows, tags. An edit sends `expectedVersion` (the conflict view on a
 * stale save); Ctrl/⌘+Enter saves.
 */
export function AgentForm({ query, agent, canManageRoles, ...page }: Props) {
  const intl = useIntl();
  const options = useFragment(
    graphql`
      fragment AgentForm_query on Query {
        agentRoles {
          id
          name
          roleCategoryId
        }
        ...useTagFormChoices_query
        ...useAiModelOptions_query
      }
    `,
    query,
  );
  const existing = useFragment(
    graphql`
      fragment AgentForm_agent on Agent {
        id
        name
        description
        instruction
        emotionalLevel
        version
        role {
          id
        }
        defaultAiModel {
          id
          displayName
        }
        defaultAiTools {
          id
        }
        documents {
          id
          title
        }
        restrictedDocumentCount
        tags {
          id
          name
        }
      }
    `,
    agent ?? null,
  );
  // Models beyond the first page are found by name on the server (issue 33), with their tools.
  const { models, search: modelSearch } = useAiModelPicker(options);
  const current: AgentFormValues = {
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    instruction: existing?.instruction ?? '',
    roleId: existing?.role?.id ?? null,
    emotionalLevel: existing?.emotionalLevel ?? 3,
    defaultAiModelId: existing ? (existing.defaultAiModel?.id ?? null) : (models[0]?.id ?? null),
    defaultAiToolIds: existing?.defaultAiTools.map((tool) => tool.id) ?? [],
    documents: existing?.documents.map((document) => ({ id: document.id, title: document.title })) ?? [],
    tagIds: existing?.tags.map((tag) => tag.id) ?? [],
  };
  const [roleModal, setRoleModal] = useState(false);

  const roles = options.agentRoles;
  const tags = useTagFormChoices(options, existing?.tags);
  const toolName = new Map(models.flatMap((candidate) => candidate.tools.map((tool) => [tool.id, tool.name] as const)));
  const labels: Record<Field, string> = {
    name: intl.formatMessage(messages.name),
    description: intl.formatMessage(messages.description),
    instruction: intl.formatMessage(messages.instruction),
    roleId: intl.formatMessage(messages.role),
    emotionalLevel: intl.formatMessage(messages.emotionalLevel),
    defaultAiModelId: intl.formatMessage(messages.defaultModel),
    defaultAiToolIds: intl.formatMessage(messages.defaultTools),
    documents: intl.formatMessage(messages.documents),
    tagIds: intl.formatMessage(messages.tags),
  };
  const list = (names: string[]) => (names.length ? intl.formatList(names) : intl.formatMessage(messages.none));
  const display = (field: Field, value: unknown): string => {
    switch (field) {
      case 'roleId':
        return roles.find((candidate) => candidate.id === value)?.name ?? intl.formatMessage(messages.none);
      case 'emotionalLevel': {
        const label = emotionalLevelLabel(Number(value));
        return label ? `${String(value)} · ${intl.formatMessage(label)}` : String(value);
      }
      case 'defaultAiModelId':
        return models.find((candidate) => candidate.id === value)?.displayName ?? (value === existing?.defaultAiModel?.id ? existing?.defaultAiModel?.displayName : null) ?? intl.formatMessage(messages.none);
      case 'defaultAiToolIds':
        return list((value as string[]).map((id) => toolName.get(id) ?? id));
      case 'documents':
        return list((value as PickedDocument[]).map((document) => document.title));
      case 'tagIds':
        return list((value as string[]).map(tags.nameOf));
      default:
        return String(value ?? '');
    }
  };

  const form = useRecordForm<AgentFormValues>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels,
    display,
    long: ['instruction', 'description'],
    trim: ['name'],
    required: { name: messages.nameRequired, roleId: messages.roleRequired },
    // The instruction is sent as written, but blank is not an instruction.
    validate: ({ instruction }) => (instruction.trim() ? {} : { instruction: intl.formatMessage(messages.instructionRequired) }),
    // validate makes sure of the role.
    page: pageSendingAs(page, (values: AgentFormValues) => ({ ...values, roleId: values.roleId ?? '' })),
    inputNames: { documentIds: 'documents' },
  });
  const { values, errors, set } = form;
  const role = roles.find((candidate) => candidate.id === values.roleId);
  const category = roleCategories.find((candidate) => candidate.id === role?.roleCategoryId);
  const modelTools = models.find((candidate) => candidate.id === values.defaultAiModelId)?.tools ?? [];
  const chooseModel = (id: string | null) => {
    const tools = models.find((candidate) => candidate.id === id)?.tools ?? [];
    set('defaultAiModelId', id);
    set(
      'defaultAiToolIds',
      values.defaultAiToolIds.filter((toolId) => tools.some((tool) => tool.id === toolId)),
    );
  };

  return (
    <>
      <HistoryEditForm
        form={form}
        messages={messages}
        errorTestId="agent-form-error"
      >
        <TextInput {...form.input('name')} required maxLength={agentNameMaxLength} data-autofocus />
        <Textarea {...form.input('description')} autosize minRows={2} maxRows={6} />
        <Textarea
          {...form.input('instruction')}
          description={intl.formatMessage(messages.instructionHint)}
          required
          autosize
          minRows={10}
          maxRows={30}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <SearchSelect
                {...form.bind('roleId')}
                required
                data={roles.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
                style={{ flex: 1 }}
                comboboxProps={{ withinPortal: true }}
              />
              {canManageRoles && (
                <Tooltip label={intl.formatMessage(messages.newRole)}>
                  <ActionIcon variant="light" size="lg" mb={errors.roleId ? 22 : 0} aria-label={intl.formatMessage(messages.newRole)} onClick={() => setRoleModal(true)}>
                    <IconPlus size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            {category && (
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {intl.formatMessage(messages.roleCategory)}
                </Text>
                <Badge size="sm" variant="light" data-testid="agent-form-role-category">
                  {intl.formatMessage(category.label)}
                </Badge>
              </Group>
            )}
          </Stack>
          <Input.Wrapper label={labels.emotionalLevel} error={errors.emotionalLevel}>
            <Slider
              mt="xs"
              mb="xl"
              min={1}
              max={5}
              step={1}
              value={values.emotionalLevel}
              onChange={(value) => set('emotionalLevel', value)}
              label={(value) => {
                const label = emotionalLevelLabel(value);
                return label ? intl.formatMessage(label) : value;
              }}
              marks={emotionalLevels.map((level) => ({ value: level.value, label: intl.formatMessage(level.label) }))}
              thumbLabel={labels.emotionalLevel}
              data-testid="agent-emotional-level"
            />
          </Input.Wrapper>
          <AiModelSelect
            label={labels.defaultAiModelId}
            models={models}
            value={values.defaultAiModelId}
            onChange={chooseModel}
            clearable
            error={errors.defaultAiModelId}
            extra={existing?.defaultAiModel ?? null}
            search={modelSearch}
          />
          <AiToolsMultiSelect {...form.bind('defaultAiToolIds')} tools={modelTools} />
        </SimpleGrid>
        <DocumentMultiSelect {...form.bind('documents')} description={intl.formatMessage(messages.documentsHint)} />
        {existing && existing.restrictedDocumentCount > 0 && (
          <Text size="xs" c="dimmed" mt={-8} data-testid="agent-restricted-documents">
            {intl.formatMessage(messages.restricted, { count: existing.restrictedDocumentCount })}
          </Text>
        )}
        <SearchMultiSelect
          {...form.bind('tagIds')}
          clearable
          data={tags.data}
          {...tags.search}
          comboboxProps={{ withinPortal: true }}
        />
      </HistoryEditForm>
      {roleModal && <AgentRoleCreateModal onClose={() => setRoleModal(false)} onCreated={(id) => set('roleId', id)} />}
    </>
  );
}
