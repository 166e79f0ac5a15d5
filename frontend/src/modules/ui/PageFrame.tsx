import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageCrumbs, type Crumb } from './PageCrumbs';
import { PageHeader } from './PageHeader';

interface Props {
  /** The places above this page, each a link. */
  links: readonly Crumb[];
  /** This page's own name, last in the trail. */
  here?: string;
  /** The page's heading; none where the area's own detail draws it. */
  title?: string;
  /** The heading's actions. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page under a list (a record, its edit form, a new one): the trail, the heading, then the page (issue 32: one page shell). */
export function PageFrame({ links, here, title, actions, children }: Props) {
  return (
    <Stack gap="md">
      <PageCrumbs links={links} here={here} />
      {title !== undefined && <PageHeader title={title}>{actions}</PageHeader>}
      {children}
    </Stack>
  );
}
