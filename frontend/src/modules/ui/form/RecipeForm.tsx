import { useEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { listOpen } from './SearchSelect';

interface Props {
  onSubmit: () => void;
  children: ReactNode;
  /** Accessible name of the form. */
  label?: string;
  /** Focus the first field when the form appears (a new record's form): the one marked `data-autofocus`, else the first enabled input. */
  autoFocus?: boolean;
}

const fieldSelector = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** The field a new form starts in: the one marked `data-autofocus`, else the first enabled input. */
export function firstField(form: HTMLElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('[data-autofocus]') ?? form.querySelector<HTMLElement>(fieldSelector);
}

/** True for Ctrl+Enter (⌘+Enter on a Mac), outside an IME composition. */
export function isSubmitShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'> & { nativeEvent?: { isComposing?: boolean } }) {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent?.isComposing;
}

/**
 * The recipe's `<form>`: native submit (Enter in a field, the Save button) and Ctrl+Enter /
 * ⌘+Enter from anywhere inside it, the markdown editor's textarea included, but not Enter in an
 * open dropdown list; a new record's form starts in its first field.
 */
export function RecipeForm({ onSubmit, children, label, autoFocus }: Props) {
  const form = useRef<HTMLFormElement>(null);
  // Only when the form appears, and not when the user is already somewhere inside it.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (!focusOnMount.current || !form.current || form.current.contains(document.activeElement)) return;
    firstField(form.current)?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Enter in a dropdown whose list is open picks from the list; it never submits the form with
    // the field still empty (issue 37 §3), whichever dropdown the form uses.
    if (event.key === 'Enter' && !isSubmitShortcut(event) && event.target instanceof HTMLElement && listOpen(event.target)) {
      event.preventDefault();
      return;
    }
    if (!isSubmitShortcut(event)) return;
    event.preventDefault();
    form.current?.requestSubmit();
  };
  return (
    <form ref={form} onSubmit={submit} onKeyDown={onKeyDown} noValidate aria-label={label}>
      {children}
    </form>
  );
}
