import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { NewPasswordFields, useAuthFields } from './AuthFields';

function Form({ autoFocus }: { autoFocus?: boolean }) {
  const fields = useAuthFields({ newPassword: '', confirm: '' });
  return (
    <>
      <NewPasswordFields bind={fields.bind} autoFocus={autoFocus} />
      <p data-testid="values">{`${fields.values.newPassword}|${fields.values.confirm}`}</p>
    </>
  );
}

describe('NewPasswordFields', () => {
  it('asks a new password and its confirmation, for a password manager to fill, bound to the form', () => {
    renderWithProviders(<Form />);
    const password = screen.getByLabelText('New password') as HTMLInputElement;
    const confirm = screen.getByLabelText('Confirm new password') as HTMLInputElement;
    expect(password.autocomplete).toBe('new-password');
    expect(confirm.autocomplete).toBe('new-password');
    expect(password.hasAttribute('data-autofocus')).toBe(false);
    fireEvent.change(password, { target: { value: 'long enough' } });
    fireEvent.change(confirm, { target: { value: 'long enough!' } });
    expect(screen.getByTestId('values').textContent).toBe('long enough|long enough!');
  });

  it('takes the focus where the form opens on it', () => {
    renderWithProviders(<Form autoFocus />);
    expect(screen.getByLabelText('New password').hasAttribute('data-autofocus')).toBe(true);
  });
});
