import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Suspense, useCallback } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { HomeActivity } from '@/modules/home/HomeActivity';
import { HomeApprovals } from '@/modules/home/HomeApprovals';
import { HomeBlockSkeleton } from '@/modules/home/HomeBlock';
import { HomeDeals } from '@/modules/home/HomeDeals';
import { HomeEmailJobs } from '@/modules/home/HomeEmailJobs';
import { HomeIssues } from '@/modules/home/HomeIssues';
import { HomeQuestions } from '@/modules/home/HomeQuestions';
import { HomeTasks } from '@/modules/home/HomeTasks';
import { useHomeLive } from '@/modules/home/useHomeLive';
import '@/modules/home/home.css';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { HomePageData } from './homePageLoader';
import { HomePageQuery } from './HomePageQuery';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.home.title', defaultMessage: 'Home' },
  welcome: defineMessage<{ name: string }>({ id: 'page.home.welcome', defaultMessage: 'Welcome, {name}' }),
  create: { id: 'page.tasks.create', defaultMessage: 'New task' },
  noRoleTitle: { id: 'page.home.noRoleTitle', defaultMessage: 'No role yet' },
  noRole: {
    id: 'page.home.noRole',
    defaultMessage: 'Your account has no role yet, so tasks are not available to you. Ask an administrator to assign you a role.',
  },
});

/** Phones stack the blocks; wider screens put them two by two. */
const grid = { base: 1, md: 2 } as const;

function HomeSkeleton({ staff }: { staff: boolean }) {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton h={36} w="40%" />
      <SimpleGrid cols={grid} spacing="md">
        {Array.from({ length: staff ? 6 : 1 }, (_, block) => (
          <HomeBlockSkeleton key={block} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function HomeContent({ queryRef, staff }: { queryRef: PreloadedQuery<HomePageQueryType>; staff: boolean }) {
  const intl = useIntl();
  const to = useLocalePath();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<HomePageQueryType>(HomePageQuery, queryRef);
  const variables = queryRef.variables;
  // Re-reads the whole home query into the store; the blocks follow their fragments.
  const refetch = useCallback(
    () => fetchQuery<HomePageQueryType>(environment, HomePageQuery, variables, { fetchPolicy: 'network-only' }).toPromise(),
    [environment, variables],
  );
  useHomeLive(refetch);
  const me = data.profile.employeeId;
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.welcome, { name: data.profile.name })}>
        {staff && (
          <LinkButton to={to('/tasks/new')} leftSection={<IconPlus size={16} aria-hidden />}>
            {intl.formatMessage(messages.create)}
          </LinkButton>
        )}
      </PageHeader>
      {!staff && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={intl.formatMessage(messages.noRoleTitle)}>
          {intl.formatMessage(messages.noRole)}
        </Alert>
      )}
      <SimpleGrid cols={grid} spacing="md" data-testid="home-blocks">
        {data.HomeTasks_query && <HomeTasks query={data.HomeTasks_query} />}
        {data.HomeIssues_query && <HomeIssues query={data.HomeIssues_query} me={me} />}
        {data.HomeApprovals_query && <HomeApprovals query={data.HomeApprovals_query} />}
        {data.HomeQuestions_query && <HomeQuestions query={data.HomeQuestions_query} />}
        {data.HomeDeals_query && <HomeDeals query={data.HomeDeals_query} />}
        {data.HomeEmailJobs_query && <HomeEmailJobs query={data.HomeEmailJobs_query} />}
        <HomeActivity query={data} />
      </SimpleGrid>
    </Stack>
  );
}

/** `/` home: what an employee needs at the start of a day, each block live and linking to its full list. */
export function HomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef, staff } = useLoaderData() as HomePageData;
  return (
    <Suspense fallback={<HomeSkeleton staff={staff} />}>
      <HomeContent queryRef={queryRef} staff={staff} />
    </Suspense>
  );
}
