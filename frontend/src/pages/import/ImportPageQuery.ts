import { graphql } from 'react-relay';

export const ImportPageQuery = graphql`
  query ImportPageQuery {
    importKinds {
      type
      label
      ...ImportWizard_kind
    }
  }
`;
