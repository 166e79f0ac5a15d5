import { Group, Radio, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { defineMessages, useIntl } from 'react-intl';
import { LocaleDates, useCalendarProps } from '@/modules/ui/LocaleDates';
import { scheduleFormat, withKeptTime, type EmailSchedule } from './emailSchedule';

const messages = defineMessages({
  label: { id: 'email.schedule.label', defaultMessage: 'When to send' },
  now: { id: 'email.job.sendNow', defaultMessage: 'Send now' },
  later: { id: 'email.schedule.later', defaultMessage: 'At a set time' },
  at: { id: 'email.field.scheduledSendTime', defaultMessage: 'Send time' },
});

interface Props {
  value: EmailSchedule;
  onChange: (value: EmailSchedule) => void;
  error?: string;
}

/** "Send now" or a date and time (to the second, typed or picked in a calendar in the reader's language). */
export function EmailScheduleField({ value, onChange, error }: Props) {
  const intl = useIntl();
  const calendarProps = useCalendarProps();
  return (
    <Stack gap="xs">
      <Radio.Group label={intl.formatMessage(messages.label)} value={value.mode} onChange={(mode) => onChange({ ...value, mode: mode === 'later' ? 'later' : 'now' })}>
        <Group gap="lg" mt={6}>
          <Radio value="now" label={intl.formatMessage(messages.now)} data-testid="email-schedule-now" />
          <Radio value="later" label={intl.formatMessage(messages.later)} data-testid="email-schedule-later" />
        </Group>
      </Radio.Group>
      {value.mode === 'later' && (
        <LocaleDates>
          <DateInput
            label={intl.formatMessage(messages.at)}
            placeholder={scheduleFormat}
            valueFormat={scheduleFormat}
            withTime
            clearable
            minDate={new Date()}
            value={value.at}
            error={error}
            onChange={(at) => onChange({ ...value, at: withKeptTime(at, value.at) })}
            maw={320}
            data-testid="email-schedule-at"
            {...calendarProps}
          />
        </LocaleDates>
      )}
    </Stack>
  );
}
