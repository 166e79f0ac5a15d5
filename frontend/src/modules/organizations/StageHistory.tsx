import { Anchor, Table, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { DealStageBadge } from './DealStageBadge';
import { formatDuration } from './duration';
import type { StageHistory_organization$key } from './__generated__/StageHistory_organization.graphql';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const messages = defineMessages({
  caption: { id: 'organization.stages.caption', defaultMessage: 'Stage history' },
  stage: { id: 'organization.stages.stage', defaultMessage: 'Stage' },
  entered: { id: 'organization.stages.entered', defaultMessage: 'Entered' },
  left: { id: 'organization.stages.left', defaultMessage: 'Left' },
  duration: { id: 'organization.stages.duration', defaultMessage: 'Duration' },
  movedBy: { id: 'organization.stages.movedBy', defaultMessage: 'Moved by' },
  current: { id: 'organization.stages.current', defaultMessage: 'Current stage' },
  system: { id: 'history.system', defaultMessage: 'System' },
});

interface Props {
  organization: StageHistory_organization$key;
  /** Stage labels from the page's query (in the page's locale; live updates come over the socket). */
  stages: readonly { readonly statusId: number; readonly label: string }[];
}

/** Every stage the deal has been in, oldest first, with how long it stayed and who moved it (issue 13). */
export function StageHistory({ organization, stages }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment StageHistory_organization on Organization {
        stageHistory {
          dealStatus {
            statusId
          }
          enteredAt
          leftAt
          durationSeconds
          movedBy {
            id
            name
          }
        }
      }
    `,
    organization,
  );
  return (
    <ScrollTable
      minWidth={640}
      columns={[messages.stage, messages.entered, messages.left, messages.duration, messages.movedBy]}
      withTableBorder
      aria-label={intl.formatMessage(messages.caption)}
      data-testid="stage-history"
    >
      {data.stageHistory.map((stay) => (
        <Table.Tr key={`${stay.dealStatus.statusId}-${stay.enteredAt}`} data-status-id={stay.dealStatus.statusId}>
          <Table.Td>
            <DealStageBadge statusId={stay.dealStatus.statusId} label={stages.find((stage) => stage.statusId === stay.dealStatus.statusId)?.label} />
          </Table.Td>
          <Table.Td>
            <time dateTime={isoDateTime(stay.enteredAt)}>{formatDateTime(intl, stay.enteredAt)}</time>
          </Table.Td>
          <Table.Td>
            {stay.leftAt ? (
              <time dateTime={isoDateTime(stay.leftAt)}>{formatDateTime(intl, stay.leftAt)}</time>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.current)}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{formatDuration(intl, stay.durationSeconds)}</Table.Td>
          <Table.Td>
            {stay.movedBy ? (
              <Anchor component={Link} to={to(`/members/${encodeURIComponent(stay.movedBy.id)}`)} size="sm">
                {stay.movedBy.name}
              </Anchor>
            ) : (
              intl.formatMessage(messages.system)
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}
