import { ActionIcon, Badge, Button, FileButton, Group, Paper, SimpleGrid, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { AiActionGate } from '@/modules/ai/AiActionGate';
import { AiModelSelect } from '@/modules/ai/AiModelSelect';
import { AiToolsMultiSelect } from '@/modules/ai/AiToolsMultiSelect';
import { DocumentMultiSelect, type PickedDocument } from '@/modules/ai/DocumentMultiSelect';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { initialModelId, toolsForModel } from './composerDefaults';
import type { ChatComposer_query$key } from './__generated__/ChatComposer_query.graphql';

const messages = defineMessages({
  form: { id: 'chat.composer.label', defaultMessage: 'Message' },
  message: { id: 'chat.composer.message', defaultMessage: 'Message' },
  placeholder: { id: 'chat.composer.placeholder', defaultMessage: 'Ask anything…' },
  hint: defineMessage<{ keys: string }>({ id: 'chat.composer.hint', defaultMessage: '{keys} to send' }),
  agent: { id: 'chat.composer.agent', defaultMessage: 'Agent' },
  noAgent: { id: 'chat.composer.noAgent', defaultMessage: 'No agent' },
  documents: { id: 'chat.composer.documents', defaultMessage: 'Attach documents' },
  files: { id: 'chat.composer.files', defaultMessage: 'Attach files' },
  removeFile: defineMessage<{ name: string }>({ id: 'chat.composer.removeFile', defaultMessage: 'Remove {name}' }),
  send: { id: 'chat.composer.send', defaultMessage: 'Send' },
  required: { id: 'chat.composer.required', defaultMessage: 'Write a message.' },
  modelRequired: { id: 'chat.composer.modelRequired', defaultMessage: 'Choose a model.' },
});

export interface ComposerValues {
  message: string;
  agentId: string | null;
  aiModelId: string | null;
  aiToolIds: string[];
  documents: PickedDocument[];
  files: File[];
}

interface Props {
  query: ChatComposer_query$key;
  models: readonly AiModelOption[];
  /** Offer the agent select (a new chat); a room keeps its agent. */
  withAgent: boolean;
  /** Preselections: the agent (`?agent=`), the room's last model… */
  initialAgentId?: string | null;
  preferredModelIds?: readonly (string | null | undefined)[];
  /** Tools to preselect when no agent gives its own (a room's agent). */
  initialToolIds?: readonly string[];
  /** The message box's placeholder and the send button's label. */
  placeholder?: string;
  sendLabel?: string;
  inFlight: boolean;
  /** `done(true)` clears the message, documents and files (model and tools stay). */
  onSend: (values: ComposerValues & { aiModelId: string }, done: (sent: boolean) => void) => void;
  /** Larger box (a new chat, a document to generate). */
  large?: boolean;
}

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/**
 * The composer: the message (Ctrl/⌘+Enter sends), the model (the agent's default, else the
 * room's or the first usable one), that model's tools (the agent's defaults preselected), an
 * agent for a new chat, documents to attach (readable ones) and files (sent as multipart uploads).
 */
export function ChatComposer({ query, models, withAgent, initialAgentId, preferredModelIds = [], initialToolIds = [], placeholder, sendLabel, inFlight, onSend, large = false }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ChatComposer_query on Query {
        agents(first: 100, orderBy: { field: NAME, direction: ASC }) {
          edges {
            node {
              id
              name
              defaultAiModel {
                id
              }
              defaultAiTools {
                id
              }
            }
          }
        }
      }
    `,
    query,
  );
  const agents = data.agents.edges.map((edge) => edge.node);
  const agentOf = (id: string | null | undefined) => agents.find((agent) => agent.id === id) ?? null;
  const [values, setValues] = useState<ComposerValues>(() => {
    const agent = agentOf(initialAgentId);
    const aiModelId = initialModelId(models, [agent?.defaultAiModel?.id, ...preferredModelIds]);
    const wanted = agent ? agent.defaultAiTools.map((tool) => tool.id) : initialToolIds;
    return { message: '', agentId: agent?.id ?? null, aiModelId, aiToolIds: toolsForModel(models, aiModelId, wanted), documents: [], files: [] };
  });
  const [error, setError] = useState<string | null>(null);
  const [modelError, setModelError] = useState<string | null>(null);
  const set = <K extends keyof ComposerValues>(field: K, value: ComposerValues[K]) => setValues((previous) => ({ ...previous, [field]: value }));
  const model = models.find((candidate) => candidate.id === values.aiModelId);

  const chooseAgent = (id: string | null) => {
    const agent = agentOf(id);
    setValues((previous) => {
      const aiModelId = agent ? initialModelId(models, [agent.defaultAiModel?.id, previous.aiModelId]) : previous.aiModelId;
      const wanted = agent ? agent.defaultAiTools.map((tool) => tool.id) : previous.aiToolIds;
      return { ...previous, agentId: agent?.id ?? null, aiModelId, aiToolIds: toolsForModel(models, aiModelId, wanted) };
    });
  };
  const chooseModel = (id: string | null) => {
    setModelError(null);
    setValues((previous) => ({ ...previous, aiModelId: id, aiToolIds: toolsForModel(models, id, previous.aiToolIds) }));
  };
  const submit = () => {
    if (inFlight) return;
    if (!values.message.trim()) {
      setError(intl.formatMessage(messages.required));
      return;
    }
    if (!values.aiModelId) {
      setModelError(intl.formatMessage(messages.modelRequired));
      return;
    }
    onSend({ ...values, aiModelId: values.aiModelId }, (sent) => {
      if (sent) setValues((previous) => ({ ...previous, message: '', documents: [], files: [] }));
    });
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="chat-composer">
      <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)}>
        <Stack gap="xs">
          <Textarea
            aria-label={intl.formatMessage(messages.message)}
            placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
            autosize
            minRows={large ? 5 : 2}
            maxRows={large ? 16 : 8}
            value={values.message}
            error={error}
            onChange={(event) => {
              set('message', event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
            data-testid="chat-composer-message"
          />
          <SimpleGrid cols={{ base: 1, sm: withAgent ? 3 : 2 }} spacing="xs">
            {withAgent && (
              <SearchSelect
                label={intl.formatMessage(messages.agent)}
                placeholder={intl.formatMessage(messages.noAgent)}
                data={namedChoices(agents).data}
                value={values.agentId}
                onChange={chooseAgent}
                clearable
                size="xs"
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <AiModelSelect models={models} value={values.aiModelId} onChange={chooseModel} error={modelError ?? undefined} size="xs" data-testid="chat-composer-model" />
            <AiToolsMultiSelect tools={model?.tools ?? []} value={values.aiToolIds} onChange={(ids) => set('aiToolIds', ids)} size="xs" />
          </SimpleGrid>
          <DocumentMultiSelect label={intl.formatMessage(messages.documents)} value={values.documents} onChange={(documents) => set('documents', documents)} size="xs" />
          {values.files.length > 0 && (
            <Group gap={6} data-testid="chat-composer-files">
              {values.files.map((file, index) => (
                <Badge
                  key={`${file.name}-${index}`}
                  variant="outline"
                  tt="none"
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={intl.formatMessage(messages.removeFile, { name: file.name })}
                      onClick={() => set('files', values.files.filter((_, at) => at !== index))}
                    >
                      <IconX size={10} aria-hidden />
                    </ActionIcon>
                  }
                >
                  {file.name}
                </Badge>
              ))}
            </Group>
          )}
          <Group justify="space-between" gap="xs">
            <FileButton multiple onChange={(files) => set('files', [...values.files, ...files])}>
              {(props) => (
                <Tooltip label={intl.formatMessage(messages.files)}>
                  <Button {...props} variant="subtle" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />}>
                    {intl.formatMessage(messages.files)}
                  </Button>
                </Tooltip>
              )}
            </FileButton>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {intl.formatMessage(messages.hint, { keys: isMac() ? '⌘+Enter' : 'Ctrl+Enter' })}
              </Text>
              {/* Live: it turns off when no model can answer any more (and on again when one can). */}
              <AiActionGate>
                {(off) => (
                  <Button type="submit" loading={inFlight} disabled={off} leftSection={<IconSend size={16} aria-hidden />} aria-keyshortcuts={isMac() ? 'Meta+Enter' : 'Control+Enter'} data-testid="chat-send">
                    {sendLabel ?? intl.formatMessage(messages.send)}
                  </Button>
                )}
              </AiActionGate>
            </Group>
          </Group>
        </Stack>
      </RecipeForm>
    </Paper>
  );
}
