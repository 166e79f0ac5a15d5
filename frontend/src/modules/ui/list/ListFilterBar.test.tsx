import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ListFilterBar, ListFilterSwitch, ListMultiFilter } from './ListFilterBar';
import type { SortSpec } from './listParams';
import { searchDebounceMs } from './ListSearchInput';
import { ListSelectFilter } from './ListSelectFilter';

// Real catalogue entries, so the words are the product's.
const messages = defineMessages({
  keyword: { id: 'member.filter.keyword', defaultMessage: 'Search members' },
  keywordPlaceholder: { id: 'member.filter.keywordPlaceholder', defaultMessage: 'Name or email' },
  includeDeactivated: { id: 'member.filter.includeDeactivated', defaultMessage: 'Include deactivated' },
  roles: { id: 'member.filter.roles', defaultMessage: 'Role' },
  TITLE: { id: 'task.sort.title', defaultMessage: 'Title' },
  CREATED_AT: { id: 'task.sort.createdAt', defaultMessage: 'Created' },
});

/** A list without a sort, as `useListParams` gives it: `update` takes any part of its own params. */
interface MemberParams {
  keyword: string;
  roleIds: number[];
  includeDeactivated: boolean;
}

function UnsortedBar({ onUpdate }: { onUpdate: (patch: Partial<MemberParams>) => void }) {
  const [params, setParams] = useState<MemberParams>({ keyword: '', roleIds: [], includeDeactivated: false });
  const update = (patch: Partial<MemberParams>) => {
    onUpdate(patch);
    setParams((current) => ({ ...current, ...patch }));
  };
  const list = { params, update, clear: () => update({ keyword: '', roleIds: [], includeDeactivated: false }), filtered: params.includeDeactivated || params.roleIds.length > 0 };
  return (
    <ListFilterBar
      list={list}
      messages={messages}
      activeFilters={params.includeDeactivated ? 1 : 0}
      filters={(layout) => (
        <>
          <ListMultiFilter
            label="Role"
            data={[{ value: '1', label: 'Admin' }]}
            value={params.roleIds.map(String)}
            onChange={(values) => update({ roleIds: values.map(Number) })}
            layout={layout}
            width={200}
          />
          <ListFilterSwitch label="Include deactivated" checked={params.includeDeactivated} onChange={(includeDeactivated) => update({ includeDeactivated })} layout={layout} testId={`deactivated-${layout}`} />
        </>
      )}
    />
  );
}

type Field = 'TITLE' | 'CREATED_AT';
const spec: SortSpec<Field> = { fields: ['TITLE', 'CREATED_AT'], defaultField: 'CREATED_AT', natural: { TITLE: 'ASC', CREATED_AT: 'DESC' } };

describe('ListFilterBar', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a list without a sort: searches, filters and offers no sort control', async () => {
    vi.useFakeTimers();
    const onUpdate = vi.fn();
    renderWithProviders(<UnsortedBar onUpdate={onUpdate} />);
    const search = screen.getByRole('searchbox', { name: 'Search members' });
    fireEvent.change(search, { target: { value: 'kato' } });
    act(() => vi.advanceTimersByTime(searchDebounceMs + 10));
    expect(onUpdate).toHaveBeenCalledWith({ keyword: 'kato' });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    fireEvent.click(screen.getByTestId('deactivated-inline'));
    expect(onUpdate).toHaveBeenLastCalledWith({ includeDeactivated: true });
    // A filter set: "Clear filters" is offered and clears it.
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(onUpdate).toHaveBeenLastCalledWith({ keyword: '', roleIds: [], includeDeactivated: false });
  });

  it('shows a sorted list its sort from the URL, the default field when none is set', () => {
    const update = vi.fn();
    const list = { params: { keyword: '', field: null, direction: null }, update, clear: () => undefined, filtered: false };
    renderWithProviders(<ListFilterBar<Field> list={list} sortSpec={spec} messages={messages} activeFilters={0} filters={() => null} />);
    const sortBy = screen.getAllByRole('combobox', { name: 'Sort by' })[0] as HTMLInputElement;
    expect(sortBy.value).toBe('Created');
    fireEvent.click(screen.getAllByRole('button', { name: 'Descending (click for ascending)' })[0]);
    expect(update).toHaveBeenCalledWith({ field: 'CREATED_AT', direction: 'ASC' });
  });

  it('lets a short list of options do without typing to search', () => {
    renderWithProviders(
      <>
        <ListMultiFilter label="Status" data={[{ value: '1', label: 'Open' }]} value={[]} onChange={() => undefined} layout="inline" width={200} searchable={false} />
        <ListMultiFilter label="Role" data={[{ value: '1', label: 'Admin' }]} value={[]} onChange={() => undefined} layout="inline" width={200} />
      </>,
    );
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLInputElement).readOnly).toBe(false);
  });

  it('says the shared "Any" while nothing is picked, unless the area brings its own word', () => {
    renderWithProviders(
      <>
        <ListMultiFilter label="Status" data={[{ value: '1', label: 'Open' }]} value={[]} onChange={() => undefined} layout="inline" width={200} />
        <ListMultiFilter label="Owner" any="Anyone" data={[{ value: '1', label: 'Kato' }]} value={[]} onChange={() => undefined} layout="inline" width={200} />
        <ListSelectFilter label="Assignee" data={[{ value: '1', label: 'Kato' }]} value={null} onChange={() => undefined} layout="inline" width={200} />
      </>,
    );
    const placeholder = (name: string) => (screen.getByRole('combobox', { name }) as HTMLInputElement).placeholder;
    expect(placeholder('Status')).toBe('Any');
    expect(placeholder('Owner')).toBe('Anyone');
    expect(placeholder('Assignee')).toBe('Any');
  });
});
