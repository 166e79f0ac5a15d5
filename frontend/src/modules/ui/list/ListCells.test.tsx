import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ListArchivedBadge, ListBadgesCell, ListTextCell, ListTimeCell, ListTitleCell } from './ListCells';
import { ListRow, ListTable } from './ListTable';

const columns = [
  { key: 'name', label: 'Name' },
  { key: 'tags', label: 'Tags' },
  { key: 'updatedAt', label: 'Updated' },
];

function renderRow(row: ReactNode, path = '/things') {
  return renderWithProviders(
    <ListTable label="Things" columns={columns}>
      <ListRow>{row}</ListRow>
    </ListTable>,
    { path },
  );
}

describe('ListTitleCell', () => {
  it('links the title to the row page in the reader locale, as the card heading on a phone', () => {
    renderRow(<ListTitleCell column="name" path="/things/T1" title="First thing" />, '/ja/things');
    const link = screen.getByRole('link', { name: 'First thing' });
    expect(link.getAttribute('href')).toBe('/ja/things/T1');
    const cell = link.closest('td');
    expect(cell?.getAttribute('data-primary')).toBe('true');
    expect(cell?.getAttribute('data-label')).toBe('Name');
  });

  it('shows the archived badge only for an archived row, and the description below the title', () => {
    renderRow(
      <ListTitleCell
        column="name"
        path="/things/T1"
        title="First thing"
        badges={<ListArchivedBadge archived label="Archived" testId="thing-archived" />}
        description="What it is for"
      />,
    );
    expect(screen.getByTestId('thing-archived').textContent).toBe('Archived');
    expect(screen.getByText('What it is for')).toBeTruthy();
  });

  it('draws nothing for an active row and leaves out an empty description', () => {
    renderRow(
      <ListTitleCell column="name" path="/things/T1" title="First thing" badges={<ListArchivedBadge archived={false} label="Archived" testId="thing-archived" />} description={null}>
        <Text>Below</Text>
      </ListTitleCell>,
    );
    expect(screen.queryByTestId('thing-archived')).toBeNull();
    expect(screen.getByText('Below')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'First thing' })).toBeTruthy();
  });
});

describe('ListTimeCell', () => {
  it('shows the moment as a <time> in the updatedAt column', () => {
    renderRow(<ListTimeCell value="2026-11-03T14:05:00Z" />);
    const time = screen.getByRole('cell').querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-03T14:05:00.000Z');
    expect(time?.textContent).toMatch(/2026/);
    expect(time?.closest('td')?.getAttribute('data-column')).toBe('updatedAt');
  });
});

describe('ListTextCell and ListBadgesCell', () => {
  it('fill their column, labelled for the phone card', () => {
    renderRow(
      <>
        <ListTextCell column="name" text="Ada" />
        <ListBadgesCell column="tags">
          <span>red</span>
          <span>blue</span>
        </ListBadgesCell>
      </>,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Name', 'Ada'],
      ['Tags', 'redblue'],
    ]);
  });
});
