import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Crumb } from '@/modules/ui/PageCrumbs';
import { PageFrame } from '@/modules/ui/PageFrame';
import { PageHeader } from '@/modules/ui/PageHeader';

interface Props {
  title: string;
  /** The page header's actions. */
  actions?: ReactNode;
  /** The trail above the heading: the places above, each a link… */
  links?: readonly Crumb[];
  /** …and this page's own name, last. */
  here?: string;
  /** Shown between the heading and the form (a notice about the record). */
  notice?: ReactNode;
  /** The form's width in px: 640 for a short form, 960 by default, 1100 beside a markdown body. */
  maw?: number;
  children: ReactNode;
}

/** A new or edit page: its trail, its heading, then the area's form on a bordered sheet (issue 32: one page shell). */
export function FormPage({ title, actions, links, here, notice, maw = 960, children }: Props) {
  const sheet = (
    <Paper withBorder p="lg" radius="md" maw={maw}>
      {children}
    </Paper>
  );
  if (links)
    return (
      <PageFrame links={links} here={here} title={title} actions={actions}>
        {notice}
        {sheet}
      </PageFrame>
    );
  return (
    <>
      <PageHeader title={title}>{actions}</PageHeader>
      {notice}
      {sheet}
    </>
  );
}
