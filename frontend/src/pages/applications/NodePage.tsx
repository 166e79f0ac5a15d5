import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { NodeDetail } from '@/modules/applications/NodeDetail';
import { nodePath } from '@/modules/applications/nodePaths';
import { useApplicationNodeChangedSubscription } from '@/modules/applications/useApplicationNodeChangedSubscription';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { usePageData } from '@/modules/routing/usePageData';
import { commonMessages } from '@/modules/ui/commonMessages';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { NodePageData } from './nodePageLoader';
import { NodePageQuery } from './NodePageQuery';
import type { NodePageQuery as NodePageQueryType } from './__generated__/NodePageQuery.graphql';

const messages = defineMessages({
  titlePage: { id: 'page.updatePage.title', defaultMessage: 'Update Page' },
  titleRequirement: { id: 'page.newRequirement.title', defaultMessage: 'New Requirements Page' },
  applications: { id: 'page.applications.title', defaultMessage: 'Applications' },
  pageNotFound: { id: 'page.node.pageNotFound', defaultMessage: 'Page not found' },
  requirementNotFound: { id: 'page.node.requirementNotFound', defaultMessage: 'Requirement not found' },
});

function Node() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const { applicationId, nodeId, tree, data } = usePageData<NodePageQueryType, NodePageData>(NodePageQuery);
  const refresh = useCallback(() => void fetchQuery<NodePageQueryType>(environment, NodePageQuery, { id: nodeId }, { fetchPolicy: 'network-only' }).subscribe({}), [environment, nodeId]);
  useApplicationNodeChangedSubscription(applicationId, refresh);
  const node = data.node;
  const detail = node?.NodeDetail_node ?? null;
  // A node of the other tree or of another application is not this page's.
  const found =
    node?.id && node.name !== undefined && node.application && node.path && node.tree === tree && node.application.id === applicationId
      ? { id: node.id, name: node.name, application: node.application, path: node.path }
      : null;
  const title = intl.formatMessage(tree === 'PAGES' ? messages.titlePage : messages.titleRequirement);
  const notFound = intl.formatMessage(tree === 'PAGES' ? messages.pageNotFound : messages.requirementNotFound);
  usePageTitle(found ? title : notFound);
  if (!found || !detail) throw new HttpError(404, notFound);
  const back = to(`/applications/${encodeURIComponent(applicationId)}`);
  return (
    <Stack gap="md">
      <Breadcrumbs aria-label={intl.formatMessage(commonMessages.breadcrumbs)} separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        <Anchor component={Link} to={to('/applications')}>
          {intl.formatMessage(messages.applications)}
        </Anchor>
        <Anchor component={Link} to={back}>
          {found.application.applicationName}
        </Anchor>
        {found.path.map((entry) => (
          <Anchor key={entry.id} component={Link} to={to(nodePath(applicationId, tree, entry.id))}>
            {entry.name}
          </Anchor>
        ))}
        <Text span size="sm" truncate="end" maw={{ base: 220, sm: 560 }} title={found.name}>
          {found.name}
        </Text>
      </Breadcrumbs>
      <PageHeader title={title} />
      <NodeDetail node={detail} onSaved={() => undefined} onCancel={() => void navigate(back)} />
    </Stack>
  );
}

/**
 * /applications/:applicationId/pages/:pagesid ('Update Page') and /requirements/:requirementsid
 * (the spec's title: 'New Requirements Page'): a page or a requirement, its edit form, status,
 * links and history; live.
 */
export const NodePage = entityPage<NodePageData>(Node, { module: 'L', resetKey: ({ nodeId }) => nodeId });
