import { AppShell, Burger, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import './layout.css';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { Link, Outlet, useLoaderData } from 'react-router';
import { ProfileMenu } from '@/modules/auth/ProfileMenu';
import { LocaleSwitcher } from '@/modules/i18n/LocaleSwitcher';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { NotificationBell } from '@/modules/notifications/NotificationBell';
import { SearchLauncher } from '@/modules/search/SearchLauncher';
import { commonMessages } from '@/modules/ui/commonMessages';
import { UnsavedChangesGuard } from '@/modules/ui/form/unsavedChanges';
import { PageLoader } from '@/modules/ui/PageLoader';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { DefaultLayoutQuery } from './DefaultLayoutQuery';
import type { DefaultLayoutData } from './defaultLayoutLoader';
import type { DefaultLayoutQuery as DefaultLayoutQueryType } from './__generated__/DefaultLayoutQuery.graphql';
import { LiveStatus } from './LiveStatus';
import { Navigation } from './Navigation';

// Every role picker and the roles section read the store's one `roles` list: kept live here,
// once for the signed-in app; loaded after the first paint (it is not needed to draw one).
const RolesLive = lazy(() => import('@/modules/members/RolesLive').then((module) => ({ default: module.RolesLive })));

const messages = defineMessages({
  product: { id: 'layout.productName', defaultMessage: 'Staffhub' },
  toggleNav: { id: 'layout.nav.toggle', defaultMessage: 'Toggle navigation' },
  skip: { id: 'layout.skipToContent', defaultMessage: 'Skip to main content' },
});

function Profile({ data }: { data: DefaultLayoutData }) {
  const { profile } = usePreloadedQuery<DefaultLayoutQueryType>(DefaultLayoutQuery, data.profileRef);
  return <ProfileMenu profile={profile} />;
}

/** App shell for every signed-in page: header, navigation, profile menu, locale and colour scheme. */
export function DefaultLayout() {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useLoaderData() as DefaultLayoutData;
  const [opened, { toggle, close }] = useDisclosure();
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <Suspense fallback={null}>
        <RolesLive />
      </Suspense>
      <a href="#main-content" className="skip-link">
        {intl.formatMessage(messages.skip)}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={intl.formatMessage(messages.toggleNav)} />
            <UnstyledButton component={Link} to={to('/')}>
              <Text fw={700} size="lg" c="blue">
                {intl.formatMessage(messages.product)}
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SearchLauncher />
            <LiveStatus />
            <NotificationBell />
            {/* On a phone these two move into the navigation drawer, so the account menu stays on the screen (issue 37 §5). */}
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              <LocaleSwitcher />
              <ColorSchemeToggle />
            </Group>
            {/* The placeholder is the size of what it stands for: the avatar alone on a phone (issue 37 §5). */}
            <Suspense fallback={<Skeleton h={32} w={{ base: 48, sm: 120 }} radius="xl" />}>
              <Profile data={data} />
            </Suspense>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Navigation onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section hiddenFrom="sm" pt="sm">
          <Group gap="sm" wrap="nowrap" data-testid="nav-preferences">
            <LocaleSwitcher />
            <ColorSchemeToggle />
          </Group>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        {/* Every form of every signed-in page: leaving with unsaved changes asks first (issue 37 §3). */}
        <UnsavedChangesGuard>
          <Suspense fallback={<PageLoader label={intl.formatMessage(commonMessages.loading)} />}>
            <Outlet />
          </Suspense>
        </UnsavedChangesGuard>
      </AppShell.Main>
    </AppShell>
  );
}
