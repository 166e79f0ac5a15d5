import { NavLink } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  icon: ReactNode;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** One of its links is the current page (shown on the group while it is closed). */
  active: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A group of links in the navigation that opens and closes. Its head is a real button (Mantine's
 * NavLink would render an `<a>` without `href`, which Tab skips: issue 37 §3), says whether it is
 * open, and opens with Enter or Space like any button.
 */
export function NavGroup({ label, icon, opened, onChange, active, children, 'data-testid': testId }: Props) {
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={onChange}
      active={active}
      aria-expanded={opened}
      data-testid={testId}
    >
      {children}
    </NavLink>
  );
}
