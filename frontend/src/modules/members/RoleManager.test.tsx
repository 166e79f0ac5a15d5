import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { MembersPageQuery } from '@/pages/members/MembersPageQuery';
import type { MembersPageQuery as MembersPageQueryType } from '@/pages/members/__generated__/MembersPageQuery.graphql';
import { renderWithProviders } from '@/test/renderWithProviders';
import { MemberFilters } from './MemberFilters';
import { RoleManager } from './RoleManager';

const page = {
  profile: { roles: [{ roleId: 1 }] },
  employees: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
  roles: [
    { roleId: 1, name: 'Admin', roleCategoryId: 1, memberCount: 1 },
    { roleId: 2, name: 'Engineer', roleCategoryId: 2, memberCount: 4 },
  ],
};

const responses: Record<string, (variables: Record<string, unknown>) => unknown> = {
  MembersPageQuery: () => page,
  useCreateRoleMutation: () => ({ createRole: { role: { roleId: 3, name: 'Operator', roleCategoryId: 2, memberCount: 0, version: 1 } } }),
  useRenameRoleMutation: () => ({ renameRole: { role: { roleId: 3, name: 'Dispatcher', version: 2 } } }),
  useDeleteRoleMutation: () => ({ deleteRole: { deletedRoleId: 3 } }),
};

function setup() {
  const sent: string[] = [];
  const environment = new Environment({
    network: Network.create((request, variables) => {
      sent.push(request.name);
      return Observable.from({ data: responses[request.name](variables) } as GraphQLResponse);
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
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense>
        <Members />
      </Suspense>
    </RelayEnvironmentProvider>,
    { path: '/members' },
  );
  return { sent };
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

describe('RoleManager', () => {
  it('shows a created, renamed and deleted role in the list and the role filter without re-running the query', async () => {
    const { sent } = setup();
    await screen.findByText('Engineer', { selector: 'td *' });
    expect(await filterOptions()).toEqual(['Admin', 'Engineer']);

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

    fireEvent.click(screen.getByRole('button', { name: 'Delete Dispatcher' }));
    await waitFor(() => expect(table().queryByText('Dispatcher')).toBeNull());
    expect(table().getByText('Engineer')).toBeTruthy();
    expect(await filterOptions()).toEqual(['Admin', 'Engineer']);

    expect(sent).toEqual(['MembersPageQuery', 'useCreateRoleMutation', 'useRenameRoleMutation', 'useDeleteRoleMutation']);
  });
});
