import { Badge, type BadgeProps } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { safeIssueLabelColor } from './issueLabelColors';

const messages = defineMessages({
  labelDeleted: defineMessage<{ label: string }>({ id: 'trash.reference.labelDeleted', defaultMessage: '{label} (deleted)' }),
});

interface Props extends Omit<BadgeProps, 'color' | 'children'> {
  /** The label in the caller's language (the server's `label`). */
  label: string;
  color: string;
  /**
   * The entry is in the trash (issue 35) and the issue names it still: the label reads
   * "(deleted)" after it, as every deleted reference does (`trash/DeletedReference`).
   */
  deleted?: boolean;
  'data-testid'?: string;
}

/** An issue status or category as a coloured badge (its label, never cut). */
export function IssueLabelBadge({ label, color, deleted = false, ...props }: Props) {
  const intl = useIntl();
  const safe = safeIssueLabelColor(color);
  return (
    <Badge color={deleted ? 'gray' : safe} variant="light" tt="none" data-color={safe} data-deleted={deleted || undefined} {...props}>
      {deleted ? intl.formatMessage(messages.labelDeleted, { label }) : label}
    </Badge>
  );
}
