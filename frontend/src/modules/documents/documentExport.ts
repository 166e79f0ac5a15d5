import type { ExportSpec } from '@/modules/export/exportTypes';
import { documentTableMessages as messages } from './DocumentList';
import { documentStatuses } from './documentStatuses';

/** The document list as its export writes it (issue 35 §4): the list's columns, in its order. */
export const documentExport: ExportSpec = {
  list: 'documents',
  columns: [
    { path: 'title', header: messages.title },
    { path: 'statusId', header: messages.status, values: documentStatuses },
    { path: 'category.name', header: messages.category },
    { path: 'tags.name', header: messages.tags },
    { path: 'author.name', header: messages.author },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};
