import '@mantine/spotlight/styles.css';
import { Box, Highlight, Input, Loader, Modal, Text, UnstyledButton, VisuallyHidden, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import { IconSearch, IconSun, type Icon } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { localeCookie } from '@/modules/i18n/localeCookie';
import { localePath, splitLocalePath } from '@/modules/i18n/localePath';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { hitPath } from './hitPath';
import { allCommands, allowedCommands, commandLabel, commandSections, filterCommands, type Access, type PaletteCommand } from './paletteCommands';
import { areaIcon, areaLabel } from './searchAreas';
import { SearchPaletteQuery } from './SearchPaletteQuery';
import type { SearchPaletteQuery as SearchPaletteQueryType, SearchPaletteQuery$data } from './__generated__/SearchPaletteQuery.graphql';

/** How long typing must pause before the palette searches. */
export const searchDebounceMs = 150;
/** Hits shown per area (the heading shows the area's total). */
const hitsPerGroup = 5;

const listId = 'search-palette-list';
const inputId = 'search-palette-input';

const messages = defineMessages({
  title: { id: 'search.palette.title', defaultMessage: 'Search and commands' },
  inputLabel: { id: 'search.palette.inputLabel', defaultMessage: 'Search tasks, issues, documents, organizations, projects, members and agents, or type a command' },
  placeholder: { id: 'search.palette.placeholder', defaultMessage: 'Search or type a command…' },
  results: { id: 'search.palette.results', defaultMessage: 'Results and commands' },
  searching: { id: 'search.palette.searching', defaultMessage: 'Searching…' },
  failed: { id: 'search.palette.failed', defaultMessage: 'Search failed' },
  sectionCreate: { id: 'search.section.create', defaultMessage: 'Create' },
  sectionNavigate: { id: 'search.section.navigate', defaultMessage: 'Go to' },
  sectionPreferences: { id: 'search.section.preferences', defaultMessage: 'Preferences' },
});
const groupHeading = defineMessage<{ area: string; count: number }>({ id: 'search.group.heading', defaultMessage: '{area} · {count, number}' });
/** A group whose count stopped at the lists' cap (issue 33): more than `count` match. */
const groupHeadingCapped = defineMessage<{ area: string; count: number }>({ id: 'search.group.headingCapped', defaultMessage: '{area} · {count, number}+' });
const noResults = defineMessage<{ text: string }>({ id: 'search.palette.noResults', defaultMessage: 'No results for “{text}”' });
const resultCount = defineMessage<{ count: number }>({
  id: 'search.palette.resultCount',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
});
const errorCode = defineMessage<{ code: string }>({ id: 'search.palette.errorCode', defaultMessage: 'Code {code}' });

const sectionLabels = {
  create: messages.sectionCreate,
  navigate: messages.sectionNavigate,
  preferences: messages.sectionPreferences,
} as const;

const classes = Spotlight.classes;

/**
 * The palette's own Spotlight store (not Mantine's global one). Spotlight gives the dialog, its
 * scrolling list and its look; the input, the rows, the selection and the keys are the palette's
 * own, because Spotlight's selection lives in the DOM (it does not follow rows that arrive later,
 * nor tell screen readers which row is active) and its rows drop their ids.
 */
const [store, palette] = createSpotlight();

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

type Groups = SearchPaletteQuery$data['search']['groups'];

/** The answer for one searched text: its groups, or the error it failed with. */
interface Answer {
  keyword: string;
  groups: Groups;
  error: unknown;
}

/** One selectable row (a hit or a command), in list order. */
interface Entry {
  key: string;
  label: string;
  description: string | null;
  icon: Icon;
  /** The words to mark in the label. */
  marks: string[];
  run: () => void;
}

interface Section {
  key: string;
  heading: string;
  entries: Entry[];
}

interface Props {
  opened: boolean;
  onClose: () => void;
  access: Access;
}

/**
 * The command palette (Ctrl/⌘+K): searches every area at once as the user types (debounced,
 * nothing sent during an IME composition), lists the hits grouped by area in the server's order
 * and the commands `access` allows, and runs the chosen one. Keyboard: ↑/↓, Enter, Esc.
 */
export function PaletteDialog({ opened, onClose, access }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale, path: currentPath } = splitLocalePath(location.pathname);
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });

  /** What the input shows. */
  const [text, setText] = useState('');
  /** The trimmed text last sent to the server ('' = none). */
  const [keyword, setKeyword] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** An IME composition is open (the ref for handlers, the state for rendering). */
  const composing = useRef(false);
  const [isComposing, setComposing] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(() => {
    if (opened) palette.open();
    else palette.close();
  }, [opened]);
  // A palette unmounted while open (its layout left for the other locale's) leaves the store closed.
  useEffect(() => () => palette.close(), []);

  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  const schedule = (next: string) => {
    cancel();
    const trimmed = next.trim();
    if (!trimmed) {
      setKeyword('');
      return;
    }
    timer.current = window.setTimeout(() => setKeyword(trimmed), searchDebounceMs);
  };

  useEffect(() => {
    if (!keyword) return undefined;
    const request = fetchQuery<SearchPaletteQueryType>(environment, SearchPaletteQuery, { text: keyword, first: hitsPerGroup }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setAnswer({ keyword, groups: data.search.groups, error: null }),
      error: (failure: unknown) => setAnswer({ keyword, groups: [], error: failure }),
    });
    return () => request.unsubscribe();
  }, [environment, keyword]);

  const searching = keyword !== '' && answer?.keyword !== keyword;
  /** The answer on screen: the last one while the next is on its way, none once the input is empty. */
  const shown = keyword ? answer : null;

  const commands = useMemo(() => allowedCommands(allCommands(locale), access), [locale, access]);
  const matchingCommands = useMemo(() => filterCommands(intl, commands, text), [intl, commands, text]);

  const runCommand = (command: PaletteCommand) => {
    const action = command.action;
    if (action.kind === 'navigate') void navigate(localePath(locale, action.path));
    else if (action.kind === 'switchLocale') {
      // As the header's language menu does: remember the choice, then move to the locale's path.
      localeCookie.set(action.to);
      void navigate(localePath(action.to, currentPath) + location.search);
    } else setColorScheme(colorScheme === 'dark' ? 'light' : 'dark');
  };

  const sections: Section[] = [];
  if (shown) {
    const marks = shown.keyword.split(/\s+/u).filter(Boolean);
    for (const group of shown.groups) {
      const label = areaLabel(group.area);
      if (!label) continue;
      const entries: Entry[] = [];
      for (const hit of group.hits) {
        const path = hitPath(hit.node.__typename, hit.node.id);
        if (!path) continue;
        entries.push({
          key: `${group.area}:${hit.node.id}`,
          label: hit.title,
          description: hit.subtitle ?? null,
          icon: areaIcon(group.area),
          marks,
          run: () => void navigate(localePath(locale, path)),
        });
      }
      if (entries.length === 0) continue;
      sections.push({
        key: `area:${group.area}`,
        heading: intl.formatMessage(group.totalCountCapped ? groupHeadingCapped : groupHeading, {
          area: intl.formatMessage(label),
          count: group.totalCount,
        }),
        entries,
      });
    }
  }
  const commandMarks = text.trim().split(/\s+/u).filter(Boolean);
  for (const section of commandSections) {
    const entries = matchingCommands
      .filter((command) => command.section === section)
      .map<Entry>((command) => ({
        key: `command:${command.id}`,
        label: commandLabel(intl, command),
        description: null,
        icon: command.action.kind === 'toggleColorScheme' && colorScheme === 'dark' ? IconSun : command.icon,
        marks: commandMarks,
        run: () => runCommand(command),
      }));
    if (entries.length > 0) sections.push({ key: `section:${section}`, heading: intl.formatMessage(sectionLabels[section]), entries });
  }
  const entries = sections.flatMap((section) => section.entries);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Whenever the rows change (an answer arrived, the commands were filtered) the first one is
  // selected: Enter runs it, the arrows move from it.
  const signature = entries.map((entry) => entry.key).join('\n');
  const [selection, setSelection] = useState({ signature: '', index: -1 });
  const selected = selection.signature === signature ? selection.index : entries.length > 0 ? 0 : -1;
  const activeId = selected >= 0 ? optionId(selected) : undefined;
  useEffect(() => {
    if (!activeId) return;
    const row = document.getElementById(activeId);
    if (typeof row?.scrollIntoView === 'function') row.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || composing.current || event.nativeEvent.keyCode === 229) return;
    const count = entries.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = selected < 0 ? (step > 0 ? 0 : count - 1) : (selected + step + count) % count;
      setSelection({ signature, index: next });
    } else if ((event.key === 'Home' || event.key === 'End') && (event.ctrlKey || event.metaKey) && count > 0) {
      event.preventDefault();
      setSelection({ signature, index: event.key === 'Home' ? 0 : count - 1 });
    } else if (event.key === 'Enter' && selected >= 0) {
      event.preventDefault();
      // The row's own click: it runs the entry and closes the palette.
      document.getElementById(optionId(selected))?.click();
    }
  };

  const committed = text.trim() === keyword && !isComposing;
  const empty = keyword !== '' && committed && !searching && !shown?.error && entries.length === 0;
  const status = searching
    ? intl.formatMessage(messages.searching)
    : empty
      ? intl.formatMessage(noResults, { text: keyword })
      : keyword
        ? intl.formatMessage(resultCount, { count: entries.length })
        : '';

  let index = -1;
  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      clearQueryOnClose={false}
      onSpotlightClose={() => {
        cancel();
        setText('');
        setKeyword('');
        onClose();
      }}
      scrollable
      maxHeight={460}
    >
      <Modal.Title style={visuallyHidden}>{intl.formatMessage(messages.title)}</Modal.Title>
      <Box
        onCompositionStart={() => {
          composing.current = true;
          setComposing(true);
          cancel();
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          setComposing(false);
          const value = (event.target as HTMLInputElement).value;
          setText(value);
          schedule(value);
        }}
      >
        <Input
          id={inputId}
          size="lg"
          classNames={{ input: classes.search }}
          value={text}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            if (!composing.current && !(event.nativeEvent as InputEvent).isComposing) schedule(next);
          }}
          onKeyDown={onKeyDown}
          data-autofocus
          role="combobox"
          aria-label={intl.formatMessage(messages.inputLabel)}
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder={intl.formatMessage(messages.placeholder)}
          leftSection={<IconSearch size={20} stroke={1.5} aria-hidden />}
          rightSection={searching ? <Loader size="xs" aria-hidden data-testid="search-palette-loading" /> : null}
          autoComplete="off"
          enterKeyHint="go"
        />
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      {shown?.error ? (
        <ErrorAlert title={intl.formatMessage(messages.failed)} testId="search-palette-error" m="xs">
          <Text size="sm">{errorMessage(intl, shown.error)}</Text>
          {shown.error instanceof ClientError && (
            <Text size="xs" c="dimmed">
              {intl.formatMessage(errorCode, { code: shown.error.code })}
            </Text>
          )}
        </ErrorAlert>
      ) : null}
      <Spotlight.ActionsList id={listId} role="listbox" aria-label={intl.formatMessage(messages.results)}>
        {sections.map((section) => {
          const headingId = `${listId}-${section.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
          return (
            <Box key={section.key} role="group" aria-labelledby={headingId} pb={4}>
              <Text id={headingId} size="xs" fw={700} c="dimmed" px="md" pt="xs" pb={4} data-testid="search-group-heading">
                {section.heading}
              </Text>
              {section.entries.map((entry) => {
                index += 1;
                const active = index === selected;
                return (
                  <UnstyledButton
                    key={entry.key}
                    id={optionId(index)}
                    className={classes.action}
                    role="option"
                    aria-selected={active}
                    data-selected={active || undefined}
                    tabIndex={-1}
                    // The focus stays in the search field.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      entry.run();
                      palette.close();
                    }}
                  >
                    <Box component="span" className={classes.actionSection} mod={{ position: 'left', dimmed: true }}>
                      <entry.icon size={20} stroke={1.5} aria-hidden />
                    </Box>
                    <span className={classes.actionBody}>
                      <Highlight component="span" className={classes.actionLabel} highlight={entry.marks} inherit>
                        {entry.label}
                      </Highlight>
                      {entry.description && <span className={classes.actionDescription}>{entry.description}</span>}
                    </span>
                  </UnstyledButton>
                );
              })}
            </Box>
          );
        })}
        {empty && <Spotlight.Empty data-testid="search-palette-empty">{intl.formatMessage(noResults, { text: keyword })}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
