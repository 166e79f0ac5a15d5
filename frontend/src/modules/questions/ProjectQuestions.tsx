import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { useLiveList, useRefetchShown, type ShownPage } from '@/modules/relay/useLiveList';
import { commonMessages } from '@/modules/ui/commonMessages';
import { LinkButton } from '@/modules/ui/LinkButton';
import { QuestionItem } from './QuestionItem';
import { questionsChanged } from './questionListChanges';
import type { OrganizationScopeQuestions_query$key } from './__generated__/OrganizationScopeQuestions_query.graphql';
import type { ProjectScopeQuestions_query$key } from './__generated__/ProjectScopeQuestions_query.graphql';
import type { QuestionItem_question$key } from './__generated__/QuestionItem_question.graphql';
import type { ProjectQuestions_query$key } from './__generated__/ProjectQuestions_query.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

const messages = defineMessages({
  PROJECT: { id: 'question.project.projectQuestions', defaultMessage: 'Project questions' },
  ORGANIZATION: { id: 'question.project.organizationQuestions', defaultMessage: 'Organization questions' },
  askPROJECT: { id: 'question.project.askProject', defaultMessage: 'Ask the team' },
  askORGANIZATION: { id: 'question.project.askOrganization', defaultMessage: 'Ask an organization' },
  none: { id: 'question.project.none', defaultMessage: 'No questions yet.' },
  count: defineMessage<{ total: number }>({ id: 'question.project.count', defaultMessage: '{total, plural, one {# question} other {# questions}}' }),
});

type Scope = 'PROJECT' | 'ORGANIZATION';

const pageSize = 20;

const connectionKeys = {
  PROJECT: 'ProjectScopeQuestions_projectQuestions',
  ORGANIZATION: 'OrganizationScopeQuestions_organizationQuestions',
} as const;

/** The store id of a project's question connection for one scope (the ask pages insert into it). */
export function projectQuestionConnectionId(projectId: string, scope: Scope): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, connectionKeys[scope], { filter: { projectId, scopes: [scope] } });
}

interface SectionData {
  readonly __id: string;
  readonly totalCount: number;
  readonly edges: readonly { readonly node: { readonly id: string } & QuestionItem_question$key }[];
}

interface Paging {
  refetch: (variables: { projectId: string; first: number }, options: Parameters<ShownPage['refetch']>[1]) => unknown;
  loadNext: ShownPage['loadNext'];
  hasNext: boolean;
  isLoadingNext: boolean;
}

/**
 * One scope's questions of a project, newest first, paged by "load more", with its ask link.
 * Live through `questionsChanged(projectId, filter)` (the server says whether a changed question
 * is in the section); re-read after a socket reconnect.
 */
function QuestionSection({ connection, paging, projectId, scope }: { connection: SectionData; paging: Paging; projectId: string; scope: Scope }) {
  const intl = useIntl();
  const to = useLocalePath();
  const { refetch, loadNext, hasNext, isLoadingNext } = paging;
  const loaded = connection.edges.length;
  const refetchPage = useCallback<ShownPage['refetch']>((variables, options) => refetch({ projectId, ...variables }, options), [refetch, projectId]);
  const refetchShown = useRefetchShown({ refetch: refetchPage, loadNext, hasNext, isLoadingNext }, pageSize, loaded);
  const filter = { projectId, scopes: [scope] };
  useLiveList({ subscription: questionsChanged, field: 'questionsChanged', variables: { projectId, filter }, connectionId: connection.__id, edgeType: 'QuestionEdge', refetch: refetchShown });
  const title = intl.formatMessage(messages[scope]);
  const path = scope === 'PROJECT' ? 'new-project-question' : 'new-organization-question';
  const onLoadMore = useLoadNext(loadNext, pageSize);
  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={scope === 'PROJECT' ? 'project-questions' : 'organization-questions'}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.count, { total: Math.max(connection.totalCount, loaded) })}
          </Text>
        </Group>
        <LinkButton to={to(`/projects/${encodeURIComponent(projectId)}/${path}`)} variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />}>
          {intl.formatMessage(scope === 'PROJECT' ? messages.askPROJECT : messages.askORGANIZATION)}
        </LinkButton>
      </Group>
      {loaded === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.none)}
        </Text>
      ) : (
        connection.edges.map((edge) => <QuestionItem key={edge.node.id} question={edge.node} />)
      )}
      {hasNext && (
        <Group justify="center">
          <Button variant="light" loading={isLoadingNext} onClick={onLoadMore}>
            {intl.formatMessage(commonMessages.loadMore)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

// Two fragments, not one spread twice: Relay refuses one field (`questions`) with two argument
// sets on the same parent, and a refetchable fragment holds at most one connection.

function ProjectScopeQuestions({ query, projectId }: { query: ProjectScopeQuestions_query$key; projectId: string }) {
  const { data, ...paging } = usePaginationFragment(
    graphql`
      fragment ProjectScopeQuestions_query on Query
      @refetchable(queryName: "ProjectScopeQuestionsPaginationQuery")
      @argumentDefinitions(projectId: { type: "ID!" }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        projectQuestions: questions(first: $first, after: $after, filter: { projectId: $projectId, scopes: [PROJECT] })
          @connection(key: "ProjectScopeQuestions_projectQuestions") {
          __id
          totalCount
          edges {
            node {
              id
              ...QuestionItem_question
            }
          }
        }
      }
    `,
    query,
  );
  return <QuestionSection connection={data.projectQuestions} paging={paging} projectId={projectId} scope="PROJECT" />;
}

function OrganizationScopeQuestions({ query, projectId }: { query: OrganizationScopeQuestions_query$key; projectId: string }) {
  const { data, ...paging } = usePaginationFragment(
    graphql`
      fragment OrganizationScopeQuestions_query on Query
      @refetchable(queryName: "OrganizationScopeQuestionsPaginationQuery")
      @argumentDefinitions(projectId: { type: "ID!" }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        organizationQuestions: questions(first: $first, after: $after, filter: { projectId: $projectId, scopes: [ORGANIZATION] })
          @connection(key: "OrganizationScopeQuestions_organizationQuestions") {
          __id
          totalCount
          edges {
            node {
              id
              ...QuestionItem_question
            }
          }
        }
      }
    `,
    query,
  );
  return <QuestionSection connection={data.organizationQuestions} paging={paging} projectId={projectId} scope="ORGANIZATION" />;
}

/** A project's questions in two sections, project questions and organization questions (issue 13). */
export function ProjectQuestions({ query, projectId }: { query: ProjectQuestions_query$key; projectId: string }) {
  const data = useFragment(
    graphql`
      fragment ProjectQuestions_query on Query @argumentDefinitions(projectId: { type: "ID!" }) {
        ...ProjectScopeQuestions_query @arguments(projectId: $projectId)
        ...OrganizationScopeQuestions_query @arguments(projectId: $projectId)
      }
    `,
    query,
  );
  return (
    <Stack gap="xl">
      <ProjectScopeQuestions query={data} projectId={projectId} />
      <OrganizationScopeQuestions query={data} projectId={projectId} />
    </Stack>
  );
}
