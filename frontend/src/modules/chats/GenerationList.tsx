import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { useLiveList, useRefetchShown } from '@/modules/relay/useLiveList';
import { DateTimeText } from '@/modules/ui/DetailFacts';
import { generationPath } from './chatPaths';
import type { GenerationListQuery } from './__generated__/GenerationListQuery.graphql';
import type { GenerationList_query$key } from './__generated__/GenerationList_query.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

const messages = defineMessages({
  heading: { id: 'chat.generations.heading', defaultMessage: 'Your generations' },
  empty: { id: 'chat.generations.empty', defaultMessage: 'Documents you generate are listed here, with the document each was saved as.' },
  saved: { id: 'chat.generations.saved', defaultMessage: 'Saved' },
  notSaved: { id: 'chat.generations.notSaved', defaultMessage: 'Not saved' },
  openDocument: { id: 'chat.generations.openDocument', defaultMessage: 'Open saved document' },
  more: { id: 'chat.generations.more', defaultMessage: 'Load more' },
});

const pageSize = 10;

const query = graphql`
  query GenerationListQuery {
    ...GenerationList_query
  }
`;

/** Mine, told with whether each changed room is a generation in this list (issue 32). */
const subscription = graphql`
  subscription GenerationListChangedSubscription($filter: ChatRoomFilter) {
    chatRoomsChanged(filter: $filter) {
      kind
      id
      matches
      chatRoom {
        id
        title
        lastMessageAt
        savedDocument {
          id
          title
        }
      }
    }
  }
`;

/** The list's filter, for its query and its notices alike. */
const generations = { purpose: 'DOCUMENT' } as const;

/**
 * /documents/generate: my earlier document generations, newest first, each opening again
 * (`?room=`) and, once saved, leading to its document. Live: a new generation comes in at the
 * top, a save shows at once, a deleted one leaves, in every tab.
 */
export function GenerationList() {
  const intl = useIntl();
  const to = useLocalePath();
  const root = useLazyLoadQuery<GenerationListQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment GenerationList_query on Query
      @refetchable(queryName: "GenerationListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        chatRooms(first: $first, after: $after, filter: { purpose: DOCUMENT }) @connection(key: "GenerationList_chatRooms") {
          __id
          totalCount
          edges {
            node {
              id
              title
              lastMessageAt
              savedDocument {
                id
                title
              }
            }
          }
        }
      }
    `,
    root as GenerationList_query$key,
  );
  const edges = data.chatRooms.edges;
  const resync = useRefetchShown({ refetch, loadNext, hasNext, isLoadingNext }, pageSize, edges.length);
  useLiveList({
    subscription,
    field: 'chatRoomsChanged',
    variables: { filter: generations },
    refetch: resync,
    connectionId: data.chatRooms.__id,
    edgeType: 'ChatRoomEdge',
  });
  const onLoadMore = useLoadNext(loadNext, pageSize);
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.heading)} data-testid="generation-list">
      <Title order={2} size="h4">
        {intl.formatMessage(messages.heading)}
      </Title>
      {edges.length === 0 && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.empty)}
        </Text>
      )}
      {edges.map(({ node }) => (
        <Paper key={node.id} withBorder radius="md" p="sm" data-testid="generation-row" data-room={node.id}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Anchor component={Link} to={to(generationPath(node.id))} fw={500} style={{ wordBreak: 'break-word' }}>
                {node.title}
              </Anchor>
              <DateTimeText value={node.lastMessageAt} />
            </Stack>
            {node.savedDocument ? (
              <Group gap="xs" wrap="nowrap">
                <Badge color="green" variant="light" leftSection={<IconFileCheck size={12} aria-hidden />}>
                  {intl.formatMessage(messages.saved)}
                </Badge>
                <Button component={Link} to={to(`/documents/${encodeURIComponent(node.savedDocument.id)}`)} size="xs" variant="light" data-testid="generation-open-document">
                  {intl.formatMessage(messages.openDocument)}
                </Button>
              </Group>
            ) : (
              <Badge color="gray" variant="light">
                {intl.formatMessage(messages.notSaved)}
              </Badge>
            )}
          </Group>
        </Paper>
      ))}
      {hasNext && (
        <Button variant="subtle" size="xs" mx="auto" loading={isLoadingNext} onClick={onLoadMore}>
          {intl.formatMessage(messages.more)}
        </Button>
      )}
    </Stack>
  );
}
