import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  open: { id: 'search.launcher.label', defaultMessage: 'Search everywhere' },
  button: { id: 'search.launcher.button', defaultMessage: 'Search…' },
});

/** The palette's code (and Spotlight's) loads on first use, outside the initial bundle. */
const loadPalette = () => import('./SearchPalette');
const SearchPalette = lazy(() => loadPalette().then((module) => ({ default: module.SearchPalette })));

function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** Where typing '/' means the character, not "open the palette". */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="textbox"], [role="combobox"]') !== null;
}

/**
 * The header's search button (with its shortcut as a hint) and the shortcuts that open the
 * palette: Ctrl+K (⌘+K on Apple devices) anywhere, '/' when the focus is not in a text field.
 */
export function SearchLauncher() {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const apple = isApplePlatform();
  const shortcut = apple ? '⌘ K' : 'Ctrl K';
  const label = intl.formatMessage(messages.open);

  const open = useCallback(() => {
    setWanted(true);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.defaultPrevented) return;
      const mod = apple ? event.metaKey : event.ctrlKey;
      if (mod && !event.altKey && !event.shiftKey && (event.code === 'KeyK' || event.key.toLowerCase() === 'k')) {
        event.preventDefault();
        setWanted(true);
        setOpened((current) => !current);
        return;
      }
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [apple, open]);

  const preload = () => void loadPalette();
  const keys = apple ? 'Meta+K /' : 'Control+K /';
  return (
    <>
      <Button
        variant="default"
        size="xs"
        visibleFrom="sm"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{shortcut}</Kbd>}
        aria-label={label}
        aria-keyshortcuts={keys}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="search-launcher"
      >
        {intl.formatMessage(messages.button)}
      </Button>
      <Tooltip label={label}>
        <ActionIcon variant="default" size="lg" hiddenFrom="sm" aria-label={label} aria-keyshortcuts={keys} aria-haspopup="dialog" onClick={open}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <SearchPalette opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
