import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDay } from '@/modules/ui/formatDate';
import { ListTextCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { MemberRoleBadges } from './MemberRoleBadges';
import { MemberStatusBadge } from './MemberStatusBadge';
import type { MemberRow_employee$key } from './__generated__/MemberRow_employee.graphql';

/** One member in the list (a card on a phone); the columns are MemberList's. */
export function MemberRow({ employee }: { employee: MemberRow_employee$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment MemberRow_employee on Employee {
        id
        name
        email
        avatarUrl
        registeredAt
        active
        roles {
          roleId
          name
        }
      }
    `,
    employee,
  );
  return (
    <ListRow data-testid="member-row">
      <ListCell column="name" primary>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={data.avatarUrl} name={data.name} color="initials" radius="xl" size={32} alt="" />
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={to(`/members/${encodeURIComponent(data.id)}`)} fw={500}>
              {data.name}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {data.email}
            </Text>
          </div>
        </Group>
      </ListCell>
      <ListCell column="roles">
        <MemberRoleBadges roles={data.roles} />
      </ListCell>
      <ListCell column="status">
        <MemberStatusBadge active={data.active} />
      </ListCell>
      <ListTextCell column="registeredAt" text={formatDay(intl, data.registeredAt)} />
    </ListRow>
  );
}
