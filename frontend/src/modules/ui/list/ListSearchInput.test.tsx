import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListSearchInput, searchDebounceMs } from './ListSearchInput';

function setup(value = '') {
  const onSearch = vi.fn();
  render(
    <MantineProvider>
      <ListSearchInput value={value} onSearch={onSearch} label="Search tasks" placeholder="Title" clearLabel="Clear search" />
    </MantineProvider>,
  );
  return { onSearch, input: screen.getByRole('searchbox', { name: 'Search tasks' }) as HTMLInputElement };
}

describe('ListSearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: 'rep' } });
    fireEvent.change(input, { target: { value: 'report ' } });
    act(() => vi.advanceTimersByTime(searchDebounceMs - 10));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('report');
  });

  it('waits for an IME composition to be committed', () => {
    const { onSearch, input } = setup();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'ほうこく' } });
    act(() => vi.advanceTimersByTime(searchDebounceMs * 3));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '報告' } });
    fireEvent.compositionEnd(input, { data: '報告' });
    act(() => vi.advanceTimersByTime(searchDebounceMs));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('報告');
  });

  it('searches at once on Enter and clears with ×', () => {
    const { onSearch, input } = setup('old');
    fireEvent.change(input, { target: { value: 'new' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('new');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
    act(() => vi.advanceTimersByTime(searchDebounceMs * 2));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
