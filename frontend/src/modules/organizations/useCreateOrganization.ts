import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { organizationSort } from './organizationListParams';
import type { useCreateOrganizationMutation } from './__generated__/useCreateOrganizationMutation.graphql';

const mutation = graphql`
  mutation useCreateOrganizationMutation($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      organization {
        id
        ...OrganizationRow_organization
        ...DealCard_organization
        ...OrganizationDetail_organization
      }
    }
  }
`;

/** The unfiltered list (by name) as the store keys it, whether or not it is on screen. */
const defaultListId = ConnectionHandler.getConnectionID(ROOT_ID, 'OrganizationList_organizations', {
  filter: {},
  orderBy: { field: organizationSort.defaultField, direction: organizationSort.natural[organizationSort.defaultField] },
});

/**
 * The createOrganization mutation. The new organization is prepended to the unfiltered list's
 * connection if the store holds it (the list's own `organizationsChanged` updater then skips it
 * as listed); the board takes it, with the fresh column totals, from `organizationsChanged`.
 * (A store updater rather than @prependEdge: the transport sends only the variables an
 * operation declares, and `connections` would be one more.)
 */
export function useCreateOrganization() {
  return useStoreMutation<useCreateOrganizationMutation>(mutation, (store, data) => {
    const id = data?.createOrganization.organization.id;
    if (id) insertNode(store, defaultListId, id, 'OrganizationEdge');
  });
}
