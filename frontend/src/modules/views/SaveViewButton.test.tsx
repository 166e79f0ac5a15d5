import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { renderRelayPage } from '@/test/renderRelayPage';
import type { SavedViewList } from './savedViewLists';

/** A server that lists one role to share with and saves any view; `asked` keeps every operation with its variables. */
function server() {
  const asked: { name: string; variables: Variables }[] = [];
  const answer = (request: RequestParameters, variables: Variables): GraphQLResponse => {
    asked.push({ name: request.name, variables });
    if (request.name === 'SavedViewFormModalQuery') return { data: { roles: [{ roleId: 7, name: 'Sales' }] } };
    const input = variables.input as { list: string; name: string; query: string };
    return {
      data: {
        createSavedView: {
          savedView: { id: 'SavedView:1', list: input.list, name: input.name, query: input.query, version: 1, isMine: true, viewerCanEdit: true, sharedWithRole: null, owner: { id: 'Employee:1', name: 'Me' } },
        },
      },
    };
  };
  const environment = new Environment({
    network: Network.create((request, variables) => Observable.from(answer(request, variables))),
    store: new Store(new RecordSource()),
  });
  return { environment, asked };
}

function renderList(list: SavedViewList, path: string, locale: 'en' | 'ja' = 'en') {
  const { environment, asked } = server();
  renderRelayPage(
    environment,
    <ListPageFrame title="List" savedView={list}>
      <p>the list</p>
    </ListPageFrame>,
    { path, locale },
  );
  return asked;
}

describe('a list page’s "Save view" (issue 35 §5), placed by ListPageFrame', () => {
  // My tasks, projects, members and applications get it the same way as tasks and issues.
  it.each([
    ['my-tasks', '/my-tasks?q=nebula&sort=DUE_DATE&dir=asc&n=60', 'q=nebula&sort=DUE_DATE&dir=asc'],
    ['projects', '/projects?status=1&status=2&n=40', 'status=1&status=2'],
    ['members', '/members?q=ito', 'q=ito'],
    ['applications', '/applications', ''],
  ] as const)('saves the %s list’s filter and sort, without the rows loaded', async (list, path, query) => {
    const asked = renderList(list, path);
    fireEvent.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    fireEvent.change(screen.getByTestId('saved-view-name'), { target: { value: 'Mine this week' } });
    fireEvent.click(screen.getByTestId('saved-view-submit'));
    await screen.findByText('View saved. It is listed in the navigation.');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    const saved = asked.find((operation) => operation.name === 'useCreateSavedViewMutation');
    expect(saved?.variables.input).toEqual({ list, name: 'Mine this week', query, sharedWithRoleId: null });
  });

  it('is named in the reader’s language', async () => {
    renderList('my-tasks', '/ja/my-tasks', 'ja');
    expect(await screen.findByRole('button', { name: 'ビューを保存' })).toBeTruthy();
  });

  it('is not offered by a list page that names no saved-view list', () => {
    const { environment } = server();
    renderRelayPage(
      environment,
      <ListPageFrame title="Trash">
        <p>the trash</p>
      </ListPageFrame>,
    );
    expect(screen.queryByTestId('save-view')).toBeNull();
  });
});
