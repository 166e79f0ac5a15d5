import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Held, openPicker, options, pillNames, stubScrolling } from '@/test/combobox';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AiToolsMultiSelect, type AiToolOption } from './AiToolsMultiSelect';

const tools: AiToolOption[] = [
  { id: 't1', name: 'list_my_tasks', description: 'Lists the tasks assigned to you.' },
  { id: 't2', name: 'search_documents', description: 'Finds documents you may read.' },
];

beforeEach(stubScrolling);

describe('AiToolsMultiSelect', () => {
  it('offers each tool with its description, and drops a picked id the tools no longer hold', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Held initial={['gone', 't2']} onChange={onChange}>
        {(value, change) => <AiToolsMultiSelect label="Tools" tools={tools} value={value} onChange={change} />}
      </Held>,
    );
    expect(pillNames()).toEqual(['search_documents']);
    openPicker('Tools');
    expect(options().map((option) => option.textContent)).toEqual(['list_my_tasksLists the tasks assigned to you.', 'search_documentsFinds documents you may read.']);
    fireEvent.click(options()[0]);
    expect(onChange).toHaveBeenLastCalledWith(['t2', 't1']);
  });
});
