import { graphql, useFragment } from 'react-relay';
import type { DealStatusText_dealStatus$key } from './__generated__/DealStatusText_dealStatus.graphql';

/**
 * A stage's label, with its description as the tooltip. Labels and descriptions come from the
 * server in the request's locale (issue 13), so they are never translated here.
 * `DealStatus.id` is an Int, which Relay would take as a record id (and refuse as not a
 * string): it is always selected under an alias.
 */
export function DealStatusText({ dealStatus }: { dealStatus: DealStatusText_dealStatus$key }) {
  const data = useFragment(
    graphql`
      fragment DealStatusText_dealStatus on DealStatus {
        statusId: id
        label
        description
      }
    `,
    dealStatus,
  );
  return (
    <span title={data.description} data-deal-status={data.statusId}>
      {data.label}
    </span>
  );
}
