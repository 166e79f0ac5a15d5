import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useCommand } from '@/modules/relay/useCommand';
import { placeCard, type BoardColumnRef } from '@/modules/ui/board/boardStore';
import type { useMoveDealMutation } from './__generated__/useMoveDealMutation.graphql';

const mutation = graphql`
  mutation useMoveDealMutation($input: MoveDealInput!) {
    moveDeal(input: $input) {
      organization {
        id
        dealStatus {
          statusId
        }
        ...DealCard_organization
        ...OrganizationRow_organization
        ...OrganizationDetail_organization
      }
    }
  }
`;

export interface MoveDeal {
  organizationId: string;
  dealStatusId: number;
  /** The board's columns, when moving from the board: the card changes column at once. */
  columns?: readonly BoardColumnRef<number>[];
  onCompleted?: () => void;
}

/**
 * The moveDeal mutation (the board's drag and drop, its "Move to…" menu, the detail page's
 * select). On the board the card goes to its new column optimistically; a refusal ("Current
 * status is same to new status", a missing stage…) rolls that back and shows the catalogue's
 * message. The column counts follow at once; the server's `organizationsChanged` then sets the
 * counts and totals it computed.
 */
export function useMoveDeal() {
  const [commit, inFlight] = useCommand<useMoveDealMutation>(mutation);
  const move = useCallback(
    ({ organizationId, dealStatusId, columns = [], onCompleted }: MoveDeal) =>
      commit({
        variables: { input: { organizationId, dealStatusId } },
        optimisticUpdater: (store) => {
          const target = columns.find((column) => column.key === dealStatusId);
          const status = target ? store.get(target.columnId)?.getLinkedRecord('dealStatus') : null;
          const organization = store.get(organizationId);
          if (status && organization) organization.setLinkedRecord(status, 'dealStatus');
          placeCard(store, columns, organizationId, dealStatusId);
        },
        updater: (store, data) => {
          const moved = data?.moveDeal.organization;
          if (moved) placeCard(store, columns, moved.id, moved.dealStatus.statusId);
        },
        onDone: () => onCompleted?.(),
      }),
    [commit],
  );
  return [move, inFlight] as const;
}
