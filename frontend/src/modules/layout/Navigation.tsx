import { NavLink, Stack } from '@mantine/core';
import { IconChecklist, IconHome, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { splitLocalePath } from '../i18n/localePath';
import { useLocalePath } from '../i18n/useLocalePath';

const messages = defineMessages({
  label: { id: 'layout.nav.label', defaultMessage: 'Main navigation' },
  home: { id: 'layout.nav.home', defaultMessage: 'Home' },
  tasks: { id: 'layout.nav.tasks', defaultMessage: 'Tasks' },
  myTasks: { id: 'layout.nav.myTasks', defaultMessage: 'My tasks' },
  members: { id: 'layout.nav.members', defaultMessage: 'Members' },
});

interface Props {
  onNavigate: () => void;
}

/** Links to the areas built so far. */
export function Navigation({ onNavigate }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const { path } = splitLocalePath(useLocation().pathname);
  const items = [
    { path: '/', label: messages.home, icon: IconHome, active: path === '/' },
    { path: '/tasks', label: messages.tasks, icon: IconChecklist, active: path.startsWith('/tasks') },
    { path: '/my-tasks', label: messages.myTasks, icon: IconUserCheck, active: path.startsWith('/my-tasks') },
    { path: '/members', label: messages.members, icon: IconUsers, active: path.startsWith('/members') },
  ];
  return (
    <Stack component="nav" gap={4} aria-label={intl.formatMessage(messages.label)}>
      {items.map((item) => (
        <NavLink
          key={item.path}
          component={Link}
          to={to(item.path)}
          label={intl.formatMessage(item.label)}
          leftSection={<item.icon size={18} aria-hidden />}
          active={item.active}
          aria-current={item.active ? 'page' : undefined}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}
