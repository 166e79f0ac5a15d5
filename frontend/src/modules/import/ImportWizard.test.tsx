import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImportPageQuery } from '@/pages/import/ImportPageQuery';
import type { ImportPageQuery as PageQuery } from '@/pages/import/__generated__/ImportPageQuery.graphql';
import { renderRelayPage } from '@/test/renderRelayPage';
import { ImportWizard } from './ImportWizard';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const kinds = [
  {
    type: 'Task',
    label: 'Tasks',
    fields: [
      { name: 'title', label: 'Title', required: true, key: true, hint: null },
      { name: 'description', label: 'Description', required: false, key: false, hint: null },
      { name: 'dueDate', label: 'Due date', required: false, key: false, hint: 'YYYY-MM-DD' },
    ],
  },
];

/** What the server answers for a mapping: a file whose headers it does not know until they are mapped. */
function preview(columns: readonly (string | null)[] | undefined) {
  const mapping = columns ?? [null, null];
  const missing = mapping.includes('title') ? [] : ['title'];
  const decided = missing.length === 0;
  return {
    previewImport: {
      preview: {
        type: 'Task',
        fileName: 'tasks.csv',
        encoding: 'Shift_JIS',
        headers: ['Subject', 'Notes'],
        columns: mapping,
        missing,
        total: decided ? 2 : 0,
        creates: decided ? 1 : 0,
        updates: 0,
        unchanged: 0,
        refused: decided ? 1 : 0,
        rows: decided
          ? [
              { line: 2, outcome: 'CREATED', cells: ['Ship it', 'soon'], code: null, field: null, message: null },
              { line: 3, outcome: 'REFUSED', cells: ['', 'no title'], code: '203.X000.001', field: 'title', message: 'A value is required' },
            ]
          : [],
      },
    },
  };
}

function setup() {
  const previews: (readonly (string | null)[] | undefined)[] = [];
  const environment = new Environment({
    network: Network.create((request, variables, _cache, uploadables) => {
      if (request.name === "ImportPageQuery") return Observable.from({ data: { importKinds: kinds } } as GraphQLResponse);
      if (request.name === 'usePreviewImportMutation') {
        expect(uploadables?.['variables.input.file']).toBeInstanceOf(File);
        const input = variables.input as { columns?: (string | null)[] };
        previews.push(input.columns);
        return Observable.from({ data: preview(input.columns) } as GraphQLResponse);
      }
      throw new Error(`unexpected ${request.name}`);
    }),
    store: new Store(new RecordSource()),
  });
  function Page() {
    const data = useLazyLoadQuery<PageQuery>(ImportPageQuery, {});
    return <ImportWizard kind={data.importKinds[0]} />;
  }
  renderRelayPage(environment, <Page />);
  return previews;
}

async function pick(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`${label} did not open`);
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('the import wizard (issue 35 §3)', () => {
  it('asks the server to suggest a mapping, shows the required field nothing fills, and allows Import once it is mapped', async () => {
    const previews = setup();
    const input = (await screen.findByTestId('import-steps')).querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Subject,Notes\n'], 'tasks.csv', { type: 'text/csv' })] } });

    await screen.findByTestId('import-mapping');
    expect(previews).toEqual([undefined]);
    expect(screen.getByTestId('import-missing').textContent).toContain('Title');
    fireEvent.click(screen.getByTestId('import-next'));
    expect((screen.getByTestId('import-start') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('import-back'));
    await pick('Subject', 'Title (required) (key)');
    await waitFor(() => expect(screen.queryByTestId('import-missing')).toBeNull());
    expect(previews).toEqual([undefined, ['title', null]]);
    fireEvent.click(screen.getByTestId('import-next'));
    const preview = screen.getByTestId('import-preview');
    expect(within(preview).getByTestId('import-encoding').textContent).toBe('Read as Shift_JIS');
    expect(within(preview).getByTestId('import-creates').textContent).toBe('1 will be created');
    expect(within(preview).getByTestId('import-refused').textContent).toBe('1 refused');
    // The refused row's message is in the cell of the field at fault.
    const refused = screen.getAllByTestId('import-row').find((row) => row.dataset.outcome === 'REFUSED');
    const cells = refused?.querySelectorAll('td');
    expect(cells?.[2].textContent).toBe('A value is required');
    const start = screen.getByTestId('import-start') as HTMLButtonElement;
    expect(start.disabled).toBe(false);
    expect(start.textContent).toBe('Import 1 row');
  });

  it('leaves out the column that held a field when another column takes it', async () => {
    const previews = setup();
    const input = (await screen.findByTestId('import-steps')).querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Subject,Notes\n'], 'tasks.csv', { type: 'text/csv' })] } });
    await screen.findByTestId('import-mapping');
    await pick('Subject', 'Title (required) (key)');
    await waitFor(() => expect(previews).toHaveLength(2));
    await pick('Notes', 'Title (required) (key)');
    await waitFor(() => expect(previews).toHaveLength(3));
    expect(previews[2]).toEqual([null, 'title']);
  });
});
