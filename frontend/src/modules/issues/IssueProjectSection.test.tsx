import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Variables } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshSearchEachTest, renderSearching, searchAndPickFirst } from '@/test/combobox';
import { IssueProjectSection } from './IssueProjectSection';
import type { IssueProjectSection_issue$key } from './__generated__/IssueProjectSection_issue.graphql';

/** The server: 3,000 projects, of which the issue page's first page holds a hundred; it answers a keyword with at most 20. */
const server = vi.hoisted(() => ({ assigned: [] as Variables[] }));
vi.mock('react-relay', async (original) => {
  const { answerSearch } = await import('@/test/searchServer');
  const projects = Array.from({ length: 3_000 }, (_, index) => ({ id: `p${index}`, name: `Project ${index}` }));
  return {
    ...(await original<typeof import('react-relay')>()),
    useFragment: () => ({ id: 'i1', project: { id: 'old', name: 'Old project' } }),
    fetchQuery: answerSearch('projects', projects),
  };
});
vi.mock('./useAssignIssueProject', () => ({ useAssignIssueProject: () => [(config: { variables: Variables }) => server.assigned.push(config.variables), false] }));
vi.mock('./useDetachIssueProject', () => ({ useDetachIssueProject: () => [vi.fn(), false] }));

const firstPage = Array.from({ length: 100 }, (_, index) => ({ id: `p${index}`, name: `Project ${index}` }));

freshSearchEachTest();
beforeEach(() => {
  server.assigned = [];
});

describe('IssueProjectSection (issue 33)', () => {
  it('names the issue’s project, offers the first page, and assigns a project found on the server by name', async () => {
    renderSearching(<IssueProjectSection issue={{} as IssueProjectSection_issue$key} projects={firstPage} />);
    expect(screen.getByRole('link', { name: 'Old project' })).toBeTruthy();
    const input = await searchAndPickFirst('Choose a project', { firstPage: 100, typed: '2718', found: ['Project 2718'] });
    // The pick stays named though the first page lacks it.
    await waitFor(() => expect(input.value).toBe('Project 2718'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(server.assigned).toEqual([{ input: { id: 'i1', projectId: 'p2718' } }]);
  });
});
