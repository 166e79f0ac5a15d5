import { useDroppable } from '@dnd-kit/core';
import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import { IssueCard, type StatusOption } from './IssueCard';
import { safeIssueLabelColor } from './issueLabelColors';
import type { IssueFilter } from './issueListParams';
import { useLoadMoreIssueCards } from './useLoadMoreIssueCards';
import type { IssueColumn_column$key } from './__generated__/IssueColumn_column.graphql';

const messages = defineMessages({
  count: defineMessage<{ count: number }>({ id: 'issue.board.count', defaultMessage: '{count, plural, one {# issue} other {# issues}}' }),
  empty: { id: 'issue.board.empty', defaultMessage: 'No issues' },
});

interface Props {
  column: IssueColumn_column$key;
  statuses: readonly StatusOption[];
  boardFilter: IssueFilter;
  onMove: (issueId: string, statusId: string) => void;
}

/** One status of the board: its label, how many issues it holds (not only those loaded), the cards and "Load more". A drop target. */
export function IssueColumn({ column, statuses, boardFilter, onMove }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IssueColumn_column on IssueBoardColumn {
        __id
        status {
          id
          label
          color
        }
        count
        cards {
          edges {
            node {
              id
              ...IssueCard_issue
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `,
    column,
  );
  const statusId = data.status.id;
  const { setNodeRef, isOver } = useDroppable({ id: `column-${statusId}`, data: { statusId } });
  const [loadMore, loading] = useLoadMoreIssueCards(data.__id, statusId, boardFilter, data.cards.pageInfo.endCursor ?? null);
  const color = safeIssueLabelColor(data.status.color);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={data.status.label}
      withBorder
      radius="md"
      p="xs"
      w={248}
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
      style={{ flexShrink: 0, display: 'flex', flexDirection: 'column', maxHeight: '75vh', borderTop: `3px solid var(--mantine-color-${color}-filled)` }}
      data-testid="issue-column"
      data-status-id={statusId}
    >
      <Group justify="space-between" wrap="nowrap" gap={4} mb="xs">
        <Text fw={700} size="sm" data-testid="issue-column-label">
          {data.status.label}
        </Text>
        <Badge variant="light" color={color} data-testid="issue-column-count" data-count={data.count}>
          {intl.formatMessage(messages.count, { count: data.count })}
        </Badge>
      </Group>
      <Box style={{ overflowY: 'auto', flex: 1, minHeight: 80 }}>
        <Stack gap="xs" pb={4}>
          {data.cards.edges.map((edge) => (
            <IssueCard key={edge.node.id} issue={edge.node} statuses={statuses} onMove={onMove} />
          ))}
          {data.cards.edges.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="md">
              {intl.formatMessage(messages.empty)}
            </Text>
          )}
          {data.cards.pageInfo.hasNextPage && (
            <Button variant="subtle" size="xs" loading={loading} onClick={loadMore}>
              {intl.formatMessage(commonMessages.loadMore)}
            </Button>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
