import { fireEvent, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ClientError } from '@/modules/relay/ClientError';
import { SignInForm } from './SignInForm';

function environment(fetchFn: (variables: Record<string, unknown>) => Observable<GraphQLResponse>) {
  return new Environment({
    network: Network.create((_request, variables) => fetchFn(variables)),
    store: new Store(new RecordSource()),
  });
}

describe('SignInForm', () => {
  it('has labelled controls and checks the fields before sending', async () => {
    const fetchFn = vi.fn();
    renderWithProviders(
      <RelayEnvironmentProvider environment={environment(fetchFn)}>
        <SignInForm />
      </RelayEnvironmentProvider>,
      { path: '/sign-in' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("shows the server's message for wrong credentials", async () => {
    const sent: Record<string, unknown>[] = [];
    const env = environment((variables) => {
      sent.push(variables);
      return Observable.create((sink) => sink.error(new ClientError('102.A001.001', 'The email or password you entered is incorrect.')));
    });
    renderWithProviders(
      <RelayEnvironmentProvider environment={env}>
        <SignInForm />
      </RelayEnvironmentProvider>,
      { path: '/sign-in' },
    );
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' admin@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The email or password you entered is incorrect.')).toBeTruthy();
    expect(sent).toEqual([{ input: { email: 'admin@example.com', password: 'nope' } }]);
  });
});
