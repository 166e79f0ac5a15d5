import { ActionIcon, Tooltip, type MantineColor } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ComponentType } from 'react';

interface Props {
  /** What the action does, with what it acts on ("Remove report.pdf"): its tooltip and its name. */
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color?: MantineColor;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}

/** A row's small icon action (issue 32: one for every table): the icon only, named and explained by its tooltip. */
export function IconAction({ label, icon: Icon, color, disabled, onClick, testId }: Props) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} disabled={disabled} aria-label={label} onClick={onClick} data-testid={testId}>
        <Icon size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's "remove" action: the red bin. */
export function RemoveAction(props: Omit<Props, 'icon' | 'color'>) {
  return <IconAction {...props} icon={IconTrash} color="red" />;
}
