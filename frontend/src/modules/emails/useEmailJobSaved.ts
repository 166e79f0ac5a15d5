import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import type { EmailJobFormValues } from './emailJobValues';
import { emailJobPath, type EmailJobKind } from './emailPaths';
import { scheduledSendTime } from './emailSchedule';

const messages = defineMessages({
  saved: { id: 'page.newEmailJob.saved', defaultMessage: 'Draft saved.' },
  sent: { id: 'page.newEmailJob.sent', defaultMessage: 'The email is on its way.' },
  scheduled: { id: 'email.job.scheduled', defaultMessage: 'The email is scheduled.' },
});

/**
 * After the job form saved a job (issue 32: the new and edit pages): says what happened (a draft
 * saved, the email scheduled or on its way) and opens the job in place of the form, so Back does
 * not lead to it again (issue 37 §3).
 */
export function useEmailJobSaved() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  return (kind: EmailJobKind, id: string, values: EmailJobFormValues, send: boolean) => {
    const scheduled = scheduledSendTime(values.schedule) !== null;
    notifications.show({ color: 'green', message: intl.formatMessage(!send ? messages.saved : scheduled ? messages.scheduled : messages.sent) });
    void navigate(to(emailJobPath(kind, id)), { replace: true });
  };
}
