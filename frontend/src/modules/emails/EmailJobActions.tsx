import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarOff, IconChartFunnel, IconClock, IconCopy, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { useShowError } from '@/modules/relay/showFailure';
import { ConfirmModal, DialogActions } from '@/modules/ui/ConfirmDialog';
import { DialogModal } from '@/modules/ui/DialogModal';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { LinkButton } from '@/modules/ui/LinkButton';
import { emailJobEditPath, emailJobReportPath, emailJobsPath, type EmailJobKind } from './emailPaths';
import { scheduledSendTime, scheduleProblem, sendNow, type EmailSchedule } from './emailSchedule';
import { EmailScheduleField } from './EmailScheduleField';
import { useCancelEmailJob } from './useCancelEmailJob';
import { useDuplicateEmailJob } from './useDuplicateEmailJob';
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
  edit: { id: 'email.job.detail.edit', defaultMessage: 'Edit' },
  duplicate: { id: 'email.job.detail.duplicate', defaultMessage: 'Duplicate' },
  duplicated: { id: 'email.job.detail.duplicated', defaultMessage: 'A copy was saved as your draft.' },
});

interface Props {
  jobId: string;
  kind: EmailJobKind;
  status: string;
  /** The signed-in user may edit, send, cancel or delete it (its author or management; the server holds the same rule). */
  canChange: boolean;
  /** The signed-in user may copy it into a draft of their own. */
  canDuplicate: boolean;
  /** A draft's time, if it was given one: the schedule dialog starts from it. */
  scheduledSendTime: string | null;
  /** What the job is called (its subject) and the version shown: a draft's deletion names it and is refused when stale. */
  subject: string;
  version: number;
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

/**
 * A job's actions, only those the user may take: Schedule, Edit and Delete (a draft, to the trash
 * with Undo: issue 35 §1),
 * Cancel schedule (a scheduled job, confirmed) for its author or management; Duplicate for whoever
 * may write its kind; and its report.
 */
export function EmailJobActions({ jobId, kind, status, canChange, canDuplicate, scheduledSendTime: draftTime, subject, version }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [commitDuplicate, duplicating] = useDuplicateEmailJob();
  const [scheduleOpen, scheduleModal] = useDisclosure(false);
  const [cancelOpen, cancelModal] = useDisclosure(false);
  const [schedule, setSchedule] = useState<EmailSchedule>(sendNow);
  const [scheduleError, setScheduleError] = useState<string | undefined>(undefined);
  const [commitSchedule, scheduling] = useScheduleEmailJob();
  const [commitCancel, cancelling] = useCancelEmailJob();
  const onError = showError;

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
  const duplicate = () =>
    commitDuplicate({
      variables: { input: { id: jobId } },
      onCompleted: (response) => {
        notifications.show({ color: 'green', message: intl.formatMessage(messages.duplicated) });
        void navigate(to(emailJobEditPath(kind, response.duplicateEmailJob.emailJob.id)));
      },
      onError,
    });
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
      {status === 'DRAFT' && canChange && (
        <>
          <Button leftSection={<IconClock size={16} aria-hidden />} onClick={openSchedule} data-testid="email-job-schedule">
            {intl.formatMessage(messages.schedule)}
          </Button>
          <LinkButton to={to(emailJobEditPath(kind, jobId))} variant="default" leftSection={<IconPencil size={16} aria-hidden />} data-testid="email-job-edit">
            {intl.formatMessage(messages.edit)}
          </LinkButton>
          <DeleteButton id={jobId} name={subject} version={version} onDeleted={() => void navigate(to(emailJobsPath(kind)), { replace: true })} />
        </>
      )}
      {canDuplicate && (
        <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} loading={duplicating} onClick={duplicate} data-testid="email-job-duplicate">
          {intl.formatMessage(messages.duplicate)}
        </Button>
      )}
      {status === 'SCHEDULED' && canChange && (
        <Button variant="default" color="red" leftSection={<IconCalendarOff size={16} aria-hidden />} onClick={cancelModal.open} data-testid="email-job-cancel">
          {intl.formatMessage(messages.cancelSchedule)}
        </Button>
      )}
      <LinkButton to={to(emailJobReportPath(kind, jobId))} variant="light" leftSection={<IconChartFunnel size={16} aria-hidden />} data-testid="email-job-report-link">
        {intl.formatMessage(messages.report)}
      </LinkButton>
      <DialogModal opened={scheduleOpen} onClose={scheduleModal.close} title={intl.formatMessage(messages.scheduleTitle)}>
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
      </DialogModal>
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
