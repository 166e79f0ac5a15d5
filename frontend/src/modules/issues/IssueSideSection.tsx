import { ActionIcon, Alert, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';

const messages = defineMessages({
  assign: { id: 'issue.side.assign', defaultMessage: 'Assign' },
  failed: { id: 'issue.side.failed', defaultMessage: 'The change was not made' },
});

export interface SideItem {
  key: string;
  content: ReactNode;
  /** The detach button's accessible name ("Detach Bug"). */
  detachLabel: string;
  onDetach: () => void;
}

export interface SidePicker {
  /** The picker's label ("Add a category"). */
  label: string;
  placeholder?: string;
  data: { value: string; label: string }[];
  /** Server-side search (documents): called as the user types. */
  onSearchChange?: (search: string) => void;
  onAssign: (value: string, done: () => void) => void;
  /** The button's text, when it is not "Assign" ("Link"). */
  assignLabel?: string;
}

interface Props {
  title: string;
  emptyText: string;
  items: readonly SideItem[];
  picker: SidePicker;
  busy: boolean;
  /** The server's message for the last refusal ('Assignment already exists'), shown until dismissed. */
  error: string | null;
  onDismissError: () => void;
  'data-testid': string;
}

/**
 * One section of an issue's side panel (categories, project, assignees, documents): what is
 * assigned, each with a detach button, and a picker to assign another. The picker offers every
 * option; one assigned already is refused by the server, whose message shows here.
 */
export function IssueSideSection({ title, emptyText, items, picker, busy, error, onDismissError, 'data-testid': testId }: Props) {
  const intl = useIntl();
  const [value, setValue] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  return (
    <Stack gap={6} component="section" aria-label={title} data-testid={testId}>
      <Title order={3} size="h6" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group key={item.key} component="li" gap={4} wrap="nowrap" justify="space-between" data-testid={`${testId}-item`}>
              <div style={{ minWidth: 0, flex: 1 }}>{item.content}</div>
              <Tooltip label={item.detachLabel}>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={item.detachLabel} disabled={busy} onClick={item.onDetach}>
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap={4} wrap="nowrap" align="flex-end">
        <SearchSelect
          aria-label={picker.label}
          placeholder={picker.placeholder ?? picker.label}
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
          filter={picker.onSearchChange ? ({ options }) => options : undefined}
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
            picker.onAssign(value, () => {
              setValue(null);
              setSearch('');
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
