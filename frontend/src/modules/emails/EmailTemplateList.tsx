import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
import { listColumns } from '@/modules/ui/list/listColumns';
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

/** The columns' headers, also the export's (issue 35 §4: `emailTemplateExport`). */
export { messages as emailTemplateTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const emailTemplateColumns = listColumns(messages, ['name', 'subject', 'status', 'author', 'updatedAt']);

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
  const page = usePaginationFragment(
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
          totalCountCapped
          edges {
            node {
              id
              version
              ...EmailTemplateRow_template
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.emailTemplates, {
    codec: drafts ? draftEmailTemplateListCodec : emailTemplateListCodec,
    sort: emailTemplateSort,
    pageSize: emailTemplatePageSize,
    live: { subscription: emailTemplatesChanged, field: 'emailTemplatesChanged', variables: { filter }, edgeType: 'EmailTemplateEdge' },
    minWidth: 760,
    columns: emailTemplateColumns,
    sortable: { name: 'NAME', updatedAt: 'UPDATED_AT' },
    messages,
  });
  return (
    <BulkList type="EmailTemplate" list={list} filter={filter}>
      {list.nodes.map((node) => (
        <EmailTemplateRow key={node.id} template={node} />
      ))}
    </BulkList>
  );
}
