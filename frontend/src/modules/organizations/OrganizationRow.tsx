import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListTextCell, ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { DealStageBadge } from './DealStageBadge';
import { formatSince } from './duration';
import { formatMoney } from './money';
import type { OrganizationRow_organization$key } from './__generated__/OrganizationRow_organization.graphql';

interface Props {
  organization: OrganizationRow_organization$key;
  /**
   * Stage labels by id, from the page's query (HTTP, in the page's locale). The row does not
   * take the label from the organization itself: live updates arrive over the socket, whose
   * locale is the browser's, not the page's.
   */
  stageLabels: ReadonlyMap<number, string>;
}

/** One row of the organizations list (a card on a phone); the columns are OrganizationList's. */
export function OrganizationRow({ organization, stageLabels }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment OrganizationRow_organization on Organization {
        id
        # The version it is shown at: a change in bulk sends it, so one changed since is refused as stale (issue 35 §2); live notices spread this fragment and keep it current.
        version
        name
        stageEnteredAt
        updatedAt
        dealStatus {
          statusId
        }
        owner {
          id
          name
        }
        dealValue {
          amount
          currency
          minorUnits
        }
      }
    `,
    organization,
  );
  return (
    <ListRow data-testid="organization-row" item={{ id: data.id, title: data.name }}>
      <ListTitleCell column="name" path={`/organizations/${encodeURIComponent(data.id)}`} title={data.name} />
      <ListCell column="dealStatus">
        <DealStageBadge statusId={data.dealStatus.statusId} label={stageLabels.get(data.dealStatus.statusId)} data-deal-status={data.dealStatus.statusId} />
      </ListCell>
      <ListTextCell column="dealValue" text={formatMoney(intl, data.dealValue)} />
      <ListTextCell column="owner" text={data.owner?.name ?? ''} />
      <ListTextCell column="timeInStage" text={formatSince(intl, data.stageEnteredAt)} />
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
