import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { useLocation } from 'react-router';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { ClientError } from '@/modules/relay/ClientError';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { Access } from './paletteCommands';
import { PaletteDialog, searchDebounceMs } from './PaletteDialog';

// Spotlight scrolls the selected row into view, which jsdom does not do.
Element.prototype.scrollIntoView ??= () => undefined;

type Answer = GraphQLResponse | ClientError;

/** An environment answering `search` with `answer(text)`; every request's variables are kept. */
function searchEnvironment(answer: (text: string) => Answer, requests: Variables[]) {
  const network = Network.create((_request: RequestParameters, variables: Variables) => {
    requests.push(variables);
    const result = answer(String(variables.text));
    return result instanceof ClientError ? Observable.from(Promise.reject(result)) : Observable.from(Promise.resolve(result));
  });
  return new Environment({ network, store: new Store(new RecordSource()) });
}

function hit(typename: string, id: string, title: string, subtitle: string | null = null) {
  return { title, subtitle, node: { __typename: typename, id } };
}

const acme: GraphQLResponse = {
  data: {
    search: {
      groups: [
        { area: 'tasks', totalCount: 12, hits: [hit('Task', 'VGFzazox', 'Call Acme back', 'Open'), hit('Task', 'VGFzazoy', 'Acme invoice', 'Done')] },
        { area: 'organizations', totalCount: 1, hits: [hit('Organization', 'T3JnOjE=', 'Acme Corporation', 'https://acme.example')] },
        { area: 'members', totalCount: 1, hits: [hit('Employee', 'RW1wOjM', 'Ann Acme', 'ann@acme.example')] },
      ],
    },
  },
};
const none: GraphQLResponse = { data: { search: { groups: [] } } };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function setup(answer: (text: string) => Answer, { locale = 'en', access = 'admin' }: { locale?: 'en' | 'ja'; access?: Access } = {}) {
  const requests: Variables[] = [];
  renderWithProviders(
    <RelayEnvironmentProvider environment={searchEnvironment(answer, requests)}>
      <PaletteDialog opened onClose={() => undefined} access={access} />
      <Where />
    </RelayEnvironmentProvider>,
    { locale, path: locale === 'ja' ? '/ja/tasks' : '/tasks' },
  );
  return { requests };
}

function input(): HTMLInputElement {
  return screen.getByRole('combobox') as HTMLInputElement;
}

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

function key(code: string) {
  fireEvent.keyDown(input(), { key: code, code });
}

/**
 * The option showing `text` (jsdom joins the marked words of an accessible name without their
 * spaces, so options are found by their text here; the browser tests use the names).
 */
async function findOption(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const option = screen.getAllByRole('option').find((candidate) => candidate.textContent?.includes(text));
    if (!option) throw new Error(`no option shows ${text}`);
    return option;
  });
}

async function pause(ms: number) {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

describe('PaletteDialog', () => {
  it('groups the hits by area in the server’s order with their totals and marks the typed text', async () => {
    const { requests } = setup((text) => (text === 'acme' ? acme : none));
    type('acme');
    const tasks = await screen.findByRole('group', { name: 'Tasks · 12' });
    expect(screen.getAllByTestId('search-group-heading').map((heading) => heading.textContent)).toEqual(['Tasks · 12', 'Organizations · 1', 'Members · 1']);
    const options = within(tasks).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Call Acme backOpen', 'Acme invoiceDone']);
    expect(options[0].querySelector('mark')?.textContent).toBe('Acme');
    expect(requests).toEqual([{ text: 'acme', first: 5 }]);
  });

  it('says a group holds more than the lists’ cap when its total stopped there (issue 33)', async () => {
    const capped = (): GraphQLResponse => ({
      data: {
        search: {
          groups: [
            { area: 'tasks', totalCount: 1000, totalCountCapped: true, hits: [hit('Task', 'VGFzazox', 'Call Acme back', 'Open')] },
            { area: 'members', totalCount: 1, totalCountCapped: false, hits: [hit('Employee', 'RW1wOjM', 'Ann Acme', 'ann@acme.example')] },
          ],
        },
      },
    });
    setup(capped);
    type('acme');
    await screen.findByRole('group', { name: 'Tasks · 1,000+' });
    expect(screen.getAllByTestId('search-group-heading').map((heading) => heading.textContent)).toEqual(['Tasks · 1,000+', 'Members · 1']);
  });

  it('says a capped group’s total in Japanese as “1,000+件”', async () => {
    setup(
      () => ({ data: { search: { groups: [{ area: 'tasks', totalCount: 1000, totalCountCapped: true, hits: [hit('Task', 'VGFzazox', 'Acme', 'Open')] }] } } }),
      { locale: 'ja' },
    );
    type('acme');
    await waitFor(() => expect(screen.getAllByTestId('search-group-heading').map((heading) => heading.textContent)).toEqual(['タスク · 1,000+件']));
  });

  it('selects the first hit, moves with the arrows and opens the chosen one at its locale path', async () => {
    setup(() => acme, { locale: 'ja' });
    type('acme');
    const organization = await findOption('Acme Corporation');
    const first = await findOption('Call Acme back');
    await waitFor(() => expect(first.getAttribute('aria-selected')).toBe('true'));
    key('ArrowDown');
    key('ArrowDown');
    await waitFor(() => expect(organization.getAttribute('aria-selected')).toBe('true'));
    expect(input().getAttribute('aria-activedescendant')).toBe(organization.id);
    key('ArrowUp');
    const second = await findOption('Acme invoice');
    await waitFor(() => expect(second.getAttribute('aria-selected')).toBe('true'));
    key('ArrowDown');
    key('Enter');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/ja/organizations/${encodeURIComponent('T3JnOjE=')}`));
  });

  it('searches once typing pauses, and nothing while an IME composition is open', async () => {
    const { requests } = setup(() => none);
    type('a');
    type('ac');
    type('acm');
    await pause(searchDebounceMs + 100);
    expect(requests).toEqual([{ text: 'acm', first: 5 }]);

    fireEvent.compositionStart(input());
    type('ほうこく');
    await pause(searchDebounceMs * 3);
    expect(requests).toHaveLength(1);
    type('報告');
    fireEvent.compositionEnd(input(), { data: '報告' });
    await pause(searchDebounceMs + 100);
    expect(requests.map((request) => request.text)).toEqual(['acm', '報告']);
  });

  it('says when nothing matches the text', async () => {
    setup(() => none);
    type('zzqx');
    expect((await screen.findByTestId('search-palette-empty')).textContent).toBe('No results for “zzqx”');
  });

  it('shows a failed search’s coded error in the UI language', async () => {
    setup(() => new ClientError('102.X000.002', 'Unauthorized'), { locale: 'ja' });
    type('報告');
    const alert = await screen.findByTestId('search-palette-error');
    expect(alert.textContent).toContain('検索できませんでした');
    expect(alert.textContent).toContain('この操作を行う権限がありません。');
    expect(alert.textContent).toContain('コード 102.X000.002');
  });

  it('lists the commands by section while the query is empty, only those the role allows, in Japanese', async () => {
    setup(() => none, { locale: 'ja', access: 'signedIn' });
    const listbox = await screen.findByRole('listbox', { name: '検索結果とコマンド' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ホームへ移動',
      'メンバーへ移動',
      '社内Q&Aへ移動',
      '言語をEnglishに切り替え',
      'ダークテーマの切り替え',
    ]);
    expect(screen.getAllByTestId('search-group-heading').map((heading) => heading.textContent)).toEqual(['移動', '設定']);
  });

  it('runs the command Enter picks: "New task" opens the new task page', async () => {
    setup(() => none);
    type('new task');
    const option = await findOption('New task');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await waitFor(() => expect(option.getAttribute('aria-selected')).toBe('true'));
    key('Enter');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/tasks/new'));
  });
});
