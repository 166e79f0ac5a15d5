import { Anchor, Group, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { subjectPath } from '@/modules/notifications/notificationPath';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { HomeBlock } from './HomeBlock';
import { HomeEmpty } from './HomeEmpty';
import type { HomeQuestions_query$key } from './__generated__/HomeQuestions_query.graphql';

const messages = defineMessages({
  title: { id: 'home.questions.title', defaultMessage: 'Questions for me' },
  empty: { id: 'home.questions.empty', defaultMessage: 'No questions waiting for an answer' },
  asked: defineMessage<{ asker: string; time: string }>({ id: 'home.questions.asked', defaultMessage: '{asker} asked {time}' }),
  internal: { id: 'home.questions.internal', defaultMessage: 'Internal Q&A' },
  someone: { id: 'home.questions.someone', defaultMessage: 'Someone' },
});

/**
 * Questions waiting for an answer that are addressed to me (my projects' teams, or the internal
 * board), not asked by me; each opens where it is listed (its project, or the internal Q&A).
 */
export function HomeQuestions({ query }: { query: HomeQuestions_query$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment HomeQuestions_query on Query @argumentDefinitions(first: { type: "Int", defaultValue: 5 }) {
        questions(first: $first, filter: { addressedToMe: true, statusIds: [3] }, orderBy: { field: CREATED_AT, direction: DESC }) {
          totalCount
          edges {
            node {
              __typename
              id
              title
              scope
              createdAt
              asker {
                id
                name
              }
              project {
                id
                name
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.questions.edges;
  return (
    <HomeBlock title={intl.formatMessage(messages.title)} viewAll="/internal-qas?status=3" total={data.questions.totalCount} testId="home-questions">
      {edges.length === 0 ? (
        <HomeEmpty>{intl.formatMessage(messages.empty)}</HomeEmpty>
      ) : (
        <Stack gap="xs" component="ul" className="home-list">
          {edges.map(({ node }) => {
            const path = subjectPath(node) ?? '/internal-qas';
            return (
              <li key={node.id} data-testid="home-question">
                <Stack gap={2}>
                  <Anchor component={Link} to={to(path)} fw={500} className="home-title">
                    {node.title}
                  </Anchor>
                  <Group gap="xs" wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {node.scope === 'INTERNAL' ? intl.formatMessage(messages.internal) : (node.project?.name ?? '')}
                    </Text>
                    <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(node.createdAt)} title={formatDateTime(intl, node.createdAt)}>
                      {intl.formatMessage(messages.asked, {
                        asker: node.asker?.name ?? intl.formatMessage(messages.someone),
                        time: formatRelative(intl, node.createdAt),
                      })}
                    </Text>
                  </Group>
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
    </HomeBlock>
  );
}
