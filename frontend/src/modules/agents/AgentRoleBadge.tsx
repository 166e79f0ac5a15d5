import { Badge, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { roleCategories } from '@/modules/members/roleCategories';

/** An agent's role with its category (Management, Execution). */
export function AgentRoleBadge({ name, roleCategoryId }: { name: string; roleCategoryId: number }) {
  const intl = useIntl();
  const category = roleCategories.find((candidate) => candidate.id === roleCategoryId);
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" tt="none" data-testid="agent-role">
        {name}
      </Badge>
      {category && (
        <Badge variant="outline" color={roleCategoryId === 1 ? 'grape' : 'gray'} size="sm" tt="none" data-testid="agent-role-category">
          {intl.formatMessage(category.label)}
        </Badge>
      )}
    </Group>
  );
}
