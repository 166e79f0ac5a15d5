import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { AiActionGate } from '@/modules/ai/AiActionGate';
import { AiModelSelect } from '@/modules/ai/AiModelSelect';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { useStartChat } from '@/modules/chats/useStartChat';
import { useShowError } from '@/modules/relay/showFailure';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import type { ServerSearchProps } from '@/modules/ui/form/useServerSearch';

const messages = defineMessages({
  form: { id: 'workflow.generate.form', defaultMessage: 'Describe the work' },
  description: { id: 'workflow.generate.description', defaultMessage: 'Describe the work' },
  placeholder: {
    id: 'workflow.generate.placeholder',
    defaultMessage: 'e.g. Onboarding a new sales employee: contract signed and approved by HR, laptop and accounts, a first week with a mentor, a review after a month',
  },
  descriptionRequired: { id: 'workflow.generate.descriptionRequired', defaultMessage: 'Describe the work to plan.' },
  model: { id: 'ai.model.select.label', defaultMessage: 'AI model' },
  modelRequired: { id: 'chat.composer.modelRequired', defaultMessage: 'Choose a model.' },
  generate: { id: 'workflow.generate.submit', defaultMessage: 'Generate steps' },
});

interface Props {
  models: readonly AiModelOption[];
  /** The model picker's search on the server (`useAiModelPicker`'s `search`, issue 33). */
  modelSearch?: ServerSearchProps;
  /** The new WORKFLOW room has its answer streaming: the page follows it (`?room=`). */
  onStarted: (roomId: string) => void;
}

/** The work described in words and a model: `startChat(purpose: WORKFLOW)`, whose answer the page then follows. */
export function WorkflowFlowGenerateForm({ models, modelSearch, onStarted }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const [message, setMessage] = useState('');
  const [aiModelId, setAiModelId] = useState<string | null>(models[0]?.id ?? null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [modelError, setModelError] = useState<string | null>(null);
  const [start, inFlight] = useStartChat();
  const submit = () => {
    if (inFlight) return;
    const text = message.trim();
    setMessageError(text ? null : intl.formatMessage(messages.descriptionRequired));
    setModelError(aiModelId ? null : intl.formatMessage(messages.modelRequired));
    if (!text || !aiModelId) return;
    start({
      variables: { input: { message: text, aiModelId, purpose: 'WORKFLOW' } },
      onCompleted: (response) => onStarted(response.startChat.chatRoom.id),
      onError: showError,
    });
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="workflow-generate-form">
      <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)}>
        <Stack gap="md">
          <Textarea
            label={intl.formatMessage(messages.description)}
            placeholder={intl.formatMessage(messages.placeholder)}
            required
            autosize
            minRows={5}
            maxRows={16}
            value={message}
            error={messageError}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setMessageError(null);
            }}
          />
          <Group align="flex-end" justify="space-between" wrap="wrap">
            <AiModelSelect
              models={models}
              value={aiModelId}
              onChange={(id) => {
                setAiModelId(id);
                setModelError(null);
              }}
              label={intl.formatMessage(messages.model)}
              error={modelError ?? undefined}
              search={modelSearch}
              w={280}
            />
            <AiActionGate>
              {(off) => (
                <Button type="submit" loading={inFlight} disabled={off} leftSection={<IconSparkles size={16} aria-hidden />} data-testid="workflow-generate-submit">
                  {intl.formatMessage(messages.generate)}
                </Button>
              )}
            </AiActionGate>
          </Group>
        </Stack>
      </RecipeForm>
    </Paper>
  );
}
