import { useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  onSubmit: () => void;
  children: ReactNode;
  /** Accessible name of the form. */
  label?: string;
}

/** True for Ctrl+Enter (⌘+Enter on a Mac), outside an IME composition. */
export function isSubmitShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'> & { nativeEvent?: { isComposing?: boolean } }) {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent?.isComposing;
}

/**
 * The recipe's `<form>`: native submit (Enter in a field, the Save button) and Ctrl+Enter /
 * ⌘+Enter from anywhere inside it, the markdown editor's textarea included.
 */
export function RecipeForm({ onSubmit, children, label }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
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
