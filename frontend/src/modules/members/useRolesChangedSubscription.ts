import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { listAsDeleted, listedRoles, roleFields, unlistRole } from './roleLists';
import type { useRolesChangedSubscription as Subscription } from './__generated__/useRolesChangedSubscription.graphql';

const subscription = graphql`
  subscription useRolesChangedSubscription {
    rolesChanged {
      ...roleLists_role
    }
  }
`;

/**
 * A `rolesChanged` message into the store's root `roles` list: a role already listed keeps its
 * record with the new values copied in (what other readers selected of it stays); a new one is
 * listed from the message; one gone was deleted and moves to `deletedRoles`, one back from there
 * was restored. A list not fetched yet is left to the next query.
 */
export function applyRolesChanged(store: RecordSourceSelectorProxy): void {
  const sent = store.getPluralRootField('rolesChanged');
  const listed = listedRoles(store, 'roles');
  if (!sent || !listed) return;
  const byId = new Map(listed.map((record) => [record.getValue('roleId'), record]));
  const roles = sent
    .filter((record): record is RecordProxy => record != null)
    .map((record) => {
      const kept = byId.get(record.getValue('roleId'));
      if (!kept) return record;
      for (const field of roleFields) {
        kept.setValue(record.getValue(field), field);
      }
      return kept;
    });
  // A role leaves the list only when deleted, and comes back only when restored: "Deleted
  // roles" follows too, whichever comes first, this message or the mutation's own answer.
  const sentIds = new Set(roles.map((record) => record.getValue('roleId')));
  for (const record of listed) {
    if (!sentIds.has(record.getValue('roleId'))) listAsDeleted(store, record);
  }
  for (const roleId of sentIds) unlistRole(store, 'deletedRoles', roleId);
  store.getRoot().setLinkedRecords(roles, 'roles');
}

/**
 * Keeps the store's root `roles` list as the server's (issue 35: role pickers were read once):
 * the first message is the list as it is, then every role created, renamed, deleted or
 * restored sends it again ([`applyRolesChanged`]). Mounted once by the signed-in layout, so every picker and the roles section
 * follow, and a reconnect re-syncs them through the first message.
 */
export function useRolesChangedSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: applyRolesChanged,
      onError: (error) => console.warn('rolesChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
}
