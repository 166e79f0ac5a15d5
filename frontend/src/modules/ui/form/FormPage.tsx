import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/modules/ui/PageHeader';

interface Props {
  title: string;
  /** The page header's actions, or a link back to the record. */
  actions?: ReactNode;
  /** The form's width in px: 640 for a short form, 960 by default, 1100 beside a markdown body. */
  maw?: number;
  children: ReactNode;
}

/** A new or edit page: its heading, then the area's form on a bordered sheet (issue 32: one page shell). */
export function FormPage({ title, actions, maw = 960, children }: Props) {
  return (
    <>
      <PageHeader title={title}>{actions}</PageHeader>
      <Paper withBorder p="lg" radius="md" maw={maw}>
        {children}
      </Paper>
    </>
  );
}
