import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import type { Crumb } from '@/modules/ui/PageCrumbs';
import { emailJobPath, emailJobReportPath, emailJobsPath, type EmailJobKind } from './emailPaths';

const messages = defineMessages({
  jobs: { id: 'page.emailJobs.title', defaultMessage: 'Email Jobs Page' },
  batchJobs: { id: 'page.batchEmailJobs.title', defaultMessage: 'Batch Email Jobs Page' },
  report: { id: 'email.report.title', defaultMessage: 'Report' },
});

/**
 * The trail of a page under a job (issue 32: one for the job, its report and an event): the
 * kind's list, then (given the job) the job by its subject, then (`report`) its report.
 */
export function useEmailJobTrail(kind: EmailJobKind, job?: { id: string; subject: string }, { report = false }: { report?: boolean } = {}): Crumb[] {
  const intl = useIntl();
  const to = useLocalePath();
  const trail: Crumb[] = [{ label: intl.formatMessage(kind === 'BATCH' ? messages.batchJobs : messages.jobs), to: to(emailJobsPath(kind)) }];
  if (job) trail.push({ label: job.subject, to: to(emailJobPath(kind, job.id)) });
  if (job && report) trail.push({ label: intl.formatMessage(messages.report), to: to(emailJobReportPath(kind, job.id)) });
  return trail;
}
