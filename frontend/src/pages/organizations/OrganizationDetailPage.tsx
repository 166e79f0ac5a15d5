import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { OrganizationDetail } from '@/modules/organizations/OrganizationDetail';
import { organizationMessages } from '@/modules/organizations/organizationMessages';
import { useOrganizationChangedSubscription } from '@/modules/organizations/useOrganizationChangedSubscription';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { OrganizationDetailPageData } from './organizationDetailPageLoader';
import { OrganizationDetailPageQuery } from './OrganizationDetailPageQuery';
import type { OrganizationDetailPageQuery as Query } from './__generated__/OrganizationDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.organizationDetail.title', defaultMessage: 'Organization Details' },
});

/** /organizations/:organizationId — kept live by `organizationChanged`. */
export function OrganizationDetailPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const environment = useRelayEnvironment();
  const { id, queryRef } = useLoaderData() as OrganizationDetailPageData;
  const data = usePreloadedQuery<Query>(OrganizationDetailPageQuery, queryRef);
  // After a reconnect: re-read into the store (the page renders from it), no route reload.
  const refresh = useCallback(() => void fetchQuery<Query>(environment, OrganizationDetailPageQuery, { id }, { fetchPolicy: 'network-only' }).subscribe({}), [environment, id]);
  useOrganizationChangedSubscription(id, refresh);
  const organization = data.node?.OrganizationDetail_organization ?? null;
  const name = data.node?.name ?? '';
  const title = intl.formatMessage(messages.title);
  usePageTitle(organization ? `${name} · ${title}` : intl.formatMessage(organizationMessages.organizationDetailNotFound));
  if (!organization) throw new HttpError(404, intl.formatMessage(organizationMessages.organizationDetailNotFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(organizationMessages.organizationsTitle), to: to('/organizations') }]} here={name} title={title}>
      <OrganizationDetail organization={organization} query={data} />
    </PageFrame>
  );
}
