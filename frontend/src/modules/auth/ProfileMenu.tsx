import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconApi, IconChevronDown, IconKey, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import type { ProfileMenu_profile$key } from './__generated__/ProfileMenu_profile.graphql';
import { useSignOut } from './useSignOut';

const ChangePasswordModal = lazy(() =>
  import('./ChangePasswordModal').then((module) => ({ default: module.ChangePasswordModal })),
);

const messages = defineMessages({
  menu: defineMessage<{ name: string }>({ id: 'auth.profileMenu.label', defaultMessage: 'Account menu for {name}' }),
  signOut: { id: 'auth.profileMenu.signOut', defaultMessage: 'Sign out' },
  changePassword: { id: 'auth.profileMenu.changePassword', defaultMessage: 'Change password' },
  apiTokens: { id: 'auth.profileMenu.apiTokens', defaultMessage: 'API tokens' },
});

interface Props {
  profile: ProfileMenu_profile$key;
}

/** Avatar and name, with change password, API tokens and sign out. */
export function ProfileMenu({ profile }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProfileMenu_profile on Profile {
        name
        email
        avatarUrl
        roles {
          roleId
          name
        }
      }
    `,
    profile,
  );
  const signOut = useSignOut();
  const toLocale = useLocalePath();
  const [passwordOpened, password] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={intl.formatMessage(messages.menu, { name: data.name })}>
            <Group gap="xs" wrap="nowrap">
              <Avatar src={data.avatarUrl} alt={data.name} name={data.name} color="initials" size={32} radius="xl" />
              <Text size="sm" fw={500} visibleFrom="sm">
                {data.name}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{data.email}</Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={password.open}>
            {intl.formatMessage(messages.changePassword)}
          </Menu.Item>
          {/* Issue 34 §3: personal API tokens for scripts and integrations. */}
          <Menu.Item component={Link} to={toLocale('/settings/api-tokens')} leftSection={<IconApi size={16} aria-hidden />} data-testid="profile-menu-api-tokens">
            {intl.formatMessage(messages.apiTokens)}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
            {intl.formatMessage(messages.signOut)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {passwordOpened && (
        <Suspense fallback={null}>
          <ChangePasswordModal opened={passwordOpened} onClose={password.close} />
        </Suspense>
      )}
    </>
  );
}
