import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useWorkflowRoleOptions_query$key } from './__generated__/useWorkflowRoleOptions_query.graphql';

export interface WorkflowRoleOption {
  roleId: number;
  name: string;
}

/** The roles a step's approver may be (every role; read from the existing `roles` query), by name. */
export function useWorkflowRoleOptions(query: useWorkflowRoleOptions_query$key): readonly WorkflowRoleOption[] {
  const data = useFragment(
    graphql`
      fragment useWorkflowRoleOptions_query on Query {
        roles {
          roleId
          name
        }
      }
    `,
    query,
  );
  return useMemo(() => [...data.roles].map((role) => ({ roleId: role.roleId, name: role.name })).sort((a, b) => a.name.localeCompare(b.name)), [data]);
}
