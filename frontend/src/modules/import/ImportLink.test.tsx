import { screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { renderWithProviders } from '@/test/renderWithProviders';

/** A list page's frame over a server that lists `types` as the kinds the reader may import. */
function renderList(importType: string, types: string[]) {
  const asked: string[] = [];
  const environment = new Environment({
    network: Network.create((request) => {
      asked.push(request.name);
      return Observable.from({ data: { importKinds: types.map((type) => ({ type })) } } as GraphQLResponse);
    }),
    store: new Store(new RecordSource()),
  });
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <ListPageFrame title="Tasks" importType={importType}>
        <p>the list</p>
      </ListPageFrame>
    </RelayEnvironmentProvider>,
    { path: '/ja/tasks', locale: 'ja' },
  );
  return asked;
}

describe("a list's Import button (issue 35 §3)", () => {
  it('opens the import of its kind when the server lists the kind', async () => {
    const asked = renderList('Task', ['Organization', 'Task']);
    const link = await screen.findByRole('link', { name: 'インポート' });
    expect(link.getAttribute('href')).toBe('/ja/import/Task');
    expect(asked).toEqual(['useImportKindsQuery']);
  });

  it('is not there for a kind the reader may not import', async () => {
    const asked = renderList('Employee', ['Task']);
    await waitFor(() => expect(asked).toEqual(['useImportKindsQuery']));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
