import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';

/**
 * The most options a picker's list renders at once (issue 33): typing narrows the rest. Above
 * every first page a form loads (a hundred, plus the records it holds), so it caps only what is
 * long: a tree's outline of thousands of directories.
 */
export const optionLimit = 200;

/** The combobox's input has its list open (Mantine marks it `aria-expanded` and `data-expanded`). */
export function listOpen(input: HTMLElement): boolean {
  return input.getAttribute('aria-expanded') === 'true' || input.hasAttribute('data-expanded');
}

/**
 * Enter in a searchable dropdown picks an option, never submits the form (issue 37 §3): with the
 * list open, Enter belongs to the list. Mantine picks the highlighted option itself; with
 * `pickFirst`, when none is highlighted and something is typed, the first option that matches is
 * picked; with nothing to pick, Enter does nothing. Ctrl/⌘+Enter (save) and Enter during an IME
 * composition are left alone.
 */
export function pickOnEnter(event: KeyboardEvent<HTMLInputElement>, { pickFirst }: { pickFirst: boolean }): void {
  if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
  const input = event.currentTarget;
  if (!listOpen(input)) return;
  event.preventDefault();
  if (!pickFirst) return;
  const listId = input.getAttribute('aria-controls');
  const list = listId ? document.getElementById(listId) : null;
  if (!list || list.querySelector('[data-combobox-selected]')) return;
  if (input.value.trim() === '') return;
  list.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])')?.click();
}

/**
 * A searchable single choice: typing highlights the first match and Enter picks it (Mantine's own
 * Select, without the highlight, let Enter submit the form with the field empty). Mantine does the
 * pick; a second pick here would pick twice.
 */
export function SearchSelect({ onKeyDown, ...props }: Omit<SelectProps, 'searchable'>) {
  return (
    <Select
      searchable
      limit={optionLimit}
      selectFirstOptionOnChange
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        pickOnEnter(event, { pickFirst: false });
      }}
      {...props}
    />
  );
}

/**
 * A searchable multiple choice: Enter adds the first option matching what is typed. The first
 * option is not highlighted as one types (after a pick the search is empty and a second Enter would
 * add the next option), so the pick is `pickOnEnter`'s.
 */
export function SearchMultiSelect({ onKeyDown, ...props }: Omit<MultiSelectProps, 'searchable'>) {
  return (
    <MultiSelect
      searchable
      limit={optionLimit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown?.(event);
        pickOnEnter(event, { pickFirst: true });
      }}
      {...props}
    />
  );
}
