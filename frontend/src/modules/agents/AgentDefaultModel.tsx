import { Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AgentDefaultModel_agent$key } from './__generated__/AgentDefaultModel_agent.graphql';

const messages = defineMessages({
  noModel: { id: 'agent.value.noModel', defaultMessage: 'No default model' },
});

/** An agent's default AI model by name, or a dimmed "No default model" (the list's cell, the detail's fact). */
export function AgentDefaultModel({ agent, testId }: { agent: AgentDefaultModel_agent$key; testId?: string }) {
  const intl = useIntl();
  const { defaultAiModel: model } = useFragment(
    graphql`
      fragment AgentDefaultModel_agent on Agent {
        defaultAiModel {
          id
          displayName
        }
      }
    `,
    agent,
  );
  return (
    <Text size="sm" c={model ? undefined : 'dimmed'} data-testid={testId}>
      {model?.displayName ?? intl.formatMessage(messages.noModel)}
    </Text>
  );
}
