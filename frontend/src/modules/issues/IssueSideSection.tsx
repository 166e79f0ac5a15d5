import { ActionIcon, Alert, Button, Group, Stack, Text, Title, Tooltip, type OptionsFilter } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';

const messages = defineMessages({
  assign: { id: 'issue.side.assign', defaultMessage: 'Assign' },
  failed: { id: 'issue.side.failed', defaultMessage: 'The change was not made' },
  detach: defineMessage<{ name: string }>({ id: 'issue.side.detach', defaultMessage: 'Detach {name}' }),
});

/** What a mutation is committed with here: the error goes to the section's alert. */
export interface SideCallbacks {
  onError: (error: Error) => void;
}

export interface SideItem {
  key: string;
  content: ReactNode;
  /** What the detach button names ("Detach Bug"). */
  name: string;
}

export interface SidePicker {
  placeholder?: string;
  data: { value: string; label: string }[];
  /** Server-side search (documents, members): called as the user types. */
  onSearchChange?: (search: string) => void;
  /** Which options show for what is typed: all of them (the server's answer) unless told (`useServerSearch`'s). */
  filter?: OptionsFilter;
  /** Commits the assignment; `onCompleted` clears the picker. */
  assign: (value: string, callbacks: SideCallbacks & { onCompleted: () => void }) => void;
  /** The button's text, when it is not "Assign" ("Link"). */
  assignLabel?: string;
}

interface Props {
  /** The section's words: its title, "none yet" and the picker's label ("Add a category"). */
  messages: Record<'title' | 'none' | 'pick', MessageDescriptor>;
  items: readonly SideItem[];
  picker: SidePicker;
  /** Commits detaching an item (by its key). */
  detach: (key: string, callbacks: SideCallbacks) => void;
  /** An assign or a detach is in flight. */
  busy: boolean;
  'data-testid': string;
}

/**
 * One section of an issue's side panel (categories, project, assignees, documents): what is
 * assigned, each with a detach button, and a picker to assign another. The picker offers every
 * option; one assigned already is refused by the server, whose message ('Assignment already
 * exists') shows here until dismissed or the next change. The four sections only declare their
 * items and mutations (issue 32).
 */
export function IssueSideSection({ messages: words, items, picker, detach, busy, 'data-testid': testId }: Props) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: Error) => setError(errorMessage(intl, failure));
  const onDismissError = () => setError(null);
  const title = intl.formatMessage(words.title);
  const pick = intl.formatMessage(words.pick);
  const [value, setValue] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  return (
    <Stack gap={6} component="section" aria-label={title} data-testid={testId}>
      <Title order={3} size="h6" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(words.none)}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const detachLabel = intl.formatMessage(messages.detach, { name: item.name });
            return (
              <Group key={item.key} component="li" gap={4} wrap="nowrap" justify="space-between" data-testid={`${testId}-item`}>
                <div style={{ minWidth: 0, flex: 1 }}>{item.content}</div>
                <Tooltip label={detachLabel}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={detachLabel}
                    disabled={busy}
                    onClick={() => {
                      onDismissError();
                      detach(item.key, { onError });
                    }}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            );
          })}
        </Stack>
      )}
      <Group gap={4} wrap="nowrap" align="flex-end">
        <SearchSelect
          aria-label={pick}
          placeholder={picker.placeholder ?? pick}
          size="xs"
          clearable
          style={{ flex: 1, minWidth: 0 }}
          data={picker.data}
          value={value}
          onChange={setValue}
          searchValue={picker.onSearchChange ? search : undefined}
          onSearchChange={
            picker.onSearchChange
              ? (next) => {
                  setSearch(next);
                  picker.onSearchChange?.(next);
                }
              : undefined
          }
          filter={picker.filter ?? (picker.onSearchChange ? ({ options }) => options : undefined)}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!value}
          loading={busy}
          onClick={() => {
            if (!value) return;
            onDismissError();
            picker.assign(value, {
              onCompleted: () => {
                setValue(null);
                setSearch('');
              },
              onError,
            });
          }}
        >
          {picker.assignLabel ?? intl.formatMessage(messages.assign)}
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" p="xs" title={intl.formatMessage(messages.failed)} role="alert" withCloseButton onClose={onDismissError} data-testid={`${testId}-error`}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
