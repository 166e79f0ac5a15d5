/** Role 1 is Admin: it manages members and roles. */
export const adminRoleId = 1;

/** Whether a profile's roles include Admin. */
export function isAdmin(roles: readonly { roleId: number }[] | null | undefined): boolean {
  return (roles ?? []).some((role) => role.roleId === adminRoleId);
}
