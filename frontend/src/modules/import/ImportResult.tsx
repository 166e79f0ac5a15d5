import { Badge, Group, List, Progress, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { percentDone } from './importMapping';
import type { ImportResult_import$key } from './__generated__/ImportResult_import.graphql';

const messages = defineMessages({
  running: defineMessage<{ file: string; total: number }>({
    id: 'import.result.running',
    defaultMessage: 'Importing {file}: {total, plural, one {# row} other {# rows}}…',
  }),
  done: defineMessage<{ file: string; total: number }>({ id: 'import.result.done', defaultMessage: '{file}: {total, plural, one {# row} other {# rows}} imported' }),
  interrupted: defineMessage<{ file: string }>({ id: 'import.result.interrupted', defaultMessage: '{file}: the server stopped before the end; the rest were not imported' }),
  progress: defineMessage<{ done: number; total: number }>({ id: 'import.result.progress', defaultMessage: '{done, number} of {total, number}' }),
  created: defineMessage<{ count: number }>({ id: 'import.result.created', defaultMessage: '{count, plural, one {# created} other {# created}}' }),
  updated: defineMessage<{ count: number }>({ id: 'import.result.updated', defaultMessage: '{count, plural, one {# updated} other {# updated}}' }),
  unchanged: defineMessage<{ count: number }>({ id: 'import.result.unchanged', defaultMessage: '{count, plural, one {# unchanged} other {# unchanged}}' }),
  refused: defineMessage<{ count: number }>({ id: 'import.result.refused', defaultMessage: '{count, plural, one {# refused} other {# refused}}' }),
  refusals: { id: 'import.result.refusals', defaultMessage: 'Refused rows' },
  line: defineMessage<{ line: number }>({ id: 'import.result.line', defaultMessage: 'Line {line}' }),
});

interface Props {
  import: ImportResult_import$key;
  /** A field's label in the reader's language (a refusal names the field at fault). */
  fieldLabel: (name: string) => string;
}

/**
 * An import's progress and result (issue 35 §3): a progress bar of the rows done while it runs,
 * then how many rows created, updated, left unchanged and refused, each refused line with its
 * field and message.
 */
export function ImportResult({ import: ref, fieldLabel }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ImportResult_import on Import {
        id
        fileName
        status
        total
        done
        created
        updated
        unchanged
        refused
        refusals {
          line
          field
          code
          message
        }
      }
    `,
    ref,
  );
  const running = data.status === 'RUNNING';
  const heading =
    data.status === 'RUNNING'
      ? intl.formatMessage(messages.running, { file: data.fileName, total: data.total })
      : data.status === 'INTERRUPTED'
        ? intl.formatMessage(messages.interrupted, { file: data.fileName })
        : intl.formatMessage(messages.done, { file: data.fileName, total: data.total });
  const progress = intl.formatMessage(messages.progress, { done: data.done, total: data.total });
  return (
    <Stack gap="sm" data-testid="import-result" data-status={data.status}>
      <Text fw={600} role="status" style={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Progress value={percentDone(data.done, data.total)} animated={running} style={{ flex: 1 }} aria-label={progress} data-testid="import-progress" data-done={data.done} data-total={data.total} />
        <Text size="sm" c="dimmed">
          {progress}
        </Text>
      </Group>
      {!running && (
        <Group gap="xs" wrap="wrap">
          <Badge color="green" variant="light" data-testid="import-created">
            {intl.formatMessage(messages.created, { count: data.created })}
          </Badge>
          <Badge color="blue" variant="light" data-testid="import-updated">
            {intl.formatMessage(messages.updated, { count: data.updated })}
          </Badge>
          <Badge color="gray" variant="light" data-testid="import-unchanged-count">
            {intl.formatMessage(messages.unchanged, { count: data.unchanged })}
          </Badge>
          <Badge color={data.refused > 0 ? 'red' : 'gray'} variant="light" data-testid="import-refused-count">
            {intl.formatMessage(messages.refused, { count: data.refused })}
          </Badge>
        </Group>
      )}
      {data.refusals.length > 0 && (
        <List size="sm" spacing={4} aria-label={intl.formatMessage(messages.refusals)} data-testid="import-refusals">
          {data.refusals.map((refusal) => (
            <List.Item key={`${refusal.line}:${refusal.field ?? ''}`} data-testid="import-refusal" data-line={refusal.line} data-code={refusal.code}>
              <Group gap={6} wrap="wrap">
                <Text span fw={500}>
                  {intl.formatMessage(messages.line, { line: refusal.line })}
                </Text>
                {refusal.field && (
                  <Badge color="red" variant="outline" size="sm">
                    {fieldLabel(refusal.field)}
                  </Badge>
                )}
                <Text span size="sm" c="dimmed">
                  {refusal.message}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
