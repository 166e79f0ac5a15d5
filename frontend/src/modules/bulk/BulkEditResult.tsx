import { Anchor, Badge, Button, CloseButton, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { bulkFieldsOf, entityPath } from '@/modules/areas';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import type { BulkEditResult_bulkEdit$key, BulkRefusalReason } from './__generated__/BulkEditResult_bulkEdit.graphql';

const messages = defineMessages({
  region: { id: 'bulk.result.region', defaultMessage: 'Change in bulk' },
  running: defineMessage<{ field: string; total: number }>({
    id: 'bulk.result.running',
    defaultMessage: '{field}: changing {total, plural, one {# item} other {# items}}…',
  }),
  done: defineMessage<{ field: string; total: number }>({ id: 'bulk.result.done', defaultMessage: '{field}: {total, plural, one {# item} other {# items}} done' }),
  interrupted: defineMessage<{ field: string }>({ id: 'bulk.result.interrupted', defaultMessage: '{field}: the server stopped before the end; the rest were not changed' }),
  undoRunning: defineMessage<{ total: number }>({ id: 'bulk.result.undoRunning', defaultMessage: 'Undoing {total, plural, one {# change} other {# changes}}…' }),
  undoDone: defineMessage<{ total: number }>({ id: 'bulk.result.undoDone', defaultMessage: 'Undo: {total, plural, one {# item} other {# items}} done' }),
  progress: defineMessage<{ done: number; total: number }>({ id: 'bulk.result.progress', defaultMessage: '{done, number} of {total, number}' }),
  changed: defineMessage<{ count: number }>({ id: 'bulk.result.changed', defaultMessage: '{count, plural, one {# changed} other {# changed}}' }),
  unchanged: defineMessage<{ count: number }>({ id: 'bulk.result.unchanged', defaultMessage: '{count, plural, one {# already so} other {# already so}}' }),
  refused: defineMessage<{ count: number }>({ id: 'bulk.result.refused', defaultMessage: '{count, plural, one {# refused} other {# refused}}' }),
  refusals: { id: 'bulk.result.refusals', defaultMessage: 'Refused' },
  undo: { id: 'bulk.result.undo', defaultMessage: 'Undo' },
  undone: { id: 'bulk.result.undone', defaultMessage: 'Undone' },
  close: { id: 'bulk.result.close', defaultMessage: 'Close the result' },
});

/** Why an item was refused (the contract's reasons), in a word beside its message. */
const reasons = defineMessages({
  STALE: { id: 'bulk.reason.stale', defaultMessage: 'Changed since' },
  NOT_ALLOWED: { id: 'bulk.reason.notAllowed', defaultMessage: 'Not allowed' },
  RULE: { id: 'bulk.reason.rule', defaultMessage: 'Rule' },
  NOT_FOUND: { id: 'bulk.reason.notFound', defaultMessage: 'No longer exists' },
}) satisfies Partial<Record<BulkRefusalReason, MessageDescriptor>>;

function reasonMessage(reason: BulkRefusalReason): MessageDescriptor | null {
  return Object.hasOwn(reasons, reason) ? reasons[reason as keyof typeof reasons] : null;
}

interface Props {
  bulkEdit: BulkEditResult_bulkEdit$key;
  /** Undo the batch (shown while the server says the reader may). */
  onUndo?: () => void;
  undoing?: boolean;
  onClose?: () => void;
}

/**
 * A batch's progress and result (issue 35 §2): a progress bar while it runs, then how many
 * changed, were already so and were refused, each refused item by its title with why, and one
 * Undo for the whole batch.
 */
export function BulkEditResult({ bulkEdit, onUndo, undoing = false, onClose }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment BulkEditResult_bulkEdit on BulkEdit {
        id
        type
        field
        status
        total
        done
        changed
        unchanged
        refused
        canUndo
        undoOf {
          id
        }
        undoneBy {
          id
        }
        refusals {
          itemId
          title
          reason
          code
          message
        }
      }
    `,
    bulkEdit,
  );
  const declared = bulkFieldsOf(data.type).find(([name]) => name === data.field)?.[1];
  const field = declared ? intl.formatMessage(declared.label) : data.field;
  const running = data.status === 'RUNNING';
  const undo = data.undoOf !== null;
  const heading = undo
    ? intl.formatMessage(running ? messages.undoRunning : messages.undoDone, { total: data.total })
    : running
      ? intl.formatMessage(messages.running, { field, total: data.total })
      : data.status === 'INTERRUPTED'
        ? intl.formatMessage(messages.interrupted, { field })
        : intl.formatMessage(messages.done, { field, total: data.total });
  const percent = data.total === 0 ? 100 : Math.round((data.done / data.total) * 100);
  return (
    <Stack gap="xs" data-testid={undo ? 'bulk-undo-result' : 'bulk-result'} data-status={data.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} role="status">
          {heading}
        </Text>
        {onClose && <CloseButton aria-label={intl.formatMessage(messages.close)} onClick={onClose} />}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Progress
          value={percent}
          animated={running}
          style={{ flex: 1 }}
          aria-label={intl.formatMessage(messages.progress, { done: data.done, total: data.total })}
          data-testid="bulk-progress"
        />
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.progress, { done: data.done, total: data.total })}
        </Text>
      </Group>
      {!running && (
        <Group gap="xs" wrap="wrap">
          <Badge color="green" variant="light" data-testid="bulk-changed">
            {intl.formatMessage(messages.changed, { count: data.changed })}
          </Badge>
          <Badge color="gray" variant="light" data-testid="bulk-unchanged">
            {intl.formatMessage(messages.unchanged, { count: data.unchanged })}
          </Badge>
          <Badge color={data.refused > 0 ? 'red' : 'gray'} variant="light" data-testid="bulk-refused">
            {intl.formatMessage(messages.refused, { count: data.refused })}
          </Badge>
          {data.undoneBy && (
            <Badge color="gray" data-testid="bulk-undone">
              {intl.formatMessage(messages.undone)}
            </Badge>
          )}
        </Group>
      )}
      {data.refusals.length > 0 && (
        <List size="sm" spacing={4} aria-label={intl.formatMessage(messages.refusals)} data-testid="bulk-refusals">
          {data.refusals.map((refusal) => {
            const path = entityPath(data.type, refusal.itemId);
            const reason = reasonMessage(refusal.reason);
            return (
              <List.Item key={refusal.itemId} data-testid="bulk-refusal" data-reason={refusal.reason}>
                <Group gap={6} wrap="wrap">
                  {path ? (
                    <Anchor component={Link} to={to(path)} fw={500}>
                      {refusal.title}
                    </Anchor>
                  ) : (
                    <Text span fw={500}>
                      {refusal.title}
                    </Text>
                  )}
                  <Badge color="red" variant="outline" size="sm">
                    {reason ? intl.formatMessage(reason) : refusal.reason}
                  </Badge>
                  <Text span size="sm" c="dimmed">
                    {refusal.message}
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
      {data.canUndo && onUndo && (
        <Group>
          <Button variant="light" onClick={onUndo} loading={undoing} data-testid="bulk-undo">
            {intl.formatMessage(messages.undo)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The frame a batch's result is drawn in over the list. */
export function BulkResultFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Paper withBorder p="sm" mb="sm" role="region" aria-label={intl.formatMessage(messages.region)} data-testid="bulk-panel">
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
