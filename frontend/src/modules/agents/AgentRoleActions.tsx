import { Group, Text } from '@mantine/core';
import { defineMessage, useIntl } from 'react-intl';
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { useListParams } from '@/modules/ui/list/useListParams';
import { agentListCodec } from './agentListParams';
import { useCanManageAgentRoles } from './useCanManageAgentRoles';
import type { AgentRoleActions_query$key } from './__generated__/AgentRoleActions_query.graphql';

const roleMessage = defineMessage<{ name: string }>({ id: 'agent.role.selected', defaultMessage: 'Agent role “{name}”' });

/**
 * The agent role the list is filtered by, with its Delete for Management (issue 35): to the trash
 * with Undo, refused while agents have it, archived ones too (the dialog counts them). Deleted, it
 * leaves the role pickers of this tab and the filter; nothing while no role is chosen.
 */
export function AgentRoleActions({ query }: { query: AgentRoleActions_query$key }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment AgentRoleActions_query on Query {
        agentRoles {
          id
          name
        }
        ...useCanManageAgentRoles_query
      }
    `,
    query,
  );
  const canManage = useCanManageAgentRoles(data);
  const { params, update } = useListParams(agentListCodec);
  const role = data.agentRoles.find((candidate) => candidate.id === params.roleId);
  if (!canManage || !role) return null;
  const deleted = () => {
    // `agentRoles` is a plain list, which the shared deletion (connections only) does not reach.
    commitLocalUpdate(environment, (store) => {
      const root = store.getRoot();
      const roles = root.getLinkedRecords('agentRoles');
      if (roles) root.setLinkedRecords(roles.filter((record) => record?.getDataID() !== role.id), 'agentRoles');
    });
    update({ roleId: null });
  };
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap" data-testid="agent-role-actions">
      <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
        {intl.formatMessage(roleMessage, { name: role.name })}
      </Text>
      <DeleteButton id={role.id} name={role.name} size="xs" onDeleted={deleted} />
    </Group>
  );
}
