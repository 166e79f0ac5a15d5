import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import type { useCreateAgentRoleMutation } from './__generated__/useCreateAgentRoleMutation.graphql';

const mutation = graphql`
  mutation useCreateAgentRoleMutation($input: CreateAgentRoleInput!) {
    createAgentRole(input: $input) {
      agentRole {
        id
        name
        roleCategoryId
        agentCount
      }
    }
  }
`;

/**
 * createAgentRole (Management). The new role joins the store's `agentRoles` list (every picker
 * and filter reads it), so it can be chosen at once without reloading the page.
 */
export function useCreateAgentRole() {
  return useStoreMutation<useCreateAgentRoleMutation>(mutation, (store, data) => {
    const role = data?.createAgentRole.agentRole;
    const root = store.getRoot();
    const roles = root.getLinkedRecords('agentRoles');
    const record = role ? store.get(role.id) : null;
    if (roles && record && !roles.some((existing) => existing?.getDataID() === role?.id)) {
      root.setLinkedRecords([...roles, record], 'agentRoles');
    }
  });
}
