import { Alert, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { EmailJobForm, type EmailJobFormSubmit } from '@/modules/emails/EmailJobForm';

import { toBatchJobInput, toSingleJobInput } from '@/modules/emails/emailJobValues';
import { emailJobPath } from '@/modules/emails/emailPaths';
import { useEmailJobDraft } from '@/modules/emails/useEmailJobDraft';
import { useUpdateEmailJob } from '@/modules/emails/useUpdateEmailJob';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { EditEmailJobPageData } from './editEmailJobPageLoader';
import { EditEmailJobPageQuery } from './EditEmailJobPageQuery';
import type { EditEmailJobPageQuery as Query } from './__generated__/EditEmailJobPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.editEmailJob.title', defaultMessage: 'Edit Email Job' },
  batchTitle: { id: 'page.editBatchEmailJob.title', defaultMessage: 'Edit Batch Email Job' },
  notFound: { id: 'page.emailJobDetail.notFound', defaultMessage: 'Email job not found' },
  notEditable: { id: 'page.editEmailJob.notEditable', defaultMessage: 'Only its author or management can change a draft, and only while it is a draft.' },
  saved: { id: 'page.newEmailJob.saved', defaultMessage: 'Draft saved.' },
  sent: { id: 'page.newEmailJob.sent', defaultMessage: 'The email is on its way.' },
  scheduled: { id: 'email.job.scheduled', defaultMessage: 'The email is scheduled.' },
});

/**
 * /email-jobs/:id/edit and /batch-email-jobs/:id/edit (issue 37 §6): a draft in the job form,
 * saved from the version it was loaded at (a colleague's newer save is a conflict), or saved and
 * sent. Offered only to its author and management, who alone may save it.
 */
export function EditEmailJobPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { kind, data } = usePageData<Query, EditEmailJobPageData>(EditEmailJobPageQuery);
  const [commit, inFlight] = useUpdateEmailJob();
  const job = data.node?.__typename === 'EmailJob' && data.node.kind === kind ? data.node : null;
  const title = intl.formatMessage(job ? (kind === 'BATCH' ? messages.batchTitle : messages.title) : messages.notFound);
  usePageTitle(title);
  const initial = useEmailJobDraft(job?.useEmailJobDraft_job);
  if (!job || !initial || !job.id) throw new HttpError(404, intl.formatMessage(messages.notFound));
  const jobId = job.id;
  const submit: EmailJobFormSubmit = (values, send, { onError }) => {
    const fields = kind === 'BATCH' ? toBatchJobInput(values, send) : toSingleJobInput(values, send);
    commit({
      variables: { input: { id: jobId, expectedVersion: job.version ?? null, ...fields } },
      onCompleted: () => {
        notifications.show({ color: 'green', message: intl.formatMessage(!send ? messages.saved : fields.scheduledSendTime ? messages.scheduled : messages.sent) });
        void navigate(to(emailJobPath(kind, jobId)), { replace: true });
      },
      onError,
    });
  };
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md">
        {job.status === 'DRAFT' && job.viewerCanChange ? (
          <EmailJobForm
            kind={kind}
            query={data}
            conditionsQuery={kind === 'BATCH' ? data : null}
            initialValues={initial}
            inFlight={inFlight}
            onSubmit={submit}
            onCancel={() => void navigate(to(emailJobPath(kind, jobId)))}
          />
        ) : (
          <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="email-job-not-editable">
            {intl.formatMessage(messages.notEditable)}
          </Alert>
        )}
      </Paper>
    </>
  );
}
