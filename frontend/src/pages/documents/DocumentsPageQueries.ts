import { graphql } from 'react-relay';

/** /documents (the list, with "All | Favourites"). */
export const DocumentsPageQuery = graphql`
  query DocumentsPageQuery($first: Int!, $filter: DocumentFilter, $orderBy: DocumentOrder, $keyword: String!, $withExcerpt: Boolean!) {
    profile {
      roles {
        roleId
      }
    }
    ...DocumentList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy, keyword: $keyword, withExcerpt: $withExcerpt)
    ...DocumentFilters_query
  }
`;

/** /documents?view=categories */
export const DocumentCategoriesPageQuery = graphql`
  query DocumentCategoriesPageQuery {
    profile {
      roles {
        roleId
      }
    }
    ...DocumentCategoryManager_query
  }
`;

/** /documents?view=permissions */
export const PermissionCategoriesPageQuery = graphql`
  query PermissionCategoriesPageQuery {
    profile {
      roles {
        roleId
      }
    }
    ...PermissionCategoryManager_query
  }
`;
