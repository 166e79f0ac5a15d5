import { useRolesChangedSubscription } from './useRolesChangedSubscription';

/** Keeps the store's roles live (`useRolesChangedSubscription`); renders nothing. A component, so the signed-in layout can load it after the first paint. */
export function RolesLive() {
  useRolesChangedSubscription();
  return null;
}
