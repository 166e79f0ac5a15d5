import { Anchor, Avatar, Group, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '../i18n/useLocalePath';
import { MemberRoleBadges } from './MemberRoleBadges';
import { MemberStatusBadge } from './MemberStatusBadge';
import type { MemberRow_employee$key } from './__generated__/MemberRow_employee.graphql';

/** One member in the list. */
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
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={data.avatarUrl} name={data.name} color="initials" radius="xl" size={32} alt="" />
          <div>
            <Anchor component={Link} to={to(`/members/${encodeURIComponent(data.id)}`)} fw={500}>
              {data.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {data.email}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <MemberRoleBadges roles={data.roles} />
      </Table.Td>
      <Table.Td>
        <MemberStatusBadge active={data.active} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{intl.formatDate(data.registeredAt, { dateStyle: 'medium' })}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
