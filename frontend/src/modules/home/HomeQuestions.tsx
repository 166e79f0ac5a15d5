import { Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { subjectPath } from '@/modules/notifications/notificationPath';
import { formatRelative } from '@/modules/ui/formatDate';
import { HomeBlock, HomeEntry, HomeFacts, HomeLink, HomeList, HomeTime } from './HomeBlock';
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
  const data = useFragment(
    graphql`
      fragment HomeQuestions_query on Query @argumentDefinitions(first: { type: "Int", defaultValue: 5 }) {
        questions(first: $first, filter: { addressedToMe: true, statusIds: [3] }, orderBy: { field: CREATED_AT, direction: DESC }) {
          totalCount
          totalCountCapped
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
  return (
    <HomeBlock title={intl.formatMessage(messages.title)} viewAll="/internal-qas?status=3" total={data.questions.totalCount} totalCapped={data.questions.totalCountCapped} testId="home-questions">
      <HomeList items={data.questions.edges} itemKey={({ node }) => node.id} itemTestId="home-question" empty={intl.formatMessage(messages.empty)}>
        {({ node }) => (
          <HomeEntry
            head={<HomeLink path={subjectPath(node) ?? '/internal-qas'}>{node.title}</HomeLink>}
            below={
              <HomeFacts>
                <Text size="xs" c="dimmed">
                  {node.scope === 'INTERNAL' ? intl.formatMessage(messages.internal) : (node.project?.name ?? '')}
                </Text>
                <HomeTime time={node.createdAt}>
                  {intl.formatMessage(messages.asked, { asker: node.asker?.name ?? intl.formatMessage(messages.someone), time: formatRelative(intl, node.createdAt) })}
                </HomeTime>
              </HomeFacts>
            }
          />
        )}
      </HomeList>
    </HomeBlock>
  );
}
