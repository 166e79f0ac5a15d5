import { Button, type ButtonVariant } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { LinkButton } from '@/modules/ui/LinkButton';

type Props = {
  /** The button's words, the area's ("Edit"). */
  label: string;
  variant?: ButtonVariant;
  'data-testid'?: string;
} & ({ to: string; onClick?: undefined } | { onClick: () => void; to?: undefined });

/**
 * A detail page's edit action (issue 32: one detail frame), with the pencil every area shows: a
 * link to the edit page (`to`), or a button opening the edit dialog (`onClick`).
 */
export function EditButton({ label, variant, to, onClick, 'data-testid': testId }: Props) {
  const icon = <IconEdit size={16} aria-hidden />;
  if (to !== undefined)
    return (
      <LinkButton to={to} variant={variant} leftSection={icon} data-testid={testId}>
        {label}
      </LinkButton>
    );
  return (
    <Button variant={variant} leftSection={icon} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
