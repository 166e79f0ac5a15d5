import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLiveList, useRefetchShown } from '@/modules/relay/useLiveList';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListBody } from '@/modules/ui/list/ListBody';
import { useListParams } from '@/modules/ui/list/useListParams';
import { useListSorting } from '@/modules/ui/list/useListSorting';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
import { draftEmailTemplateListCodec, emailTemplateListCodec, emailTemplatePageSize, emailTemplateSort, type EmailTemplateListFilter } from './emailTemplateListParams';
import { EmailTemplateRow } from './EmailTemplateRow';
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

/**
 * The template list's live notices (issue 32): given the list's filter, the server tells of each
 * changed template whether it is in the list now, by the list's own SQL, so no matcher is kept here.
 */
const emailTemplatesChanged = graphql`
  subscription EmailTemplateListSubscription($filter: EmailTemplateFilter) {
    emailTemplatesChanged(filter: $filter) {
      kind
      id
      matches
      emailTemplate {
        id
        ...EmailTemplateRow_template
      }
    }
  }
`;

interface Props {
  query: EmailTemplateList_query$key;
  /** The filter the list was loaded with: the server tells which changed templates are in it. */
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
  const sorting = useListSorting(drafts ? draftEmailTemplateListCodec : emailTemplateListCodec, emailTemplateSort);
  const edges = data.emailTemplates.edges;
  const connectionId = data.emailTemplates.__id;
  const onLoadMore = useLoadMore(loadNext, edges.length, emailTemplatePageSize);
  const refetchShown = useRefetchShown(refetch, emailTemplatePageSize, edges.length);
  useLiveList({ subscription: emailTemplatesChanged, field: 'emailTemplatesChanged', variables: { filter }, connectionId, edgeType: 'EmailTemplateEdge', refetch: refetchShown });
  return (
    <ListBody
      sorting={sorting}
      label={intl.formatMessage(messages.caption)}
      minWidth={760}
      columns={[
        { key: 'name', sort: 'NAME', label: intl.formatMessage(messages.name) },
        { key: 'subject', label: intl.formatMessage(messages.subject) },
        { key: 'status', label: intl.formatMessage(messages.status) },
        { key: 'author', label: intl.formatMessage(messages.author) },
        { key: 'updatedAt', sort: 'UPDATED_AT', label: intl.formatMessage(messages.updatedAt) },
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
