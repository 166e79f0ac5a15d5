import { Badge, Box, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type FilterLayout = 'inline' | 'drawer';

interface Props {
  /** The search box, always visible. */
  search: ReactNode;
  /** Filters and sort; inline on wide screens, in a drawer behind "Filters" on a phone. */
  filters: (layout: FilterLayout) => ReactNode;
  /** How many filters are set (the keyword not counted); shown on the "Filters" button. */
  activeFilters: number;
  /** Whether the keyword or any filter is set: then "Clear filters" is offered. */
  filtered: boolean;
  onClear: () => void;
  labels: { filters: string; clear: string; done: string };
}

/**
 * A list's search, filters and sort. On a phone the filters collapse behind a "Filters"
 * button (a drawer), so they do not fill half the screen.
 */
export function ListToolbar({ search, filters, activeFilters, filtered, onClear, labels }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const clear = filtered ? (
    <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
      {labels.clear}
    </Button>
  ) : null;
  return (
    <Stack gap="xs" className="list-toolbar">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {search}
        <Group align="flex-end" gap="sm" wrap="wrap" visibleFrom="sm">
          {filters('inline')}
          {clear}
        </Group>
      </Group>
      <Group gap="xs" hiddenFrom="sm" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={
            activeFilters > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {activeFilters}
              </Badge>
            ) : null
          }
          onClick={open}
          aria-expanded={opened}
        >
          {labels.filters}
        </Button>
        {clear}
      </Group>
      <Drawer opened={opened} onClose={close} title={labels.filters} position="bottom" size="auto">
        <Stack gap="md" pb="md">
          {filters('drawer')}
          <Box>
            <Button fullWidth onClick={close}>
              {labels.done}
            </Button>
          </Box>
        </Stack>
      </Drawer>
    </Stack>
  );
}
