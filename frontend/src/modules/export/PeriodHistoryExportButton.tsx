import { Button, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isAdmin } from '@/modules/members/isAdmin';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { DialogModal } from '@/modules/ui/DialogModal';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { LocaleDates, useCalendarProps } from '@/modules/ui/LocaleDates';
import { downloadExport } from './downloadExport';
import { periodHistoryExportUrl } from './exportUrl';

const messages = defineMessages({
  open: { id: 'export.periodHistory.open', defaultMessage: 'History of a period' },
  title: { id: 'export.periodHistory.title', defaultMessage: 'History of a period (JSON Lines)' },
  intro: {
    id: 'export.periodHistory.intro',
    defaultMessage: 'Every event recorded in every area on these days, one a line, labelled as history shows it. For auditors.',
  },
  days: { id: 'export.periodHistory.days', defaultMessage: 'From – to' },
  download: { id: 'export.periodHistory.download', defaultMessage: 'Download' },
});

type Range = [string | null, string | null];

/** A picker's day (`YYYY-MM-DD`, or a date-time string from it), as the day alone. */
const day = (value: unknown): string | null => (value ? String(value).slice(0, 10) : null);

/**
 * Every event recorded in a period, as JSON Lines (issue 35 §4: "For auditors: the history of an
 * entity, or of a period"): the days are the reader's own, whole, from the first through the last
 * (`periodHistoryExportUrl`). The server serves it to admins only (`GET /export/history`'s
 * policy row, Admin), and so the button is shown only to a reader whose `roles` include Admin
 * (as the navigation's admin items read them). A refusal (a period it does not read:
 * 203.V001.004) stays in the dialog, in the server's words.
 */
export function PeriodHistoryExportButton({ roles }: { roles: readonly { roleId: number }[] | null | undefined }) {
  return isAdmin(roles) ? <PeriodHistoryExport /> : null;
}

function PeriodHistoryExport() {
  const intl = useIntl();
  const calendarProps = useCalendarProps();
  const [opened, setOpened] = useState(false);
  const [range, setRange] = useState<Range>([null, null]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [from, to] = range;
  const close = () => {
    setOpened(false);
    setError(null);
  };
  const run = () => {
    if (!from || !to) return;
    setBusy(true);
    setError(null);
    downloadExport(periodHistoryExportUrl(from, to, intl), `history-${from}-${to}.jsonl`)
      .then(close)
      .catch((failure: unknown) => setError(errorMessage(intl, failure)))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="period-history-export">
        {intl.formatMessage(messages.open)}
      </Button>
      <DialogModal opened={opened} onClose={close} title={intl.formatMessage(messages.title)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.intro)}
          </Text>
          <LocaleDates>
            <DatePickerInput
              type="range"
              allowSingleDateInRange
              label={intl.formatMessage(messages.days)}
              valueFormat="YYYY-MM-DD"
              value={range}
              onChange={(value) => setRange([day(value[0]), day(value[1])])}
              data-testid="period-history-days"
              {...calendarProps}
            />
          </LocaleDates>
          {error && <ErrorAlert testId="period-history-error">{error}</ErrorAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
            <Button disabled={!from || !to} loading={busy} leftSection={<IconDownload size={16} aria-hidden />} onClick={run} data-testid="period-history-download">
              {intl.formatMessage(messages.download)}
            </Button>
          </Group>
        </Stack>
      </DialogModal>
    </>
  );
}
