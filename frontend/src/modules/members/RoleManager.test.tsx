import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientError } from '@/modules/relay/ClientError';
import { MembersPageQuery } from '@/pages/members/MembersPageQuery';
import type { MembersPageQuery as MembersPageQueryType } from '@/pages/members/__generated__/MembersPageQuery.graphql';
import { renderRelayPage } from '@/test/renderRelayPage';
import { MemberFilters } from './MemberFilters';
import type { RoleDependentCounts } from './roleDependents';
import { RoleManager } from './RoleManager';

afterEach(() => {
  act(() => notifications.clean());
});

interface ServerRole {
  roleId: number;
  name: string;
  roleCategoryId: number;
  memberCount: number;
  version: number;
  deleted: boolean;
  dependents: RoleDependentCounts;
}

const none: RoleDependentCounts = { members: 0, documents: 0, permissionCategories: 0, workflowTemplates: 0, workflowInstances: 0, total: 0 };

/** A small fake server: the roles it holds, deleted ones included, and what depends on each. */
function fakeServer(options: { refuseDelete?: RoleDependentCounts } = {}) {
  const roles: ServerRole[] = [
    { roleId: 1, name: 'Admin', roleCategoryId: 1, memberCount: 1, version: 1, deleted: false, dependents: { ...none, members: 1, total: 1 } },
    {
      roleId: 2,
      name: 'Engineer',
      roleCategoryId: 2,
      memberCount: 4,
      version: 1,
      deleted: false,
      dependents: { members: 4, documents: 0, permissionCategories: 2, workflowTemplates: 0, workflowInstances: 1, total: 7 },
    },
    { roleId: 5, name: 'Auditor', roleCategoryId: 2, memberCount: 0, version: 3, deleted: true, dependents: none },
  ];
  const live = () => roles.filter((role) => !role.deleted).sort((a, b) => a.roleId - b.roleId);
  const withoutDependents = ({ dependents: _dependents, ...role }: ServerRole) => role;
  const find = (roleId: unknown) => {
    const role = roles.find((candidate) => candidate.roleId === roleId);
    if (!role) throw new Error(`no role ${String(roleId)}`);
    return role;
  };
  const input = (variables: Record<string, unknown>) => variables.input as Record<string, unknown>;
  const responses: Record<string, (variables: Record<string, unknown>) => unknown> = {
    MembersPageQuery: () => ({
      profile: { roles: [{ roleId: 1 }] },
      employees: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
      roles: live().map(withoutDependents),
      deletedRoles: roles.filter((role) => role.deleted).map(withoutDependents),
    }),
    RoleDeleteModalQuery: () => ({ roles: live() }),
    useCreateRoleMutation: (variables) => {
      const role: ServerRole = { roleId: 3, name: String(input(variables).name), roleCategoryId: Number(input(variables).roleCategoryId), memberCount: 0, version: 1, deleted: false, dependents: none };
      roles.push(role);
      return { createRole: { role: withoutDependents(role) } };
    },
    useRenameRoleMutation: (variables) => {
      const role = find(input(variables).roleId);
      role.name = String(input(variables).name);
      role.version += 1;
      return { renameRole: { role: { roleId: role.roleId, name: role.name, version: role.version } } };
    },
    useDeleteRoleMutation: (variables) => {
      const role = find(input(variables).roleId);
      if (options.refuseDelete) throw new ClientError('201.M001.003', 'Role is in use', null, 200, { code: '201.M001.003', dependents: options.refuseDelete });
      role.deleted = true;
      return { deleteRole: { deletedRoleId: role.roleId } };
    },
    useRestoreRoleMutation: (variables) => {
      const role = find(input(variables).roleId);
      role.deleted = false;
      role.version += 1;
      return { restoreRole: { role: withoutDependents(role) } };
    },
  };
  return { roles, responses };
}

function setup(options: { refuseDelete?: RoleDependentCounts; locale?: 'en' | 'ja' } = {}) {
  const server = fakeServer(options);
  const sent: string[] = [];
  const environment = new Environment({
    network: Network.create((request, variables) => {
      sent.push(request.name);
      try {
        return Observable.from({ data: server.responses[request.name](variables) } as GraphQLResponse);
      } catch (error) {
        return Observable.create<GraphQLResponse>((sink) => sink.error(error as Error));
      }
    }),
    store: new Store(new RecordSource()),
  });
  function Members() {
    const data = useLazyLoadQuery<MembersPageQueryType>(MembersPageQuery, { first: 20, filter: null });
    return (
      <>
        <MemberFilters query={data} />
        <RoleManager query={data} />
      </>
    );
  }
  renderRelayPage(environment, <Members />, { path: '/members', locale: options.locale });
  return { sent, server };
}

const table = () => within(screen.getByRole('table'));

/** The role filter's options (Mantine renders the dropdown in a portal; jsdom runs no transition). */
async function filterOptions(): Promise<string[]> {
  const filter = screen.getByRole('combobox', { name: 'Role' });
  fireEvent.click(filter);
  const listbox = await waitFor(() => {
    const element = document.getElementById(filter.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the role filter did not open');
    return element;
  });
  const options = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(filter, { key: 'Escape' });
  return options;
}

const deletedRoleNames = () =>
  screen.queryByTestId('deleted-roles')
    ? within(screen.getByTestId('deleted-roles'))
        .getAllByTestId('deleted-role')
        .map((row) => row.querySelector('p')?.textContent ?? '')
    : [];

describe('RoleManager', () => {
  it('creates, renames, deletes after asking, undoes and restores a role without re-running the query', async () => {
    const { sent } = setup();
    await screen.findByText('Engineer', { selector: 'td *' });
    expect(await filterOptions()).toEqual(['Admin', 'Engineer']);
    expect(deletedRoleNames()).toEqual(['Auditor']);

    fireEvent.change(screen.getByRole('textbox', { name: 'Role name' }), { target: { value: ' Operator ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(table().getByText('Operator')).toBeTruthy());
    const row = table().getByText('Operator').closest('tr');
    expect(row && within(row).getByText('Execution')).toBeTruthy();
    expect(row && within(row).getByText('0')).toBeTruthy();
    expect(await filterOptions()).toEqual(['Admin', 'Engineer', 'Operator']);

    fireEvent.click(screen.getByRole('button', { name: 'Rename Operator' }));
    const input = screen.getByRole('textbox', { name: 'Rename Operator' });
    fireEvent.change(input, { target: { value: 'Dispatcher' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(table().getByText('Dispatcher')).toBeTruthy());
    expect(await filterOptions()).toEqual(['Admin', 'Engineer', 'Dispatcher']);

    // The trash button asks first; nothing uses the role, so it can be deleted.
    fireEvent.click(screen.getByRole('button', { name: 'Delete Dispatcher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
    await within(dialog).findByText('Delete the role “Dispatcher”?');
    expect(table().getByText('Dispatcher')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await waitFor(() => expect(table().queryByText('Dispatcher')).toBeNull());
    expect(await filterOptions()).toEqual(['Admin', 'Engineer']);
    expect(deletedRoleNames()).toEqual(['Dispatcher', 'Auditor']);

    // Undo from the notification brings it back in its place.
    await screen.findByText('Role “Dispatcher” deleted.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo deleting Dispatcher' }));
    await waitFor(() => expect(table().getByText('Dispatcher')).toBeTruthy());
    await screen.findByText('Role “Dispatcher” restored.');
    expect(await filterOptions()).toEqual(['Admin', 'Engineer', 'Dispatcher']);
    expect(deletedRoleNames()).toEqual(['Auditor']);

    // "Deleted roles" restores an older deletion in the server's order (by id).
    fireEvent.click(screen.getByRole('button', { name: 'Restore Auditor' }));
    await waitFor(() => expect(table().getByText('Auditor')).toBeTruthy());
    expect(await filterOptions()).toEqual(['Admin', 'Engineer', 'Dispatcher', 'Auditor']);
    expect(screen.queryByTestId('deleted-roles')).toBeNull();

    expect(sent).toEqual([
      'MembersPageQuery',
      'useCreateRoleMutation',
      'useRenameRoleMutation',
      'RoleDeleteModalQuery',
      'useDeleteRoleMutation',
      'useRestoreRoleMutation',
      'useRestoreRoleMutation',
    ]);
  });

  it('says what depends on a role in use, links to its members and disables Delete', async () => {
    const { sent } = setup();
    await screen.findByText('Engineer', { selector: 'td *' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
    await within(dialog).findByText('“Engineer” cannot be deleted');
    const items = within(within(dialog).getByTestId('role-dependents'))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-kind'));
    expect(items).toEqual(['members', 'permissionCategories', 'workflowInstances']);
    expect(within(dialog).getByText('4 active members hold it')).toBeTruthy();
    expect(within(dialog).getByText('2 permission categories give it access')).toBeTruthy();
    expect(within(dialog).getByText('1 workflow in progress has a step it approves')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Show these members' }).getAttribute('href')).toBe('/members?role=2');
    expect(within(dialog).getByRole('link', { name: 'Open permission categories' }).getAttribute('href')).toBe('/documents?view=permissions');
    const confirm = within(dialog).getByRole('button', { name: 'Delete role' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(sent).not.toContain('useDeleteRoleMutation');
    expect(table().getByText('Engineer')).toBeTruthy();
  });

  it('shows the refusal and the counts the server sent when someone gave the role meanwhile', async () => {
    const refused = { ...none, members: 1, total: 1 };
    setup({ refuseDelete: refused, locale: 'ja' });
    await screen.findByText('Engineer', { selector: 'td *' });
    fireEvent.change(screen.getByRole('textbox', { name: 'ロール名' }), { target: { value: 'Operator' } });
    fireEvent.click(screen.getByRole('button', { name: 'ロールを追加' }));
    await waitFor(() => expect(table().getByText('Operator')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Operator を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'ロールを削除' });
    await within(dialog).findByText('ロール「Operator」を削除しますか？');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ロールを削除' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('このロールは使用中です');
    expect(within(dialog).getByText('有効なメンバー 1人がこのロールを持っています')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'ロールを削除' }).hasAttribute('disabled')).toBe(true);
    expect(table().getByText('Operator')).toBeTruthy();
  });
});
