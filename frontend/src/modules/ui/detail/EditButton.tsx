import { Button, type ButtonVariant } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { LinkButton } from '@/modules/ui/LinkButton';

type Props = {
  /** The button's words. Default "Edit". */
  label?: string;
  variant?: ButtonVariant;
  'data-testid'?: string;
} & ({ to: string; onClick?: undefined } | { onClick: () => void; to?: undefined });

/**
 * A detail page's edit action (issue 32: one detail frame), with the pencil every area shows: a
 * link to the edit page (`to`), or a button opening the edit dialog (`onClick`).
 */
export function EditButton({ label: given, variant, to, onClick, 'data-testid': testId }: Props) {
  const intl = useIntl();
  const label = given ?? intl.formatMessage(commonMessages.edit);
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
