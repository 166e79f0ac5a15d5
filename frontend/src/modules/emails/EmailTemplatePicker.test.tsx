import { fireEvent, waitFor } from '@testing-library/react';
import { Observable, type Variables } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Held, openPicker, optionNames, options, renderSearching, stubScrolling } from '@/test/combobox';
import { EmailTemplatePicker } from './EmailTemplatePicker';
import type { FoundEmailTemplate } from './useEmailTemplateSearch';

/** The server: 1,000 active templates, of which the form's first page holds a hundred; it answers a keyword with at most 20. */
const server = vi.hoisted(() => ({ calls: [] as Variables[] }));
const template = (index: number) => ({ id: `t${index}`, name: `Template ${index}`, subject: `Subject ${index}`, html: `<p>${index}</p>` });
vi.mock('react-relay', async (original) => ({
  ...(await original<typeof import('react-relay')>()),
  fetchQuery: (_environment: unknown, _query: unknown, variables: Variables) => {
    server.calls.push(variables);
    const keyword = String(variables.keyword).toLowerCase();
    const found = Array.from({ length: 1_000 }, (_, index) => template(index))
      .filter((candidate) => candidate.name.toLowerCase().includes(keyword))
      .slice(0, 20);
    return Observable.from({ emailTemplates: { edges: found.map((node) => ({ node })) } });
  },
}));

const firstPage = Array.from({ length: 100 }, (_, index) => template(index));

function Picker({ onPick }: { onPick: (template: FoundEmailTemplate | null) => void }) {
  return (
    <Held<FoundEmailTemplate | null> initial={null} onChange={onPick}>
      {(value, change) => <EmailTemplatePicker templates={firstPage} value={value?.id ?? null} onPick={change} />}
    </Held>
  );
}

beforeEach(() => {
  server.calls = [];
  stubScrolling();
});

describe('EmailTemplatePicker (issue 33)', () => {
  it('offers the first page, picks a template found on the server with its subject and HTML, and keeps it named', async () => {
    const onPick = vi.fn();
    renderSearching(<Picker onPick={onPick} />);
    const input = openPicker('Use a template');
    expect(optionNames()).toHaveLength(100);
    expect(server.calls).toEqual([]);
    fireEvent.change(input, { target: { value: '777' } });
    await waitFor(() => expect(optionNames()).toEqual(['Template 777']));
    expect(server.calls).toEqual([{ keyword: '777' }]);
    fireEvent.click(options()[0]);
    expect(onPick).toHaveBeenCalledWith(template(777));
    // The pick stays named though the first page lacks it.
    await waitFor(() => expect(input.value).toBe('Template 777'));
  });
});
