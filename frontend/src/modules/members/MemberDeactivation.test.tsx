import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberDetailPageQuery } from '@/pages/members/MemberDetailPageQuery';
import type { MemberDetailPageQuery as PageQuery } from '@/pages/members/__generated__/MemberDetailPageQuery.graphql';
import { renderRelayPage } from '@/test/renderRelayPage';
import { MemberProfile } from './MemberProfile';

afterEach(() => {
  act(() => notifications.clean());
});

const memberId = 'Employee:7';

interface Dependents {
  openTasks: number;
  assignedIssues: number;
  workflowInstances: number;
  soleApproverRoles: { roleId: number; name: string }[];
}

function setup(dependents: Dependents, locale: 'en' | 'ja' = 'en') {
  const member = {
    __typename: 'Employee',
    id: memberId,
    name: 'Kenji Sato',
    email: 'kenji@example.com',
    avatarUrl: null,
    registeredAt: '2026-01-10T09:00:00Z',
    version: 4,
    active: true,
    deactivatedAt: null as string | null,
    roles: [{ roleId: 3, name: 'Legal' }],
  };
  const sent: string[] = [];
  const responses: Record<string, () => unknown> = {
    MemberDetailPageQuery: () => ({
      node: member,
      profile: { employeeId: 'Employee:1', roles: [{ roleId: 1 }] },
      roles: [
        { roleId: 1, name: 'Admin' },
        { roleId: 3, name: 'Legal' },
      ],
      deletedRoles: [],
    }),
    HistoryPanelQuery: () => ({ history: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } }, latest: { totalCount: 0 } }),
    DeactivateMemberButtonQuery: () => ({ node: { __typename: 'Employee', id: memberId, dependents } }),
    useDeactivateEmployeeMutation: () => {
      member.active = false;
      member.deactivatedAt = '2026-03-02T09:00:00Z';
      member.version += 1;
      return { deactivateEmployee: { employee: { id: memberId, active: false, deactivatedAt: member.deactivatedAt, version: member.version } } };
    },
    useReactivateEmployeeMutation: () => {
      member.active = true;
      member.deactivatedAt = null;
      member.version += 1;
      return { reactivateEmployee: { employee: { id: memberId, active: true, deactivatedAt: null, version: member.version, roles: member.roles } } };
    },
  };
  const environment = new Environment({
    network: Network.create((request) => {
      sent.push(request.name);
      return Observable.from({ data: responses[request.name]() } as GraphQLResponse);
    }),
    store: new Store(new RecordSource()),
  });
  function Page() {
    const data = useLazyLoadQuery<PageQuery>(MemberDetailPageQuery, { id: memberId });
    const employee = data.node?.MemberProfile_employee;
    return employee ? <MemberProfile employee={employee} admin self={false} roleOptions={data.roles} deletedRoles={data.deletedRoles} /> : null;
  }
  renderRelayPage(environment, <Page />, { path: '/members/7', locale });
  return { sent };
}

describe('deactivating and reactivating a member', () => {
  it('lists what stays assigned, names the roles only they approve, and can be undone by Reactivate', async () => {
    const { sent } = setup({ openTasks: 3, assignedIssues: 0, workflowInstances: 1, soleApproverRoles: [{ roleId: 3, name: 'Legal' }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate member?' });
    const leaves = await within(dialog).findByTestId('member-deactivate-leaves');
    const links = within(leaves).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['3 open tasks', '/tasks?assignee=Employee%3A7&status=1,2'],
      ['1 workflow in progress they own', '/workflow-instances?owner=Employee%3A7&progress=IN_PROGRESS'],
    ]);
    expect(within(dialog).getByTestId('member-deactivate-sole-approver').textContent).toContain(
      'They are the only active member holding “Legal”. Workflow steps waiting for this role will have nobody who can approve them: a manager will have to reassign those steps’ approver.',
    );
    expect(within(dialog).getByText('You can reactivate them later from this page; they get back the roles they held.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate member' }));
    await screen.findByText('Member deactivated.');
    // The payload turns the badge and the action over in place.
    await screen.findByRole('button', { name: 'Reactivate' });
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.getAllByText('Deactivated').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reactivate member?' });
    expect(within(confirm).getByText('Kenji Sato will be able to sign in again, with the roles they held.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reactivate member' }));
    await screen.findByText('Member reactivated.');
    await screen.findByRole('button', { name: 'Deactivate' });
    expect(screen.getByText('Active')).toBeTruthy();
    expect(sent.filter((name) => name.endsWith('Mutation'))).toEqual(['useDeactivateEmployeeMutation', 'useReactivateEmployeeMutation']);
  });

  it('says nothing stays assigned when nothing does, in Japanese', async () => {
    setup({ openTasks: 0, assignedIssues: 0, workflowInstances: 0, soleApproverRoles: [] }, 'ja');
    fireEvent.click(await screen.findByRole('button', { name: '無効化' }));
    const dialog = await screen.findByRole('dialog', { name: 'メンバーを無効化しますか？' });
    await within(dialog).findByText(/このメンバーに残る担当はありません/);
    expect(within(dialog).queryByTestId('member-deactivate-sole-approver')).toBeNull();
    expect(within(dialog).getByText('あとからこのページで再び有効にできます。保有していたロールもそのまま戻ります。')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'メンバーを無効化' })).toBeTruthy());
  });
});
