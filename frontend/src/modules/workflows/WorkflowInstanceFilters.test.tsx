import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshSearchEachTest, openPicker, renderSearching } from '@/test/combobox';
import { searchCalls } from '@/test/searchServer';
import { WorkflowInstanceFilters } from './WorkflowInstanceFilters';
import type { WorkflowInstanceFilters_query$key } from './__generated__/WorkflowInstanceFilters_query.graphql';

/** The server: 2,000 workflow templates, of which the list page's first page holds a hundred; it answers a keyword with at most 20. */
vi.mock('react-relay', async (original) => {
  const { answerSearch } = await import('@/test/searchServer');
  const templates = Array.from({ length: 2_000 }, (_, index) => ({ id: `w${index}`, name: `Onboarding ${index}` }));
  return {
    ...(await original<typeof import('react-relay')>()),
    // The filters' own fragment (the first page of templates) and the owners' (no members here).
    useFragment: () => ({ workflowTemplates: { edges: templates.slice(0, 100).map((node) => ({ node })) }, employees: { edges: [] } }),
    fetchQuery: answerSearch('workflowTemplates', templates),
  };
});

freshSearchEachTest();

describe('WorkflowInstanceFilters (issue 33)', () => {
  it('finds a template beyond the first page on the server, and keeps the chosen one named', async () => {
    renderSearching(<WorkflowInstanceFilters query={{} as WorkflowInstanceFilters_query$key} />);
    const input = openPicker('Template');
    // The template picker's own options (the other filters' lists are in the document too).
    const options = () => [...(document.getElementById(input.getAttribute('aria-controls') ?? '')?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const optionNames = () => options().map((option) => option.textContent);
    expect(optionNames()).toContain('Onboarding 99');
    fireEvent.change(input, { target: { value: '1999' } });
    await waitFor(() => expect(optionNames()).toEqual(['Onboarding 1999']));
    expect(searchCalls.filter((call) => call.keyword === '1999')).toHaveLength(1);
    fireEvent.click(options()[0]);
    await waitFor(() => expect(input.value).toBe('Onboarding 1999'));
  });
});
