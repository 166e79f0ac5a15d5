import type { BadgeProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { StatusBadge } from '@/modules/ui/StatusBadge';
import { dealStage } from './dealStages';

interface Props extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  statusId: number;
  /**
   * The server's label (`DealStatus.label`) when the screen loaded it in the page's locale;
   * otherwise the stage table's words.
   */
  label?: string;
  title?: string;
  'data-testid'?: string;
}

/** A deal stage as a status badge in its tone (spec §9), from the area's stage table. */
export function DealStageBadge({ statusId, label, ...props }: Props) {
  const intl = useIntl();
  const stage = dealStage(statusId);
  return <StatusBadge tone={stage.tone} label={label || intl.formatMessage(stage.label)} tt="none" data-status-id={statusId} {...props} />;
}
