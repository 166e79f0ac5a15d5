import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { columnOf } from './importMapping';
import { outcomeColors, outcomeMessage } from './importOutcome';
import type { ImportPreviewTable_preview$key } from './__generated__/ImportPreviewTable_preview.graphql';

const messages = defineMessages({
  encoding: defineMessage<{ encoding: string }>({ id: 'import.preview.encoding', defaultMessage: 'Read as {encoding}' }),
  rows: defineMessage<{ total: number }>({ id: 'import.preview.total', defaultMessage: '{total, plural, one {# row} other {# rows}}' }),
  creates: defineMessage<{ count: number }>({ id: 'import.preview.creates', defaultMessage: '{count, plural, one {# will be created} other {# will be created}}' }),
  updates: defineMessage<{ count: number }>({ id: 'import.preview.updates', defaultMessage: '{count, plural, one {# will be updated} other {# will be updated}}' }),
  unchanged: defineMessage<{ count: number }>({ id: 'import.preview.unchanged', defaultMessage: '{count, plural, one {# unchanged} other {# unchanged}}' }),
  refused: defineMessage<{ count: number }>({ id: 'import.preview.refused', defaultMessage: '{count, plural, one {# refused} other {# refused}}' }),
  shown: defineMessage<{ shown: number; total: number }>({
    id: 'import.preview.shown',
    defaultMessage: 'Showing {shown, number} of {total, number} rows: the first ones and the refused ones, up to the first 1,000.',
  }),
  table: { id: 'import.preview.table', defaultMessage: 'Rows of the file' },
  line: { id: 'import.preview.line', defaultMessage: 'Line' },
  outcome: { id: 'import.preview.outcome', defaultMessage: 'Outcome' },
  leftOut: { id: 'import.preview.leftOut', defaultMessage: 'Left out' },
});

/**
 * The preview of an import (issue 35 §3), decided by the server as the import would, nothing
 * written: how the file was read, how many rows will be created, updated, left unchanged or
 * refused, then the rows (the first ones and the refused ones, up to a thousand: the server's
 * `import::PREVIEW_REFUSALS`), each with its outcome and, for a
 * refused row, the message beside the field at fault.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreviewTable_preview$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ImportPreviewTable_preview on ImportPreview {
        fileName
        encoding
        headers
        columns
        total
        creates
        updates
        unchanged
        refused
        rows {
          line
          outcome
          cells
          code
          field
          message
        }
      }
    `,
    preview,
  );
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Group gap="xs" wrap="wrap">
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {data.fileName}
        </Text>
        <Badge variant="outline" color="gray" data-testid="import-encoding" data-encoding={data.encoding}>
          {intl.formatMessage(messages.encoding, { encoding: data.encoding })}
        </Badge>
        <Badge variant="outline" color="gray" data-testid="import-total">
          {intl.formatMessage(messages.rows, { total: data.total })}
        </Badge>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Badge color="green" variant="light" data-testid="import-creates">
          {intl.formatMessage(messages.creates, { count: data.creates })}
        </Badge>
        <Badge color="blue" variant="light" data-testid="import-updates">
          {intl.formatMessage(messages.updates, { count: data.updates })}
        </Badge>
        <Badge color="gray" variant="light" data-testid="import-unchanged">
          {intl.formatMessage(messages.unchanged, { count: data.unchanged })}
        </Badge>
        <Badge color={data.refused > 0 ? 'red' : 'gray'} variant="light" data-testid="import-refused">
          {intl.formatMessage(messages.refused, { count: data.refused })}
        </Badge>
      </Group>
      {data.rows.length < data.total && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.shown, { shown: data.rows.length, total: data.total })}
        </Text>
      )}
      {data.rows.length > 0 && (
        <Table.ScrollContainer minWidth={Math.max(480, 160 + data.headers.length * 140)}>
          <Table striped withTableBorder aria-label={intl.formatMessage(messages.table)} data-testid="import-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{intl.formatMessage(messages.line)}</Table.Th>
                <Table.Th w={110}>{intl.formatMessage(messages.outcome)}</Table.Th>
                {data.headers.map((header, index) => (
                  <Table.Th key={`${index}:${header}`} c={data.columns[index] ? undefined : 'dimmed'} title={data.columns[index] ? undefined : intl.formatMessage(messages.leftOut)}>
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => {
                const at = columnOf(data.columns, row.field);
                const word = outcomeMessage(row.outcome);
                const error = row.message ? (
                  <Text size="xs" c="red" data-testid="import-row-error" data-field={row.field ?? ''} data-code={row.code ?? ''}>
                    {row.message}
                  </Text>
                ) : null;
                return (
                  <Table.Tr key={row.line} data-testid="import-row" data-line={row.line} data-outcome={row.outcome}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>
                      <Stack gap={4}>
                        <Badge color={outcomeColors[row.outcome] ?? 'gray'} variant="light" size="sm" data-testid="import-row-outcome">
                          {word ? intl.formatMessage(word) : row.outcome}
                        </Badge>
                        {at < 0 && error}
                      </Stack>
                    </Table.Td>
                    {data.headers.map((header, index) => (
                      <Table.Td key={`${index}:${header}`} c={data.columns[index] ? undefined : 'dimmed'} aria-invalid={index === at || undefined} style={{ overflowWrap: 'anywhere' }}>
                        {row.cells[index] ?? ''}
                        {index === at && error}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
