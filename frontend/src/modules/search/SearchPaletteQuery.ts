import { graphql } from 'react-relay';

/** Every area at once, as the palette shows it: groups in the server's order, hits ranked. */
export const SearchPaletteQuery = graphql`
  query SearchPaletteQuery($text: String!, $first: Int) {
    search(text: $text, first: $first) {
      groups {
        area
        totalCount
        totalCountCapped
        hits {
          title
          subtitle
          node {
            __typename
            id
          }
        }
      }
    }
  }
`;
