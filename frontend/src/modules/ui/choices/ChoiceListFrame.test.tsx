import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ChoiceListFrame, type ChoiceCreateFormProps, type ChoiceListCreate } from './ChoiceListFrame';
import { notifyCompleted } from './notifyCompleted';

// Real catalogue entries (an area's words), so both languages have them.
const messages = defineMessages({
  title: { id: 'issue.categories.title', defaultMessage: 'Issue categories' },
  intro: { id: 'issue.categories.intro', defaultMessage: 'Categories sort issues by kind (bug, request, question…); an issue may have several. Pickers list them in this order.' },
  create: { id: 'issue.categories.create', defaultMessage: 'Add category' },
  created: { id: 'issue.categories.created', defaultMessage: 'Category created.' },
  none: { id: 'issue.categories.none', defaultMessage: 'No categories yet.' },
});

/** A one-field form: sends what is typed, and says whether the server refused it. */
function NameForm({ submitLabel, inFlight, onCreate }: ChoiceCreateFormProps<{ name: string }>) {
  return (
    <form
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        const name = (event.currentTarget.elements.namedItem('name') as HTMLInputElement).value;
        onCreate({ name }, { onSaved: () => undefined, onError: (error) => void document.body.setAttribute('data-refused', error.message) });
      }}
    >
      <input name="name" aria-label="Name" />
      <button type="submit" disabled={inFlight}>
        {submitLabel}
      </button>
    </form>
  );
}

describe('ChoiceListFrame', () => {
  it('names the section by its title and shows intro, form and list in one card', async () => {
    const create: ChoiceListCreate<{ name: string }> = { Form: NameForm, inFlight: false, commit: () => undefined };
    renderWithProviders(
      <ChoiceListFrame messages={messages} admin create={create} empty={false}>
        <ul aria-label="kinds list" />
      </ChoiceListFrame>,
    );
    const section = await screen.findByRole('region', { name: 'Issue categories' });
    expect(within(section).getByRole('heading', { name: 'Issue categories', level: 2 })).toBeTruthy();
    expect(within(section).getByText(/Categories sort issues by kind/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Add category' })).toBeTruthy();
    expect(within(section).getByRole('list', { name: 'kinds list' })).toBeTruthy();
    expect(screen.queryByText('No categories yet.')).toBeNull();
  });

  it('commits what the form sends, then shows the "created" notice; a refusal goes back to the form', async () => {
    const commit = vi.fn<ChoiceListCreate<{ name: string }>['commit']>((values, callbacks) => (values.name === 'Bad' ? callbacks.onError(new Error('Refused')) : callbacks.onCompleted()));
    renderWithProviders(
      <>
        <Notifications />
        <ChoiceListFrame messages={messages} admin create={{ Form: NameForm, inFlight: false, commit }} empty>
          <ul />
        </ChoiceListFrame>
      </>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Bug' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(commit.mock.calls[0][0]).toEqual({ name: 'Bug' });
    expect(await screen.findByText('Category created.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(document.body.getAttribute('data-refused')).toBe('Refused');
  });

  it('says "none yet" instead of the list when it is empty, and shows no form when there is none', async () => {
    renderWithProviders(
      <ChoiceListFrame messages={messages} admin={false} create={{ Form: NameForm, inFlight: false, commit: () => undefined }} empty>
        <ul aria-label="kinds list" />
      </ChoiceListFrame>,
    );
    expect(await screen.findByText('No categories yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts the list below the heading card in the split layout', async () => {
    const { container } = renderWithProviders(
      <ChoiceListFrame messages={messages} admin={false} create={{ Form: NameForm, inFlight: false, commit: () => undefined }} empty={false} layout="split">
        <div data-testid="entry">one</div>
      </ChoiceListFrame>,
    );
    const section = await screen.findByRole('region', { name: 'Issue categories' });
    const entry = within(section).getByTestId('entry');
    const heading = within(section).getByRole('heading', { name: 'Issue categories' });
    // The entry is not inside the card that holds the heading.
    const headingCard = heading.closest('.mantine-Card-root');
    expect(headingCard).not.toBeNull();
    expect(headingCard?.contains(entry)).toBe(false);
    expect(container.querySelectorAll('.mantine-Card-root')).toHaveLength(1);
  });
});

describe('notifyCompleted', () => {
  it('shows the green notice and tells the form it saved, or passes the error on', async () => {
    renderWithProviders(<Notifications />);
    const done = { onSaved: vi.fn(), onError: vi.fn() };
    const callbacks = notifyCompleted('Kind created.', done);
    callbacks.onCompleted();
    expect(done.onSaved).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByText('Kind created.')).toBeTruthy());
    const failure = new Error('nope');
    callbacks.onError(failure);
    expect(done.onError).toHaveBeenCalledWith(failure);
  });
});
