import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ScrollTable } from './ScrollTable';

const messages = defineMessages({
  name: { id: 'test.name', defaultMessage: 'Name' },
  count: { id: 'test.count', defaultMessage: 'Count' },
  actions: { id: 'test.actions', defaultMessage: 'Actions' },
});

describe('ScrollTable', () => {
  it('heads its rows with the columns given, leaving out a column not shown', () => {
    renderWithProviders(
      <ScrollTable minWidth={400} columns={[messages.name, { label: messages.count, ta: 'right' }, false]} caption="Things" aria-label="Things">
        <Table.Tr>
          <Table.Td>Report</Table.Td>
          <Table.Td>3</Table.Td>
        </Table.Tr>
      </ScrollTable>,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Count']);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(table.querySelector('caption')?.textContent).toBe('Things');
    expect(screen.getByRole('cell', { name: 'Report' })).toBeTruthy();
  });
});
