import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderStoredQuery } from '@/test/renderStoredQuery';
import { BulkEditResult } from './BulkEditResult';
// The batch's re-read query: the result's fragment on a node, as the panel reads it again.
import query, { type useBulkEditChangedSubscriptionQuery } from './__generated__/useBulkEditChangedSubscriptionQuery.graphql';

const batch = {
  __typename: 'BulkEdit',
  id: 'QnVsa0VkaXQ6MQ==',
  type: 'Issue',
  field: 'status',
  status: 'DONE',
  total: 3,
  done: 3,
  changed: 2,
  unchanged: 0,
  refused: 1,
  canUndo: true,
  undoOf: null,
  undoneBy: null,
  refusals: [{ itemId: 'SXNzdWU6Nw==', title: 'Printer on fire', reason: 'STALE', code: '204.X000.004', message: 'Someone changed it since you opened it.' }],
};

function renderBatch(node: Record<string, unknown>, onUndo = vi.fn()) {
  renderStoredQuery<useBulkEditChangedSubscriptionQuery>(query, { id: batch.id }, { node }, (data) =>
    data.node?.BulkEditResult_bulkEdit ? <BulkEditResult bulkEdit={data.node.BulkEditResult_bulkEdit} onUndo={onUndo} /> : <span />,
  );
  return onUndo;
}

describe('a bulk change’s result (issue 35 §2)', () => {
  it('says what changed and what was refused, names each refused item with why, and offers one Undo', () => {
    const onUndo = renderBatch(batch);
    expect(screen.getByRole('status').textContent).toBe('Status: 3 items done');
    expect(screen.getByTestId('bulk-changed').textContent).toBe('2 changed');
    expect(screen.getByTestId('bulk-refused').textContent).toBe('1 refused');
    const refusal = screen.getByTestId('bulk-refusal');
    expect(within(refusal).getByRole('link', { name: 'Printer on fire' }).getAttribute('href')).toBe('/issues/SXNzdWU6Nw%3D%3D');
    expect(within(refusal).getByText('Changed since')).toBeTruthy();
    expect(within(refusal).getByText('Someone changed it since you opened it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('shows its progress while it runs, and no Undo the server does not offer', () => {
    renderBatch({ ...batch, status: 'RUNNING', done: 1, changed: 1, refused: 0, refusals: [], canUndo: false });
    expect(screen.getByRole('status').textContent).toBe('Status: changing 3 items…');
    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(screen.queryByTestId('bulk-changed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('tells an undo apart, and a batch undone since', () => {
    renderBatch({ ...batch, undoOf: { __typename: 'BulkEdit', id: 'b0' }, refusals: [], refused: 0, canUndo: false, undoneBy: null });
    expect(screen.getByRole('status').textContent).toBe('Undo: 3 items done');
  });
});
