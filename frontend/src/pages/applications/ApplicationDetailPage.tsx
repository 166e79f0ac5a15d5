import { Grid } from '@mantine/core';
import { useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ApplicationDetail } from '@/modules/applications/ApplicationDetail';
import { ApplicationPageRoots } from '@/modules/applications/ApplicationPageRoots';
import { ApplicationRequirementRoots } from '@/modules/applications/ApplicationRequirementRoots';
import { ApplicationTraceability } from '@/modules/applications/ApplicationTraceability';
import { ApplicationTree } from '@/modules/applications/ApplicationTree';
import { TrashedNotice } from '@/modules/applications/TrashedNotice';
import { applicationMessages } from '@/modules/applications/applicationMessages';
import { useApplicationValueFormatter } from '@/modules/applications/applicationValueFormatter';
import { TreeLists } from '@/modules/applications/treeLists';
import { useApplicationChangedSubscription } from '@/modules/applications/useApplicationChangedSubscription';
import { useApplicationNodesChangedSubscription } from '@/modules/applications/useApplicationNodesChangedSubscription';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashLink } from '@/modules/trash/TrashLink';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { ApplicationDetailPageData } from './applicationDetailPageLoader';
import { ApplicationDetailPageQuery } from './ApplicationDetailPageQuery';
import type { ApplicationDetailPageQuery as ApplicationDetailPageQueryType } from './__generated__/ApplicationDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.applicationDetail.title', defaultMessage: 'Applications Details' },
});

/** What a page that created a node passes on: the directories to open so it shows. */
interface RevealState {
  reveal?: string[];
}

function Detail() {
  const intl = useIntl();
  const to = useLocalePath();
  const { state } = useLocation();
  const { id, data } = usePageData<ApplicationDetailPageQueryType, ApplicationDetailPageData>(ApplicationDetailPageQuery);
  const [lists] = useState(() => new TreeLists());
  const [notices, setNotices] = useState(0);
  const [reveal] = useState(() => (state as RevealState | null)?.reveal ?? []);
  const formatValue = useApplicationValueFormatter('application');
  // Moved to the trash elsewhere (issue 35): the page says so.
  const [trashed, setTrashed] = useState(false);
  const onTrashed = useCallback(() => setTrashed(true), []);
  // After a reconnect: the application read again into the store (its lists re-read themselves).
  useApplicationChangedSubscription(id, usePageRefresh(ApplicationDetailPageQuery, id), onTrashed);
  const bump = useCallback(() => setNotices((count) => count + 1), []);
  useApplicationNodesChangedSubscription(id, lists, bump);
  const application = data.node?.ApplicationDetail_application;
  const traceability = data.node?.ApplicationTraceability_application;
  const name = data.node?.applicationName ?? '';
  const found = useFoundEntity(application && traceability ? { application, traceability } : null, intl.formatMessage(messages.title), intl.formatMessage(applicationMessages.notFound));
  return (
    <PageFrame
      links={[{ label: intl.formatMessage(applicationMessages.listTitle), to: to('/applications') }]}
      here={name}
      title={intl.formatMessage(messages.title)}
      // Its deleted pages and requirements (issue 35: a trash per area; a directory waits there with its subtree).
      actions={<TrashLink kind="ApplicationNode" />}
    >
      {trashed && <TrashedNotice kind="Application" />}
      <ApplicationDetail application={found.application} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ApplicationTree applicationId={id} tree="PAGES" lists={lists} initiallyExpanded={reveal}>
            <ApplicationPageRoots query={data} />
          </ApplicationTree>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ApplicationTree applicationId={id} tree="REQUIREMENTS" lists={lists} initiallyExpanded={reveal}>
            <ApplicationRequirementRoots query={data} />
          </ApplicationTree>
        </Grid.Col>
      </Grid>
      <ApplicationTraceability application={found.traceability} reloadKey={notices} />
      <HistoryPanel nodeId={id} reloadKey={data.node?.version ?? 0} formatValue={formatValue} />
    </PageFrame>
  );
}

/**
 * /applications/:applicationId ('Applications Details'): the application, its two trees side by
 * side (pages and requirements: open and close directories, drag or keyboard to move and reorder,
 * progress on directories, status badges), traceability and history; live in every browser.
 */
export const ApplicationDetailPage = entityPage(Detail, { module: 'L' });
