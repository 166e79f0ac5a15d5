import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { beforeEach, expect, vi } from 'vitest';
import { renderWithProviders } from './renderWithProviders';
import { resetSearchServer, searchCalls } from './searchServer';

/** jsdom has no scrolling; the combobox scrolls its first option into view as one types (call it in `beforeEach`). */
export function stubScrolling(): void {
  Element.prototype.scrollIntoView = vi.fn();
}

/** Before each test: no search asked yet (`searchServer`'s calls) and scrolling stubbed. */
export function freshSearchEachTest(): void {
  beforeEach(() => {
    resetSearchServer();
    stubScrolling();
  });
}

/**
 * Renders a picker whose searches the test answers by mocking `fetchQuery` (the network is never
 * asked), with Mantine, react-intl and a router.
 */
export function renderSearching(element: ReactElement) {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('unused'))), store: new Store(new RecordSource()) });
  return renderWithProviders(<RelayEnvironmentProvider environment={environment}>{element}</RelayEnvironmentProvider>);
}

/** The picker labelled `label`: its input, focused and clicked so that its list is open. */
export function openPicker(label: string): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT') as HTMLInputElement;
  input.focus();
  fireEvent.click(input);
  return input;
}

/**
 * The options in the list (Mantine hides the list while it is empty and shows it again through a
 * transition jsdom does not run, so they are read from the document, not by their role).
 */
export const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];
export const optionNames = () => options().map((option) => option.textContent);
/** A multiple choice's chosen values, as its pills name them. */
export const pillNames = () => [...document.querySelectorAll<HTMLElement>('.mantine-Pill-label')].map((pill) => pill.textContent);

/** A controlled picker's value held as a form holds it: each change is kept and reported to `onChange`. */
export function Held<V>({ initial, onChange, children }: { initial: V; onChange: (value: V) => void; children: (value: V, change: (value: V) => void) => ReactElement }) {
  const [value, setValue] = useState(initial);
  return children(value, (next) => {
    setValue(next);
    onChange(next);
  });
}

/**
 * Opens the picker labelled `label`, checks it offers `firstPage` options with nothing asked of the
 * server, types `typed`, waits for the server's answer to show `found`, and picks the first of them.
 * Returns the picker's input.
 */
export async function searchAndPickFirst(label: string, { firstPage, typed, found }: { firstPage: number; typed: string; found: readonly string[] }): Promise<HTMLInputElement> {
  const input = openPicker(label);
  expect(optionNames()).toHaveLength(firstPage);
  expect(searchCalls).toEqual([]);
  fireEvent.change(input, { target: { value: typed } });
  await waitFor(() => expect(optionNames()).toEqual(found));
  expect(searchCalls).toEqual([{ keyword: typed }]);
  fireEvent.click(options()[0]);
  return input;
}
