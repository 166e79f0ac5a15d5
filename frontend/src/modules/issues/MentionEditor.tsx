import { Box, Paper, Popover, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { lazy, Suspense, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useEmployeeSearch } from '@/modules/members/useEmployeeSearch';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { PageLoader } from '@/modules/ui/PageLoader';
import { insertMention, matchEmployees, mentionQueryAt, type MentionQuery } from './mentions';

const MarkdownEditor = lazy(() => import('@/modules/markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

const messages = defineMessages({
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
  mention: { id: 'issue.comment.mention', defaultMessage: 'Mention someone' },
  suggestions: { id: 'issue.comment.mentionSuggestions', defaultMessage: 'People to mention' },
  hint: { id: 'issue.comment.mentionHint', defaultMessage: 'Type @ and a name to mention someone.' },
});

export interface MentionCandidate {
  readonly id: string;
  readonly name: string;
}

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  employees: readonly MentionCandidate[];
  /** An employee was picked (their `@Name` is now in the text). */
  onMention: (employee: MentionCandidate) => void;
}

/**
 * The markdown editor with `@name` mentions: typing `@` and part of a name offers matching
 * employees (↑/↓, Enter or Tab to pick, Esc to close), and "Mention someone" picks one from a
 * list; either way `@Name` goes in at the caret and the employee is reported through `onMention`.
 * Both offer the first page of members at once and those the server finds for what is typed
 * (issue 33: a company of 10,000 is not loaded whole).
 */
export function MentionEditor({ label, value, onChange, employees, onMention }: Props) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const caret = useRef(value.length);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const [pickerSearch, setPickerSearch] = useState('');
  const listId = useId();
  const search = useEmployeeSearch();
  const candidates = useMemo(() => {
    const listed = new Set(employees.map((employee) => employee.id));
    return [...employees, ...search.found.filter((employee) => !listed.has(employee.id))];
  }, [employees, search.found]);
  const matches = query ? matchEmployees(candidates, query.query) : [];
  const open = query !== null && matches.length > 0;

  const textarea = () => box.current?.querySelector('textarea') ?? null;
  const track = () => {
    const area = textarea();
    if (!area) return;
    caret.current = area.selectionStart;
    const next = area.selectionStart === area.selectionEnd ? mentionQueryAt(area.value, area.selectionStart) : null;
    setQuery((previous) => (previous?.start === next?.start && previous?.query === next?.query ? previous : next));
    if (next?.query !== query?.query) {
      setActive(0);
      search.props.onSearchChange(next?.query ?? '');
    }
  };
  const pick = (employee: MentionCandidate, at: MentionQuery | null) => {
    const end = at ? at.start + 1 + at.query.length : caret.current;
    const start = at ? at.start : caret.current;
    const next = insertMention(value, start, end, employee.name);
    onChange(next.value);
    onMention(employee);
    setQuery(null);
    caret.current = next.caret;
    requestAnimationFrame(() => {
      const area = textarea();
      if (!area) return;
      area.focus();
      area.setSelectionRange(next.caret, next.caret);
    });
  };
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
    } else if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      pick(matches[Math.min(active, matches.length - 1)], query);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <Stack gap={6}>
      <Popover opened={open} position="bottom-start" withinPortal={false} trapFocus={false} returnFocus={false} onChange={(opened) => !opened && setQuery(null)}>
        <Popover.Target>
          <Box ref={box} onKeyDownCapture={onKeyDownCapture} onKeyUp={track} onClick={track} onInput={track}>
            <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
              <MarkdownEditor label={label} value={value} onChange={onChange} />
            </Suspense>
          </Box>
        </Popover.Target>
        <Popover.Dropdown p={4}>
          <Paper role="listbox" id={listId} aria-label={intl.formatMessage(messages.suggestions)} data-testid="mention-suggestions">
            {matches.map((employee, index) => (
              <UnstyledButton
                key={employee.id}
                role="option"
                aria-selected={index === active}
                display="block"
                w="100%"
                px="sm"
                py={4}
                bg={index === active ? 'var(--mantine-color-blue-light)' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(employee, query)}
              >
                <Text size="sm">{employee.name}</Text>
              </UnstyledButton>
            ))}
          </Paper>
        </Popover.Dropdown>
      </Popover>
      <Select
        aria-label={intl.formatMessage(messages.mention)}
        placeholder={intl.formatMessage(messages.mention)}
        leftSection={<IconAt size={14} aria-hidden />}
        size="xs"
        w={240}
        searchable
        data={namedChoices(candidates).data}
        value={null}
        searchValue={pickerSearch}
        onSearchChange={(next) => {
          setPickerSearch(next);
          search.props.onSearchChange(next);
        }}
        filter={search.props.filter}
        onChange={(id) => {
          const employee = candidates.find((candidate) => candidate.id === id);
          setPickerSearch('');
          if (employee) pick(employee, null);
        }}
        description={intl.formatMessage(messages.hint)}
        inputWrapperOrder={['input', 'description']}
        data-testid="mention-picker"
      />
    </Stack>
  );
}
