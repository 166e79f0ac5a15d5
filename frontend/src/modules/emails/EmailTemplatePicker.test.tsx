import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshSearchEachTest, Held, renderSearching, searchAndPickFirst } from '@/test/combobox';
import { EmailTemplatePicker } from './EmailTemplatePicker';
import type { FoundEmailTemplate } from './useEmailTemplateSearch';

/** The server: 1,000 active templates, of which the form's first page holds a hundred; it answers a keyword with at most 20. */
const template = vi.hoisted(() => (index: number) => ({ id: `t${index}`, name: `Template ${index}`, subject: `Subject ${index}`, html: `<p>${index}</p>` }));
vi.mock('react-relay', async (original) => ({
  ...(await original<typeof import('react-relay')>()),
  fetchQuery: (await import('@/test/searchServer')).answerSearch(
    'emailTemplates',
    Array.from({ length: 1_000 }, (_, index) => template(index)),
  ),
}));

const firstPage = Array.from({ length: 100 }, (_, index) => template(index));

function Picker({ onPick }: { onPick: (template: FoundEmailTemplate | null) => void }) {
  return (
    <Held<FoundEmailTemplate | null> initial={null} onChange={onPick}>
      {(value, change) => <EmailTemplatePicker templates={firstPage} value={value?.id ?? null} onPick={change} />}
    </Held>
  );
}

freshSearchEachTest();

describe('EmailTemplatePicker (issue 33)', () => {
  it('offers the first page, picks a template found on the server with its subject and HTML, and keeps it named', async () => {
    const onPick = vi.fn();
    renderSearching(<Picker onPick={onPick} />);
    const input = await searchAndPickFirst('Use a template', { firstPage: 100, typed: '777', found: ['Template 777'] });
    expect(onPick).toHaveBeenCalledWith(template(777));
    // The pick stays named though the first page lacks it.
    await waitFor(() => expect(input.value).toBe('Template 777'));
  });
});
