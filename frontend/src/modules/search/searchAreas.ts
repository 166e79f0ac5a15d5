import { IconFileText, type Icon } from '@tabler/icons-react';
import type { MessageDescriptor } from 'react-intl';

import { areaNamed } from '@/modules/areas';

/** A search group's heading, by the area's one name (the server's `area`, e.g. "tasks"), as the area declares it (`modules/<area>/area.ts`); null for an area this build does not know or does not show: its group is not shown. */
export function areaLabel(area: string): MessageDescriptor | null {
  return areaNamed(area)?.searchLabel ?? null;
}

/** The icon shown beside each hit of an area. */
export function areaIcon(area: string): Icon {
  return areaNamed(area)?.icon ?? IconFileText;
}
