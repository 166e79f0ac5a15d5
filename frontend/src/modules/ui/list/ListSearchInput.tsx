import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CompositionEvent, type KeyboardEvent } from 'react';

/** How long typing must pause before the list searches. */
export const searchDebounceMs = 300;

interface Props {
  /** The keyword the list shows now (from the URL). */
  value: string;
  /** Called with the trimmed keyword once typing pauses, on Enter and on clear. */
  onSearch: (keyword: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
}

/**
 * Search as you type: debounced, and IME-safe (nothing is searched while a Japanese
 * composition is open, only once it is committed). Enter searches at once; × clears.
 */
export function ListSearchInput({ value, onSearch, label, placeholder, clearLabel }: Props) {
  const [text, setText] = useState(value);
  const composing = useRef(false);
  const timer = useRef<number | null>(null);
  /** The keyword last sent: a URL change to anything else came from outside (Back, "Clear filters"). */
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const send = (next: string) => {
    cancel();
    const keyword = next.trim();
    if (keyword === sent.current) return;
    sent.current = keyword;
    onSearchRef.current(keyword);
  };
  const schedule = (next: string) => {
    cancel();
    timer.current = window.setTimeout(() => send(next), searchDebounceMs);
  };

  return (
    <TextInput
      ref={input}
      label={label}
      placeholder={placeholder}
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      value={text}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={clearLabel}
            onClick={() => {
              setText('');
              send('');
              input.current?.focus();
            }}
          />
        ) : null
      }
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (!composing.current && !(event.nativeEvent as InputEvent).isComposing) schedule(next);
      }}
      onCompositionStart={() => {
        composing.current = true;
        cancel();
      }}
      onCompositionEnd={(event: CompositionEvent<HTMLInputElement>) => {
        composing.current = false;
        schedule(event.currentTarget.value);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing && !composing.current) {
          event.preventDefault();
          send(event.currentTarget.value);
        }
        if (event.key === 'Escape' && text) {
          event.preventDefault();
          setText('');
          send('');
        }
      }}
      styles={{ input: { textOverflow: 'ellipsis' } }}
      style={{ flex: '1 1 260px', minWidth: 0 }}
    />
  );
}
