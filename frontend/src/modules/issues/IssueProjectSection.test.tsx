import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Observable, type Variables } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openPicker, optionNames, options, renderSearching, stubScrolling } from '@/test/combobox';
import { IssueProjectSection } from './IssueProjectSection';
import type { IssueProjectSection_issue$key } from './__generated__/IssueProjectSection_issue.graphql';

/** The server: 3,000 projects, of which the issue page's first page holds a hundred; it answers a keyword with at most 20. */
const server = vi.hoisted(() => ({ calls: [] as Variables[], assigned: [] as Variables[] }));
vi.mock('react-relay', async (original) => {
  const projects = Array.from({ length: 3_000 }, (_, index) => ({ id: `p${index}`, name: `Project ${index}` }));
  return {
    ...(await original<typeof import('react-relay')>()),
    useFragment: () => ({ id: 'i1', project: { id: 'old', name: 'Old project' } }),
    fetchQuery: (_environment: unknown, _query: unknown, variables: Variables) => {
      server.calls.push(variables);
      const keyword = String(variables.keyword).toLowerCase();
      const found = projects.filter((project) => project.name.toLowerCase().includes(keyword)).slice(0, 20);
      return Observable.from({ projects: { edges: found.map((node) => ({ node })) } });
    },
  };
});
vi.mock('./useAssignIssueProject', () => ({ useAssignIssueProject: () => [(config: { variables: Variables }) => server.assigned.push(config.variables), false] }));
vi.mock('./useDetachIssueProject', () => ({ useDetachIssueProject: () => [vi.fn(), false] }));

const firstPage = Array.from({ length: 100 }, (_, index) => ({ id: `p${index}`, name: `Project ${index}` }));

beforeEach(() => {
  server.calls = [];
  server.assigned = [];
  stubScrolling();
});

describe('IssueProjectSection (issue 33)', () => {
  it('names the issue’s project, offers the first page, and assigns a project found on the server by name', async () => {
    renderSearching(<IssueProjectSection issue={{} as IssueProjectSection_issue$key} projects={firstPage} />);
    expect(screen.getByRole('link', { name: 'Old project' })).toBeTruthy();
    const input = openPicker('Choose a project');
    expect(optionNames()).toHaveLength(100);
    expect(server.calls).toEqual([]);
    fireEvent.change(input, { target: { value: '2718' } });
    await waitFor(() => expect(optionNames()).toEqual(['Project 2718']));
    expect(server.calls).toEqual([{ keyword: '2718' }]);
    fireEvent.click(options()[0]);
    // The pick stays named though the first page lacks it.
    await waitFor(() => expect(input.value).toBe('Project 2718'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(server.assigned).toEqual([{ input: { id: 'i1', projectId: 'p2718' } }]);
  });
});
