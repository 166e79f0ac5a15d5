import { startTransition, useCallback, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListBody } from '@/modules/ui/list/ListBody';
import { useListParams } from '@/modules/ui/list/useListParams';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
import { draftEmailTemplateListCodec, emailTemplateListCodec, emailTemplatePageSize, type EmailTemplateListFilter } from './emailTemplateListParams';
import { EmailTemplateRow } from './EmailTemplateRow';
import { useEmailTemplatesChangedSubscription } from './useEmailTemplatesChangedSubscription';
import type { EmailTemplateList_query$key } from './__generated__/EmailTemplateList_query.graphql';

const messages = defineMessages({
  caption: { id: 'email.template.list.caption', defaultMessage: 'Email templates' },
  name: { id: 'email.field.name', defaultMessage: 'Name' },
  subject: { id: 'email.field.subject', defaultMessage: 'Subject' },
  status: { id: 'email.field.status', defaultMessage: 'Status' },
  author: { id: 'email.field.author', defaultMessage: 'Author' },
  updatedAt: { id: 'email.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'email.template.list.empty', defaultMessage: 'No email templates yet' },
  countAll: defineMessage<{ total: number }>({ id: 'email.template.list.countAll', defaultMessage: '{total, plural, one {# template} other {# templates}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'email.template.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# template} other {# templates}}',
  }),
});

interface Props {
  query: EmailTemplateList_query$key;
  /** The filter the list was loaded with (live inserts check templates against it). */
  filter: EmailTemplateListFilter;
  /** /draft-email-templates: the list of drafts. */
  drafts: boolean;
}

/** The templates, paged by "load more", live through the store (emailTemplatesChanged); cards on a phone. */
export function EmailTemplateList({ query, filter, drafts }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment EmailTemplateList_query on Query
      @refetchable(queryName: "EmailTemplateListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "EmailTemplateFilter" }
        orderBy: { type: "EmailTemplateOrder" }
      ) {
        emailTemplates(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "EmailTemplateList_emailTemplates") {
          __id
          totalCount
          edges {
            node {
              id
              ...EmailTemplateRow_template
            }
          }
        }
      }
    `,
    query,
  );
  const { filtered, clear } = useListParams(drafts ? draftEmailTemplateListCodec : emailTemplateListCodec);
  const edges = data.emailTemplates.edges;
  const connectionId = data.emailTemplates.__id;
  const onLoadMore = useLoadMore(loadNext, edges.length, emailTemplatePageSize);
  const resync = useCallback(
    () => startTransition(() => void refetch({ first: Math.min(100, Math.max(emailTemplatePageSize, edges.length)) }, { fetchPolicy: 'network-only' })),
    [refetch, edges.length],
  );
  const live = useMemo(() => ({ connectionId, filter, refetch: resync }), [connectionId, filter, resync]);
  useEmailTemplatesChangedSubscription(live);
  return (
    <ListBody
      label={intl.formatMessage(messages.caption)}
      minWidth={760}
      columns={[
        { key: 'name', label: intl.formatMessage(messages.name) },
        { key: 'subject', label: intl.formatMessage(messages.subject) },
        { key: 'status', label: intl.formatMessage(messages.status) },
        { key: 'author', label: intl.formatMessage(messages.author) },
        { key: 'updatedAt', label: intl.formatMessage(messages.updatedAt) },
      ]}
      empty={{ filtered, onClear: clear, text: intl.formatMessage(messages.empty) }}
      shown={edges.length}
      totalCount={data.emailTemplates.totalCount}
      countMessages={{ all: messages.countAll, some: messages.count }}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
      loadMoreLabel={intl.formatMessage(commonMessages.loadMore)}
    >
      {edges.map((edge) => (
        <EmailTemplateRow key={edge.node.id} template={edge.node} />
      ))}
    </ListBody>
  );
}
