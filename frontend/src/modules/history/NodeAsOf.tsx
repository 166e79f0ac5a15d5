import { Loader, Slider, Stack, Table, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { formatDateTime } from '@/modules/ui/formatDate';
import { LocaleDates, useCalendarProps } from '@/modules/ui/LocaleDates';
import { fetchSnapshot, type Snapshot, type SnapshotTarget } from './fetchSnapshot';
import { RefLink } from './ChangeView';
import { refName, type EntityRef } from './refPath';
import type { ValueFormatter } from './formatChange';

const messages = defineMessages({
  pick: { id: 'history.asOf.pick', defaultMessage: 'Show the state at version' },
  moment: { id: 'history.asOf.moment', defaultMessage: 'Or at a moment' },
  momentPlaceholder: { id: 'history.asOf.momentPlaceholder', defaultMessage: 'Pick a date and time' },
  loading: { id: 'history.asOf.loading', defaultMessage: 'Loading the state…' },
  field: { id: 'history.asOf.field', defaultMessage: 'Field' },
  value: { id: 'history.asOf.value', defaultMessage: 'Value' },
  at: defineMessage<{ version: number; at: string }>({
    id: 'history.asOf.at',
    defaultMessage: 'As it was at version {version, number} ({at})',
  }),
});

/** A reference the server resolved to something with a name (else the raw value is shown, as in `ChangeView`). */
function named(ref: EntityRef | undefined): ref is EntityRef {
  return ref !== undefined && refName(ref) !== null;
}

interface Props {
  nodeId: string;
  /** The latest version (the slider's end). */
  latest: number;
  /** Unused since the server reads every value (issue 37 §2); kept so pages need not change. */
  formatValue?: ValueFormatter;
  /** Fields left out of the list (ids and the like). */
  hiddenFields?: readonly string[];
}

/** A version slider and the entity's state at the chosen version, as a field list. */
export function NodeAsOf({ nodeId, latest, hiddenFields = ['id'] }: Props) {
  const intl = useIntl();
  const calendarProps = useCalendarProps();
  const [version, setVersion] = useState(latest);
  const [chosen, setChosen] = useState(latest);
  const [moment, setMoment] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setVersion(latest);
    setChosen(latest);
  }, [latest]);

  useEffect(() => {
    const target: SnapshotTarget | null = moment ? { at: new Date(moment.replace(' ', 'T')).toISOString() } : chosen >= 1 ? { version: chosen } : null;
    if (!target) return;
    let live = true;
    setLoading(true);
    fetchSnapshot(nodeId, target).then(
      (result) => {
        if (!live) return;
        setSnapshot(result);
        setVersion(result.version);
        setError(null);
        setLoading(false);
      },
      (cause: unknown) => {
        if (!live) return;
        setSnapshot(null);
        setError(errorMessage(intl, cause));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [nodeId, chosen, moment, intl]);

  // The server's labelled fields (issue 37 §2): names, labels and dates, never a raw dump.
  const rows = snapshot ? snapshot.fields.filter(({ field }) => !hiddenFields.includes(field)) : [];
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} id={`asof-${nodeId}`}>
        {intl.formatMessage(messages.pick)}
      </Text>
      {latest > 1 && (
        <Slider
          min={1}
          max={latest}
          step={1}
          value={version}
          onChange={setVersion}
          onChangeEnd={(value) => {
            setMoment(null);
            setChosen(value);
          }}
          marks={latest <= 20 ? Array.from({ length: latest }, (_, index) => ({ value: index + 1 })) : undefined}
          label={(value) => intl.formatNumber(value)}
          thumbLabel={intl.formatMessage(messages.pick)}
          mb="xs"
        />
      )}
      <LocaleDates>
        <DateTimePicker
          label={intl.formatMessage(messages.moment)}
          placeholder={intl.formatMessage(messages.momentPlaceholder)}
          clearable
          withSeconds
          valueFormat="YYYY-MM-DD HH:mm:ss"
          maw={320}
          value={moment}
          onChange={(value) => setMoment(value ? String(value) : null)}
          {...calendarProps}
        />
      </LocaleDates>
      {error && (
        <ErrorAlert>
          {error}
        </ErrorAlert>
      )}
      {loading && !snapshot && <Loader size="sm" aria-label={intl.formatMessage(messages.loading)} />}
      {snapshot && (
        <Stack gap={4} data-testid="history-as-of">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.at, {
              version: snapshot.version,
              at: formatDateTime(intl, snapshot.recordedAt),
            })}
          </Text>
          <Table withTableBorder striped fz="sm" style={{ opacity: loading ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(messages.field)}</Table.Th>
                <Table.Th>{intl.formatMessage(messages.value)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ field, label, text }) => (
                <Table.Tr key={field}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }} data-field={field}>
                    {named(snapshot.references[field]) ? (
                      <RefLink entity={snapshot.references[field]} />
                    ) : (
                      text
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
