import { NavLink } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { splitLocalePath } from '@/modules/i18n/localePath';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { NavGroup } from '@/modules/layout/NavGroup';

const messages = defineMessages({
  email: { id: 'layout.nav.email', defaultMessage: 'Email' },
  jobs: { id: 'layout.nav.emailJobs', defaultMessage: 'Jobs' },
  batchJobs: { id: 'layout.nav.batchEmailJobs', defaultMessage: 'Batch jobs' },
  templates: { id: 'layout.nav.emailTemplates', defaultMessage: 'Templates' },
});

interface Item {
  path: string;
  /** Other paths that belong to this link (the drafts list is the templates'). */
  also?: readonly string[];
  label: MessageDescriptor;
}

const items: readonly Item[] = [
  { path: '/email-jobs', label: messages.jobs },
  { path: '/batch-email-jobs', label: messages.batchJobs },
  { path: '/email-templates', also: ['/draft-email-templates'], label: messages.templates },
];

function within(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** The navigation's "Email" group: single jobs, batch jobs and templates; open while one of them is shown. */
export function EmailNavGroup({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const to = useLocalePath();
  const { path } = splitLocalePath(useLocation().pathname);
  const activeItem = items.find((item) => [item.path, ...(item.also ?? [])].some((base) => within(path, base)));
  const [opened, setOpened] = useState(activeItem !== undefined);
  useEffect(() => {
    if (activeItem) setOpened(true);
  }, [activeItem]);
  return (
    <NavGroup
      label={intl.formatMessage(messages.email)}
      icon={<IconMail size={18} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      active={activeItem !== undefined && !opened}
      data-testid="nav-email"
    >
      {items.map((item) => {
        const active = item === activeItem;
        return (
          <NavLink
            key={item.path}
            component={Link}
            to={to(item.path)}
            label={intl.formatMessage(item.label)}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      })}
    </NavGroup>
  );
}
