import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { HomeBlock, HomeEntry, HomeFacts, HomeLink, HomeList, HomeTime } from './HomeBlock';

interface Task {
  id: string;
  title: string;
  updatedAt: string;
}

function renderTasks(tasks: Task[]) {
  return renderWithProviders(
    <HomeBlock title="My tasks" viewAll="/my-tasks" total={tasks.length} testId="home-tasks">
      <HomeList items={tasks} itemKey={(task) => task.id} itemTestId="home-task" empty="No open tasks">
        {(task) => (
          <HomeEntry
            head={<HomeLink path={`/tasks/${task.id}`}>{task.title}</HomeLink>}
            side={<span>{'High'}</span>}
            below={
              <HomeFacts>
                <HomeTime time={task.updatedAt}>{'Updated lately'}</HomeTime>
              </HomeFacts>
            }
          />
        )}
      </HomeList>
    </HomeBlock>,
  );
}

describe('HomeList', () => {
  it('lists each item as an entry linking to it, with its facts and the exact time on hover', async () => {
    renderTasks([
      { id: 'T1', title: 'Call the printer', updatedAt: '2026-03-04T05:06:07Z' },
      { id: 'T2', title: 'Send the invoice', updatedAt: '2026-03-05T05:06:07Z' },
    ]);
    const entries = await screen.findAllByTestId('home-task');
    expect(entries.map((entry) => entry.tagName)).toEqual(['LI', 'LI']);
    expect(within(entries[0]).getByRole('link', { name: 'Call the printer' }).getAttribute('href')).toBe('/tasks/T1');
    expect(within(entries[1]).getByText('High')).toBeTruthy();
    const time = within(entries[0]).getByText('Updated lately');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe('2026-03-04T05:06:07.000Z');
    expect(time.getAttribute('title')).toBeTruthy();
    expect(screen.queryByTestId('home-block-empty')).toBeNull();
  });

  it('says the block’s quiet line instead of an empty list', async () => {
    renderTasks([]);
    expect((await screen.findByTestId('home-block-empty')).textContent).toBe('No open tasks');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('HomeBlock', () => {
  it('shows a total the server capped as "1,000+" (issue 33)', async () => {
    renderWithProviders(
      <HomeBlock title="My tasks" viewAll="/my-tasks" total={1000} totalCapped testId="home-tasks">
        <span>{'…'}</span>
      </HomeBlock>,
    );
    expect((await screen.findByTestId('home-block-total')).textContent).toBe('1,000+');
  });
});
