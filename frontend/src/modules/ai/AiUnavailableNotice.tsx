import { Code, List, Paper, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { EmptyState } from '@/modules/ui/EmptyState';
import { LinkButton } from '@/modules/ui/LinkButton';

const messages = defineMessages({
  noProvider: { id: 'ai.unavailable.noProvider', defaultMessage: 'No AI provider is configured on this server' },
  noModel: { id: 'ai.unavailable.noModel', defaultMessage: 'No AI model is available' },
  noModelBody: {
    id: 'ai.unavailable.noModelBody',
    defaultMessage: 'Answers come only from a real AI model: an administrator has to enable a model whose provider is configured on this server.',
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
  /** No provider is configured at all (else: providers exist, but no enabled model uses one). */
  noProvider?: boolean;
  /** Offer the link to /ai-models (admins). */
  canManage?: boolean;
}

/**
 * Said plainly where an AI feature cannot work: no provider is configured, or no enabled model
 * has a configured provider. How an operator configures one, in the reader's language. Never a
 * made-up answer instead.
 */
export function AiUnavailableNotice({ noProvider = false, canManage = false }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <Paper withBorder radius="md" p="md" data-testid="ai-unavailable">
      <EmptyState title={intl.formatMessage(noProvider ? messages.noProvider : messages.noModel)}>
        <Stack gap="xs" maw={640} miw={0} w="100%">
          {!noProvider && (
            <Text size="sm" c="dimmed" ta="center">
              {intl.formatMessage(messages.noModelBody)}
            </Text>
          )}
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
          {canManage && (
            <LinkButton to={to('/ai-models')} variant="light" mx="auto" mt="xs">
              {intl.formatMessage(messages.manage)}
            </LinkButton>
          )}
        </Stack>
      </EmptyState>
    </Paper>
  );
}
