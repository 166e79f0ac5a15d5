import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { startTransition, useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { nodePath } from './nodePaths';
import type { ApplicationTraceability_application$key } from './__generated__/ApplicationTraceability_application.graphql';

const messages = defineMessages({
  title: { id: 'application.traceability.title', defaultMessage: 'Traceability' },
  requirementsWithoutPage: { id: 'application.traceability.requirementsWithoutPage', defaultMessage: 'Requirements without a page' },
  pagesWithoutRequirement: { id: 'application.traceability.pagesWithoutRequirement', defaultMessage: 'Pages without a requirement' },
  allRequirementsCovered: { id: 'application.traceability.allRequirementsCovered', defaultMessage: 'Every requirement is implemented by a page.' },
  allPagesTraced: { id: 'application.traceability.allPagesTraced', defaultMessage: 'Every page implements a requirement.' },
  more: defineMessage<{ count: number }>({ id: 'application.traceability.more', defaultMessage: 'and {count, number} more' }),
});

/** How many of each list are shown. */
const shown = 50;

interface Props {
  application: ApplicationTraceability_application$key;
  /** Changes whenever a node changed (a notice): the lists are read again, a moment later. */
  reloadKey: number;
}

/**
 * Traceability (issue 16): requirement leaves no page implements, and page leaves implementing no
 * requirement, each linking to its page; read again after node changes.
 */
export function ApplicationTraceability({ application, reloadKey }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ApplicationTraceability_application on Application
      @refetchable(queryName: "ApplicationTraceabilityRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }) {
        id
        requirementsWithoutPage(first: $first) {
          totalCount
          edges {
            node {
              id
              name
              tree
            }
          }
        }
        pagesWithoutRequirement(first: $first) {
          totalCount
          edges {
            node {
              id
              name
              tree
            }
          }
        }
      }
    `,
    application,
  );
  const first = useRef(reloadKey);
  useEffect(() => {
    if (reloadKey === first.current) return;
    const timer = setTimeout(() => startTransition(() => void refetch({ first: shown }, { fetchPolicy: 'network-only' })), 400);
    return () => clearTimeout(timer);
  }, [reloadKey, refetch]);

  const section = (
    title: string,
    testId: string,
    connection: { readonly totalCount: number; readonly edges: readonly { readonly node: { readonly id: string; readonly name: string; readonly tree: string } }[] },
    none: string,
  ) => (
    <Stack gap="xs" data-testid={testId}>
      <Group gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Badge variant="light" color={connection.totalCount ? 'orange' : 'green'} data-testid={`${testId}-count`} data-count={connection.totalCount}>
          {intl.formatNumber(connection.totalCount)}
        </Badge>
      </Group>
      {connection.edges.length ? (
        <List size="sm" spacing={2} icon={<IconFileAlert size={14} aria-hidden />}>
          {connection.edges.map(({ node }) => (
            <List.Item key={node.id}>
              <Anchor component={Link} to={to(nodePath(data.id, node.tree, node.id))} size="sm">
                {node.name}
              </Anchor>
            </List.Item>
          ))}
          {connection.totalCount > connection.edges.length && (
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.more, { count: connection.totalCount - connection.edges.length })}
            </Text>
          )}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      )}
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={intl.formatMessage(messages.title)} data-testid="application-traceability">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {intl.formatMessage(messages.title)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {section(
            intl.formatMessage(messages.requirementsWithoutPage),
            'requirements-without-page',
            data.requirementsWithoutPage,
            intl.formatMessage(messages.allRequirementsCovered),
          )}
          {section(intl.formatMessage(messages.pagesWithoutRequirement), 'pages-without-requirement', data.pagesWithoutRequirement, intl.formatMessage(messages.allPagesTraced))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
