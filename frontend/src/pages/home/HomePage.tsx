import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { MyTaskList } from '@/modules/tasks/MyTaskList';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import { openTaskFilter, type HomePageData } from './homePageLoader';
import { HomePageQuery } from './HomePageQuery';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.home.title', defaultMessage: 'Home' },
  welcome: defineMessage<{ name: string }>({ id: 'page.home.welcome', defaultMessage: 'Welcome, {name}' }),
  openTasks: { id: 'page.home.openTasks', defaultMessage: 'Your open tasks' },
  emptyHint: { id: 'page.home.emptyHint', defaultMessage: 'You have no open tasks.' },
  create: { id: 'page.tasks.create', defaultMessage: 'New task' },
  noRoleTitle: { id: 'page.home.noRoleTitle', defaultMessage: 'No role yet' },
  noRole: {
    id: 'page.home.noRole',
    defaultMessage: 'Your account has no role yet, so tasks are not available to you. Ask an administrator to assign you a role.',
  },
});

/** `/` home: the signed-in employee's open tasks. */
export function HomePage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef, staff } = useLoaderData() as HomePageData;
  const data = usePreloadedQuery<HomePageQueryType>(HomePageQuery, queryRef);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.welcome, { name: data.profile.name })}>
        {staff && (
          <LinkButton to={to('/tasks/new')} leftSection={<IconPlus size={16} aria-hidden />}>
            {intl.formatMessage(messages.create)}
          </LinkButton>
        )}
      </PageHeader>
      {staff && data.MyTaskList_query ? (
        <>
          <Title order={2} size="h4">
            {intl.formatMessage(messages.openTasks)}
          </Title>
          <MyTaskList query={data.MyTaskList_query} filter={openTaskFilter} emptyHint={intl.formatMessage(messages.emptyHint)} />
        </>
      ) : (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title={intl.formatMessage(messages.noRoleTitle)}>
          {intl.formatMessage(messages.noRole)}
        </Alert>
      )}
    </Stack>
  );
}
