import { MantineProvider, TextInput } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { EditForm } from './EditForm';
import { NumberField } from './NumberField';
import { numberMessage, type NumberRule } from './numberRule';
import { SearchMultiSelect, SearchSelect } from './SearchSelect';
import { UnsavedChangesGuard } from './unsavedChanges';
import { useEditForm, type SaveDone } from './useEditForm';

/**
 * The form recipe's guards against losing or corrupting work (issue 37 §3): Enter in a searchable
 * dropdown picks, numbers are refused rather than changed, leaving with unsaved changes asks, and
 * after Save the form is replaced in the history.
 */

interface Values extends Record<string, unknown> {
  title: string;
  ownerId: string | null;
  tagIds: string[];
  amount: number | null;
}

type Save = (values: Values, expectedVersion: number | null, done: SaveDone) => void;

// Mantine scrolls the highlighted option into view; jsdom has no scrolling.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const amountRule: NumberRule = { min: 0, max: 1000, decimals: 2, required: true };
const people = [
  { value: 'e1', label: 'Alice Example' },
  { value: 'e2', label: 'Bob Sample' },
];

function Example({ save, version = 3 }: { save: Save; version?: number | null }) {
  const intl = useIntl();
  const form = useEditForm<Values>({
    current: { title: 'Report', ownerId: null, tagIds: [], amount: 10 },
    currentVersion: version,
    labels: { title: 'Title', ownerId: 'Owner', tagIds: 'Tags', amount: 'Amount' },
    validate: ({ amount }) => {
      const message = numberMessage(intl, amount, amountRule);
      return message ? { amount: message } : {};
    },
    save,
    inFlight: false,
    errorText: () => 'failed',
  });
  return (
    <EditForm form={form} label="Example" submitLabel="Save" onCancel={() => undefined} changes={() => null}>
      <TextInput label="Title" value={form.values.title} onChange={(event) => form.set('title', event.currentTarget.value)} />
      <SearchSelect label="Owner" data={people} value={form.values.ownerId} onChange={(value) => form.set('ownerId', value)} />
      <SearchMultiSelect label="Tags" data={people} value={form.values.tagIds} onChange={(value) => form.set('tagIds', value)} />
      <NumberField label="Amount" rule={amountRule} value={form.values.amount} error={form.errors.amount} onChange={(value) => form.set('amount', value)} />
    </EditForm>
  );
}

/** The app's frame: a list page, the form page and a detail page, under the guard as in the signed-in layout. */
function renderApp(form: ReactElement, { locale = 'en' }: { locale?: 'en' | 'ja' } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Link to="/elsewhere">elsewhere</Link>
            <Link to="/form?tab=2">same page</Link>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '/list', element: <p>the list</p> },
          { path: '/form', element: form },
          { path: '/elsewhere', element: <p>another page</p> },
          { path: '/detail', element: <p>the detail</p> },
        ],
      },
    ],
    { initialEntries: ['/list', '/form'], initialIndex: 1 },
  );
  render(
    <MantineProvider>
      <IntlProvider locale={locale} messages={locale === 'ja' ? ja : en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </MantineProvider>,
  );
  return router;
}


const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('searchable dropdowns in the form recipe', () => {
  // The pick itself (Mantine's, on the option typing highlights) is checked in a browser
  // (e2e/formwork.test.ts): jsdom replays Mantine's option click twice.
  it('typing and Enter in a single choice does not submit the form', async () => {
    const save = vi.fn<Save>();
    renderApp(<Example save={save} />);
    const owner = screen.getByRole('combobox', { name: 'Owner' }) as HTMLInputElement;
    fireEvent.click(owner);
    fireEvent.change(owner, { target: { value: 'bob' } });
    await waitFor(() => expect(owner.getAttribute('aria-expanded')).toBe('true'));
    const notPrevented = fireEvent.keyDown(owner, { key: 'Enter', code: 'Enter' });
    expect(notPrevented).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('the form itself ignores Enter from any dropdown whose list is open, but not Ctrl+Enter', () => {
    const save = vi.fn<Save>();
    renderApp(<Example save={save} />);
    const title = input('Title');
    fireEvent.change(title, { target: { value: 'Changed' } });
    title.setAttribute('aria-expanded', 'true');
    expect(fireEvent.keyDown(title, { key: 'Enter', code: 'Enter' })).toBe(false);
    expect(save).not.toHaveBeenCalled();
    fireEvent.keyDown(title, { key: 'Enter', code: 'Enter', ctrlKey: true });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('Enter with nothing that matches does nothing: no pick, no submit', async () => {
    const save = vi.fn<Save>();
    renderApp(<Example save={save} />);
    const owner = screen.getByRole('combobox', { name: 'Owner' }) as HTMLInputElement;
    fireEvent.click(owner);
    fireEvent.change(owner, { target: { value: 'zzz' } });
    await waitFor(() => expect(owner.getAttribute('aria-expanded')).toBe('true'));
    expect(fireEvent.keyDown(owner, { key: 'Enter', code: 'Enter' })).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('a multiple choice adds the first match on Enter, and a second Enter with nothing typed adds nothing', async () => {
    renderApp(<Example save={vi.fn<Save>()} />);
    const tags = screen.getByRole('combobox', { name: 'Tags' }) as HTMLInputElement;
    fireEvent.click(tags);
    fireEvent.focus(tags);
    fireEvent.change(tags, { target: { value: 'ali' } });
    await waitFor(() => expect(tags.getAttribute('aria-expanded')).toBe('true'));
    expect(fireEvent.keyDown(tags, { key: 'Enter', code: 'Enter' })).toBe(false);
    await waitFor(() => expect(screen.getByText('Alice Example', { selector: '.mantine-Pill-label' })).toBeTruthy());
    fireEvent.keyDown(tags, { key: 'Enter', code: 'Enter' });
    expect(screen.queryByText('Bob Sample', { selector: '.mantine-Pill-label' })).toBeNull();
  });
});

describe('number fields in the form recipe', () => {
  it('refuses what is not a number, too many decimals and an absurd amount, with the field’s message, and saves nothing', () => {
    const save = vi.fn<Save>();
    renderApp(<Example save={save} />);
    const amount = input('Amount');
    for (const [typed, message] of [
      ['-', 'This is not a number.'],
      ['1.555', 'Use at most 2 decimal places.'],
      ['99999999999999999999', 'Enter a number from 0 to 1,000.'],
      ['-5', 'Enter a number from 0 to 1,000.'],
      ['', 'Enter a number.'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText(message)).toBeTruthy();
      expect(amount.value).toBe(typed);
    }
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ amount: 12.5 }), 3, expect.anything());
  });

  it('says it in Japanese on /ja', () => {
    renderApp(<Example save={vi.fn<Save>()} />, { locale: 'ja' });
    fireEvent.change(input('Amount'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('0 から 1,000 までの数値を入力してください。')).toBeTruthy();
  });
});

describe('leaving a form', () => {
  it('asks before leaving with unsaved changes: Stay keeps the form and the text, Leave goes', async () => {
    const router = renderApp(<Example save={vi.fn<Save>()} />);
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    // Nothing changed: no question.
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    fireEvent.change(input('Title'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(input('Title').value).toBe('Mine');
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave and discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('does not ask for a change of the query string only, and the tab asks the browser before closing', async () => {
    const router = renderApp(<Example save={vi.fn<Save>()} />);
    fireEvent.change(input('Title'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('link', { name: 'same page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('after Save the detail replaces the form in the history, without asking: Back goes to where the user came from', async () => {
    const save = vi.fn<Save>((_values, _version, done) => done.onSaved('/detail'));
    const router = renderApp(<Example save={save} />);
    fireEvent.change(input('Title'), { target: { value: 'Saved title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/detail'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
