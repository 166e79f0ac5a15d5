import { Alert, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import { EmailJobForm, type EmailJobFormSubmit } from '@/modules/emails/EmailJobForm';
import { toBatchJobInput, toSingleJobInput } from '@/modules/emails/emailJobValues';
import { emailJobPath, emailJobsPath } from '@/modules/emails/emailPaths';
import { useCreateBatchEmailJob } from '@/modules/emails/useCreateBatchEmailJob';
import { useCreateEmailJob } from '@/modules/emails/useCreateEmailJob';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { NewEmailJobPageData } from './newEmailJobPageLoader';
import { NewBatchEmailJobPageQuery, NewEmailJobPageQuery } from './NewEmailJobPageQuery';
import type { NewBatchEmailJobPageQuery as BatchQuery } from './__generated__/NewBatchEmailJobPageQuery.graphql';
import type { NewEmailJobPageQuery as SingleQuery } from './__generated__/NewEmailJobPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newEmailJob.title', defaultMessage: 'New Individual Email Job' },
  batchTitle: { id: 'page.newBatchEmailJob.title', defaultMessage: 'New Batch Email Job' },
  saved: { id: 'page.newEmailJob.saved', defaultMessage: 'Draft saved.' },
  sent: { id: 'page.newEmailJob.sent', defaultMessage: 'The email is on its way.' },
  scheduled: { id: 'email.job.scheduled', defaultMessage: 'The email is scheduled.' },
  notAllowed: { id: 'page.newEmailJob.notAllowed', defaultMessage: 'Your roles do not allow creating emails. Ask an administrator.' },
  batchNotAllowed: { id: 'page.newBatchEmailJob.notAllowed', defaultMessage: 'Only management can send batch emails. Ask a manager to send this one.' },
});

/**
 * In place of a form the server would refuse (issue 37 §3): reached by a typed or old link, as the
 * list offers "New" only to whoever may create the kind.
 */
function NotAllowed({ kind }: { kind: 'SINGLE' | 'BATCH' }) {
  const intl = useIntl();
  return (
    <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="email-job-not-creatable">
      {intl.formatMessage(kind === 'BATCH' ? messages.batchNotAllowed : messages.notAllowed)}
    </Alert>
  );
}

function useDone() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  return (kind: 'SINGLE' | 'BATCH', id: string, send: boolean, scheduled: boolean) => {
    notifications.show({ color: 'green', message: intl.formatMessage(!send ? messages.saved : scheduled ? messages.scheduled : messages.sent) });
    // In place of the form, so Back does not lead to it again (issue 37 §3).
    void navigate(to(emailJobPath(kind, id)), { replace: true });
  };
}

function Single({ queryRef, templateId }: { queryRef: PreloadedQuery<SingleQuery>; templateId: string | null }) {
  const to = useLocalePath();
  const navigate = useNavigate();
  const data = usePreloadedQuery<SingleQuery>(NewEmailJobPageQuery, queryRef);
  const [commit, inFlight] = useCreateEmailJob();
  const done = useDone();
  if (!data.viewerCanCreateEmailJob) return <NotAllowed kind="SINGLE" />;
  const submit: EmailJobFormSubmit = (values, send, { onError }) => {
    const input = toSingleJobInput(values, send);
    commit({
      variables: { input },
      onCompleted: (response) => done('SINGLE', response.createEmailJob.emailJob.id, send, input.scheduledSendTime !== null),
      onError,
    });
  };
  return (
    <EmailJobForm kind="SINGLE" query={data} initialTemplateId={templateId} inFlight={inFlight} onSubmit={submit} onCancel={() => void navigate(to(emailJobsPath('SINGLE')))} />
  );
}

function Batch({ queryRef, templateId }: { queryRef: PreloadedQuery<BatchQuery>; templateId: string | null }) {
  const to = useLocalePath();
  const navigate = useNavigate();
  const data = usePreloadedQuery<BatchQuery>(NewBatchEmailJobPageQuery, queryRef);
  const [commit, inFlight] = useCreateBatchEmailJob();
  const done = useDone();
  if (!data.viewerCanCreateEmailJob) return <NotAllowed kind="BATCH" />;
  const submit: EmailJobFormSubmit = (values, send, { onError }) => {
    const input = toBatchJobInput(values, send);
    commit({
      variables: { input },
      onCompleted: (response) => done('BATCH', response.createBatchEmailJob.emailJob.id, send, input.scheduledSendTime !== null),
      onError,
    });
  };
  return (
    <EmailJobForm
      kind="BATCH"
      query={data}
      conditionsQuery={data}
      initialTemplateId={templateId}
      inFlight={inFlight}
      onSubmit={submit}
      onCancel={() => void navigate(to(emailJobsPath('BATCH')))}
    />
  );
}

/**
 * /email-jobs/new ('New Individual Email Job') and /batch-email-jobs/new ('New Batch Email Job'):
 * the job form; a saved draft or a sent job opens its page.
 */
export function NewEmailJobPage() {
  const intl = useIntl();
  const data = useLoaderData() as NewEmailJobPageData;
  const title = intl.formatMessage(data.kind === 'BATCH' ? messages.batchTitle : messages.title);
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md">
        {data.kind === 'BATCH' ? <Batch queryRef={data.queryRef} templateId={data.templateId} /> : <Single queryRef={data.queryRef} templateId={data.templateId} />}
      </Paper>
    </>
  );
}
