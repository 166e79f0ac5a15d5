import { useCallback } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { IssueDetail } from '@/modules/issues/IssueDetail';
import { useIssueChangedSubscription } from '@/modules/issues/useIssueChangedSubscription';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { IssueDetailPageData } from './issueDetailPageLoader';
import { IssueDetailPageQuery } from './IssueDetailPageQuery';
import type { IssueDetailPageQuery as IssueDetailPageQueryType } from './__generated__/IssueDetailPageQuery.graphql';

const messages = defineMessages({
  title: defineMessage<{ title: string }>({ id: 'page.issueDetail.title', defaultMessage: '{title} · Issue' }),
  issues: { id: 'page.issues.title', defaultMessage: 'Issues' },
  notFound: { id: 'page.issueDetail.notFound', defaultMessage: 'Issue not found' },
});

function Detail() {
  const intl = useIntl();
  const to = useLocalePath();
  const environment = useRelayEnvironment();
  const { id, data } = usePageData<IssueDetailPageQueryType, IssueDetailPageData>(IssueDetailPageQuery);
  // After a reconnect: the issue read again into the store (not the route's loader).
  const refresh = useCallback(() => void fetchQuery<IssueDetailPageQueryType>(environment, IssueDetailPageQuery, { id }, { fetchPolicy: 'network-only' }).subscribe({}), [environment, id]);
  useIssueChangedSubscription(id, refresh);
  const title = data.node?.title ?? '';
  // Here, not around the boundary: the error screen names the problem in the title instead.
  const issue = useFoundEntity(data.node?.IssueDetail_issue, intl.formatMessage(messages.title, { title }), intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.issues), to: to('/issues') }]} here={title}>
      <IssueDetail issue={issue} query={data} />
    </PageFrame>
  );
}

/**
 * /issues/:issueId: the issue, live in every browser (issueChanged, comments included). An issue
 * that does not exist shows the error screen with the server's message.
 */
export const IssueDetailPage = entityPage(Detail, { module: 'I' });
