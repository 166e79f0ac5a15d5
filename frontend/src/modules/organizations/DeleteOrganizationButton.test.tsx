import { fireEvent, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { ClientError } from '@/modules/relay/ClientError';
import { renderWithProviders } from '@/test/renderWithProviders';
import { DeleteOrganizationButton } from './DeleteOrganizationButton';

const id = 'Organization:4';

function setup(dependents: { projects: number; questions: number; total: number }, locale: 'en' | 'ja' = 'en') {
  const sent: string[] = [];
  const environment = new Environment({
    network: Network.create((request) => {
      sent.push(request.name);
      if (request.name === 'DeleteOrganizationButtonQuery') {
        return Observable.from({ data: { node: { __typename: 'Organization', id, dependents } } } as GraphQLResponse);
      }
      // Someone named the organization on a project after the dialog opened.
      return Observable.create<GraphQLResponse>((sink) => sink.error(new ClientError('201.O001.001', 'Organization is in use')));
    }),
    store: new Store(new RecordSource()),
  });
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <DeleteOrganizationButton id={id} name="Acme" />
    </RelayEnvironmentProvider>,
    { path: '/organizations/4', locale },
  );
  return { sent };
}

describe('DeleteOrganizationButton', () => {
  it('says how many projects and questions use the organization and disables Delete', async () => {
    const { sent } = setup({ projects: 2, questions: 1, total: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete organization' });
    const inUse = await within(dialog).findByTestId('organization-delete-in-use');
    expect(inUse.textContent).toBe('“Acme” is in use by 2 projects and 1 question, so it cannot be deleted.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete organization' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(sent).toEqual(['DeleteOrganizationButtonQuery']);
  });

  it('asks when nothing uses it, and shows a refusal in the dialog (Japanese)', async () => {
    const { sent } = setup({ projects: 0, questions: 0, total: 0 }, 'ja');
    fireEvent.click(screen.getByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('dialog', { name: '組織を削除' });
    await within(dialog).findByText('Acme を削除しますか？ 名前は再び使えるようになり、履歴は残ります。');
    fireEvent.click(within(dialog).getByRole('button', { name: '組織を削除' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('組織は使用中です');
    expect(within(dialog).getByRole('button', { name: '組織を削除' }).hasAttribute('disabled')).toBe(true);
    expect(sent).toEqual(['DeleteOrganizationButtonQuery', 'useDeleteOrganizationMutation']);
  });
});
