import { Alert, Paper } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { BatchConditionsFields_query$key } from '@/modules/emails/__generated__/BatchConditionsFields_query.graphql';
import type { EmailJobForm_query$key } from '@/modules/emails/__generated__/EmailJobForm_query.graphql';
import { EmailJobForm, type EmailJobFormSubmit } from '@/modules/emails/EmailJobForm';
import { toBatchJobInput, toSingleJobInput } from '@/modules/emails/emailJobValues';
import { emailJobsPath, type EmailJobKind } from '@/modules/emails/emailPaths';
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

interface JobFormProps {
  kind: EmailJobKind;
  query: EmailJobForm_query$key;
  conditionsQuery?: BatchConditionsFields_query$key | null;
  canCreate: boolean;
  templateId: string | null;
  inFlight: boolean;
  /** Sends the kind's create mutation. */
  create: EmailJobFormSubmit;
}

/** A new job of either kind: the form, or why it is not offered. */
function NewJob({ kind, query, conditionsQuery, canCreate, templateId, inFlight, create }: JobFormProps) {
  const to = useLocalePath();
  const navigate = useNavigate();
  if (!canCreate) return <NotAllowed kind={kind} />;
  return (
    <EmailJobForm
      kind={kind}
      query={query}
      conditionsQuery={conditionsQuery}
      initialTemplateId={templateId}
      inFlight={inFlight}
      onSubmit={create}
      onCancel={() => void navigate(to(emailJobsPath(kind)))}
    />
  );
}

function Single({ queryRef, templateId }: { queryRef: PreloadedQuery<SingleQuery>; templateId: string | null }) {
  const data = usePreloadedQuery<SingleQuery>(NewEmailJobPageQuery, queryRef);
  const [commit, inFlight] = useCreateEmailJob();
  return (
    <NewJob
      kind="SINGLE"
      query={data}
      canCreate={data.viewerCanCreateEmailJob}
      templateId={templateId}
      inFlight={inFlight}
      create={(values, send, { onSaved, onError }) =>
        commit({ variables: { input: toSingleJobInput(values, send) }, onCompleted: (response) => onSaved(response.createEmailJob.emailJob.id), onError })
      }
    />
  );
}

function Batch({ queryRef, templateId }: { queryRef: PreloadedQuery<BatchQuery>; templateId: string | null }) {
  const data = usePreloadedQuery<BatchQuery>(NewBatchEmailJobPageQuery, queryRef);
  const [commit, inFlight] = useCreateBatchEmailJob();
  return (
    <NewJob
      kind="BATCH"
      query={data}
      conditionsQuery={data}
      canCreate={data.viewerCanCreateEmailJob}
      templateId={templateId}
      inFlight={inFlight}
      create={(values, send, { onSaved, onError }) =>
        commit({ variables: { input: toBatchJobInput(values, send) }, onCompleted: (response) => onSaved(response.createBatchEmailJob.emailJob.id), onError })
      }
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
