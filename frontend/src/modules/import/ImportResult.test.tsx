import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStoredQuery } from '@/test/renderStoredQuery';
import { ImportResult } from './ImportResult';
// The import's re-read query: the result's fragment on a node, as the page reads it again.
import query, { type useImportChangedSubscriptionQuery } from './__generated__/useImportChangedSubscriptionQuery.graphql';

const run = {
  __typename: 'Import',
  id: 'SW1wb3J0OjE=',
  fileName: 'contacts.csv',
  status: 'DONE',
  total: 4,
  done: 4,
  created: 2,
  updated: 1,
  unchanged: 0,
  refused: 1,
  refusals: [{ line: 5, field: 'contactEmail', code: '203.R001.010', message: 'Not an email address' }],
};

function renderImport(node: Record<string, unknown>) {
  renderStoredQuery<useImportChangedSubscriptionQuery>(query, { id: run.id }, { node }, (data) =>
    data.node?.ImportResult_import ? <ImportResult import={data.node.ImportResult_import} fieldLabel={(name) => (name === 'contactEmail' ? 'Contact email' : name)} /> : <span />,
  );
}

describe('an import’s result (issue 35 §3)', () => {
  it('says how many rows were created, updated, unchanged and refused, each refused line with its field and message', () => {
    renderImport(run);
    expect(screen.getByRole('status').textContent).toBe('contacts.csv: 4 rows imported');
    expect(screen.getByTestId('import-created').textContent).toBe('2 created');
    expect(screen.getByTestId('import-updated').textContent).toBe('1 updated');
    expect(screen.getByTestId('import-unchanged-count').textContent).toBe('0 unchanged');
    expect(screen.getByTestId('import-refused-count').textContent).toBe('1 refused');
    const refusal = screen.getByTestId('import-refusal');
    expect(within(refusal).getByText('Line 5')).toBeTruthy();
    expect(within(refusal).getByText('Contact email')).toBeTruthy();
    expect(within(refusal).getByText('Not an email address')).toBeTruthy();
  });

  it('shows its progress while it runs, and no counts yet', () => {
    renderImport({ ...run, status: 'RUNNING', done: 1, created: 1, updated: 0, refused: 0, refusals: [] });
    expect(screen.getByRole('status').textContent).toBe('Importing contacts.csv: 4 rows…');
    expect(screen.getByText('1 of 4')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByTestId('import-created')).toBeNull();
  });
});
