import { Badge, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { AiUnavailableNotice } from './AiUnavailableNotice';
import type { AiProviderList_query$key } from './__generated__/AiProviderList_query.graphql';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const messages = defineMessages({
  title: { id: 'ai.providers.title', defaultMessage: 'Providers' },
  hint: { id: 'ai.providers.hint', defaultMessage: 'Providers are set by the server’s operator (STAFFHUB_AI_PROVIDERS); keys are never shown.' },
  name: { id: 'ai.providers.name', defaultMessage: 'Name' },
  kind: { id: 'ai.providers.kind', defaultMessage: 'Kind' },
  baseUrl: { id: 'ai.providers.baseUrl', defaultMessage: 'Base URL' },
  key: { id: 'ai.providers.key', defaultMessage: 'API key' },
  keyYes: { id: 'ai.providers.keyYes', defaultMessage: 'Configured' },
  keyNo: { id: 'ai.providers.keyNo', defaultMessage: 'Not configured' },
  ANTHROPIC: { id: 'ai.providers.kind.anthropic', defaultMessage: 'Anthropic' },
  OPENAI_COMPATIBLE: { id: 'ai.providers.kind.openai', defaultMessage: 'OpenAI-compatible' },
});

/** The operator's providers (read only): name, kind, base URL and whether a key is set; how to add one when there is none. */
export function AiProviderList({ query }: { query: AiProviderList_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AiProviderList_query on Query {
        aiProviders {
          name
          kind
          baseUrl
          hasKey
        }
      }
    `,
    query,
  );
  const kindLabel = (kind: string) => (kind === 'ANTHROPIC' || kind === 'OPENAI_COMPATIBLE' ? intl.formatMessage(messages[kind]) : kind);
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.title)}>
      <Title order={2} size="h4">
        {intl.formatMessage(messages.title)}
      </Title>
      {data.aiProviders.length === 0 ? (
        <AiUnavailableNotice onModelsPage />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.hint)}
          </Text>
          <Paper withBorder radius="md">
            <ScrollTable
              minWidth={560}
              columns={[messages.name, messages.kind, messages.baseUrl, messages.key]}
              verticalSpacing="xs"
              aria-label={intl.formatMessage(messages.title)}
              data-testid="ai-providers"
            >
              {data.aiProviders.map((provider) => (
                <Table.Tr key={provider.name} data-testid="ai-provider">
                  <Table.Td fw={500}>{provider.name}</Table.Td>
                  <Table.Td>{kindLabel(provider.kind)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    <Code>{provider.baseUrl}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={provider.hasKey ? 'green' : 'gray'}>
                      {intl.formatMessage(provider.hasKey ? messages.keyYes : messages.keyNo)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          </Paper>
        </>
      )}
    </Stack>
  );
}
