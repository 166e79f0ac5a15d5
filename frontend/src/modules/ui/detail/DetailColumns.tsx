import { Card, Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The record: its head, its body, its history. */
  main: ReactNode;
  /** Its facts, on a bordered card: beside the record on a wide screen, under it on a narrow one. */
  side: ReactNode;
  /** More under the facts card, in the same column (a page's links). */
  sideAfter?: ReactNode;
  /** From which width the facts stand beside the record. Default lg. */
  from?: 'md' | 'lg';
}

/** A detail page's two columns (issue 32: one detail frame): the record (two thirds) and its facts card (one third). */
export function DetailColumns({ main, side, sideAfter, from = 'lg' }: Props) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, [from]: 8 }}>
        <Stack gap="lg">{main}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, [from]: 4 }}>
        <Stack gap="md">
          <Card withBorder radius="md">
            <Stack gap="md">{side}</Stack>
          </Card>
          {sideAfter}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
