import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createOperationDescriptor, Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { MyTaskList } from '@/modules/tasks/MyTaskList';
import type { TaskListFilter } from '@/modules/tasks/taskListParams';
import { openPicker, options, stubScrolling } from '@/test/combobox';
import { renderWithProviders } from '@/test/renderWithProviders';
import MyTasksPageQuery, { type MyTasksPageQuery as Query } from './__generated__/MyTasksPageQuery.graphql';

const me = 'Employee:7';

function task(n: number, version: number) {
  return {
    __typename: 'Task',
    id: `Task:${n}`,
    version,
    title: `Report ${n}`,
    statusId: 1,
    priorityId: 2,
    dueDate: null,
    updatedAt: '2026-12-01T09:00:00Z',
    assignee: { id: me, name: 'Aoi Sato', avatarUrl: null },
  };
}

/** A batch as the server answers `startBulkEdit`: running, nothing done yet. */
const running = { __typename: 'BulkEdit', id: 'BulkEdit:1', type: 'Task', field: 'priority', status: 'RUNNING', total: 2, done: 0, changed: 0, unchanged: 0, refused: 0, canUndo: false, undoOf: null, undoneBy: null, refusals: [] };

/**
 * My tasks (two of 45 shown, the filter "open"), over a server that offers the task list's bulk
 * fields; `asked` keeps every operation sent with its variables.
 */
function renderMyTasks(filter: TaskListFilter) {
  const asked: { name: string; variables: Variables }[] = [];
  const answer = (request: RequestParameters, variables: Variables): GraphQLResponse => {
    asked.push({ name: request.name, variables });
    if (request.name === 'useBulkFieldsQuery') return { data: { bulkFields: ['status', 'priority', 'assignee', 'delete'] } };
    if (request.name === 'useStartBulkEditMutation') return { data: { startBulkEdit: { bulkEdit: running } } };
    return { data: { node: running } };
  };
  const environment = new Environment({
    network: Network.create(
      (request, variables) => Observable.from(answer(request, variables)),
      () => Observable.create<GraphQLResponse>(() => undefined),
    ),
    store: new Store(new RecordSource()),
  });
  const variables = { first: 20, filter, orderBy: null };
  environment.commitPayload(createOperationDescriptor(MyTasksPageQuery, variables), {
    profile: { employeeId: me },
    myTasks: {
      totalCount: 45,
      totalCountCapped: false,
      edges: [
        { cursor: 'a', node: task(1, 3) },
        { cursor: 'b', node: task(2, 8) },
      ],
      pageInfo: { endCursor: 'b', hasNextPage: true },
    },
    employees: { edges: [] },
  });
  function Page() {
    const data = useLazyLoadQuery<Query>(MyTasksPageQuery, variables, { fetchPolicy: 'store-only' });
    return <MyTaskList query={data} filter={filter} />;
  }
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Page />
    </RelayEnvironmentProvider>,
    { path: '/my-tasks?status=1' },
  );
  return asked;
}

function pick(label: string, name: string) {
  openPicker(label);
  const option = options().find((candidate) => candidate.textContent === name);
  expect(option, `${label}: ${name}`).toBeTruthy();
  fireEvent.click(option as HTMLElement);
}

function started(asked: { name: string; variables: Variables }[]) {
  return asked.find((operation) => operation.name === 'useStartBulkEditMutation')?.variables.input;
}

describe('my tasks in bulk (issue 35 §2)', () => {
  it('changes the chosen rows, each at the version it is shown at', async () => {
    stubScrolling();
    const asked = renderMyTasks({ statusIds: [1] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Report 2' }));
    await screen.findByText('1 selected');
    pick('Change', 'Priority');
    pick('To', 'High');
    fireEvent.click(screen.getByRole('button', { name: 'Apply to 1 item' }));
    await waitFor(() => expect(started(asked)).toEqual({ type: 'Task', field: 'priority', value: 1, items: [{ id: 'Task:2', version: 8 }] }));
  });

  it('"all matching" changes the reader’s own tasks of the filter, never anyone else’s', async () => {
    stubScrolling();
    const asked = renderMyTasks({ statusIds: [1] });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select every row on this page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 45 matching this filter' }));
    pick('Change', 'Priority');
    pick('To', 'High');
    fireEvent.click(screen.getByRole('button', { name: 'Apply to 45 items' }));
    await waitFor(() => expect(started(asked)).toEqual({ type: 'Task', field: 'priority', value: 1, filter: { statusIds: [1], assigneeIds: [me] } }));
  });
});
