import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from '@/modules/relay/ClientError';
import { renderRelayPage } from '@/test/renderRelayPage';
import { DeleteButton } from './DeleteButton';

afterEach(() => {
  act(() => notifications.clean());
});

const id = 'UHJvamVjdDo3';

/** Where the app is, so a test sees where Undo went. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function setup({ refuse = false, locale = 'en', version }: { refuse?: boolean; locale?: 'en' | 'ja'; version?: number } = {}) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const environment = new Environment({
    network: Network.create((request, variables) => {
      sent.push({ name: request.name, variables });
      if (request.name === 'useDeleteNodeMutation' && refuse) {
        // Someone asked a question and filed an issue on the project.
        const dependents = { questions: 2, applications: 0, issues: 1 };
        return Observable.create<GraphQLResponse>((sink) => sink.error(new ClientError('201.J001.001', 'Project is in use', null, 200, { code: '201.J001.001', dependents })));
      }
      if (request.name === 'useDeleteNodeMutation') return Observable.from({ data: { deleteNode: { deletedId: id } } } as GraphQLResponse);
      return Observable.from({ data: { restoreNode: { restoredId: id, node: { __typename: 'Project', id } } } } as GraphQLResponse);
    }),
    store: new Store(new RecordSource()),
  });
  const onDeleted = vi.fn();
  renderRelayPage(
    environment,
    <>
      <Where />
      <DeleteButton id={id} name="Apollo" version={version} onDeleted={onDeleted} />
    </>,
    { path: locale === 'ja' ? `/ja/projects/${id}` : `/projects/${id}`, locale },
  );
  return { sent, onDeleted };
}

describe('DeleteButton', () => {
  it('asks, moves the entity to the trash, and the notice’s Undo restores it and opens its page again', async () => {
    const { sent, onDeleted } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to the trash' });
    within(dialog).getByText('Move “Apollo” to the trash? It leaves every list at once, and it can be restored from the trash as it was.');
    expect(sent).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ name: 'useDeleteNodeMutation', variables: { input: { id, expectedVersion: null } } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notice = await screen.findByTestId('trash-deleted');
    expect(notice.textContent).toContain('Apollo was moved to the trash.');

    fireEvent.click(within(notice).getByRole('button', { name: 'Undo deleting Apollo' }));
    const restored = await screen.findByTestId('trash-restored');
    expect(restored.textContent).toContain('Apollo was restored.');
    expect(within(restored).getByRole('link', { name: 'Open Apollo' }).getAttribute('href')).toBe(`/projects/${id}`);
    expect(sent.map((request) => request.name)).toEqual(['useDeleteNodeMutation', 'useRestoreNodeMutation']);
    expect(sent[1].variables).toEqual({ input: { id } });
    expect(screen.getByTestId('where').textContent).toBe(`/projects/${id}`);
    // Undo hid its own notice.
    await waitFor(() => expect(screen.queryByTestId('trash-deleted')).toBeNull());
  });

  it('sends the version the page shows, so the server refuses a delete of what changed since', async () => {
    const { sent, onDeleted } = setup({ version: 7 });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to the trash' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(sent[0]).toEqual({ name: 'useDeleteNodeMutation', variables: { input: { id, expectedVersion: 7 } } });
  });

  it('says what depends on it when the server refuses, and Delete is then disabled', async () => {
    const { sent, onDeleted } = setup({ refuse: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to the trash' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const inUse = await within(dialog).findByTestId('trash-delete-in-use');
    // Kinds counted 0 are left out.
    expect(inUse.textContent).toBe('“Apollo” is in use by 2 questions and 1 issue, so it cannot be deleted.');
    expect(within(dialog).getByRole('alert').textContent).toContain('Project is in use');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(sent.map((request) => request.name)).toEqual(['useDeleteNodeMutation']);
    expect(onDeleted).not.toHaveBeenCalled();

    // Closed and opened again, it asks afresh.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Move to the trash' });
    expect(within(again).queryByTestId('trash-delete-in-use')).toBeNull();
    expect(within(again).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
  });

  it('speaks Japanese under /ja, the refusal’s dependents too', async () => {
    setup({ refuse: true, locale: 'ja' });
    fireEvent.click(await screen.findByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'ごみ箱に移動' });
    within(dialog).getByText('「Apollo」をごみ箱に移動しますか？ すべての一覧からすぐに消え、ごみ箱から元のとおりに復元できます。');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    const inUse = await within(dialog).findByTestId('trash-delete-in-use');
    expect(inUse.textContent).toBe('「Apollo」は2件の質問、1件の課題で使われているため、削除できません。');
    expect(within(dialog).getByRole('alert').textContent).toContain('プロジェクトは使用中です');
  });
});
