import { NavLink, Stack } from '@mantine/core';
import { IconBuilding, IconChecklist, IconHome, IconTags, IconUserCheck, IconUsers, type Icon } from '@tabler/icons-react';
import { IconCpu, IconMessageChatbot, IconRobot, IconSitemap } from '@tabler/icons-react';
import { IconApps, IconBriefcase, IconBug, IconFileText, IconMessageQuestion, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import { EmailNavGroup } from '@/modules/emails/EmailNavGroup';
import { splitLocalePath } from '@/modules/i18n/localePath';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { isAdmin } from '@/modules/members/isAdmin';
import { DefaultLayoutQuery } from './DefaultLayoutQuery';
import type { DefaultLayoutData } from './defaultLayoutLoader';
import type { DefaultLayoutQuery as DefaultLayoutQueryType } from './__generated__/DefaultLayoutQuery.graphql';

// Saved views (issue 35 §5) come in a chunk of their own, with their query: the entry chunk is at its budget.
const SavedViewsNav = lazy(() => import('@/pages/views/savedViewChunk').then((module) => ({ default: module.SavedViewsNav })));

const messages = defineMessages({
  label: { id: 'layout.nav.label', defaultMessage: 'Main navigation' },
  home: { id: 'layout.nav.home', defaultMessage: 'Home' },
  tasks: { id: 'layout.nav.tasks', defaultMessage: 'Tasks' },
  myTasks: { id: 'layout.nav.myTasks', defaultMessage: 'My tasks' },
  members: { id: 'layout.nav.members', defaultMessage: 'Members' },
  tags: { id: 'layout.nav.tags', defaultMessage: 'Tags' },
  projects: { id: 'layout.nav.projects', defaultMessage: 'Projects' },
  internalQas: { id: 'layout.nav.internalQas', defaultMessage: 'Internal Q&A' },
  organizations: { id: 'layout.nav.organizations', defaultMessage: 'Organizations' },
  documents: { id: 'layout.nav.documents', defaultMessage: 'Documents' },
  issues: { id: 'layout.nav.issues', defaultMessage: 'Issues' },
  applications: { id: 'layout.nav.applications', defaultMessage: 'Applications' },
  agents: { id: 'layout.nav.agents', defaultMessage: 'Agents' },
  chatWithAi: { id: 'layout.nav.chatWithAi', defaultMessage: 'Chat with AI' },
  aiModels: { id: 'layout.nav.aiModels', defaultMessage: 'AI models' },
  workflows: { id: 'layout.nav.workflows', defaultMessage: 'Workflows' },
  trash: { id: 'layout.nav.trash', defaultMessage: 'Trash' },
});

interface Item {
  path: string;
  label: MessageDescriptor;
  icon: Icon;
}

interface Props {
  onNavigate: () => void;
}

function NavItem({ item, onNavigate }: { item: Item; onNavigate: () => void }) {
  const intl = useIntl();
  const to = useLocalePath();
  const { path } = splitLocalePath(useLocation().pathname);
  const active = item.path === '/' ? path === '/' : path.startsWith(item.path);
  return (
    <NavLink
      component={Link}
      to={to(item.path)}
      label={intl.formatMessage(item.label)}
      leftSection={<item.icon size={18} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

const items: readonly Item[] = [
  { path: '/', label: messages.home, icon: IconHome },
  { path: '/tasks', label: messages.tasks, icon: IconChecklist },
  { path: '/my-tasks', label: messages.myTasks, icon: IconUserCheck },
  { path: '/members', label: messages.members, icon: IconUsers },
  { path: '/projects', label: messages.projects, icon: IconBriefcase },
  { path: '/internal-qas', label: messages.internalQas, icon: IconMessageQuestion },
  { path: '/organizations', label: messages.organizations, icon: IconBuilding },
  { path: '/documents', label: messages.documents, icon: IconFileText },
  { path: '/issues', label: messages.issues, icon: IconBug },
  { path: '/applications', label: messages.applications, icon: IconApps },
  { path: '/agents', label: messages.agents, icon: IconRobot },
  { path: '/chat-with-ai', label: messages.chatWithAi, icon: IconMessageChatbot },
  { path: '/workflow-instances', label: messages.workflows, icon: IconSitemap },
  // Every signed-in employee has one: it lists what they may restore (issue 35).
  { path: '/trash', label: messages.trash, icon: IconTrash },
];

/** Admin: tags and AI models, once the profile is known. */
const adminItems: readonly Item[] = [
  { path: '/tags', label: messages.tags, icon: IconTags },
  { path: '/ai-models', label: messages.aiModels, icon: IconCpu },
];

function AdminItems({ onNavigate }: Props) {
  const { profileRef } = useLoaderData() as DefaultLayoutData;
  const { profile } = usePreloadedQuery<DefaultLayoutQueryType>(DefaultLayoutQuery, profileRef);
  if (!isAdmin(profile.roles)) return null;
  return adminItems.map((item) => <NavItem key={item.path} item={item} onNavigate={onNavigate} />);
}

/** Links to the areas built so far (admin areas only for admins). */
export function Navigation({ onNavigate }: Props) {
  const intl = useIntl();
  return (
    <Stack component="nav" gap={4} aria-label={intl.formatMessage(messages.label)}>
      {items.map((item) => (
        <NavItem key={item.path} item={item} onNavigate={onNavigate} />
      ))}
      <EmailNavGroup onNavigate={onNavigate} />
      <Suspense fallback={null}>
        <SavedViewsNav onNavigate={onNavigate} />
      </Suspense>
      <Suspense fallback={null}>
        <AdminItems onNavigate={onNavigate} />
      </Suspense>
    </Stack>
  );
}
