import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';

interface Props {
  /** The heading and the document title. */
  title: string;
  /** The "New …" button: where it goes and what it says. */
  create?: { to: string; label: string };
  /** Other buttons in the heading, after the create button. */
  actions?: ReactNode;
  /** The filters and the list. */
  children: ReactNode;
}

/**
 * The shell of an area's list page (issue 32): the titled heading with its create button, then
 * the filters and the list, stacked.
 */
export function ListPageFrame({ title, create, actions, children }: Props) {
  usePageTitle(title);
  const button = create && (
    <LinkButton to={create.to} leftSection={<IconPlus size={16} aria-hidden />}>
      {create.label}
    </LinkButton>
  );
  return (
    <Stack gap="md">
      <PageHeader title={title}>
        {button || actions ? (
          <>
            {button}
            {actions}
          </>
        ) : undefined}
      </PageHeader>
      {children}
    </Stack>
  );
}
