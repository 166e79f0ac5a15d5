import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { usePagedList } from '@/modules/relay/usePagedList';
import { ListBody } from '@/modules/ui/list/ListBody';
import { listColumns } from '@/modules/ui/list/listColumns';
import { emailJobListCodec, emailJobPageSize, emailJobSort, type EmailJobListFilter } from './emailJobListParams';
import { EmailJobRow } from './EmailJobRow';
import type { EmailJobList_query$key } from './__generated__/EmailJobList_query.graphql';

const messages = defineMessages({
  caption: { id: 'email.job.list.caption', defaultMessage: 'Email jobs' },
  subject: { id: 'email.field.subject', defaultMessage: 'Subject' },
  status: { id: 'email.field.status', defaultMessage: 'Status' },
  recipients: { id: 'email.field.recipients', defaultMessage: 'Recipients' },
  scheduledSendTime: { id: 'email.field.scheduledSendTime', defaultMessage: 'Send time' },
  progress: { id: 'email.field.progress', defaultMessage: 'Sent' },
  tags: { id: 'email.field.tagNames', defaultMessage: 'Tags' },
  updatedAt: { id: 'email.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'email.job.list.empty', defaultMessage: 'No email jobs yet' },
  countAll: defineMessage<{ total: number }>({ id: 'email.job.list.countAll', defaultMessage: '{total, plural, one {# job} other {# jobs}}' }),
  count: defineMessage<{ shown: number; total: number }>({ id: 'email.job.list.count', defaultMessage: '{shown, number} of {total, plural, one {# job} other {# jobs}}' }),
});

export { messages as emailJobTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const emailJobColumns = listColumns(messages, ['subject', 'status', 'recipients', 'scheduledSendTime', 'progress', 'tags', 'updatedAt']);

/**
 * The job list's live notices (issue 32): given the list's filter, the server tells of each
 * changed job (status, counts) whether it is in the list now, by the list's own SQL (the keyword
 * also matches recipients), so no matcher is kept here.
 */
const emailJobsChanged = graphql`
  subscription EmailJobListSubscription($filter: EmailJobFilter) {
    emailJobsChanged(filter: $filter) {
      kind
      id
      matches
      emailJob {
        id
        ...EmailJobRow_job
      }
    }
  }
`;

interface Props {
  query: EmailJobList_query$key;
  /** The filter the list was loaded with: the server tells which changed jobs are in it. */
  filter: EmailJobListFilter;
}

/** Single or batch jobs, paged by "load more", live through the store (emailJobsChanged); cards on a phone. */
export function EmailJobList({ query, filter }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment EmailJobList_query on Query
      @refetchable(queryName: "EmailJobListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "EmailJobFilter" }
        orderBy: { type: "EmailJobOrder" }
      ) {
        emailJobs(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "EmailJobList_emailJobs") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              ...EmailJobRow_job
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.emailJobs, {
    codec: emailJobListCodec,
    sort: emailJobSort,
    pageSize: emailJobPageSize,
    live: { subscription: emailJobsChanged, field: 'emailJobsChanged', variables: { filter }, edgeType: 'EmailJobEdge' },
    minWidth: 960,
    columns: emailJobColumns,
    sortable: { scheduledSendTime: 'SCHEDULED_SEND_TIME', updatedAt: 'UPDATED_AT' },
    messages,
  });
  return (
    <ListBody {...list.body}>
      {list.nodes.map((node) => (
        <EmailJobRow key={node.id} job={node} />
      ))}
    </ListBody>
  );
}
