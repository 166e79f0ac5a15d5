import { defineMessages } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { keepHiddenColumns, listColumns, readHiddenColumns, writeHiddenColumns } from './listColumns';

const messages = defineMessages({
  title: { id: 'test.columns.title', defaultMessage: 'Title' },
  status: { id: 'test.columns.status', defaultMessage: 'Status' },
  priority: { id: 'test.columns.priority', defaultMessage: 'Priority' },
  actions: { id: 'test.columns.actions', defaultMessage: 'Actions' },
});

const columns = listColumns(messages, ['title', 'status', 'priority', 'actions'], ['actions']);

describe('a list’s columns', () => {
  it('are headed by the table’s messages, the first and the fixed ones always shown', () => {
    expect(columns.map((column) => [column.key, column.label.id, column.fixed ?? false])).toEqual([
      ['title', 'test.columns.title', true],
      ['status', 'test.columns.status', false],
      ['priority', 'test.columns.priority', false],
      ['actions', 'test.columns.actions', true],
    ]);
  });

  it('hide what the URL hides, in the list’s order, never a fixed or unknown column', () => {
    expect(readHiddenColumns(new URLSearchParams('hide=priority,status'), columns)).toEqual(['status', 'priority']);
    expect(readHiddenColumns(new URLSearchParams('hide=title,actions,colour, priority'), columns)).toEqual(['priority']);
    expect(readHiddenColumns(new URLSearchParams('q=x'), columns)).toEqual([]);
  });

  it('are written beside the list’s filter and sort, and none hidden leaves no `hide`', () => {
    expect(writeHiddenColumns(new URLSearchParams('q=crash&sort=TITLE'), ['status', 'priority']).toString()).toBe('q=crash&sort=TITLE&hide=status%2Cpriority');
    expect(writeHiddenColumns(new URLSearchParams('q=crash&hide=status'), []).toString()).toBe('q=crash');
  });

  it('stay hidden when the filter or sort changes the address', () => {
    expect(keepHiddenColumns(new URLSearchParams('q=old&hide=status'), new URLSearchParams('q=new')).toString()).toBe('q=new&hide=status');
    expect(keepHiddenColumns(new URLSearchParams('q=old'), new URLSearchParams('q=new')).toString()).toBe('q=new');
  });
});
