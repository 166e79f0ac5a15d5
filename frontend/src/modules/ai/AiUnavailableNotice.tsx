import { Code, List, Paper, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { EmptyState } from '@/modules/ui/EmptyState';
import { LinkButton } from '@/modules/ui/LinkButton';
import { useAiAvailability } from './useAiAvailability';

const messages = defineMessages({
  noProvider: { id: 'ai.unavailable.noProvider', defaultMessage: 'No AI provider is configured on this server' },
  noModel: { id: 'ai.unavailable.noModel', defaultMessage: 'No AI model is available' },
  noModelBody: {
    id: 'ai.unavailable.noModelBody',
    defaultMessage: 'Answers come only from a real AI model: an administrator has to enable a model whose provider is configured on this server.',
  },
  staffTitle: { id: 'ai.unavailable.staffTitle', defaultMessage: 'AI isn’t available yet' },
  staffBody: {
    id: 'ai.unavailable.staffBody',
    defaultMessage: 'AI features need an AI model, and none has been set up yet. Please ask your administrator to set one up; until then, the AI actions stay turned off.',
  },
  how: { id: 'ai.unavailable.how', defaultMessage: 'To configure a provider, the server’s operator:' },
  step1: defineMessage<{ variable: string }>({ id: 'ai.unavailable.step1', defaultMessage: 'sets {variable} to one or more providers (name=kind:base URL), for example:' }),
  step2: defineMessage<{ variable: string; example: string }>({ id: 'ai.unavailable.step2', defaultMessage: 'puts the provider’s API key in {variable} (for example {example});' }),
  step3: { id: 'ai.unavailable.step3', defaultMessage: 'restarts the server, then adds the provider’s models on the AI models page.' },
  manage: { id: 'ai.unavailable.manage', defaultMessage: 'Go to AI models' },
});

const providersVariable = 'STAFFHUB_AI_PROVIDERS';
const localExample = 'local=openai:http://127.0.0.1:8081/v1';
const anthropicExample = 'anthropic=anthropic:https://api.anthropic.com';
const keyVariable = 'STAFFHUB_AI_KEY_<NAME>';
/** The two example settings, as an operator writes them. */
const exampleSettings = [localExample, anthropicExample].map((example) => `${providersVariable}=${example}`);
const keyExample = 'STAFFHUB_AI_KEY_ANTHROPIC';

interface Props {
  /** The viewer is an admin (default: what the server says of the viewer's roles). */
  canManage?: boolean;
  /** Shown on /ai-models itself: no link to the page the admin is on. */
  onModelsPage?: boolean;
}

/**
 * Said plainly where an AI feature cannot work, from what the server says (`useAiAvailability`).
 * Staff are told to ask their administrator, in plain words: no setting is named, since they
 * cannot change one. An admin gets how to set AI up: the operator's steps when no provider is
 * configured, and the link to AI models. Never a made-up answer instead.
 */
export function AiUnavailableNotice({ canManage, onModelsPage = false }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const availability = useAiAvailability();
  const admin = canManage ?? availability.admin;
  const { noProvider } = availability;
  if (!admin) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="ai-unavailable" data-audience="staff">
        <EmptyState title={intl.formatMessage(messages.staffTitle)}>
          <Text size="sm" c="dimmed" ta="center" maw={560}>
            {intl.formatMessage(messages.staffBody)}
          </Text>
        </EmptyState>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" data-testid="ai-unavailable" data-audience="admin">
      <EmptyState title={intl.formatMessage(noProvider ? messages.noProvider : messages.noModel)}>
        <Stack gap="xs" maw={640} miw={0} w="100%">
          {!noProvider && (
            <Text size="sm" c="dimmed" ta="center">
              {intl.formatMessage(messages.noModelBody)}
            </Text>
          )}
          {noProvider && (
            <>
              <Text size="sm">{intl.formatMessage(messages.how)}</Text>
              <List size="sm" type="ordered" spacing={4}>
                <List.Item>
                  <Stack gap={4}>
                    <Text size="sm">{intl.formatMessage(messages.step1, { variable: providersVariable })}</Text>
                    {exampleSettings.map((setting) => (
                      // A setting is one long unbroken word: it wraps anywhere rather than push a phone's page sideways (issue 37 §5).
                      <Code key={setting} block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {setting}
                      </Code>
                    ))}
                  </Stack>
                </List.Item>
                <List.Item style={{ overflowWrap: 'anywhere' }}>{intl.formatMessage(messages.step2, { variable: keyVariable, example: keyExample })}</List.Item>
                <List.Item>{intl.formatMessage(messages.step3)}</List.Item>
              </List>
            </>
          )}
          {!onModelsPage && (
            <LinkButton to={to('/ai-models')} variant="light" mx="auto" mt="xs">
              {intl.formatMessage(messages.manage)}
            </LinkButton>
          )}
        </Stack>
      </EmptyState>
    </Paper>
  );
}
