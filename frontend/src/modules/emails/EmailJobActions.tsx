import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarOff, IconChartFunnel, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ConfirmModal, DialogActions } from '@/modules/ui/ConfirmDialog';
import { LinkButton } from '@/modules/ui/LinkButton';
import { emailJobReportPath, type EmailJobKind } from './emailPaths';
import { scheduledSendTime, scheduleProblem, sendNow, type EmailSchedule } from './emailSchedule';
import { EmailScheduleField } from './EmailScheduleField';
import { useCancelEmailJob } from './useCancelEmailJob';
import { useScheduleEmailJob } from './useScheduleEmailJob';

const messages = defineMessages({
  schedule: { id: 'email.job.schedule', defaultMessage: 'Schedule' },
  scheduleTitle: { id: 'email.job.detail.scheduleTitle', defaultMessage: 'Schedule this email' },
  scheduled: { id: 'email.job.scheduled', defaultMessage: 'The email is scheduled.' },
  cancelSchedule: { id: 'email.job.detail.cancelSchedule', defaultMessage: 'Cancel schedule' },
  cancelTitle: { id: 'email.job.detail.cancelTitle', defaultMessage: 'Cancel the schedule?' },
  cancelBody: { id: 'email.job.detail.cancelBody', defaultMessage: 'It goes back to draft and is not sent.' },
  keep: { id: 'email.job.detail.keep', defaultMessage: 'Keep it scheduled' },
  cancelled: { id: 'email.job.detail.cancelled', defaultMessage: 'Schedule cancelled.' },
  report: { id: 'email.report.title', defaultMessage: 'Report' },
  scheduleMissing: { id: 'email.validation.scheduleMissing', defaultMessage: 'Enter the time to send it.' },
  schedulePast: { id: 'email.validation.schedulePast', defaultMessage: 'This time has passed. Choose a later one.' },
});

interface Props {
  jobId: string;
  kind: EmailJobKind;
  status: string;
  /** A draft's time, if it was given one: the schedule dialog starts from it. */
  scheduledSendTime: string | null;
}

function localTime(iso: string | null): EmailSchedule {
  if (!iso || Date.parse(iso) <= Date.now()) return sendNow;
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    mode: 'later',
    at: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`,
  };
}

/** A job's actions: Schedule (a draft: now or at a time), Cancel schedule (a scheduled job, confirmed), and its report. */
export function EmailJobActions({ jobId, kind, status, scheduledSendTime: draftTime }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const [scheduleOpen, scheduleModal] = useDisclosure(false);
  const [cancelOpen, cancelModal] = useDisclosure(false);
  const [schedule, setSchedule] = useState<EmailSchedule>(sendNow);
  const [scheduleError, setScheduleError] = useState<string | undefined>(undefined);
  const [commitSchedule, scheduling] = useScheduleEmailJob();
  const [commitCancel, cancelling] = useCancelEmailJob();
  const onError = (error: unknown) => void notifications.show({ color: 'red', message: errorMessage(intl, error) });

  const openSchedule = () => {
    setSchedule(localTime(draftTime));
    setScheduleError(undefined);
    scheduleModal.open();
  };
  const confirmSchedule = () => {
    const problem = scheduleProblem(schedule);
    if (problem) {
      setScheduleError(intl.formatMessage(problem === 'missing' ? messages.scheduleMissing : messages.schedulePast));
      return;
    }
    commitSchedule({
      variables: { input: { id: jobId, scheduledSendTime: scheduledSendTime(schedule) } },
      onCompleted: () => {
        scheduleModal.close();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.scheduled) });
      },
      onError: (error) => setScheduleError(errorMessage(intl, error)),
    });
  };
  const confirmCancel = () =>
    commitCancel({
      variables: { input: { id: jobId } },
      onCompleted: () => {
        cancelModal.close();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.cancelled) });
      },
      onError: (error) => {
        cancelModal.close();
        onError(error);
      },
    });

  return (
    <Group gap="xs">
      {status === 'DRAFT' && (
        <Button leftSection={<IconClock size={16} aria-hidden />} onClick={openSchedule} data-testid="email-job-schedule">
          {intl.formatMessage(messages.schedule)}
        </Button>
      )}
      {status === 'SCHEDULED' && (
        <Button variant="default" color="red" leftSection={<IconCalendarOff size={16} aria-hidden />} onClick={cancelModal.open} data-testid="email-job-cancel">
          {intl.formatMessage(messages.cancelSchedule)}
        </Button>
      )}
      <LinkButton to={to(emailJobReportPath(kind, jobId))} variant="light" leftSection={<IconChartFunnel size={16} aria-hidden />} data-testid="email-job-report-link">
        {intl.formatMessage(messages.report)}
      </LinkButton>
      <Modal opened={scheduleOpen} onClose={scheduleModal.close} title={intl.formatMessage(messages.scheduleTitle)}>
        <Stack gap="md">
          <EmailScheduleField
            value={schedule}
            error={scheduleError}
            onChange={(next) => {
              setSchedule(next);
              setScheduleError(undefined);
            }}
          />
          {scheduleError && schedule.mode === 'now' && (
            <Text size="sm" c="red" role="alert">
              {scheduleError}
            </Text>
          )}
          <DialogActions onCancel={scheduleModal.close} confirm={{ label: intl.formatMessage(messages.schedule), loading: scheduling, onClick: confirmSchedule, testId: 'email-job-schedule-confirm' }} />
        </Stack>
      </Modal>
      <ConfirmModal
        opened={cancelOpen}
        onClose={cancelModal.close}
        title={intl.formatMessage(messages.cancelTitle)}
        body={intl.formatMessage(messages.cancelBody)}
        cancel={messages.keep}
        confirm={{ label: intl.formatMessage(messages.cancelSchedule), color: 'red', loading: cancelling, onClick: confirmCancel, testId: 'email-job-cancel-confirm' }}
      />
    </Group>
  );
}
