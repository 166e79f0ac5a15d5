import { graphql, useFragment } from 'react-relay';
import { adminRoleId } from '@/modules/members/isAdmin';
import type { useCanManageAgentRoles_query$key } from './__generated__/useCanManageAgentRoles_query.graphql';

/** Management: the Admin role or any role in the Management category (1), as the server's policy reads it. */
const managementCategoryId = 1;

/**
 * Whether the viewer may create agent roles (createAgentRole is Management's). Only hides the
 * button: the server decides, and its refusal is shown as it says it.
 */
export function useCanManageAgentRoles(query: useCanManageAgentRoles_query$key): boolean {
  const data = useFragment(
    graphql`
      fragment useCanManageAgentRoles_query on Query {
        profile {
          roles {
            roleId
          }
        }
        roles {
          roleId
          roleCategoryId
        }
      }
    `,
    query,
  );
  const management = new Set(data.roles.filter((role) => role.roleCategoryId === managementCategoryId).map((role) => role.roleId));
  return data.profile.roles.some((role) => role.roleId === adminRoleId || management.has(role.roleId));
}
