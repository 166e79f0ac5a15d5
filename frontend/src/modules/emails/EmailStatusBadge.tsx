import { Badge, type BadgeProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { EnumOption } from './emailStatuses';

interface Props extends Omit<BadgeProps, 'color' | 'children'> {
  /** A job or template status, an event type or a delivery status (`emailStatuses`). */
  option: EnumOption<string>;
  'data-testid'?: string;
}

/**
 * A translated, coloured badge for any of the email area's enums (spec §9 colours). It carries
 * the enum value and the spec id, so tests and styles need no label.
 */
export function EmailStatusBadge({ option, ...props }: Props) {
  const intl = useIntl();
  return (
    <Badge color={option.color} variant="light" data-value={option.value} data-status-id={option.id || undefined} {...props}>
      {intl.formatMessage(option.label)}
    </Badge>
  );
}
