import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClientError } from '@/modules/relay/ClientError';
import { WorkflowInstanceDetailPageQuery } from '@/pages/workflows/WorkflowInstanceDetailPageQuery';
import type { WorkflowInstanceDetailPageQuery as PageQuery } from '@/pages/workflows/__generated__/WorkflowInstanceDetailPageQuery.graphql';
import { renderRelayPage } from '@/test/renderRelayPage';
import { WorkflowInstanceDetail } from './WorkflowInstanceDetail';

// Mantine's autosize textarea listens to `document.fonts`, and its combobox scrolls the selected
// option into view: jsdom has neither.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
  }
});

afterEach(() => {
  act(() => notifications.clean());
});

interface StepShape {
  approverRoleId: number | null;
  approverRole: { roleId: number; name: string; deleted: boolean } | null;
  approverStranded: boolean;
  canReassignApprover: boolean;
}

function step(key: string, position: number, name: string, status: string, shape: StepShape) {
  return {
    key,
    position,
    name,
    description: '',
    status,
    startedAt: status === 'NOT_STARTED' ? null : '2026-03-01T09:00:00Z',
    dueAt: null,
    dueAfterHours: null,
    completedAt: null,
    completedBy: null,
    overdue: false,
    generated: false,
    waitingFor: status === 'IN_PROGRESS' ? 'APPROVER' : 'NOBODY',
    canDecide: false,
    expectedDocuments: [],
    documents: [],
    approvalDocument: null,
    ...shape,
  };
}

function instance(current: StepShape, isOwner = true) {
  return {
    __typename: 'WorkflowInstance',
    id: 'WorkflowInstance:1',
    name: 'Contract for Acme',
    isOwner,
    waitingForMe: false,
    progress: 'IN_PROGRESS',
    overdue: false,
    templateName: 'Contract signing',
    templateVersion: 1,
    template: { id: 'WorkflowTemplate:1' },
    owner: { id: 'Employee:1', name: 'Aiko Tanaka', avatarUrl: null },
    stepCount: 2,
    doneStepCount: 0,
    startedAt: '2026-03-01T09:00:00Z',
    completedAt: null,
    updatedAt: '2026-03-01T09:00:00Z',
    version: 3,
    currentStep: { key: 'review' },
    steps: [
      step('review', 0, 'Legal review', 'IN_PROGRESS', current),
      step('archive', 1, 'Archive the file', 'NOT_STARTED', { approverRoleId: null, approverRole: null, approverStranded: false, canReassignApprover: true }),
    ],
    generations: [],
  };
}

const roles = [
  { roleId: 1, name: 'Admin', memberCount: 1 },
  { roleId: 4, name: 'Finance', memberCount: 2 },
  { roleId: 6, name: 'Counsel', memberCount: 0 },
];

const deletedLegal: StepShape = {
  approverRoleId: 3,
  approverRole: { roleId: 3, name: 'Legal', deleted: true },
  approverStranded: true,
  canReassignApprover: true,
};

function setup(
  current: StepShape,
  { isOwner = true, reassign, locale = 'en' }: { isOwner?: boolean; reassign?: (variables: Record<string, unknown>) => unknown; locale?: 'en' | 'ja' } = {},
) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const responses: Record<string, (variables: Record<string, unknown>) => unknown> = {
    WorkflowInstanceDetailPageQuery: () => ({ node: instance(current, isOwner), roles }),
    HistoryPanelQuery: () => ({
      history: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
      latest: { totalCount: 0 },
    }),
    useDocumentSearchQuery: () => ({ documents: { edges: [] } }),
    useReassignWorkflowStepApproverMutation: (variables) => reassign?.(variables),
  };
  const environment = new Environment({
    network: Network.create((request, variables) => {
      sent.push({ name: request.name, variables });
      try {
        return Observable.from({ data: responses[request.name](variables) } as GraphQLResponse);
      } catch (error) {
        return Observable.create<GraphQLResponse>((sink) => sink.error(error as Error));
      }
    }),
    store: new Store(new RecordSource()),
  });
  function Page() {
    const data = useLazyLoadQuery<PageQuery>(WorkflowInstanceDetailPageQuery, { id: 'WorkflowInstance:1' });
    const detail = data.node?.WorkflowInstanceDetail_instance;
    return detail ? <WorkflowInstanceDetail instance={detail} query={data} /> : null;
  }
  renderRelayPage(environment, <Page />, { path: '/workflow-instances/1', locale });
  return { sent: () => sent.map((entry) => entry.name), mutations: () => sent.filter((entry) => entry.name.endsWith('Mutation')) };
}

/** Picks `option` in the Select labelled `label` (Mantine renders the dropdown in a portal). */
async function pick(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`${label} did not open`);
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('WorkflowStepPanel: a step nobody can approve', () => {
  it('names the deleted role, says nobody can approve, and never offers the owner "Mark step done"', async () => {
    setup(deletedLegal);
    const panel = await screen.findByTestId('workflow-step-panel');
    expect(within(panel).getByTestId('workflow-step-approver').textContent).toBe('Legal (deleted)');
    const warning = within(panel).getByTestId('workflow-step-stranded');
    expect(warning.textContent).toContain('Nobody can approve this step');
    expect(warning.textContent).toContain('The approver role “Legal” was deleted, so nobody can approve this step.');
    expect(warning.textContent).toContain('Reassign the approver to another role');
    expect(within(warning).getByRole('button', { name: 'Reassign approver' })).toBeTruthy();
    expect(within(panel).queryByTestId('workflow-mark-done')).toBeNull();
    expect(screen.queryByText(/you complete it/)).toBeNull();
    expect(within(panel).getByText('Approved by a holder of Legal (deleted)')).toBeTruthy();
    // The flow diagram marks the step too.
    expect(screen.getByTestId('workflow-flow-stranded').textContent).toBe('Nobody can approve');
  });

  it('says it in Japanese', async () => {
    setup(deletedLegal, { locale: 'ja' });
    const warning = await screen.findByTestId('workflow-step-stranded');
    expect(warning.textContent).toContain('承認ロール「Legal」は削除されているため、このステップを承認できる人がいません。');
    expect(screen.getByTestId('workflow-step-approver').textContent).toBe('Legal（削除済み）');
    expect(screen.getByRole('button', { name: '承認者を割り当て直す' })).toBeTruthy();
  });

  it('tells someone who may not reassign that a manager can, without the action', async () => {
    setup({ approverRoleId: 3, approverRole: { roleId: 3, name: 'Legal', deleted: false }, approverStranded: true, canReassignApprover: false }, { isOwner: false });
    const warning = await screen.findByTestId('workflow-step-stranded');
    expect(warning.textContent).toContain('No active member holds the approver role “Legal”, so nobody can approve this step.');
    expect(warning.textContent).toContain('A manager (Management role or admin) can reassign the approver');
    expect(screen.queryByRole('button', { name: 'Reassign approver' })).toBeNull();
    expect(screen.getByTestId('workflow-step-approver').textContent).toBe('Legal');
  });

  it('offers "Reassign approver" to a manager on a step that is not stranded', async () => {
    setup({ approverRoleId: 4, approverRole: { roleId: 4, name: 'Finance', deleted: false }, approverStranded: false, canReassignApprover: true });
    const panel = await screen.findByTestId('workflow-step-panel');
    expect(within(panel).queryByTestId('workflow-step-stranded')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Reassign approver' })).toBeTruthy();
  });
});

describe('ReassignApproverModal', () => {
  it('requires an approver and a reason before sending anything', async () => {
    const { mutations } = setup(deletedLegal);
    fireEvent.click(await screen.findByRole('button', { name: 'Reassign approver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign approver' });
    expect(within(dialog).getByText('Step: Legal review')).toBeTruthy();
    expect(within(dialog).getByText('Approver now: Legal (deleted)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign approver' }));
    await within(dialog).findByText('Choose the new approver.');
    expect(within(dialog).getByText('Write why the approver changes.')).toBeTruthy();
    // A reason of spaces only is no reason.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: '   ' } });
    await pick('New approver', 'Finance');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign approver' }));
    await within(dialog).findByText('Write why the approver changes.');
    expect(within(dialog).queryByText('Choose the new approver.')).toBeNull();
    expect(mutations()).toEqual([]);
  });

  it('warns when the chosen role has nobody, puts a coded refusal on its field, then reassigns to no approver', async () => {
    let attempt = 0;
    const { mutations } = setup(deletedLegal, {
      reassign: () => {
        attempt += 1;
        if (attempt === 1) throw new ClientError('203.W001.005', 'Invalid reason', 'reason');
        return {
          reassignWorkflowStepApprover: {
            workflowInstance: {
              ...instance({ approverRoleId: null, approverRole: null, approverStranded: false, canReassignApprover: true }),
              version: 4,
            },
          },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reassign approver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign approver' });
    const options = await (async () => {
      const select = within(dialog).getByRole('combobox', { name: 'New approver' });
      fireEvent.click(select);
      const listbox = await waitFor(() => {
        const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
        if (!element) throw new Error('the role select did not open');
        return element;
      });
      const names = within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent);
      fireEvent.keyDown(select, { key: 'Escape' });
      return names;
    })();
    // "No approver" first, then the roles by name; the step's own role is not offered.
    expect(options).toEqual(['No approver: the owner completes the step', 'Admin', 'Counsel', 'Finance']);
    await pick('New approver', 'Counsel');
    expect(within(dialog).getByTestId('workflow-reassign-nobody').textContent).toContain('No active member holds this role');
    await pick('New approver', 'No approver: the owner completes the step');
    expect(within(dialog).queryByTestId('workflow-reassign-nobody')).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: ' Legal was merged into Finance; the owner signs off. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign approver' }));
    // The server's coded refusal lands on the reason.
    await within(dialog).findByText('Invalid reason: write why, in at most 2,000 characters');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign approver' }));
    await screen.findByText('Approver reassigned.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reassign approver' })).toBeNull());
    expect(mutations().map((entry) => entry.variables)).toEqual([
      { input: { instanceId: 'WorkflowInstance:1', stepKey: 'review', approverRoleId: null, reason: 'Legal was merged into Finance; the owner signs off.' } },
      { input: { instanceId: 'WorkflowInstance:1', stepKey: 'review', approverRoleId: null, reason: 'Legal was merged into Finance; the owner signs off.' } },
    ]);
    // The payload updated the step: now the owner completes it.
    const panel = screen.getByTestId('workflow-step-panel');
    expect(within(panel).queryByTestId('workflow-step-stranded')).toBeNull();
    expect(within(panel).getByTestId('workflow-step-approver').textContent).toBe('Completed by the owner');
    expect(within(panel).getByTestId('workflow-mark-done')).toBeTruthy();
  });

  it('puts "identical" on the approver field', async () => {
    const { mutations } = setup(
      { approverRoleId: 4, approverRole: { roleId: 4, name: 'Finance', deleted: false }, approverStranded: false, canReassignApprover: true },
      {
        reassign: () => {
          throw new ClientError('204.X000.001', 'The submitted data is identical to current information.');
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reassign approver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign approver' });
    await pick('New approver', 'Admin');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Admins approve from now on.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign approver' }));
    const error = await within(dialog).findByText('The submitted data is identical to current information.');
    expect(error.closest('.mantine-Select-root, .mantine-InputWrapper-root')).toBeTruthy();
    expect(mutations()).toHaveLength(1);
  });
});
