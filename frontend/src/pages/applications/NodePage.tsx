import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { NodeDetail } from '@/modules/applications/NodeDetail';
import { TrashedNotice } from '@/modules/applications/TrashedNotice';
import { applicationMessages } from '@/modules/applications/applicationMessages';
import { nodePath } from '@/modules/applications/nodePaths';
import { useApplicationNodeChangedSubscription } from '@/modules/applications/useApplicationNodeChangedSubscription';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { PageCrumbs } from '@/modules/ui/PageCrumbs';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { NodePageData } from './nodePageLoader';
import { NodePageQuery } from './NodePageQuery';
import type { NodePageQuery as NodePageQueryType } from './__generated__/NodePageQuery.graphql';

const messages = defineMessages({
  titlePage: { id: 'page.updatePage.title', defaultMessage: 'Update Page' },
  pageNotFound: { id: 'page.node.pageNotFound', defaultMessage: 'Page not found' },
  requirementNotFound: { id: 'page.node.requirementNotFound', defaultMessage: 'Requirement not found' },
});

function Node() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { applicationId, nodeId, tree, data } = usePageData<NodePageQueryType, NodePageData>(NodePageQuery);
  const node = data.node;
  // Moved to the trash elsewhere, itself or a directory above it (issue 35): the page says so.
  const [trashed, setTrashed] = useState(false);
  const above = node?.path;
  const onDeleted = useCallback((id: string) => {
    if (id === nodeId || above?.some((entry) => entry.id === id)) setTrashed(true);
  }, [nodeId, above]);
  useApplicationNodeChangedSubscription(applicationId, usePageRefresh(NodePageQuery, nodeId), onDeleted);
  const detail = node?.NodeDetail_node ?? null;
  const title = intl.formatMessage(tree === 'PAGES' ? messages.titlePage : applicationMessages.newRequirementTitle);
  // A node of the other tree or of another application is not this page's.
  const found = useFoundEntity(
    node?.id && node.name !== undefined && node.application && node.path && node.tree === tree && node.application.id === applicationId && detail
      ? { id: node.id, name: node.name, application: node.application, path: node.path, detail }
      : null,
    title,
    intl.formatMessage(tree === 'PAGES' ? messages.pageNotFound : messages.requirementNotFound),
  );
  const back = to(`/applications/${encodeURIComponent(applicationId)}`);
  return (
    <Stack gap="md">
      <PageCrumbs
        separatorMargin={6}
        style={{ flexWrap: 'wrap' }}
        links={[
          { label: intl.formatMessage(applicationMessages.listTitle), to: to('/applications') },
          { label: found.application.applicationName, to: back },
          ...found.path.map((entry) => ({ label: entry.name, to: to(nodePath(applicationId, tree, entry.id)) })),
        ]}
        here={found.name}
      />
      <PageHeader title={title} />
      {trashed && <TrashedNotice kind="ApplicationNode" />}
      <NodeDetail node={found.detail} onSaved={() => undefined} onCancel={() => void navigate(back)} />
    </Stack>
  );
}

/**
 * /applications/:applicationId/pages/:pagesid ('Update Page') and /requirements/:requirementsid
 * (the spec's title: 'New Requirements Page'): a page or a requirement, its edit form, status,
 * links and history; live.
 */
export const NodePage = entityPage<NodePageData>(Node, { module: 'L', resetKey: ({ nodeId }) => nodeId });
