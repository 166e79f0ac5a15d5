import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { batchEmailJobExport, emailJobExport } from '@/modules/emails/emailJobExport';
import { EmailJobFilters } from '@/modules/emails/EmailJobFilters';
import { emailJobColumns, EmailJobList } from '@/modules/emails/EmailJobList';
import { emailJobsPath } from '@/modules/emails/emailPaths';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { TrashLink } from '@/modules/trash/TrashLink';
import type { EmailJobsPageData } from './emailJobsPageLoader';
import { EmailJobsPageQuery } from './EmailJobsPageQuery';
import type { EmailJobsPageQuery as EmailJobsPageQueryType } from './__generated__/EmailJobsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.emailJobs.title', defaultMessage: 'Email Jobs Page' },
  batchTitle: { id: 'page.batchEmailJobs.title', defaultMessage: 'Batch Email Jobs Page' },
  create: { id: 'page.emailJobs.create', defaultMessage: 'New email' },
  createBatch: { id: 'page.batchEmailJobs.create', defaultMessage: 'New batch email' },
});

/**
 * /email-jobs ('Email Jobs Page') and /batch-email-jobs ('Batch Email Jobs Page'): the list
 * recipe (search, status and tag filters, sort, load more), live through the store
 * (emailJobsChanged: statuses and sent counts move without a reload). "New" is offered only to
 * whoever the server lets create a job of the kind (issue 37 §3: no action that would be refused).
 */
export function EmailJobsPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { kind, filter, queryRef } = useLoaderData() as EmailJobsPageData;
  const batch = kind === 'BATCH';
  const data = usePreloadedQuery<EmailJobsPageQueryType>(EmailJobsPageQuery, queryRef);
  const create = { to: to(`${emailJobsPath(kind)}/new`), label: intl.formatMessage(batch ? messages.createBatch : messages.create) };
  const title = intl.formatMessage(batch ? messages.batchTitle : messages.title);
  return (
    <ListPageFrame
      title={title}
      exportList={{ spec: batch ? batchEmailJobExport : emailJobExport, variables: queryRef.variables, name: title }}
      savedView={batch ? 'batch-email-jobs' : 'email-jobs'}
      columns={emailJobColumns}
      create={data.viewerCanCreateEmailJob ? create : undefined}
      actions={<TrashLink kind="EmailJob" />}
    >
      <EmailJobFilters key={kind} />
      <EmailJobList query={data} filter={filter} />
    </ListPageFrame>
  );
}
