import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListSelectPage, useHasSelection } from './ListSelection';

/**
 * A list's items as the area's own cards, stacked (the Q&A board's questions), where `ListTable`
 * would draw rows. With a selection (issue 35 §2) the page's box stands above them, labelled, as
 * there is no header to hold it; each card puts its own `ListSelectBox`.
 */
export function ListCards({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" data-testid="list-cards">
      {useHasSelection() && <ListSelectPage labelled />}
      {children}
    </Stack>
  );
}
