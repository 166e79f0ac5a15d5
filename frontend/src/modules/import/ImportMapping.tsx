import { Select, SimpleGrid } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ImportColumn } from './importMapping';
import type { ImportMapping_kind$key } from './__generated__/ImportMapping_kind.graphql';
import type { ImportMapping_preview$key } from './__generated__/ImportMapping_preview.graphql';

const messages = defineMessages({
  region: { id: 'import.mapping.region', defaultMessage: 'Column mapping' },
  leaveOut: { id: 'import.mapping.leaveOut', defaultMessage: 'Leave out' },
  option: defineMessage<{ label: string; required: string; key: string }>({
    id: 'import.mapping.option',
    defaultMessage: '{label}{required, select, yes { (required)} other {}}{key, select, yes { (key)} other {}}',
  }),
  sample: defineMessage<{ value: string }>({ id: 'import.mapping.sample', defaultMessage: 'First row: {value}' }),
  hint: defineMessage<{ hint: string; sample: string }>({ id: 'import.mapping.hintAndSample', defaultMessage: '{hint} · {sample}' }),
});

/** The value of "Leave out" in a column's choice (no field is called so). */
const none = '-';

interface Props {
  kind: ImportMapping_kind$key;
  preview: ImportMapping_preview$key;
  /** The field each column fills, in the file's order. */
  columns: readonly ImportColumn[];
  onChange: (index: number, field: ImportColumn) => void;
  disabled?: boolean;
}

/**
 * The "map columns" step of an import (issue 35 §3): for each header of the file, the field of
 * the kind it fills (its label, whether a row needs it, whether it finds the record to update)
 * or "Leave out"; the field's hint, and the first row's value, under the choice.
 */
export function ImportMapping({ kind, preview, columns, onChange, disabled = false }: Props) {
  const intl = useIntl();
  const { fields } = useFragment(
    graphql`
      fragment ImportMapping_kind on ImportKind {
        fields {
          name
          label
          required
          key
          hint
        }
      }
    `,
    kind,
  );
  const { headers, rows } = useFragment(
    graphql`
      fragment ImportMapping_preview on ImportPreview {
        headers
        rows {
          cells
        }
      }
    `,
    preview,
  );
  const options = [
    { value: none, label: intl.formatMessage(messages.leaveOut) },
    ...fields.map((field) => ({
      value: field.name,
      label: intl.formatMessage(messages.option, { label: field.label, required: field.required ? 'yes' : 'no', key: field.key ? 'yes' : 'no' }),
    })),
  ];
  const first = rows[0]?.cells;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="group" aria-label={intl.formatMessage(messages.region)} data-testid="import-mapping">
      {headers.map((header, index) => {
        const field = columns[index] ?? null;
        const hint = fields.find((candidate) => candidate.name === field)?.hint ?? null;
        const value = first?.[index]?.trim();
        const sample = value ? intl.formatMessage(messages.sample, { value }) : null;
        const description = hint && sample ? intl.formatMessage(messages.hint, { hint, sample }) : (hint ?? sample);
        return (
          <Select
            // A file may repeat a header: the column's place tells them apart.
            key={`${index}:${header}`}
            label={header}
            description={description}
            data={options}
            value={field ?? none}
            allowDeselect={false}
            disabled={disabled}
            onChange={(next) => onChange(index, next === null || next === none ? null : next)}
            comboboxProps={{ withinPortal: true }}
            data-testid="import-column"
            data-field={field ?? ''}
          />
        );
      })}
    </SimpleGrid>
  );
}
