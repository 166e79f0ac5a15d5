import { Badge, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { roleCategories } from '@/modules/members/roleCategories';
import type { AgentRoleBadge_role$key } from './__generated__/AgentRoleBadge_role.graphql';

/** An agent's role with its category (Management, Execution); nothing for an agent without one. */
export function AgentRoleBadge({ role }: { role: AgentRoleBadge_role$key | null | undefined }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AgentRoleBadge_role on AgentRole {
        name
        roleCategoryId
      }
    `,
    role,
  );
  if (!data) return null;
  const category = roleCategories.find((candidate) => candidate.id === data.roleCategoryId);
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" tt="none" data-testid="agent-role">
        {data.name}
      </Badge>
      {category && (
        <Badge variant="outline" color={data.roleCategoryId === 1 ? 'grape' : 'gray'} size="sm" tt="none" data-testid="agent-role-category">
          {intl.formatMessage(category.label)}
        </Badge>
      )}
    </Group>
  );
}
