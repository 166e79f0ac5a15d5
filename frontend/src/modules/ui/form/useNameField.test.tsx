import { fireEvent, screen } from '@testing-library/react';
import { defineMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ClientError } from '@/modules/relay/ClientError';
import { renderWithProviders } from '@/test/renderWithProviders';
import { useNameField } from './useNameField';

// A real catalogue entry, so the words are the catalogue's.
const required = defineMessage({ id: 'workflow.start.nameRequired', defaultMessage: 'Enter a name.' });

function Dialog({ send, refusal }: { send: (name: string) => void; refusal: Error }) {
  const name = useNameField('  Onboarding ', required);
  return (
    <>
      <input aria-label="name" {...name.input} />
      <p>field: {name.input.error ?? '-'}</p>
      <p>form: {name.formError ?? '-'}</p>
      <button
        type="button"
        onClick={() => {
          const taken = name.take();
          if (taken) send(taken);
        }}
      >
        send
      </button>
      <button type="button" onClick={() => name.onError(refusal)}>
        refuse
      </button>
    </>
  );
}

describe('useNameField', () => {
  it('sends the trimmed name, and says under the field when it is blank until typing resumes', () => {
    const send = vi.fn();
    renderWithProviders(<Dialog send={send} refusal={new Error('x')} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(send).toHaveBeenCalledWith('Onboarding');
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(send).toHaveBeenCalledTimes(1);
    screen.getByText('field: Enter a name.');
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'A' } });
    screen.getByText('field: -');
  });

  it('puts a refusal that blames the name under it, and any other above the form until the next send', () => {
    const { unmount } = renderWithProviders(<Dialog send={() => undefined} refusal={new ClientError('400.X000.001', 'Taken', 'name')} />);
    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    screen.getByText('form: -');
    expect(screen.queryByText('field: -')).toBeNull();
    unmount();
    renderWithProviders(<Dialog send={() => undefined} refusal={new Error('Network down')} />);
    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    expect(screen.queryByText('form: -')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    screen.getByText('form: -');
  });
});
