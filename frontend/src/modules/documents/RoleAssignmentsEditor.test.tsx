import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { RoleAssignmentsEditor } from './RoleAssignmentsEditor';

const assignments = [
  { roleId: 2, accessId: 1, roleName: null },
  { roleId: 4, accessId: 2, roleName: 'Finance' },
  { roleId: 9, accessId: 1, roleName: null },
];

describe('RoleAssignmentsEditor', () => {
  it.each([
    ['en', 'Auditor (deleted)', 'Deleted role #9'],
    ['ja', 'Auditor（削除済み）', '削除されたロール #9'],
  ] as const)('names a deleted role by its name, marked deleted (%s)', async (locale, deleted, unknown) => {
    renderWithProviders(
      <RoleAssignmentsEditor
        label="Roles"
        assignments={assignments}
        roles={[{ roleId: 4, name: 'Finance' }]}
        deletedRoles={[{ roleId: 2, name: 'Auditor' }]}
        onAssign={null}
        onUnassign={null}
        busy={false}
      />,
      { locale },
    );
    const rows = within(await screen.findByRole('table', { name: 'Roles' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([deleted, 'Finance', unknown]);
    expect(rows.map((row) => row.getAttribute('data-deleted'))).toEqual(['true', null, null]);
  });
});
