import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { TagBadge } from '@/modules/tags/TagBadge';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { agentPath } from './agentPaths';
import { AgentRoleBadge } from './AgentRoleBadge';
import type { AgentRow_agent$key } from './__generated__/AgentRow_agent.graphql';

const messages = defineMessages({
  archived: { id: 'agent.archived', defaultMessage: 'Archived' },
  noModel: { id: 'agent.value.noModel', defaultMessage: 'No default model' },
});

/** One row of the agent list (a card on a phone). */
export function AgentRow({ agent }: { agent: AgentRow_agent$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment AgentRow_agent on Agent {
        id
        name
        description
        archived
        updatedAt
        role {
          id
          name
          roleCategoryId
        }
        defaultAiModel {
          id
          displayName
        }
        tags {
          id
          name
          color
        }
      }
    `,
    agent,
  );
  return (
    <ListRow data-testid="agent-row">
      <ListCell column="name" primary>
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={to(agentPath(data.id))} fw={500} style={{ wordBreak: 'break-word' }}>
              {data.name}
            </Anchor>
            {data.archived && (
              <Badge color="gray" size="sm" data-testid="agent-archived">
                {intl.formatMessage(messages.archived)}
              </Badge>
            )}
          </Group>
          {data.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {data.description}
            </Text>
          )}
        </Stack>
      </ListCell>
      <ListCell column="role">
        {data.role && <AgentRoleBadge name={data.role.name} roleCategoryId={data.role.roleCategoryId} />}
      </ListCell>
      <ListCell column="model">
        <Text size="sm" c={data.defaultAiModel ? undefined : 'dimmed'}>
          {data.defaultAiModel?.displayName ?? intl.formatMessage(messages.noModel)}
        </Text>
      </ListCell>
      <ListCell column="tags">
        <Group gap={4}>
          {data.tags.map((tag) => (
            <TagBadge key={tag.id} name={tag.name} color={tag.color} />
          ))}
        </Group>
      </ListCell>
      <ListCell column="updatedAt">
        <Text size="sm" component="time" dateTime={isoDateTime(data.updatedAt)}>
          {formatDateTime(intl, data.updatedAt)}
        </Text>
      </ListCell>
    </ListRow>
  );
}
