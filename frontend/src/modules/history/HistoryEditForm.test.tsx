import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { SaveDone } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { HistoryEditForm } from './HistoryEditForm';
// Any `query($id: ID!)` over a node serves as the re-read here: the history query is one.
import HistorySinceQuery from './__generated__/HistorySinceQuery.graphql';

interface Values extends Record<string, unknown> {
  title: string;
}

type Save = (values: Values, expectedVersion: number | null, done: SaveDone) => void;

const stale = Object.assign(new Error('stale'), { code: '204.X000.004', extensions: { expectedVersion: 7, currentVersion: 8 } });

/** The server: every request is kept, and each gets an empty history. */
function server() {
  const requests: { name: string; variables: Record<string, unknown> }[] = [];
  const environment = new Environment({
    network: Network.create((request, variables) => {
      requests.push({ name: request.name, variables });
      return Observable.from({ data: { history: { edges: [] } } });
    }),
    store: new Store(new RecordSource()),
  });
  return { requests, environment };
}

function Example({ record, save }: { record: { id: string; title: string; version: number } | null; save: Save }) {
  const form = useRecordForm<Values>({
    current: { title: record?.title ?? '' },
    record,
    refetch: HistorySinceQuery,
    labels: { title: 'Title' },
    save,
    inFlight: false,
  });
  return (
    <HistoryEditForm form={form} label="Example" submitLabel="Save" onCancel={() => undefined}>
      <TextInput {...form.input('title')} />
    </HistoryEditForm>
  );
}

describe('a form given its record', () => {
  it("sends the record's version, and after a stale save reads it again and lists what changed since", async () => {
    const { requests, environment } = server();
    const save = vi.fn<Save>((_values, _version, done) => done.onError(stale));
    renderWithProviders(
      <RelayEnvironmentProvider environment={environment}>
        <Example record={{ id: 'n1', title: 'Report', version: 7 }} save={save} />
      </RelayEnvironmentProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Report 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ title: 'Report 2' }, 7, expect.anything());
    // The re-read of the record (by its id alone), then its history since the version the form was loaded at.
    await waitFor(() => expect(requests.map((request) => request.variables)).toEqual([{ id: 'n1', since: null }, { id: 'n1', since: 7 }]));
    expect(await screen.findByText('The changes could not be listed.')).toBeTruthy();
  });

  it('is a create form without a record: Save at once, no version, nothing read again', () => {
    const { requests, environment } = server();
    const save = vi.fn<Save>();
    renderWithProviders(
      <RelayEnvironmentProvider environment={environment}>
        <Example record={null} save={save} />
      </RelayEnvironmentProvider>,
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ title: 'New' }, null, expect.anything());
    expect(requests).toEqual([]);
  });
});
