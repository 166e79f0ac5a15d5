import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { OrganizationDetail } from '@/modules/organizations/OrganizationDetail';
import { useOrganizationChangedSubscription } from '@/modules/organizations/useOrganizationChangedSubscription';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { OrganizationDetailPageData } from './organizationDetailPageLoader';
import { OrganizationDetailPageQuery } from './OrganizationDetailPageQuery';
import type { OrganizationDetailPageQuery as Query } from './__generated__/OrganizationDetailPageQuery.graphql';

const messages = defineMessages({
  organizations: { id: 'page.organizations.title', defaultMessage: 'Organizations' },
  title: { id: 'page.organizationDetail.title', defaultMessage: 'Organization Details' },
  notFound: { id: 'page.organizationDetail.notFound', defaultMessage: 'Organization not found' },
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
  usePageTitle(organization ? `${name} · ${title}` : intl.formatMessage(messages.notFound));
  if (!organization) throw new HttpError(404, intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.organizations), to: to('/organizations') }]} here={name} title={title}>
      <OrganizationDetail organization={organization} query={data} />
    </PageFrame>
  );
}
