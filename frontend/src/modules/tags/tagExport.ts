import type { ExportSpec } from '@/modules/export/exportTypes';
import { tagColorLabel, tagColors } from './tagColors';
import { tagTableMessages as messages } from './TagList';

/** The tag list as its export writes it (issue 35 §4): the list's columns (its colour by name), in its order. */
export const tagExport: ExportSpec = {
  list: 'tags',
  columns: [
    { path: 'name', header: messages.name },
    { path: 'color', header: messages.color, values: tagColors.map((color) => ({ id: color, label: tagColorLabel(color) })) },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};
