import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ApplicationFilters } from '@/modules/applications/ApplicationFilters';
import { ApplicationList } from '@/modules/applications/ApplicationList';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { ApplicationsPageData } from './applicationsPageLoader';
import { ApplicationsPageQuery } from './ApplicationsPageQuery';
import type { ApplicationsPageQuery as ApplicationsPageQueryType } from './__generated__/ApplicationsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.applications.title', defaultMessage: 'Applications' },
  create: { id: 'page.applications.create', defaultMessage: 'New application' },
});

/** /applications ('Applications'): the list recipe (keyword, project and status filters, sort, load more, live). */
export function ApplicationsPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef, filter } = useLoaderData() as ApplicationsPageData;
  const data = usePreloadedQuery<ApplicationsPageQueryType>(ApplicationsPageQuery, queryRef);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)}>
        <LinkButton to={to('/applications/new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {intl.formatMessage(messages.create)}
        </LinkButton>
      </PageHeader>
      <ApplicationFilters query={data} />
      <ApplicationList query={data} filter={filter} />
    </Stack>
  );
}
