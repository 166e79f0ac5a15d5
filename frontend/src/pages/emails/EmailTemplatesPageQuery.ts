import { graphql } from 'react-relay';

/** /email-templates and /draft-email-templates. */
export const EmailTemplatesPageQuery = graphql`
  query EmailTemplatesPageQuery($first: Int!, $filter: EmailTemplateFilter, $orderBy: EmailTemplateOrder) {
    ...EmailTemplateList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;
